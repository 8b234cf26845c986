#if canImport(Glibc)
import Glibc
#endif

/// Why an input device could not be opened, read or grabbed.
///
/// Every case carries the device path; cases that come from a failed system
/// call carry its `errno`. `description` is one line meant for the user.
public enum DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path does not exist (`ENOENT`).
    case notFound(path: String)
    /// The user may not open the device (`EACCES` or `EPERM`).
    case permissionDenied(path: String, errno: Int32)
    /// The path exists but is not an evdev device, for example `/dev/null` or a
    /// regular file; `errno` is what the first evdev `ioctl` failed with (usually `ENOTTY`).
    case notAnInputDevice(path: String, errno: Int32)
    /// Another client holds an exclusive grab on the device (`EBUSY` from `EVIOCGRAB`).
    case alreadyGrabbed(path: String)
    /// The device went away while it was open (`ENODEV` from `read()`, or `POLLHUP`/`POLLERR` from `poll()`).
    case unplugged(path: String)
    /// No device in the directory has a name containing `name`.
    case noDeviceNamed(String, directory: String)
    /// A system call failed for another reason.
    case systemCallFailed(path: String, call: String, errno: Int32)

    /// The device path the error is about (the directory for `noDeviceNamed`).
    public var path: String {
        switch self {
        case .notFound(let path), .permissionDenied(let path, _), .notAnInputDevice(let path, _),
             .alreadyGrabbed(let path), .unplugged(let path), .systemCallFailed(let path, _, _):
            path
        case .noDeviceNamed(_, let directory):
            directory
        }
    }

    /// The `errno` behind the error, where a system call failed.
    public var errno: Int32? {
        switch self {
        case .notFound: ENOENT
        case .permissionDenied(_, let code), .notAnInputDevice(_, let code), .systemCallFailed(_, _, let code): code
        case .alreadyGrabbed: EBUSY
        case .unplugged: ENODEV
        case .noDeviceNamed: nil
        }
    }

    /// One line that says what went wrong and, where there is one, what to do.
    public var description: String {
        switch self {
        case .notFound(let path):
            "\(path): no such device (ENOENT); run `touchreplay devices` to list input devices"
        case .permissionDenied(let path, let code):
            "\(path): permission denied (\(Self.name(of: code))); add yourself to the input group "
                + "(`sudo usermod -aG input $USER`, then log in again) or install a udev rule such as "
                + #"`KERNEL=="event*", SUBSYSTEM=="input", ENV{ID_INPUT_TOUCHSCREEN}=="1", MODE="0660", GROUP="input"`"#
        case .notAnInputDevice(let path, let code):
            "\(path): not an evdev input device (\(Self.name(of: code)) from the first evdev ioctl); "
                + "input devices are /dev/input/event*"
        case .alreadyGrabbed(let path):
            "\(path): another program holds an exclusive grab on the device (EBUSY)"
        case .unplugged(let path):
            "\(path): the device was unplugged (ENODEV or POLLHUP from the node); active contacts were cancelled"
        case .noDeviceNamed(let name, let directory):
            "no input device in \(directory) has a name containing \"\(name)\""
        case .systemCallFailed(let path, "libevdev_new_from_fd", ENOMEM):
            "\(path): the device declares more than libevdev can hold (ENOMEM from libevdev_new_from_fd), "
                + "such as an absurd ABS_MT_SLOT range; a recording of it replays, contacts in slots past the first 256 dropped with a warning"
        case .systemCallFailed(let path, let call, let code):
            "\(path): \(call) failed: \(Self.message(for: code)) (\(Self.name(of: code)))"
        }
    }

    /// Maps the `errno` of a failed `open()` to an error.
    static func fromOpen(path: String, errno code: Int32) -> DeviceError {
        switch code {
        case ENOENT, ENOTDIR: .notFound(path: path)
        case EACCES, EPERM: .permissionDenied(path: path, errno: code)
        case ENODEV, ENXIO: .unplugged(path: path)
        default: .systemCallFailed(path: path, call: "open", errno: code)
        }
    }

    /// Maps the negative errno libevdev returned from `libevdev_new_from_fd` to an error.
    static func fromInitialisation(path: String, errno code: Int32) -> DeviceError {
        switch code {
        case ENOTTY, EINVAL, ENOSYS, ENOENT: .notAnInputDevice(path: path, errno: code)
        case ENODEV: .unplugged(path: path)
        case EACCES, EPERM: .permissionDenied(path: path, errno: code)
        default: .systemCallFailed(path: path, call: "libevdev_new_from_fd", errno: code)
        }
    }

    /// Maps the `errno` of a failed read (`libevdev_next_event`) to an error.
    static func fromRead(path: String, errno code: Int32) -> DeviceError {
        switch code {
        case ENODEV, EIO, ENXIO: .unplugged(path: path)
        default: .systemCallFailed(path: path, call: "read", errno: code)
        }
    }

    /// The symbolic name of an errno value, such as `ENOTTY`.
    static func name(of code: Int32) -> String {
        switch code {
        case ENOENT: "ENOENT"
        case EACCES: "EACCES"
        case EPERM: "EPERM"
        case ENOTTY: "ENOTTY"
        case EINVAL: "EINVAL"
        case ENODEV: "ENODEV"
        case EBUSY: "EBUSY"
        case EIO: "EIO"
        case ENXIO: "ENXIO"
        case EISDIR: "EISDIR"
        default: "errno \(code)"
        }
    }

    /// The C library's message for an errno value.
    static func message(for code: Int32) -> String {
        String(cString: strerror(code))
    }
}
