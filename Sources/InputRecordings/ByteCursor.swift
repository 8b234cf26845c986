/// A read position in one line of bytes, with the small number parsers the
/// recording formats need. Parsing allocates nothing; only building an error
/// (`found`) makes a `String`.
struct ByteCursor {
    /// The line.
    let bytes: UnsafeRawBufferPointer
    /// Offset of the next unread byte.
    var index = 0

    init(_ bytes: UnsafeRawBufferPointer, index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    /// The 1-based column of the next unread byte.
    var column: Int { index + 1 }

    /// Whether every byte has been read.
    @inline(__always) var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or 0 at the end of the line.
    @inline(__always) var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

    /// Skips spaces and tabs; returns whether any were skipped.
    @inline(__always) @discardableResult
    mutating func skipSpaces() -> Bool {
        let before = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index != before
    }

    /// Consumes `byte` if it is next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Whether only spaces and an optional `#` comment remain (after skipping the spaces).
    @inline(__always)
    mutating func isAtEndOrComment() -> Bool {
        skipSpaces()
        return index >= bytes.count || bytes[index] == UInt8(ascii: "#")
    }

    /// Reads 1 to `maxDigits` decimal digits; nil if there is none or more than `maxDigits`.
    @inline(__always)
    mutating func unsignedDecimal(maxDigits: Int) -> UInt64? {
        var value: UInt64 = 0
        var digits = 0
        while index < bytes.count {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { break }
            guard digits < maxDigits else { return nil }
            value = value &* 10 &+ UInt64(digit)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    /// Reads an optionally signed decimal number that fits in `Int32`.
    @inline(__always)
    mutating func signedDecimal32() -> Int32? {
        var negative = false
        if index < bytes.count {
            if bytes[index] == UInt8(ascii: "-") {
                negative = true
                index += 1
            } else if bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
        }
        guard let magnitude = unsignedDecimal(maxDigits: 10) else { return nil }
        let value = negative ? -Int64(magnitude) : Int64(magnitude)
        guard value >= Int64(Int32.min), value <= Int64(Int32.max) else { return nil }
        return Int32(value)
    }

    /// Reads 1 to `maxDigits` hexadecimal digits; nil if there is none or more than `maxDigits`.
    @inline(__always)
    mutating func hexadecimal(maxDigits: Int) -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count {
            let byte = bytes[index]
            let digit: UInt8
            if byte &- 0x30 < 10 {
                digit = byte &- 0x30
            } else if (byte | 0x20) &- 0x61 < 6 {
                digit = (byte | 0x20) &- 0x61 &+ 10
            } else {
                break
            }
            guard digits < maxDigits else { return nil }
            value = (value << 4) | UInt32(digit)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    /// Whether the line starts with `prefix` (ASCII).
    func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let expected = UnsafeRawBufferPointer(start: prefix.utf8Start, count: count)
        for offset in 0..<count where bytes[offset] != expected[offset] { return false }
        return true
    }

    /// The rest of the line from the current position as a `String`, spaces at both ends removed.
    func restAsString() -> String {
        var first = index
        var last = bytes.count
        while first < last, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
        while last > first, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 { last -= 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self)
    }

    /// The token at `offset` (up to the next space, `,` or `]`; at least 1 and at most 24 bytes) quoted, or `end of line`.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of line" }
        var last = offset
        while last < bytes.count, last - offset < 24, !Self.endsToken(bytes[last]) { last += 1 }
        if last == offset { last = offset + 1 }
        let token = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<last]), as: UTF8.self)
        return "\"\(token)\""
    }

    /// Whether `byte` ends a token quoted in an error: a space, a tab, `,` or `]`.
    private static func endsToken(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
    }
}
