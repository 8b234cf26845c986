/// The type of an evdev event (the kernel's `EV_*` constants).
public struct EventType: RawRepresentable, Hashable, Comparable, Sendable {
    /// The kernel's numeric value.
    public var rawValue: UInt16
    /// An event type from the kernel's numeric value.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Synchronisation events; the corresponding C constant is `EV_SYN`.
    public static let synchronization = EventType(rawValue: 0x00)
    /// Keys and buttons; the corresponding C constant is `EV_KEY`.
    public static let key = EventType(rawValue: 0x01)
    /// Relative axes; the corresponding C constant is `EV_REL`.
    public static let relative = EventType(rawValue: 0x02)
    /// Absolute axes; the corresponding C constant is `EV_ABS`.
    public static let absolute = EventType(rawValue: 0x03)
    /// Miscellaneous; the corresponding C constant is `EV_MSC`.
    public static let miscellaneous = EventType(rawValue: 0x04)
    /// Switches; the corresponding C constant is `EV_SW`.
    public static let `switch` = EventType(rawValue: 0x05)
    /// LEDs; the corresponding C constant is `EV_LED`.
    public static let led = EventType(rawValue: 0x11)
    /// Sounds; the corresponding C constant is `EV_SND`.
    public static let sound = EventType(rawValue: 0x12)
    /// Autorepeat; the corresponding C constant is `EV_REP`.
    public static let autorepeat = EventType(rawValue: 0x14)
    /// Force feedback; the corresponding C constant is `EV_FF`.
    public static let forceFeedback = EventType(rawValue: 0x15)
    /// Power; the corresponding C constant is `EV_PWR`.
    public static let power = EventType(rawValue: 0x16)
    /// Force-feedback status; the corresponding C constant is `EV_FF_STATUS`.
    public static let forceFeedbackStatus = EventType(rawValue: 0x17)

    /// The largest type value; the corresponding C constant is `EV_MAX`.
    public static let max: UInt16 = 0x1f

    public static func < (lhs: EventType, rhs: EventType) -> Bool { lhs.rawValue < rhs.rawValue }
}
