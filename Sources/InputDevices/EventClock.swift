import Glibc

/// The clock a device stamps its events with, which a client chooses with
/// `EVIOCSCLOCKID` (``InputDevice/setEventClock(_:)``).
///
/// The kernel stamps evdev events on `CLOCK_REALTIME` unless asked otherwise;
/// libinput asks every device for `CLOCK_MONOTONIC`, whose times do not jump
/// when the wall clock is set, and so does ``InputDevice/open(path:grab:)``.
public struct EventClock: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The `clockid_t` value.
    public let rawValue: Int32

    /// A clock from its `clockid_t` value.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The wall clock, the kernel's default for evdev events; the corresponding C constant is `CLOCK_REALTIME`.
    public static let realtime = EventClock(rawValue: CLOCK_REALTIME)
    /// Time since boot that never jumps, what libinput uses; the corresponding C constant is `CLOCK_MONOTONIC`.
    public static let monotonic = EventClock(rawValue: CLOCK_MONOTONIC)
    /// Time since boot including suspend; the corresponding C constant is `CLOCK_BOOTTIME`.
    public static let boottime = EventClock(rawValue: CLOCK_BOOTTIME)

    /// The C constant's name (`CLOCK_MONOTONIC`), or `clock N` for another value.
    public var description: String {
        switch rawValue {
        case CLOCK_REALTIME: "CLOCK_REALTIME"
        case CLOCK_MONOTONIC: "CLOCK_MONOTONIC"
        case CLOCK_BOOTTIME: "CLOCK_BOOTTIME"
        default: "clock \(rawValue)"
        }
    }
}
