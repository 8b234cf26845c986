import OutputFiles

/// Why an emulated device could not be generated.
public enum EmulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The option is out of range; `reason` says which and why.
    case invalidOption(String)
    /// The output directory or a file in it could not be written, or is one of the inputs.
    case output(OutputFileError)

    /// One line for the user.
    public var description: String {
        switch self {
        case .invalidOption(let reason): "invalid emulation option: \(reason)"
        case .output(let error): error.description
        }
    }
}
