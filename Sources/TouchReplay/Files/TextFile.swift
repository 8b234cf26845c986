#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reading whole files (scenes, synth scripts, `case.yml`) with errors that name the system's reason.
///
/// Only regular files of at most ``maximumSize`` bytes are read: a device
/// (`/dev/zero`, `/dev/urandom`), a FIFO or a huge sparse file is refused
/// before anything is read, and a file that grows past the cap while being
/// read is refused too, so memory stays bounded whatever the path names.
package enum TextFile {
    /// The largest file read whole: 16 MiB (a scene with a 1,000 × 1,000
    /// `drawingMask` written out in YAML is about 4 MiB).
    package static let maximumSize = 16 << 20

    /// A file that could not be read or written, with `strerror`'s reason.
    package struct Failure: Error {
        /// Why, e.g. "cannot read: No such file or directory".
        package let reason: String
    }

    /// The file's bytes.
    package static func readBytes(_ path: String) throws(Failure) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(reason: "cannot read: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: "cannot read: \(String(cString: strerror(errno)))") }
        guard status.st_mode & S_IFMT == S_IFREG else {
            let kind = status.st_mode & S_IFMT == S_IFDIR ? String(cString: strerror(EISDIR)) : "not a regular file (a device, FIFO or socket)"
            throw Failure(reason: "cannot read: \(kind)")
        }
        guard status.st_size <= maximumSize else { throw tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: "cannot read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= maximumSize else { throw tooLarge }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    private static var tooLarge: Failure {
        Failure(reason: "cannot read: larger than \(maximumSize >> 20) MiB, the limit for scenes and scripts")
    }

    /// The file's text, which must be UTF-8.
    package static func read(_ path: String) throws(Failure) -> String {
        let bytes = try readBytes(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw Failure(reason: "not UTF-8 text") }
        return text
    }
}
