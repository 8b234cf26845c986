// Durations are `Double` seconds, UIKit's `TimeInterval` (a typealias of Foundation's that this
// module does not repeat, so that a file importing both sees one).
extension Timestamp {
    /// `time` moved on by `interval` seconds, rounded to the nearest nanosecond, and held at
    /// ``Timestamp/max`` or ``Timestamp/min`` past them (a recording may end at the top of the
    /// range, and a session still settles after it); traps, with one line, when `interval` is
    /// not a finite number.
    @inlinable
    public static func + (time: Timestamp, interval: Double) -> Timestamp {
        precondition(interval.isFinite, "Timestamp + \(interval) s: not a finite number of seconds")
        let delta = (interval * 1_000_000_000).rounded()
        guard delta > -9.223_372_036_854_775_808e18, delta < 9.223_372_036_854_775_808e18 else { return delta > 0 ? .max : .min }
        let (sum, overflow) = time.nanoseconds.addingReportingOverflow(Int64(delta))
        return overflow ? (delta > 0 ? .max : .min) : Timestamp(nanoseconds: sum)
    }

    /// Moves `time` on by `interval` seconds.
    @inlinable
    public static func += (time: inout Timestamp, interval: Double) { time = time + interval }

    /// The seconds from `earlier` to `later` (negative when `later` is before `earlier`): the
    /// nearest `Double` to the exact difference in nanoseconds. Two times more than 292 years
    /// apart (only a caller's extreme values, such as ``Timestamp/min`` and ``Timestamp/max``)
    /// differ by more than `Int64` counts: their difference is then taken in `Double`s,
    /// within a unit in the last place, never a trap.
    @inlinable
    public static func - (later: Timestamp, earlier: Timestamp) -> Double {
        let (difference, overflow) = later.nanoseconds.subtractingReportingOverflow(earlier.nanoseconds)
        guard !overflow else { return (Double(later.nanoseconds) - Double(earlier.nanoseconds)) / 1_000_000_000 }
        return Double(difference) / 1_000_000_000
    }
}

extension Timestamp: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A time written in seconds (`0.5` is 500,000,000 ns), rounded to the nearest nanosecond.
    @inlinable
    public init(floatLiteral seconds: Double) { self.init(seconds: seconds) }

    /// A time written in whole seconds (`2` is 2,000,000,000 ns).
    @inlinable
    public init(integerLiteral seconds: Int64) { nanoseconds = seconds * 1_000_000_000 }
}
