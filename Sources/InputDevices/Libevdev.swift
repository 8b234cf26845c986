internal import CLibevdev
import Glibc
import InputEvents
import TouchTime

/// One-line wrappers over the libevdev calls TouchReplay uses, in the
/// swift-system style: no C type leaves this file's module, failures come back
/// as negative errno values exactly as libevdev returns them.
struct Libevdev {
    /// The `struct libevdev *`.
    let pointer: OpaquePointer

    /// `libevdev_new`, `libevdev_set_device_log_function` (to `log`, before anything
    /// can log) and `libevdev_set_fd`: reads the device's state through its ioctls.
    /// Returns the handle, or nil and the errno libevdev failed with.
    static func new(fileDescriptor: Int32, log: LibevdevLog) -> (handle: Libevdev?, errno: Int32) {
        guard let pointer = libevdev_new() else { return (nil, ENOMEM) }
        LibevdevLog.attach(log, to: pointer)
        let status = libevdev_set_fd(pointer, fileDescriptor)
        guard status == 0 else {
            libevdev_free(pointer)
            return (nil, -status)
        }
        return (Libevdev(pointer: pointer), 0)
    }

    /// `libevdev_free`.
    func free() { libevdev_free(pointer) }

    /// `libevdev_get_name`.
    var name: String { libevdev_get_name(pointer).map { String(cString: $0) } ?? "" }

    /// `libevdev_get_id_bustype/vendor/product/version`.
    var identifier: DeviceIdentifier {
        DeviceIdentifier(
            busType: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(pointer)),
            vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(pointer)),
            product: UInt16(truncatingIfNeeded: libevdev_get_id_product(pointer)),
            version: UInt16(truncatingIfNeeded: libevdev_get_id_version(pointer)))
    }

    /// `libevdev_has_property`.
    func hasProperty(_ property: UInt16) -> Bool { libevdev_has_property(pointer, UInt32(property)) == 1 }

    /// `libevdev_has_event_type`.
    func hasEventType(_ type: UInt16) -> Bool { libevdev_has_event_type(pointer, UInt32(type)) == 1 }

    /// `libevdev_has_event_code`.
    func hasEventCode(_ type: UInt16, _ code: UInt16) -> Bool {
        libevdev_has_event_code(pointer, UInt32(type), UInt32(code)) == 1
    }

    /// `libevdev_event_type_get_max`: the largest code of `type`, or nil for an unknown type.
    static func maximumCode(of type: UInt16) -> UInt16? {
        let maximum = libevdev_event_type_get_max(UInt32(type))
        return maximum < 0 ? nil : UInt16(maximum)
    }

    /// `libevdev_get_abs_info`.
    func absoluteInfo(_ code: UInt16) -> AbsoluteAxisInfo? {
        guard let info = libevdev_get_abs_info(pointer, UInt32(code)) else { return nil }
        return AbsoluteAxisInfo(
            minimum: info.pointee.minimum, maximum: info.pointee.maximum, fuzz: info.pointee.fuzz,
            flat: info.pointee.flat, resolution: info.pointee.resolution)
    }

    /// `libevdev_get_event_value`: the current state of a key, switch, LED or axis.
    func value(_ type: UInt16, _ code: UInt16) -> Int32 {
        libevdev_get_event_value(pointer, UInt32(type), UInt32(code))
    }

    /// `libevdev_set_clock_id` (`EVIOCSCLOCKID`): event times from `clock` from now on; 0 or a negative errno.
    func setClock(_ clock: Int32) -> Int32 { libevdev_set_clock_id(pointer, clock) }

    /// `libevdev_get_num_slots`: -1 for devices without multi-touch slots.
    var slotCount: Int32 { libevdev_get_num_slots(pointer) }

    /// `libevdev_grab` with `LIBEVDEV_GRAB` or `LIBEVDEV_UNGRAB`; 0 or a negative errno.
    func grab(_ exclusive: Bool) -> Int32 {
        libevdev_grab(pointer, exclusive ? LIBEVDEV_GRAB : LIBEVDEV_UNGRAB)
    }

    /// The outcome of one `libevdev_next_event` call.
    enum ReadStatus {
        /// An event in normal mode (`LIBEVDEV_READ_STATUS_SUCCESS`).
        case event(InputEvent)
        /// The kernel dropped events; `event` is the `SYN_DROPPED` (`LIBEVDEV_READ_STATUS_SYNC`).
        case dropped(InputEvent)
        /// No event is pending (`-EAGAIN`).
        case empty
        /// The read failed with this errno.
        case failed(Int32)
    }

    /// `libevdev_next_event` with `LIBEVDEV_READ_FLAG_NORMAL`, or with
    /// `LIBEVDEV_READ_FLAG_SYNC` while draining a resync.
    func next(synchronizing: Bool) -> ReadStatus {
        var raw = input_event()
        let flags = synchronizing ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
        let status = libevdev_next_event(pointer, flags, &raw)
        let event = InputEvent(
            time: Timestamp(seconds: Int64(raw.time.tv_sec), microseconds: Int64(raw.time.tv_usec)),
            type: EventType(rawValue: raw.type), code: raw.code, value: raw.value)
        switch status {
        case Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue): return .event(event)
        case Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue): return synchronizing ? .event(event) : .dropped(event)
        case -EAGAIN: return .empty
        default: return .failed(-status)
        }
    }
}
