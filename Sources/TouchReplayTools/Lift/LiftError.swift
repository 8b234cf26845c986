import TouchReplay

/// Why a recording could not be lifted (``Lifter``); `description` is one line naming the file.
public enum LiftError: Error, CustomStringConvertible {
    /// The recording, its description or the scene could not be replayed.
    case replay(ReplayError)
    /// The recording's device cannot be written back (neither a touchscreen, a pen nor a mouse).
    case device(FileError)
    /// The recording holds no touch, hover or wheel turn: there is nothing to lift.
    case nothingToLift(path: String)
    /// The recording holds several devices, and the command takes one (``Shrinker``).
    case severalDevices(path: String, count: Int)
    /// The scene has several windows (`windows:`): lifted steps name views of a scene of one window.
    case severalWindows(scene: String, count: Int)

    public var description: String {
        switch self {
        case let .replay(error): error.description
        case let .device(error): error.description
        case let .nothingToLift(path): "\(path): the recording has no touches to lift (no contact, hover or wheel turn reached the scene)"
        case let .severalDevices(path, count):
            "\(path): the recording holds \(count) devices; this command takes a recording of one device"
        case let .severalWindows(scene, count):
            "\(scene): the scene has \(count) windows; lift and synth place steps on a scene of one window"
        }
    }
}
