/// Formats text into reserved bytes of an `OutputFile`: ASCII, strings and
/// numbers with C's padding rules, without a `String` per number. A local
/// value, so the per-event formatting goes through no class property.
struct ByteWriter {
    /// Where the next byte goes.
    private let base: UnsafeMutableRawPointer
    /// The bytes written so far.
    private(set) var count = 0

    init(base: UnsafeMutableRawPointer) { self.base = base }

    /// Appends one byte.
    @inline(__always)
    mutating func append(byte: UInt8) {
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Appends ASCII text.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        (base + count).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    /// Appends a string's UTF-8 bytes (the caller reserved `text.utf8.count` bytes for it).
    @inline(__always)
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            if let source = bytes.baseAddress { (base + count).copyMemory(from: source, byteCount: bytes.count) }
            count += bytes.count
        }
    }

    /// Appends `byte` until `count - start` is at least `width`.
    @inline(__always)
    mutating func pad(from start: Int, to width: Int, with byte: UInt8 = 0x20) {
        while count - start < width { append(byte: byte) }
    }

    /// Appends `value` in decimal, padded to `width` characters counting the sign: with zeros after
    /// the sign (C's `%0*d`) or, when `fill` is a space, with spaces before it (C's `%*d`).
    @inline(__always)
    mutating func appendDecimal(_ value: Int64, width: Int = 0, fill: UInt8 = UInt8(ascii: "0")) {
        let magnitude = value.magnitude
        var digits = 1
        var scale: UInt64 = 1
        while digits < 20, magnitude / scale >= 10 {
            scale &*= 10
            digits += 1
        }
        var padding = width - digits - (value < 0 ? 1 : 0)
        if fill == 0x20 {
            while padding > 0 {
                append(byte: 0x20)
                padding -= 1
            }
        }
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        while padding > 0 {
            append(byte: UInt8(ascii: "0"))
            padding -= 1
        }
        var rest = magnitude
        while scale > 0 {
            append(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / scale))
            rest %= scale
            scale /= 10
        }
    }

    /// Appends `value` in lower-case hexadecimal, zero-padded to `width` digits (C's `%0*x`).
    @inline(__always)
    mutating func appendHex(_ value: UInt32, width: Int) {
        var digits = 1
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        var padding = width - digits
        while padding > 0 {
            append(byte: UInt8(ascii: "0"))
            padding -= 1
        }
        for position in stride(from: digits - 1, through: 0, by: -1) {
            let nibble = UInt8(truncatingIfNeeded: (value >> (4 * UInt32(position))) & 0xF)
            append(byte: nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "a") &+ nibble &- 10)
        }
    }
}
