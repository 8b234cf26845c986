import Glibc
import InputDevices

/// A device that a watching ``LiveInput`` found but could not add: it went away
/// while it was being opened, may not be read, or could not be mapped. The
/// session goes on without it.
public struct LiveDeviceFailure: Error, CustomStringConvertible {
    /// The path of the device node or link.
    public var path: String
    /// What went wrong: a `DeviceError` from opening it, or what mapping or decoding it threw.
    public var error: any Error

    /// A failure from its parts.
    public init(path: String, error: any Error) {
        self.path = path
        self.error = error
    }

    /// Whether the device was gone by the time it was opened (`ENOENT` or `ENODEV`).
    public var wentAway: Bool {
        switch error as? DeviceError {
        case .notFound, .unplugged: true
        default: false
        }
    }

    /// One line naming the path: "went away while it was being opened" for a device
    /// that vanished, the error's own line otherwise.
    public var description: String {
        if wentAway, let code = (error as? DeviceError)?.errno {
            return "\(path): went away while it was being opened (\(code == ENOENT ? "ENOENT" : "ENODEV")); the session goes on without it"
        }
        if let error = error as? DeviceError { return error.description }
        return "\(path): \(error)"
    }
}
