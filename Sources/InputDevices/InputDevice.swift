import Glibc
import InputEvents

/// An open evdev input device (`/dev/input/eventN`), read through libevdev.
///
/// Event times come from `CLOCK_MONOTONIC` where the device accepts
/// `EVIOCSCLOCKID` (as libinput asks), otherwise from the device's default
/// clock (``eventClock`` says which, ``eventClockRefusal`` why).
///
/// The device owns its file descriptor and closes it when released. It is
/// confined to the thread or task that opened it (it is not `Sendable`); hand
/// the `Sendable` values it yields (``DeviceEvent``, ``InputEvent``) to others.
public final class InputDevice {
    /// The path the device was opened from.
    public let path: String
    /// What the device is and what it can send, as libevdev read it when the device was opened.
    public let deviceDescription: DeviceDescription
    /// The number of multi-touch slots (`libevdev_get_num_slots`), or nil for a device without slots.
    public let slotCount: Int?
    /// Whether this client holds an exclusive grab (`EVIOCGRAB`): other clients then see no events.
    public private(set) var isGrabbed = false
    /// The clock the device stamps its events with: ``EventClock/monotonic`` once the device
    /// accepted it, else the kernel's default, ``EventClock/realtime``.
    public private(set) var eventClock = EventClock.realtime
    /// Why the device refused `CLOCK_MONOTONIC` when it was opened (an emulated device: umockdev
    /// does not answer `EVIOCSCLOCKID`), nil when it accepted it.
    public private(set) var eventClockRefusal: DeviceError?

    /// What libevdev said about this device (its errors and "BUG" reports), one line
    /// each, at most 100; libevdev writes nothing to standard error itself.
    public var libevdevMessages: [String] { log.messages }

    /// The device's open descriptor, for the caller's own `poll()` or event loop (watch it for
    /// readability, then read with ``nextEvent()``); the device owns it: never read or close it directly.
    public let fileDescriptor: Int32
    let evdev: Libevdev
    /// libevdev's messages; it must outlive `evdev`, whose handler points at it.
    private let log: LibevdevLog
    /// Whether a `SYN_DROPPED` started a resynchronisation that is still being drained.
    private var synchronizing = false
    /// Whether the last `poll()` reported a hang-up or error (`POLLHUP`, `POLLERR`, `POLLNVAL`).
    var hungUp = false

    private init(path: String, fileDescriptor: Int32, evdev: Libevdev, log: LibevdevLog) {
        self.path = path
        self.fileDescriptor = fileDescriptor
        self.evdev = evdev
        self.log = log
        deviceDescription = DeviceDescription(evdev)
        let slots = evdev.slotCount
        slotCount = slots < 0 ? nil : Int(slots)
    }

    deinit {
        evdev.free()
        close(fileDescriptor)
    }

    /// Opens the device at `path` for non-blocking reads, grabbing it exclusively if `grab` is true.
    ///
    /// - Throws: ``DeviceError/notFound(path:)``, ``DeviceError/permissionDenied(path:errno:)``,
    ///   ``DeviceError/notAnInputDevice(path:errno:)`` or ``DeviceError/alreadyGrabbed(path:)``.
    public static func open(path: String, grab: Bool = false) throws(DeviceError) -> InputDevice {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw DeviceError.fromOpen(path: path, errno: Glibc.errno) }
        let log = LibevdevLog()
        let (handle, code) = Libevdev.new(fileDescriptor: descriptor, log: log)
        guard let evdev = handle else {
            close(descriptor)
            throw DeviceError.fromInitialisation(path: path, errno: code)
        }
        let device = InputDevice(path: path, fileDescriptor: descriptor, evdev: evdev, log: log)
        // Like libinput: monotonic event times do not jump with the wall clock. Best effort, as
        // libinput's (which ignores the outcome): an emulated device (umockdev) refuses
        // EVIOCSCLOCKID and keeps the times written into it.
        do {
            try device.setEventClock(.monotonic)
        } catch {
            device.eventClockRefusal = error
        }
        if grab { try device.grab() }
        return device
    }

    /// Opens the first device (in ``DeviceDiscovery`` order) whose name contains `name`, ignoring case.
    ///
    /// - Throws: ``DeviceError/noDeviceNamed(_:directory:)`` when no readable device matches,
    ///   or the error of opening the matching device.
    public static func open(
        named name: String, in directory: String = DeviceDiscovery.defaultDirectory, grab: Bool = false
    ) throws(DeviceError) -> InputDevice {
        let needle = name.lowercased()
        for entry in DeviceDiscovery.list(directory: directory) {
            if case .success(let listed) = entry.result, listed.description.name.lowercased().contains(needle) {
                return try open(path: entry.path, grab: grab)
            }
        }
        throw DeviceError.noDeviceNamed(name, directory: directory)
    }

    /// Takes an exclusive grab (`libevdev_grab(LIBEVDEV_GRAB)`): other clients stop receiving events.
    public func grab() throws(DeviceError) {
        let status = evdev.grab(true)
        if status == -EBUSY { throw DeviceError.alreadyGrabbed(path: path) }
        guard status == 0 else { throw DeviceError.systemCallFailed(path: path, call: "EVIOCGRAB", errno: -status) }
        isGrabbed = true
    }

    /// Asks the device to stamp its events with `clock` from now on (`libevdev_set_clock_id`,
    /// `EVIOCSCLOCKID`); events already queued keep their times.
    ///
    /// - Throws: ``DeviceError/systemCallFailed(path:call:errno:)`` naming `EVIOCSCLOCKID` when the
    ///   device refuses; ``eventClock`` is then unchanged.
    public func setEventClock(_ clock: EventClock) throws(DeviceError) {
        let status = evdev.setClock(clock.rawValue)
        guard status == 0 else { throw DeviceError.systemCallFailed(path: path, call: "EVIOCSCLOCKID", errno: -status) }
        eventClock = clock
    }

    /// Releases an exclusive grab (`libevdev_grab(LIBEVDEV_UNGRAB)`).
    public func ungrab() {
        guard isGrabbed else { return }
        _ = evdev.grab(false)
        isGrabbed = false
    }

    /// Reads the next event without blocking, or returns nil when none is pending.
    ///
    /// After a `SYN_DROPPED` (returned as a ``DeviceEvent`` whose ``DeviceEvent/isDropped`` is true)
    /// the following calls drain libevdev's resynchronisation with `LIBEVDEV_READ_FLAG_SYNC` and
    /// mark those events ``DeviceEvent/isResynchronization``; then normal reads resume.
    ///
    /// - Throws: ``DeviceError/unplugged(path:)`` when the device is gone: `read()` failed with
    ///   `ENODEV` (or `EIO`), or the last poll reported a hang-up and nothing is left to read.
    public func nextEvent() throws(DeviceError) -> DeviceEvent? {
        switch evdev.next(synchronizing: synchronizing) {
        case .event(let event):
            return DeviceEvent(event: event, isResynchronization: synchronizing)
        case .dropped(let event):
            synchronizing = true
            return DeviceEvent(event: event)
        case .empty:
            // A hung-up descriptor polls readable but reads nothing (EOF): the device is gone.
            if hungUp { throw DeviceError.unplugged(path: path) }
            guard synchronizing else { return nil }
            synchronizing = false
            return try nextEvent()
        case .failed(let code):
            throw DeviceError.fromRead(path: path, errno: code)
        }
    }
}

@available(*, unavailable, message: "an InputDevice is confined to the task that opened it")
extension InputDevice: Sendable {}
