import Glibc
import NIOCore

/// A written file's bytes, read back whole to be sent (the flight recorder's download).
enum LiveViewFileBytes {
    /// Why a file could not be read: its path and the system's words.
    struct ReadError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): cannot read it back: \(reason)" }
    }

    /// The bytes of the file at `path`.
    static func read(_ path: String) throws(ReadError) -> ByteBuffer {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var buffer = ByteBuffer()
        while true {
            var count = 0
            buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: 1 << 16) { bytes in
                count = Glibc.read(descriptor, bytes.baseAddress, bytes.count)
                return max(count, 0)
            }
            if count == 0 { return buffer }
            if count < 0 {
                guard errno == EINTR else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
            }
        }
    }
}
