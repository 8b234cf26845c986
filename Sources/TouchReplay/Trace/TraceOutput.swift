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
    /// Lines not written yet (a line longer than a block, like the summary of a huge scene, grows it);
    /// nil only while ``appendLines(_:)`` holds it.
    /// Accessed without the run-time exclusivity check (a line's cost, docs/performance.md): every
    /// access is in this file, and one that nests in another traps (``appendLines(_:)`` takes it out).
    @exclusivity(unchecked) private var buffer: ByteBuffer? = ByteBuffer(capacity: TraceOutput.bufferCapacity)

    /// The number of buffered bytes that triggers a write; a file is written in whole blocks of
    /// this size (see ``TraceLines``).
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
    package init(name: String, sink: @escaping (UnsafeRawBufferPointer) -> Bool) {
        file = nil
        self.sink = sink
        sinkName = name
    }

    /// Appends `line` and a newline.
    public func write(line: String) throws(OutputFileError) {
        try appendLines { (lines) throws(OutputFileError) in try lines.append(line: line) }
    }

    /// Appends `record` as one line in `format`; JSON Lines are written straight
    /// into the buffer as bytes (no `String` per line).
    public func write(_ record: TraceRecord, format: TraceFormat) throws(OutputFileError) {
        try appendLines { (lines) throws(OutputFileError) in try lines.append(record, format: format) }
    }

    /// Appends one line that `body` writes in at most `maximum` bytes, newline included, straight
    /// into the buffer: what a replay's file writer calls for each line it makes (``TraceLineOutput``).
    @inline(__always)
    func appendLine(reserving maximum: Int, _ body: (inout ByteWriter) -> Void) throws(OutputFileError) {
        guard buffer != nil else { preconditionFailure("TraceOutput: a line appended while appending lines") }
        if buffer!.append(reserving: maximum, body) >= TraceOutput.flushThreshold {
            try appendLines { (lines) throws(OutputFileError) in try lines.writeBlocks() }
        }
    }

    /// Lets `body` append lines to the buffer, which it holds for the whole call: a
    /// batch of lines costs one access to the stored buffer, not one a line.
    func appendLines(_ body: (inout TraceLines) throws(OutputFileError) -> Void) throws(OutputFileError) {
        guard let held = buffer.take() else { preconditionFailure("TraceOutput: lines appended while appending lines") }
        var lines = TraceLines(buffer: held, output: self)
        var failure: OutputFileError?
        do throws(OutputFileError) { try body(&lines) } catch { failure = error }
        buffer = lines.finish()
        if let failure { throw failure }
    }

    /// Writes the buffered lines out now (live output calls this after each frame).
    public func flush() throws(OutputFileError) {
        try appendLines { (lines) throws(OutputFileError) in try lines.flush() }
    }

    /// Writes the buffered lines, then `bytes` as they are.
    package func write(bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        try flush()
        try writeOut(bytes)
    }

    /// Whether full blocks are written as whole blocks, leaving a line cut at the block's end for
    /// the next: a file's (the bytes are the same); a comparison gets whole lines.
    fileprivate var writesWholeBlocks: Bool { file != nil }

    fileprivate func writeOut(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
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
        buffer?.removeAll()
        file?.discard()
    }
}

/// The lines of one ``TraceOutput/appendLines(_:)`` call: the output's buffer,
/// held by the caller, written out to the output whenever a block is full.
///
/// A file gets whole blocks of ``TraceOutput/flushThreshold`` bytes, the bytes after the last
/// whole block staying for the next write, so that every write but the last starts and ends on a
/// 64 KiB boundary of the file: the kernel's page cache then takes each write in larger pieces.
/// Writing 113 MB with `dd` on this machine's ext4, 65,536-byte writes cost 42 ms of CPU against
/// 56–62 ms for 65,539-byte ones (what writing each full block through its last line gave).
struct TraceLines: ~Copyable {
    private var buffer: ByteBuffer
    private let output: TraceOutput

    fileprivate init(buffer: consuming ByteBuffer, output: TraceOutput) {
        self.buffer = buffer
        self.output = output
    }

    /// The buffer, given back to the output.
    fileprivate consuming func finish() -> ByteBuffer { buffer }

    /// Appends a line that `body` writes in at most `maximum` bytes, newline included.
    @inline(__always)
    private mutating func append(reserving maximum: Int, _ body: (inout ByteWriter) -> Void) throws(OutputFileError) {
        if buffer.append(reserving: maximum, body) >= TraceOutput.flushThreshold { try writeBlocks() }
    }

    /// Writes out the whole blocks held (all the lines, for a comparison).
    fileprivate mutating func writeBlocks() throws(OutputFileError) {
        guard output.writesWholeBlocks else { return try flush() }
        let whole = buffer.count / TraceOutput.flushThreshold * TraceOutput.flushThreshold
        try buffer.withBytes { (bytes) throws(OutputFileError) in
            try output.writeOut(UnsafeRawBufferPointer(rebasing: bytes[..<whole]))
        }
        buffer.removeFirst(whole)
    }

    /// Writes the buffered lines out now.
    mutating func flush() throws(OutputFileError) {
        defer { buffer.removeAll() }
        try buffer.withBytes { (bytes) throws(OutputFileError) in try output.writeOut(bytes) }
    }

    /// Appends `line` and a newline.
    mutating func append(line: String) throws(OutputFileError) {
        try append(reserving: line.utf8.count + 1) { out in
            out.append(string: line)
            out.append(byte: 0x0A)
        }
    }

    /// Appends `record` as one line in `format`.
    mutating func append(_ record: TraceRecord, format: TraceFormat) throws(OutputFileError) {
        guard format == .jsonl else {
            try append(line: format.format(record))
            return
        }
        try append(reserving: record.jsonLineBound + 1) { out in
            record.writeJSON(to: &out)
            out.append(byte: 0x0A)
        }
    }
}
