import InputEvents

/// One event read from a live device, with where it came from.
///
/// After the kernel drops events (`SYN_DROPPED`), libevdev re-reads the
/// device's state and synthesises the difference. Those events are marked
/// `isResynchronization`, so a decoder can report contacts that ended in the
/// gap as cancelled rather than lifted.
public struct DeviceEvent: Hashable, Sendable {
    /// The event.
    public var event: InputEvent
    /// Whether libevdev synthesised the event while resynchronising after `SYN_DROPPED`
    /// (it was read with `LIBEVDEV_READ_FLAG_SYNC`).
    public var isResynchronization: Bool

    /// An event and its origin.
    public init(event: InputEvent, isResynchronization: Bool = false) {
        self.event = event
        self.isResynchronization = isResynchronization
    }

    /// Whether this is the kernel's `SYN_DROPPED` marker that starts a resynchronisation.
    public var isDropped: Bool { event.type == .synchronization && event.code == SynchronizationCode.dropped }
}
