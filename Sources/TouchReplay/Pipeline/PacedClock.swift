#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import TouchTime

/// The wall clock of a paced run (`replay --realtime`): a frame at trace time
/// `t` is delivered `t` seconds after the clock started, as the recording had it.
///
/// The monotonic clock (`ContinuousClock`, `CLOCK_MONOTONIC`): it does not jump
/// when the system's time is set. Only a paced run reads it; a virtual run
/// reads no clock at all.
public struct PacedClock: Sendable {
    /// The moment trace time 0 stands for.
    public let start: ContinuousClock.Instant

    /// A clock whose trace time 0 is now.
    public init() {
        start = ContinuousClock.now
    }

    /// The trace time now: the time since ``start``.
    public var now: Timestamp {
        let elapsed = (ContinuousClock.now - start).components
        return Timestamp(nanoseconds: elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
    }

    /// Sleeps until trace time `time` (a signal does not cut the sleep short); returns at
    /// once when that moment has passed.
    public func wait(until time: Timestamp) {
        let remaining = start + .nanoseconds(time.nanoseconds) - ContinuousClock.now
        guard remaining > .zero else { return }
        let (seconds, attoseconds) = remaining.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var left = timespec()
        while nanosleep(&request, &left) != 0 && errno == EINTR { request = left }
    }
}
