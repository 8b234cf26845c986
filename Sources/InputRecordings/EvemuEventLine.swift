import InputEvents

/// Parses evemu's event lines, `E: <sec>.<usec> <type> <code> <value> [# comment]`.
///
/// The fields are read as evemu's own `sscanf("E: %lu.%06u %04x %04x %d")` reads them:
/// the microseconds are 1 to 6 decimal digits taken as a number (`1.27717` is 1 s + 27 717 µs,
/// `1.000010` is 1 s + 10 µs), type and code are hexadecimal (1 to 4 digits), and the value is
/// decimal, possibly zero-padded or signed (`0021` is 21, `-001` is -1). Anything after the
/// value must be a `#` comment.
enum EvemuEventLine {
    /// Whether `line` is an event line (starts with `E:`).
    @inline(__always)
    static func isEvent(_ line: UnsafeRawBufferPointer) -> Bool {
        line.count >= 2 && line[0] == UInt8(ascii: "E") && line[1] == UInt8(ascii: ":")
    }

    /// The event on an `E:` line.
    @inline(__always)
    static func parse(_ line: UnsafeRawBufferPointer) throws(LineFailure) -> InputEvent {
        var cursor = ByteCursor(line, index: 2)
        cursor.skipSpaces()
        let timeStart = cursor.index
        guard let seconds = cursor.unsignedDecimal(maxDigits: 15), cursor.consume(UInt8(ascii: ".")),
            let microseconds = cursor.unsignedDecimal(maxDigits: 6), cursor.isAtDelimiter
        else { throw LineFailure(timeStart, "a timestamp (seconds.microseconds, at most 6 digits after the point)") }
        guard cursor.skipSpaces() else { throw LineFailure(cursor.index, "a space after the timestamp") }
        let type = try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal event type")
        let code = try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal event code")
        let value = try cursor.decimalToken(expected: "a decimal event value")
        try cursor.expectEndOfLine()
        return InputEvent(
            time: Timestamp(microseconds: Int64(seconds) * 1_000_000 + Int64(microseconds)),
            type: EventType(rawValue: UInt16(type)), code: UInt16(code), value: value)
    }
}
