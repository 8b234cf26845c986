#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reading and writing whole files with errors that name the system's reason.
enum TextFile {
    /// A file that could not be read or written, with `strerror`'s reason.
    struct Failure: Error {
        /// Why, e.g. "cannot read: No such file or directory".
        let reason: String
    }

    /// The file's bytes.
    static func readBytes(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: "cannot read: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: "cannot read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// The file's text, which must be UTF-8.
    static func read(_ path: String) throws(Failure) -> String {
        let bytes = try readBytes(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw Failure(reason: "not UTF-8 text") }
        return text
    }
}
