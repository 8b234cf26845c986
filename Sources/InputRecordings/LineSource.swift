import Glibc

/// Reads a file in fixed-size pieces and hands out its lines as byte views,
/// so a file of any size is read in constant memory and no line is copied or
/// turned into a `String`.
///
/// A regular file is mapped into memory a window at a time (`mmap(2)`, at
/// most ``mapWindow`` bytes mapped at once), which saves the kernel's copy of
/// every byte into a buffer; anything else (a pipe, a device), or a file that
/// cannot be mapped, is read with `read(2)` into one reused buffer, which
/// grows only for a line longer than the chunk size, up to
/// `maximumLineLength`. A line is valid until the next call to `nextLine()`.
///
/// A mapped file is read up to the size it had when it was opened. If another
/// process truncates it while it is read, touching the vanished pages raises
/// `SIGBUS`, as it does for every program that maps files (grep, ripgrep);
/// docs/recordings.md says so.
final class LineSource {
    /// The file as the caller named it, for errors.
    let path: String
    /// The 1-based number of the line last returned (0 before the first).
    @exclusivity(unchecked) private(set) var lineNumber = 0
    /// Whether the line last returned ended at the end of the file without a newline.
    @exclusivity(unchecked) private(set) var lastLineUnterminated = false

    private let descriptor: Int32
    /// The read buffer, or the mapped window.
    @exclusivity(unchecked) private var buffer: UnsafeMutableRawPointer
    @exclusivity(unchecked) private var capacity: Int
    /// Mapped reading: where reading ends (the file's size at open, or the end of the range read)
    /// and the file offset of the window; nil when reading.
    @exclusivity(unchecked) private var mapped: (fileSize: Int, windowOffset: Int)?
    /// The file offset of `buffer`'s first byte.
    @exclusivity(unchecked) private var bufferOffset = 0
    /// Where `read(2)` stops: the end of the range read, nil for the end of the file.
    private let readLimit: Int?
    private let chunkSize: Int
    private let mapWindow: Int
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0
    @exclusivity(unchecked) private var reachedEnd = false

    /// The default chunk size: large enough that `read(2)` calls are rare, small enough to stay in cache.
    static let defaultChunkSize = 1 << 16
    /// The longest line accepted (the buffer never grows beyond it), so that a text file without
    /// line breaks cannot make the reader hold all of it.
    static let maximumLineLength = 1 << 20
    /// The most bytes mapped at once: a multiple of any page size, and larger
    /// than the longest line, so that a window always holds the line it starts with.
    static let mapWindow = 1 << 24

    /// Opens `path` for reading and fills the first chunk (maps the first window).
    ///
    /// With `range`, only those bytes of the file are read, as if they were all of it, and the
    /// first line is numbered `firstLine` (a device's section of a file: ``LibinputSections``).
    /// `mapWindow` must be a multiple of the page size and at least two pages; tests make it small.
    init(path: String, range: Range<Int>? = nil, firstLine: Int = 1, chunkSize: Int = LineSource.defaultChunkSize,
         mapWindow: Int = LineSource.mapWindow) throws(RecordingError) {
        self.path = path
        self.mapWindow = mapWindow
        lineNumber = firstLine - 1
        readLimit = range?.upperBound
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw RecordingError(path: path, reason: .cannotOpen(errno: errno)) }
        self.descriptor = descriptor
        self.chunkSize = max(chunkSize, 64)
        let first = range?.lowerBound ?? 0
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            let size = min(Int(status.st_size), range?.upperBound ?? Int.max)
            let offset = first & ~(Int(sysconf(Int32(_SC_PAGESIZE))) - 1)
            if size > first, let window = Self.map(descriptor, offset: offset, length: min(size - offset, mapWindow)) {
                buffer = window
                capacity = min(size - offset, mapWindow)
                start = first - offset
                end = capacity
                bufferOffset = offset
                mapped = (size, offset)
                reachedEnd = offset + capacity == size
                return
            }
        }
        capacity = self.chunkSize
        buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        if first > 0 {
            guard lseek(descriptor, off_t(first), SEEK_SET) >= 0 else {
                throw RecordingError(path: path, line: firstLine, reason: .cannotRead(errno: errno))
            }
            bufferOffset = first
        }
        while !reachedEnd && end < capacity { try fill() }
    }

    /// The file offset of `line`, a line just returned by ``nextLine()``.
    func offset(of line: UnsafeRawBufferPointer) -> Int {
        bufferOffset + (UnsafeRawPointer(line.baseAddress ?? UnsafeRawPointer(buffer + start)) - UnsafeRawPointer(buffer))
    }

    /// The file offset of the next line to be returned (the end of the part read after the last line).
    var nextLineOffset: Int { bufferOffset + start }

    /// The bytes of the file mapped into memory now (0 when reading with `read(2)`).
    var mappedByteCount: Int { mapped == nil ? 0 : capacity }

    deinit {
        close(descriptor)
        if mapped != nil { munmap(buffer, capacity) } else { buffer.deallocate() }
    }

    /// `length` bytes of the file from `offset` (a multiple of the page size), read-only; nil when mapping fails.
    private static func map(_ descriptor: Int32, offset: Int, length: Int) -> UnsafeMutableRawPointer? {
        guard let window = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, off_t(offset)), window != MAP_FAILED else {
            return nil
        }
        madvise(window, length, MADV_SEQUENTIAL)
        return window
    }

    /// The bytes read but not yet handed out as lines, at most one chunk; before the first
    /// `nextLine()` this is the start of the file (up to one chunk), checked for binary data.
    var unreadPrefix: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: buffer + start, count: min(end - start, chunkSize))
    }

    /// The next line without its `\n` (and without a `\r` before it), or nil at the end of the file.
    @inline(__always)
    func nextLine() throws(RecordingError) -> UnsafeRawBufferPointer? {
        while true {
            let available = end - start
            // A line is found within its first `maximumLineLength` bytes, or it is too long
            // (a mapped window holds more than that; the read buffer never does).
            if available > 0, let newline = memchr(buffer + start, 0x0A, min(available, Self.maximumLineLength)) {
                let lineStart = buffer + start
                var count = newline - UnsafeMutableRawPointer(lineStart)
                start += count + 1
                lineNumber += 1
                if count > 0, lineStart.load(fromByteOffset: count - 1, as: UInt8.self) == 0x0D { count -= 1 }
                return UnsafeRawBufferPointer(start: lineStart, count: count)
            }
            guard available < Self.maximumLineLength else { throw lineTooLong() }
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

    /// The bytes read (or mapped) but not yet handed out, from the start of the next line: for a
    /// parser that reads lines where they lie (``EvemuEventLine/canonicalLine(at:available:recent:)``). Valid until the
    /// next call to ``nextLine()`` or ``consumeLines(_:byteCount:)``; it may end anywhere, even within a line.
    @inline(__always)
    var unreadBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: buffer + start, count: end - start)
    }

    /// Hands out the next `lines` lines as read, as ``nextLine()`` would have: `byteCount` bytes of
    /// ``unreadBytes``, which the caller found to be `lines` lines, each with its `\n`.
    @inline(__always)
    func consumeLines(_ lines: Int, byteCount: Int) {
        precondition(lines >= 0 && byteCount >= lines && byteCount <= end - start, "consumeLines past the unread bytes")
        start += byteCount
        lineNumber += lines
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
    /// doubling the buffer when a single line fills it; or maps the next window.
    private func fill() throws(RecordingError) {
        if let mapped {
            try slideWindow(fileSize: mapped.fileSize, windowOffset: mapped.windowOffset)
            return
        }
        if start > 0 {
            let remaining = end - start
            if remaining > 0 { memmove(buffer, buffer + start, remaining) }
            bufferOffset += start
            start = 0
            end = remaining
        }
        if end == capacity {
            guard capacity < Self.maximumLineLength else { throw lineTooLong() }
            let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2, alignment: 16)
            larger.copyMemory(from: buffer, byteCount: end)
            buffer.deallocate()
            buffer = larger
            capacity *= 2
        }
        let wanted = readLimit.map { min(capacity - end, $0 - bufferOffset - end) } ?? capacity - end
        guard wanted > 0 else {
            reachedEnd = true
            return
        }
        while true {
            let count = read(descriptor, buffer + end, wanted)
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

    private func lineTooLong() -> RecordingError {
        RecordingError(path: path, line: lineNumber + 1, column: 1,
                       reason: .unexpected(expected: "a line shorter than 1 MiB", found: "a longer line"))
    }

    /// Maps the window that starts at the page of the first unread byte. Falls
    /// back to `read(2)` from that byte when the mapping fails.
    private func slideWindow(fileSize: Int, windowOffset: Int) throws(RecordingError) {
        let unread = windowOffset + start
        let offset = unread & ~(Int(sysconf(Int32(_SC_PAGESIZE))) - 1)
        let length = min(fileSize - offset, mapWindow)
        // Only a window smaller than the longest line (in tests) can fail to reach further.
        guard offset + length > windowOffset + end else { throw lineTooLong() }
        munmap(buffer, capacity)
        guard let window = Self.map(descriptor, offset: offset, length: length) else {
            mapped = nil
            capacity = chunkSize
            buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
            start = 0
            end = 0
            guard lseek(descriptor, off_t(unread), SEEK_SET) >= 0 else {
                throw RecordingError(path: path, line: lineNumber + 1, reason: .cannotRead(errno: errno))
            }
            bufferOffset = unread
            try fill()
            return
        }
        buffer = window
        capacity = length
        start = unread - offset
        end = length
        bufferOffset = offset
        mapped = (fileSize, offset)
        reachedEnd = offset + length == fileSize
    }
}
