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
    /// Lines not written yet (a line longer than a block, like the summary of a huge scene, grows it).
    private var buffer = ByteBuffer(capacity: TraceOutput.bufferCapacity)

    /// The number of buffered bytes that triggers a write.
    static let flushThreshold = 1 << 16
    /// Room for a full block plus a long line.
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

    /// Appends `line` and a newline.
    public func write(line: String) throws(OutputFileError) {
        let buffered = buffer.append(reserving: line.utf8.count + 1) { out in
            out.append(string: line)
            out.append(byte: 0x0A)
        }
        if buffered >= TraceOutput.flushThreshold { try flush() }
    }

    /// Appends `record` as one line in `format`; JSON Lines are written straight
    /// into the buffer as bytes (no `String` per line).
    public func write(_ record: TraceRecord, format: TraceFormat) throws(OutputFileError) {
        guard format == .jsonl else {
            try write(line: format.format(record))
            return
        }
        let buffered = buffer.append(reserving: record.jsonLineBound + 1) { out in
            record.writeJSON(to: &out)
            out.append(byte: 0x0A)
        }
        if buffered >= TraceOutput.flushThreshold { try flush() }
    }

    /// Appends the line of a replay's hand-over entry in `format`, its strings numbered in `names`.
    func write(_ entry: some TraceBatchEntry, format: TraceFormat, names: TraceNames) throws(OutputFileError) {
        guard format == .jsonl else {
            try write(entry.record(names), format: format)
            return
        }
        let buffered = buffer.append(reserving: entry.jsonLineBound(names)) { out in
            entry.writeJSON(to: &out, names)
            out.append(byte: 0x0A)
        }
        if buffered >= TraceOutput.flushThreshold { try flush() }
    }

    /// Writes the buffered lines out now (live output calls this after each frame).
    public func flush() throws(OutputFileError) {
        defer { buffer.removeAll() }
        try buffer.withBytes { (bytes) throws(OutputFileError) in try writeOut(bytes) }
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
        buffer.removeAll()
        file?.discard()
    }
}
