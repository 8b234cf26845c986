import OutputFiles

/// The bytes of a recording on their way to its ``OutputFile``, in one reused
/// buffer. Text is formatted straight into the buffer by a `ByteWriter` (no
/// `String` per number, no allocation once the buffer has reached its working
/// size) and reaches the file on `flush()`.
final class RecordingBuffer {
    /// Where the bytes go.
    let output: OutputFile
    private var storage: UnsafeMutableRawPointer
    private var capacity = 1 << 16
    /// The number of bytes waiting to be written.
    private(set) var pendingCount = 0

    /// A buffer for `output`, which it then owns.
    init(output: OutputFile) {
        self.output = output
        storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    }

    /// A dropped live recording (``OutputFile/Mode/growInPlace``) still writes what is pending,
    /// best effort; a dropped ``OutputFile/Mode/replace`` output is removed by its own `deinit`.
    deinit {
        if output.mode == .growInPlace { try? flush() }
        storage.deallocate()
    }

    /// Lets `body` write at most `maximum` bytes after the pending ones.
    @inline(__always)
    func append(reserving maximum: Int, _ body: (inout ByteWriter) -> Void) {
        if capacity - pendingCount < maximum { grow(toHold: pendingCount + maximum) }
        var writer = ByteWriter(base: storage + pendingCount)
        body(&writer)
        pendingCount += writer.count
    }

    /// Appends one line of text (for descriptions: not per event).
    func appendLine(_ text: String) {
        append(reserving: text.utf8.count + 1) { writer in
            writer.append(text)
            writer.append(byte: 0x0A)
        }
    }

    private func grow(toHold count: Int) {
        var newCapacity = capacity
        while newCapacity < count { newCapacity *= 2 }
        let larger = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
        larger.copyMemory(from: storage, byteCount: pendingCount)
        storage.deallocate()
        storage = larger
        capacity = newCapacity
    }

    /// Writes the pending bytes to the file.
    func flush() throws(RecordingError) {
        let count = pendingCount
        pendingCount = 0
        do {
            try output.write(UnsafeRawBufferPointer(start: storage, count: count))
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
