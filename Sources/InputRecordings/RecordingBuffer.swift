import OutputFiles

/// The bytes of a recording on their way to its ``OutputFile``, in one reused
/// buffer. Text is formatted straight into the buffer by a `ByteWriter` (OutputFiles; no
/// `String` per number, no allocation once the buffer has reached its working
/// size) and reaches the file on `flush()`.
final class RecordingBuffer {
    /// Where the bytes go.
    let output: OutputFile
    private var bytes = ByteBuffer(capacity: 1 << 16)
    /// The number of bytes waiting to be written.
    var pendingCount: Int { bytes.count }

    /// A buffer for `output`, which it then owns.
    init(output: OutputFile) {
        self.output = output
    }

    /// A dropped live recording (``OutputFile/Mode/growInPlace``) still writes what is pending,
    /// best effort; a dropped ``OutputFile/Mode/replace`` output is removed by its own `deinit`.
    deinit {
        if output.mode == .growInPlace { try? flush() }
    }

    /// Lets `body` write at most `maximum` bytes after the pending ones.
    @inline(__always)
    func append(reserving maximum: Int, _ body: (inout ByteWriter) -> Void) {
        bytes.append(reserving: maximum, body)
    }

    /// Appends one line of text (for descriptions: not per event).
    func appendLine(_ text: String) {
        append(reserving: text.utf8.count + 1) { writer in
            writer.append(string: text)
            writer.append(byte: 0x0A)
        }
    }

    /// Writes the pending bytes to the file.
    func flush() throws(RecordingError) {
        defer { bytes.removeAll() }
        do {
            try bytes.withBytes { (pending) throws(OutputFileError) in try output.write(pending) }
        } catch {
            throw RecordingError(error)
        }
    }

    /// Writes the pending bytes, which end a complete frame: a later failed write cuts a
    /// live recording back to here.
    func flushFrame() throws(RecordingError) {
        try flush()
        output.checkpoint()
    }

    /// Writes `text` over the bytes at `offset` of the file, which were flushed before
    /// (``OutputFile/overwrite(_:at:)``).
    func overwrite(_ text: String, at offset: Int) throws(RecordingError) {
        do {
            try output.overwrite(Array(text.utf8), at: offset)
        } catch {
            throw RecordingError(error)
        }
    }

    /// Flushes and finishes the output; closing again does nothing.
    func close() throws(RecordingError) {
        do {
            try flush()
        } catch {
            output.discard()
            throw error
        }
        do {
            try output.commit()
        } catch {
            throw RecordingError(error)
        }
    }
}
