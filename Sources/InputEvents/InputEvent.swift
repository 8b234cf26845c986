import TouchTime
/// One evdev event (the kernel's `struct input_event`) as a value.
public struct InputEvent: Hashable, Sendable {
    /// When the kernel stamped the event.
    public var time: Timestamp
    /// The event type (`type`).
    public var type: EventType
    /// The event code (`code`), whose meaning depends on `type`.
    public var code: UInt16
    /// The event value (`value`).
    public var value: Int32

    /// An event from its four fields.
    public init(time: Timestamp, type: EventType, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// Whether this event ends a frame (`SYN_REPORT`).
    @inlinable public var isReport: Bool { type == .synchronization && code == SynchronizationCode.report }
}
