import InputRecordings

/// Why a flight recorder could not be started or written; `description` is one line naming the value or the file.
public enum FlightRecorderError: Error, Equatable, CustomStringConvertible {
    /// A window that is not more than 0 s and at most an hour (3600 s), or not a number.
    case length(Double)
    /// A dump was asked of a recorder with no device (`path`: the file it was to write).
    case noDevice(path: String)
    /// The file could not be written (a full disk, a folder that does not exist, …); nothing was
    /// left behind and the recorder keeps its events.
    case write(RecordingError)

    /// The longest window: an hour.
    public static let maximumSeconds = 3600.0

    public var description: String {
        switch self {
        case .length(let seconds):
            "the flight recorder's length must be more than 0 s and at most \(Int(Self.maximumSeconds)) s (an hour), not \(seconds) s"
        case .noDevice(let path):
            "\(path): no device to write: the flight recorder has no device"
        case .write(let error):
            "\(error)"
        }
    }
}
