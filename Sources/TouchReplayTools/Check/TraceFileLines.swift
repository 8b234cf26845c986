#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import TouchReplay

/// The lines of a trace file as bytes, read one block at a time: memory
/// follows the longest line, not the file's length.
final class TraceFileLines {
    /// Bytes asked of each `read(2)`.
    static let blockSize = 1 << 16
    /// A longer line is an error (a trace line is a few hundred bytes; a
    /// summary of a huge scene a few megabytes).
    static let longestLine = 1 << 26

    /// The file as named by the caller.
    let path: String
    /// The number of the line `nextLine()` returned last (1-based; blank lines count).
    private(set) var lineNumber = 0
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// The unread bytes are `buffer[start...]`.
    private var start = 0
    private var reachedEnd = false

    /// Opens `path` for reading; the `errno` of a failed `open(2)` is thrown.
    init(path: String) throws(TraceFileError) {
        self.path = path
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw TraceFileError(path: path, line: nil, errno: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw TraceFileError(path: path, line: nil, errno: status.st_mode & S_IFMT == S_IFDIR ? EISDIR : ESPIPE)
        }
        buffer.reserveCapacity(Self.blockSize)
    }

    deinit { close(descriptor) }

    /// The capacity of the read buffer.
    var bytesHeld: Int { buffer.capacity }

    /// The next line, without its newline and a `\r` before it; nil at the end
    /// of the file. The slice is valid until the next call.
    func nextLine() throws(TraceFileError) -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                lineNumber += 1
                let line = buffer[start..<newline]
                start = newline + 1
                return line.last == 0x0D ? line.dropLast() : line
            }
            if reachedEnd {
                guard start < buffer.count else { return nil }
                lineNumber += 1
                let line = buffer[start...]
                start = buffer.count
                return line.last == 0x0D ? line.dropLast() : line
            }
            try refill()
        }
    }

    /// Moves the unread bytes to the front and reads one more block after them.
    private func refill() throws(TraceFileError) {
        guard buffer.count - start < Self.longestLine else {
            throw TraceFileError(path: path, line: lineNumber + 1, errno: EFBIG)
        }
        buffer.removeSubrange(..<start)
        start = 0
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.blockSize))
        var count = 0
        while true {
            count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + old, Self.blockSize) }
            if count >= 0 || errno != EINTR { break }
        }
        guard count >= 0 else {
            let code = errno
            buffer.removeSubrange(old...)
            throw TraceFileError(path: path, line: nil, errno: code)
        }
        buffer.removeSubrange((old + count)...)
        if count == 0 { reachedEnd = true }
    }
}

/// A trace file that could not be read: its path, the line being read, and the system's reason.
struct TraceFileError: Error, CustomStringConvertible {
    var path: String
    var line: Int?
    var errno: Int32

    var description: String {
        let reason = switch errno {
        case EFBIG: "line longer than \(TraceFileLines.longestLine) bytes"
        case ESPIPE: "not a regular file (a device, FIFO or socket)"
        default: String(cString: strerror(errno))
        }
        return "\(FilePosition(path: path, line: line, column: nil)): cannot read: \(reason)"
    }
}
