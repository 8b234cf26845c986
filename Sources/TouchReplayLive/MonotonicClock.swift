import Glibc
import InputEvents
import TouchTime

/// A monotonic clock read as the time since it was made: an app's window time,
/// the time it gives ``LiveInput/update(at:)`` and
/// ``LiveInput/waitForInput(until:clock:maximumWait:)``.
///
/// It follows `ContinuousClock` (`CLOCK_MONOTONIC` on Linux): it never goes
/// backwards and does not jump when the wall clock is set. The engine itself
/// reads no clock; the app's loop reads this one once a pass.
public struct MonotonicClock: Sendable {
    private let start: ContinuousClock.Instant

    /// A clock that reads 0 now.
    public init() {
        start = .now
    }

    /// The time since the clock was made, to the nanosecond.
    public var now: Timestamp {
        let elapsed = (ContinuousClock.now - start).components
        return Timestamp(nanoseconds: elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
    }

    /// Now on `CLOCK_MONOTONIC` itself, to the nanosecond: the clock evdev stamps a
    /// device's events with once it accepted it (`InputDevice.eventClock`), to compare with their times.
    public static var kernelNow: Timestamp {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Timestamp(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}
