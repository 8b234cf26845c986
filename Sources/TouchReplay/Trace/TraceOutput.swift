#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A trace output that could not be written, with the path and the system's reason.
public struct TraceOutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output file as named by the caller (`-` for standard output).
    public var path: String
    /// The C `errno`.
    public var errno: Int32
    /// What was being done: "create", "write", "rename".
    public var operation: String

    /// `path: cannot create: Permission denied`.
    public var description: String { "\(path): cannot \(operation): \(String(cString: strerror(errno)))" }
}

/// Where trace lines go: standard output, or a file that appears only when the
/// run completes (lines go to a temporary file beside it, renamed over it by
/// ``commit()``; ``discard()`` removes it), so a failed run leaves no partial file.
///
/// A destination that exists and is not a regular file (a FIFO, `/dev/stdout`,
/// a terminal) is written directly, never replaced.
public final class TraceOutput {
    /// The destination path; nil for standard output.
    public let path: String?
    private let temporaryPath: String?
    private var descriptor: Int32
    /// Where the bytes go instead of a descriptor (see ``init(name:sink:)``).
    private let sink: ((UnsafeRawBufferPointer) -> Bool)?
    /// Lines not written yet: ``bufferCapacity`` bytes, of which ``buffered`` are used.
    private let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: TraceOutput.bufferCapacity)
    private var buffered = 0
    private var closed = false

    /// The number of buffered bytes that triggers a write.
    static let flushThreshold = 1 << 16
    /// Room for a full block plus the longest record line that goes through the buffer.
    static let bufferCapacity = 1 << 17

    /// An output to `path`, or to standard output when `path` is nil or `-`.
    public init(path: String?) throws(TraceOutputError) {
        sink = nil
        guard let path, path != "-" else {
            self.path = nil
            temporaryPath = nil
            descriptor = 1
            return
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw TraceOutputError(path: path, errno: errno, operation: "open") }
            self.path = path
            temporaryPath = nil
            descriptor = fd
            return
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(directory).\(name).partial-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw TraceOutputError(path: path, errno: errno, operation: "create") }
        self.path = path
        temporaryPath = temporary
        descriptor = fd
    }

    /// An output that hands each block of lines to `sink` instead of writing a
    /// file (`check` compares a trace as it is made). When `sink` answers false,
    /// the write fails with `ECANCELED`, which stops a replay; `name` names the
    /// output in that error.
    init(name: String, sink: @escaping (UnsafeRawBufferPointer) -> Bool) {
        path = name
        temporaryPath = nil
        descriptor = -1
        self.sink = sink
    }

    deinit {
        if !closed { discard() }
        buffer.deallocate()
    }

    /// Appends `line` and a newline.
    public func write(line: String) throws(TraceOutputError) {
        var line = line
        let length = line.utf8.count
        if buffered + length + 1 > TraceOutput.bufferCapacity { try flush() }
        if length + 1 > TraceOutput.bufferCapacity {
            // Longer than the buffer (the summary of a huge scene): straight out.
            if let code = line.withUTF8({ writeOut(UnsafeRawBufferPointer($0)) }) { throw failure(code) }
        } else if length > 0 {
            line.withUTF8 { bytes in (buffer + buffered).update(from: bytes.baseAddress!, count: bytes.count) }
            buffered += length
        }
        buffer[buffered] = 0x0A
        buffered += 1
        if buffered >= TraceOutput.flushThreshold { try flush() }
    }

    /// Appends `record` as one line in `format`. JSON Lines touch, gesture and view
    /// records are written straight into the buffer as bytes (no `String` per line).
    public func write(_ record: TraceRecord, format: TraceFormat) throws(TraceOutputError) {
        var names = TraceNames()
        guard format == .jsonl, let event = TraceEvent(record, names: &names) else {
            try write(line: format.format(record))
            return
        }
        try write(event, names: names)
    }

    /// Appends the JSON Lines line of `event`, its strings numbered in `names`.
    func write(_ event: TraceEvent, names: TraceNames) throws(TraceOutputError) {
        let bound = event.jsonLineBound(names: names)
        guard bound <= TraceOutput.bufferCapacity else {
            // Ids longer than the buffer: through a String.
            try write(line: event.record(names: names).jsonText)
            return
        }
        if buffered + bound > TraceOutput.bufferCapacity { try flush() }
        buffered += event.writeJSONLine(into: UnsafeMutableBufferPointer(start: buffer + buffered, count: TraceOutput.bufferCapacity - buffered),
                                        names: names)
        if buffered >= TraceOutput.flushThreshold { try flush() }
    }

    /// Writes the buffered lines out now (live output calls this after each frame).
    public func flush() throws(TraceOutputError) {
        let count = buffered
        buffered = 0
        if let code = writeOut(UnsafeRawBufferPointer(start: buffer, count: count)) { throw failure(code) }
    }

    /// Writes the buffered lines, then `bytes` as they are.
    func write(bytes: UnsafeRawBufferPointer) throws(TraceOutputError) {
        try flush()
        if let code = writeOut(bytes) { throw failure(code) }
    }

    /// Writes all of `bytes`; the `errno` of a failed write, or nil.
    private func writeOut(_ bytes: UnsafeRawBufferPointer) -> Int32? {
        if let sink { return bytes.isEmpty || sink(bytes) ? nil : ECANCELED }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    private func failure(_ code: Int32) -> TraceOutputError {
        TraceOutputError(path: path ?? "-", errno: code, operation: "write")
    }

    /// Flushes and, for a file, moves the finished file into place.
    public func commit() throws(TraceOutputError) {
        try flush()
        guard let path, !closed else { return }
        guard let temporaryPath else {
            closed = true
            if descriptor >= 0 { close(descriptor) }
            return
        }
        closed = true
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw TraceOutputError(path: path, errno: code, operation: "write")
        }
        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw TraceOutputError(path: path, errno: code, operation: "rename into place")
        }
    }

    /// Drops a file output without creating the destination; does nothing for standard output.
    public func discard() {
        buffered = 0
        guard path != nil, !closed else { return }
        closed = true
        if descriptor >= 0 { close(descriptor) }
        if let temporaryPath { unlink(temporaryPath) }
    }
}
