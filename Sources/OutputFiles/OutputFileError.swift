#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why an output file could not be written, with the path as the caller named
/// it. `description` is one line: `out.jsonl: cannot write: No space left on device`.
public struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output as the caller named it (`-` for standard output).
    public var path: String
    /// What went wrong.
    public var reason: Reason

    /// What went wrong, as a value that tests and callers can match.
    public enum Reason: Hashable, Sendable {
        /// A system call failed; `errno` is the C `errno`.
        case system(SystemCall, errno: Int32)
        /// The output is the same file (device and inode) as `input`, which the command reads.
        case sameFileAsInput(input: String)
    }

    /// The system calls an output makes, named in messages.
    public enum SystemCall: String, Hashable, Sendable {
        /// Opening an existing non-regular file (a device, a FIFO) in place.
        case open
        /// Creating the output, or the temporary file beside it.
        case create
        /// Writing bytes (`write`, and `close`, which may report a deferred write error).
        case write
        /// Moving the finished temporary file over the output (`rename`).
        case rename
        /// Following a symbolic link (`readlink`).
        case readlink
    }

    /// An error for `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// A failed system call on `path`.
    static func system(_ call: SystemCall, path: String, errno code: Int32) -> OutputFileError {
        OutputFileError(path: path, reason: .system(call, errno: code))
    }

    /// `path: message` on one line.
    public var description: String { "\(path): \(message)" }

    /// The message without the path.
    public var message: String {
        switch reason {
        case let .system(call, code):
            let action = switch call {
            case .open: "cannot open"
            case .create: "cannot create"
            case .write: "cannot write"
            case .rename: "cannot move the finished file into place"
            case .readlink: "cannot follow the symbolic link"
            }
            return "\(action): \(String(cString: strerror(code)))"
        case let .sameFileAsInput(input):
            return input == path
                ? "is also an input of this command; write the output to another file"
                : "is the same file as the input \(input); write the output to another file"
        }
    }
}
