#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OutputFiles

/// Where trace lines go: standard output, or an `OutputFile` (OutputFiles) that appears only when
/// the run completes (``commit()``; ``discard()`` or a dropped output leaves the old
/// file as it was), so a failed run leaves no partial file. Lines are gathered in a
/// buffer and handed to the file in blocks. (`check` makes outputs that hand
/// the blocks to a comparison instead, `init(name:sink:)`.)
public final class TraceOutput {
    /// The destination path; nil for standard output.
    public var path: String? {
        guard let file else { return sinkName }
        return file.isStandardOutput ? nil : file.path
    }
    private let file: OutputFile?
    /// Where the blocks go instead of a file (see `init(name:sink:)`).
    private let sink: ((UnsafeRawBufferPointer) -> Bool)?
    private let sinkName: String
    /// Lines not written yet: ``bufferCapacity`` bytes, of which ``buffered`` are used.
    private let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: TraceOutput.bufferCapacity)
    private var buffered = 0

    /// The number of buffered bytes that triggers a write.
    static let flushThreshold = 1 << 16
    /// Room for a full block plus the longest record line that goes through the buffer.
    static let bufferCapacity = 1 << 17

    /// An output to `path`, or to standard output when `path` is nil or `-`.
    ///
    /// - Throws: `OutputFileError` when `path` is one of `inputs` or cannot be created.
    public init(path: String?, inputs: CommandInputs = .none) throws(OutputFileError) {
        file = try OutputFile(path: path ?? "-", inputs: inputs)
        sink = nil
        sinkName = ""
    }

    /// An output that hands each block of lines to `sink` instead of writing a
    /// file (`check` compares a trace as it is made). When `sink` answers false,
    /// the write fails with `ECANCELED`, which stops a replay; `name` names the
    /// output in that error.
    init(name: String, sink: @escaping (UnsafeRawBufferPointer) -> Bool) {
        file = nil
        self.sink = sink
        sinkName = name
    }

    deinit {
        buffer.deallocate()
    }

    /// Appends `line` and a newline.
    public func write(line: String) throws(OutputFileError) {
        var line = line
        let length = line.utf8.count
        if buffered + length + 1 > TraceOutput.bufferCapacity { try flush() }
        if length + 1 > TraceOutput.bufferCapacity {
            // Longer than the buffer (the summary of a huge scene): straight out.
            var failure: OutputFileError?
            line.withUTF8 { bytes in
                do throws(OutputFileError) { try write(bytes: UnsafeRawBufferPointer(bytes)) } catch { failure = error }
            }
            if let failure { throw failure }
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
    public func write(_ record: TraceRecord, format: TraceFormat) throws(OutputFileError) {
        var names = TraceNames()
        guard format == .jsonl, let event = TraceEvent(record, names: &names) else {
            try write(line: format.format(record))
            return
        }
        try write(event, names: names)
    }

    /// Appends the JSON Lines line of `event`, its strings numbered in `names`.
    func write(_ event: TraceEvent, names: TraceNames) throws(OutputFileError) {
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
    public func flush() throws(OutputFileError) {
        let count = buffered
        buffered = 0
        try writeOut(UnsafeRawBufferPointer(start: buffer, count: count))
    }

    /// Writes the buffered lines, then `bytes` as they are.
    func write(bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        try flush()
        try writeOut(bytes)
    }

    private func writeOut(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        guard let file else {
            if !bytes.isEmpty, sink?(bytes) == false {
                throw OutputFileError(path: sinkName, reason: .system(.write, errno: ECANCELED))
            }
            return
        }
        try file.write(bytes)
    }

    /// Flushes and, for a file, moves the finished file into place.
    public func commit() throws(OutputFileError) {
        try flush()
        try file?.commit()
    }

    /// Drops a file output without creating or changing the destination; does nothing for standard output.
    public func discard() {
        buffered = 0
        file?.discard()
    }
}
