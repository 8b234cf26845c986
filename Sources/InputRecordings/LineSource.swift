import Glibc

/// Reads a file in fixed-size chunks and hands out its lines as byte views
/// into one reused buffer, so a file of any size is read in constant memory
/// and no line is copied or turned into a `String`.
///
/// A line is valid until the next call to `nextLine()`. The buffer grows only
/// for a line longer than the chunk size (then stays at that size), up to
/// `maximumLineLength`.
final class LineSource {
    /// The file as the caller named it, for errors.
    let path: String
    /// The 1-based number of the line last returned (0 before the first).
    @exclusivity(unchecked) private(set) var lineNumber = 0
    /// Whether the line last returned ended at the end of the file without a newline.
    @exclusivity(unchecked) private(set) var lastLineUnterminated = false

    private let descriptor: Int32
    @exclusivity(unchecked) private var buffer: UnsafeMutableRawPointer
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0
    @exclusivity(unchecked) private var reachedEnd = false

    /// The default chunk size: large enough that `read(2)` calls are rare, small enough to stay in cache.
    static let defaultChunkSize = 1 << 16
    /// The longest line accepted (the buffer never grows beyond it), so that a text file without
    /// line breaks cannot make the reader hold all of it.
    static let maximumLineLength = 1 << 20

    /// Opens `path` for reading and fills the first chunk.
    init(path: String, chunkSize: Int = LineSource.defaultChunkSize) throws(RecordingError) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw RecordingError(path: path, reason: .cannotOpen(errno: errno)) }
        self.descriptor = descriptor
        capacity = max(chunkSize, 64)
        buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        while !reachedEnd && end < capacity { try fill() }
    }

    deinit {
        close(descriptor)
        buffer.deallocate()
    }

    /// The bytes read but not yet handed out as lines; before the first `nextLine()` this is
    /// the start of the file (up to one chunk), checked for binary data.
    var unreadPrefix: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: buffer + start, count: end - start)
    }

    /// The next line without its `\n` (and without a `\r` before it), or nil at the end of the file.
    @inline(__always)
    func nextLine() throws(RecordingError) -> UnsafeRawBufferPointer? {
        while true {
            let available = end - start
            if available > 0, let newline = memchr(buffer + start, 0x0A, available) {
                let lineStart = buffer + start
                var count = newline - UnsafeMutableRawPointer(lineStart)
                start += count + 1
                lineNumber += 1
                if count > 0, lineStart.load(fromByteOffset: count - 1, as: UInt8.self) == 0x0D { count -= 1 }
                return UnsafeRawBufferPointer(start: lineStart, count: count)
            }
            if reachedEnd {
                guard available > 0 else { return nil }
                let lineStart = buffer + start
                start = end
                lineNumber += 1
                lastLineUnterminated = true
                return UnsafeRawBufferPointer(start: lineStart, count: available)
            }
            try fill()
        }
    }

    /// Gives `line`, the line just returned by ``nextLine()``, back: the next call
    /// returns it again, with the same line number. Valid only right after that call.
    func unread(_ line: UnsafeRawBufferPointer) {
        guard let base = line.baseAddress else { return }
        start = UnsafeMutableRawPointer(mutating: base) - buffer
        lineNumber -= 1
        lastLineUnterminated = false
    }

    /// Moves the unread tail to the front of the buffer and reads more after it,
    /// doubling the buffer when a single line fills it.
    private func fill() throws(RecordingError) {
        if start > 0 {
            let remaining = end - start
            if remaining > 0 { memmove(buffer, buffer + start, remaining) }
            start = 0
            end = remaining
        }
        if end == capacity {
            guard capacity < Self.maximumLineLength else {
                throw RecordingError(
                    path: path, line: lineNumber + 1, column: 1,
                    reason: .unexpected(expected: "a line shorter than 1 MiB", found: "a longer line"))
            }
            let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2, alignment: 16)
            larger.copyMemory(from: buffer, byteCount: end)
            buffer.deallocate()
            buffer = larger
            capacity *= 2
        }
        while true {
            let count = read(descriptor, buffer + end, capacity - end)
            if count > 0 {
                end += count
                return
            }
            if count == 0 {
                reachedEnd = true
                return
            }
            if errno == EINTR { continue }
            throw RecordingError(path: path, line: lineNumber + 1, reason: .cannotRead(errno: errno))
        }
    }
}
