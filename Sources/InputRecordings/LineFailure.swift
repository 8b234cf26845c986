/// A parse failure inside one line: where (byte offset) and what was expected
/// there. Cheap to throw from the per-event parsers; the reader turns it into a
/// `RecordingError` with the file, line, column and the offending text.
struct LineFailure: Error {
    /// Byte offset in the line where the unexpected text starts.
    var offset: Int
    /// What the format allows at that offset, as a phrase (`a hexadecimal event type`).
    var expected: StaticString

    init(_ offset: Int, _ expected: StaticString) {
        self.offset = offset
        self.expected = expected
    }

    /// The full error for this failure in `line` (line number `lineNumber`) of `path`.
    func error(path: String, lineNumber: Int, line: UnsafeRawBufferPointer) -> RecordingError {
        RecordingError(
            path: path, line: lineNumber, column: offset + 1,
            reason: .unexpected(expected: expected.description, found: ByteCursor(line).found(at: offset)))
    }
}

extension ByteCursor {
    /// Whether the next byte ends a token: a space, a tab, a comment or the end of the line.
    @inline(__always) var isAtDelimiter: Bool {
        let byte = current
        return byte == 0 || byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "#") || byte == UInt8(ascii: ",")
            || byte == UInt8(ascii: "]")
    }

    /// Skips spaces, then reads a hexadecimal number of at most `maxDigits` digits ending at a delimiter.
    @inline(__always)
    mutating func hexadecimalToken(maxDigits: Int, expected: StaticString) throws(LineFailure) -> UInt32 {
        skipSpaces()
        let start = index
        guard let value = hexadecimal(maxDigits: maxDigits), isAtDelimiter else { throw LineFailure(start, expected) }
        return value
    }

    /// Skips spaces, then reads a signed decimal `Int32` ending at a delimiter.
    @inline(__always)
    mutating func decimalToken(expected: StaticString) throws(LineFailure) -> Int32 {
        skipSpaces()
        let start = index
        guard let value = signedDecimal32(), isAtDelimiter else { throw LineFailure(start, expected) }
        return value
    }

    /// Skips spaces and requires the end of the line or a `#` comment.
    @inline(__always)
    mutating func expectEndOfLine() throws(LineFailure) {
        guard isAtEndOrComment() else { throw LineFailure(index, "a comment (#) or the end of the line") }
    }
}
