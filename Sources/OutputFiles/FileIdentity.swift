#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file as the kernel knows it: its device and inode. Two paths with the same
/// identity are the same file, whatever links or names lead to it.
public struct FileIdentity: Hashable, Sendable {
    /// The device holding the file (`st_dev`).
    public var device: UInt64
    /// The file's inode number (`st_ino`).
    public var inode: UInt64

    /// The identity of the regular file at `path`, following symbolic links; nil when
    /// nothing is there or it is not a regular file (a device, a FIFO, a directory).
    public init?(regularFileAt path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// The inputs of a command, which none of its outputs may be.
///
/// Only regular files count: reading `/dev/stdin` and writing `/dev/stdout` is
/// not overwriting anything. Inputs that do not exist (yet) are ignored.
public struct CommandInputs: Sendable {
    /// Each input's identity with the path that names it, in the order given.
    private let files: [(identity: FileIdentity, path: String)]

    /// The inputs named by `paths`.
    public init(_ paths: [String]) {
        files = paths.compactMap { path in FileIdentity(regularFileAt: path).map { ($0, path) } }
    }

    /// No inputs.
    public static let none = CommandInputs([])

    /// Throws ``OutputFileError/Reason/sameFileAsInput(input:)`` when `output` is
    /// the same file (device and inode, through links) as one of the inputs.
    public func refuse(output: String) throws(OutputFileError) {
        guard let identity = FileIdentity(regularFileAt: output) else { return }
        try refuse(identity, output: output)
    }

    func refuse(_ identity: FileIdentity, output: String) throws(OutputFileError) {
        if let input = files.first(where: { $0.identity == identity }) {
            throw OutputFileError(path: output, reason: .sameFileAsInput(input: input.path))
        }
    }
}
