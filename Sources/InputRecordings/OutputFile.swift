import Glibc

/// A file being written through one reused byte buffer, with the number
/// formatting the writers need (no `String` per number, no allocation once the
/// buffer has reached its working size).
final class OutputFile {
    /// The file as the caller named it, for errors.
    let path: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    /// Creates (or truncates) `path`.
    init(path: String) throws(RecordingError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RecordingError(path: path, reason: .cannotWrite(errno: errno)) }
        buffer.reserveCapacity(1 << 16)
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// The number of bytes waiting to be written.
    var pendingCount: Int { buffer.count }

    /// Appends ASCII text.
    @inline(__always)
    func append(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// Appends a string's UTF-8 bytes.
    @inline(__always)
    func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    /// Appends one byte.
    @inline(__always)
    func append(byte: UInt8) {
        buffer.append(byte)
    }

    /// Appends `value` in decimal, zero-padded to `width` characters counting the sign (C's `%0*d`).
    @inline(__always)
    func appendDecimal(_ value: Int64, width: Int = 0) {
        let magnitude = value.magnitude
        var digits = 1
        var scale: UInt64 = 1
        while digits < 20, magnitude / scale >= 10 { scale *= 10; digits += 1 }
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        let padding = width - digits - (value < 0 ? 1 : 0)
        if padding > 0 { for _ in 0..<padding { buffer.append(UInt8(ascii: "0")) } }
        var rest = magnitude
        while scale > 0 {
            buffer.append(UInt8(ascii: "0") + UInt8(rest / scale))
            rest %= scale
            scale /= 10
        }
    }

    /// Appends `value` in lower-case hexadecimal, zero-padded to `width` digits (C's `%0*x`).
    @inline(__always)
    func appendHex(_ value: UInt32, width: Int) {
        var digits = 1
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        if width > digits { for _ in 0..<(width - digits) { buffer.append(UInt8(ascii: "0")) } }
        for position in stride(from: digits - 1, through: 0, by: -1) {
            let nibble = UInt8((value >> (4 * UInt32(position))) & 0xF)
            buffer.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
        }
    }

    /// Appends spaces until the line written since `lineStart` (a `pendingCount`) is `column` bytes long.
    @inline(__always)
    func pad(from lineStart: Int, to column: Int) {
        while buffer.count - lineStart < column { buffer.append(0x20) }
    }

    /// Writes the buffered bytes to the file.
    func flush() throws(RecordingError) {
        var offset = 0
        let failure: Int32? = buffer.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
        buffer.removeAll(keepingCapacity: true)
        if let failure { throw RecordingError(path: path, reason: .cannotWrite(errno: failure)) }
    }

    /// Flushes and closes the file.
    func close() throws(RecordingError) {
        try flush()
        guard descriptor >= 0 else { return }
        let result = Glibc.close(descriptor)
        descriptor = -1
        if result != 0 { throw RecordingError(path: path, reason: .cannotWrite(errno: errno)) }
    }
}
