import Glibc
import OutputFiles

/// Why an emulated device could not be generated.
public enum EmulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The option is out of range; `reason` says which and why.
    case invalidOption(String)
    /// The output directory could not be created (`errno`).
    case cannotCreateDirectory(path: String, errno: Int32)
    /// A file in the output directory could not be written, or is one of the inputs.
    case output(OutputFileError)

    /// One line for the user.
    public var description: String {
        switch self {
        case .invalidOption(let reason): "invalid emulation option: \(reason)"
        case .cannotCreateDirectory(let path, let code): "\(path): cannot create the directory: \(String(cString: strerror(code)))"
        case .output(let error): error.description
        }
    }
}
