/// An instant on an input clock, in whole nanoseconds: the one type of time from a
/// device's event to the engine's clock.
///
/// A device's event (the kernel's `struct timeval`, whole microseconds), a recording's
/// time, a frame's time, the engine's clock (`Scheduler.now`), a timer's due
/// time and an app's display clock are all `Timestamp`s. Nanoseconds, because every source
/// converts exactly or within half a nanosecond: the kernel's microseconds are a thousand
/// nanoseconds each, `CLOCK_MONOTONIC` and Swift's `ContinuousClock` count nanoseconds, and
/// a 60 Hz display frame (16,666,666.67 ns) falls within half a nanosecond of one.
///
/// Durations stay `TimeInterval` (seconds in a `Double`), as in UIKit
/// (`minimumPressDuration`, delays): a `Timestamp` plus a duration is a `Timestamp`
/// (``+(_:_:)``, rounded to the nearest nanosecond, held at the ends of the range), and the difference of two is a
/// duration (``-(_:_:)``). UIKit's faces keep UIKit's type: a touch's
/// and an event's `timestamp` are `TimeInterval`s, this time's ``seconds``.
///
/// A literal is in seconds, as a `TimeInterval` literal is: `0.5` is 500,000,000 ns, and a
/// literal with more digits is rounded to the nearest nanosecond.
///
/// Recordings use either times relative to the recording's start or epoch times; a
/// `Timestamp` keeps whatever the source gave. The range is that of `Int64`
/// nanoseconds, ±9,223,372,036.85 s (the year 2262 as an epoch time); readers refuse a
/// time beyond it with its line and column (``init(exactlySeconds:microseconds:)``).
/// Ordering is by value.
public struct Timestamp: Hashable, Comparable, Sendable {
    /// The most digits of whole seconds a recording's reader takes: 10 (evemu's `%lu` would take
    /// more). A ten-digit time beyond the range (above 9,223,372,036 s) is refused by
    /// ``init(exactlySeconds:microseconds:)`` and reported with its line and column.
    public static let maximumSecondsDigits = 10

    /// Nanoseconds since the source's origin.
    public var nanoseconds: Int64

    /// A timestamp from a nanosecond count.
    @inlinable
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// A timestamp from a microsecond count (the kernel's unit); traps beyond the range.
    @inlinable
    public init(microseconds: Int64) { nanoseconds = microseconds * 1_000 }

    /// A timestamp from the kernel's two fields (`tv_sec`, `tv_usec`); traps beyond the range.
    @inlinable
    public init(seconds: Int64, microseconds: Int64) {
        nanoseconds = seconds * 1_000_000_000 + microseconds * 1_000
    }

    /// A timestamp from the kernel's two fields (`tv_sec`, `tv_usec`), or nil when the time is
    /// beyond the range (what a reader refuses with its line and column).
    @inlinable
    public init?(exactlySeconds seconds: Int64, microseconds: Int64) {
        let (whole, overflowA) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (fraction, overflowB) = microseconds.multipliedReportingOverflow(by: 1_000)
        let (sum, overflowC) = whole.addingReportingOverflow(fraction)
        guard !overflowA, !overflowB, !overflowC else { return nil }
        nanoseconds = sum
    }

    /// A timestamp from seconds in a `Double`, rounded to the nearest nanosecond (halves away
    /// from zero). Traps, with one line, on a value that is not finite or beyond the range.
    @inlinable
    public init(seconds: Double) {
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        precondition(nanoseconds >= -9.223_372_036_854_775_808e18 && nanoseconds < 9.223_372_036_854_775_808e18,
                     "Timestamp(seconds:): \(seconds) s is not a finite time within ±9223372036.85 s")
        self.nanoseconds = Int64(nanoseconds)
    }

    /// The earliest time there is.
    public static let min = Timestamp(nanoseconds: .min)

    /// The latest time there is: 9,223,372,036.854775807 s.
    public static let max = Timestamp(nanoseconds: .max)

    /// The whole microseconds (the kernel's unit), rounded towards minus infinity.
    @inlinable
    public var microseconds: Int64 {
        let (quotient, remainder) = nanoseconds.quotientAndRemainder(dividingBy: 1_000)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// The whole seconds (`tv_sec`), rounded towards minus infinity.
    @inlinable
    public var secondsPart: Int64 {
        let (quotient, remainder) = nanoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// The whole microseconds within the second (`tv_usec`), 0 ..< 1 000 000.
    @inlinable
    public var microsecondsPart: Int64 { microseconds - secondsPart * 1_000_000 }

    /// The time in seconds as a floating-point value (a `TimeInterval`). Under 2^53 ns
    /// (104 days: any time counted from a recording's start) it is the nearest `Double` to
    /// the exact number of seconds, as `Double(microseconds) / 1e6` was for a whole number
    /// of microseconds; beyond, within a few units in the last place.
    @inlinable
    public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

    @inlinable
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}

extension Timestamp: CustomStringConvertible {
    /// `sec.usec` with six digits, as evemu writes it (the nanoseconds within the
    /// microsecond are not shown).
    public var description: String {
        let usec = String(microsecondsPart)
        return "\(secondsPart).\(String(repeating: "0", count: 6 - usec.count))\(usec)"
    }
}
