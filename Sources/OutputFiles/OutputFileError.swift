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
        /// A symbolic link on the way to the output, `link`, belongs to the user `owner`, neither
        /// this process's nor its folder's, in a sticky world-writable folder (`/tmp`): not
        /// followed, by the kernel's `fs.protected_symlinks` rule, whatever the system's setting.
        case untrustedLink(link: String, owner: UInt32, folder: String)
        /// A folder to create is in the way of `component`, which exists and is not a folder.
        case notAFolder(String)
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
        /// Creating a folder of the output, or a folder asked for (`mkdir`).
        case createFolder
        /// Removing a file the process wrote (`unlink`).
        case remove
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
            case .createFolder: "cannot create the folder"
            case .remove: "cannot remove"
            }
            return "\(action): \(String(cString: strerror(code)))"
        case let .sameFileAsInput(input):
            return input == path
                ? "is also an input of this command; write the output to another file"
                : "is the same file as the input \(input); write the output to another file"
        case let .untrustedLink(link, owner, folder):
            return "refused to follow the symbolic link \(link): it belongs to user \(owner), in the sticky "
                + "world-writable folder \(folder) (the kernel's protected_symlinks rule); write the output elsewhere"
        case let .notAFolder(component):
            return "cannot create the folder: \(component) is not a folder"
        }
    }
}
