import InputDevices

/// Why `InputDevice.open(paths:seat:directory:grab:)` found nothing to read; `description` is one line.
public enum DeviceOpeningError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A device named by its path cannot be opened (its `DeviceError`, with the path and why).
    case device(DeviceError)
    /// No path was given and no touchscreen, mouse or pen of the seat can be read.
    case noneReadable(seat: String, directory: String)

    /// The device's path and why, or the seat and the usual cause.
    public var description: String {
        switch self {
        case .device(let error):
            error.description
        case .noneReadable(let seat, let directory):
            "no touchscreen, mouse or pen of \(seat) readable in \(directory) (permissions: be in the group `input`, or name a device)"
        }
    }
}
