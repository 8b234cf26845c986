import OutputFiles
import InputEvents
import InputRecordings

/// Why a replay could not run; `description` is one line naming the file.
public enum ReplayError: Error, CustomStringConvertible {
    /// The scene file is bad.
    case scene(SceneError)
    /// The recording (or its description) cannot be read.
    case recording(RecordingError)
    /// The recording's device cannot be decoded onto the screen (not a touchscreen or mouse, or no axis ranges).
    case device(path: String, FrameDecoderError)
    /// Two of the scene's `devices` entries match one recorded device.
    case deviceMapping(DeviceMappingConflict)
    /// The trace could not be written (``RecordingReplay/write(to:format:flushesEachFrame:beforeFrame:)``).
    case output(OutputFileError)

    public var description: String {
        switch self {
        case let .scene(error): error.description
        case let .recording(error): error.description
        case let .device(path, error): "\(path): \(error.description)"
        case let .deviceMapping(error): error.description
        case let .output(error): error.description
        }
    }
}
