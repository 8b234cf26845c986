import Glibc

/// A file being written through one reused byte buffer. Text is formatted
/// straight into the buffer by a `ByteWriter` (no `String` per number, no
/// allocation once the buffer has reached its working size) and reaches the
/// file on `flush()`.
final class OutputFile {
    /// The file as the caller named it, for errors.
    let path: String
    private var descriptor: Int32
    private var storage: UnsafeMutableRawPointer
    private var capacity = 1 << 16
    /// The number of bytes waiting to be written.
    private(set) var pendingCount = 0

    /// Creates (or truncates) `path`.
    init(path: String) throws(RecordingError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RecordingError(path: path, reason: .cannotWrite(errno: errno)) }
        storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    }

    /// Writes what is pending (best effort) and closes the file if `close()` was not called.
    deinit {
        if descriptor >= 0 {
            try? flush()
            Glibc.close(descriptor)
        }
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
        var offset = 0
        defer { pendingCount = 0 }
        while offset < pendingCount {
            let written = write(descriptor, storage + offset, pendingCount - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw RecordingError(path: path, reason: .cannotWrite(errno: errno))
            }
            offset += written
        }
    }

    /// Flushes and closes the file; closing again does nothing.
    func close() throws(RecordingError) {
        try flush()
        guard descriptor >= 0 else { return }
        let result = Glibc.close(descriptor)
        descriptor = -1
        if result != 0 { throw RecordingError(path: path, reason: .cannotWrite(errno: errno)) }
    }
}
