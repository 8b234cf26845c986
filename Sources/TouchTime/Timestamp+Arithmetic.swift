// Durations are `Double` seconds, UIKit's `TimeInterval` (a typealias of Foundation's that this
// module does not repeat, so that a file importing both sees one).
extension Timestamp {
    /// `time` moved on by `interval` seconds, rounded to the nearest nanosecond; traps, with one
    /// line, when `interval` is not finite or the result is beyond the range.
    @inlinable
    public static func + (time: Timestamp, interval: Double) -> Timestamp {
        Timestamp(nanoseconds: time.nanoseconds + Timestamp(seconds: interval).nanoseconds)
    }

    /// Moves `time` on by `interval` seconds.
    @inlinable
    public static func += (time: inout Timestamp, interval: Double) { time = time + interval }

    /// The seconds from `earlier` to `later` (negative when `later` is before `earlier`): the
    /// nearest `Double` to the exact difference in nanoseconds.
    @inlinable
    public static func - (later: Timestamp, earlier: Timestamp) -> Double {
        Double(later.nanoseconds - earlier.nanoseconds) / 1_000_000_000
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
