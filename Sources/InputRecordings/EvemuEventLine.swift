#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import InputEvents
import TouchTime

/// Parses evemu's event lines, `E: <sec>.<usec> <type> <code> <value> [# comment]`.
///
/// The fields are read as evemu's own `sscanf("E: %lu.%06u %04x %04x %d")` reads them:
/// the microseconds are 1 to 6 decimal digits taken as a number (`1.27717` is 1 s + 27 717 µs,
/// `1.000010` is 1 s + 10 µs), type and code are hexadecimal (1 to 4 digits), and the value is
/// decimal, possibly zero-padded or signed (`0021` is 21, `-001` is -1). Anything after the
/// value must be a `#` comment. Seconds have at most `Timestamp.maximumSecondsDigits` digits (evemu's
/// `%lu` would take more), and a time beyond a `Timestamp`'s range (9,223,372,036.854775 s) is refused.
enum EvemuEventLine {
    /// Whether `line` is an event line (starts with `E:`).
    @inline(__always)
    static func isEvent(_ line: UnsafeRawBufferPointer) -> Bool {
        line.count >= 2 && line[0] == UInt8(ascii: "E") && line[1] == UInt8(ascii: ":")
    }

    /// The event on an `E:` line.
    @inline(__always)
    static func parse(_ line: UnsafeRawBufferPointer) throws(LineFailure) -> InputEvent {
        if let event = parseCanonical(line) { return event }
        var cursor = ByteCursor(line, index: 2)
        cursor.skipSpaces()
        let timeStart = cursor.index
        guard let seconds = cursor.unsignedDecimal(maxDigits: Timestamp.maximumSecondsDigits), cursor.consume(UInt8(ascii: ".")),
            let microseconds = cursor.unsignedDecimal(maxDigits: 6), cursor.isAtDelimiter
        else { throw LineFailure(timeStart, "a timestamp (seconds.microseconds, at most 10 digits before the point and 6 after)") }
        guard let time = Timestamp(exactlySeconds: Int64(seconds), microseconds: Int64(microseconds)) else {
            throw LineFailure(timeStart, Self.timeBeyondRange)
        }
        guard cursor.skipSpaces() else { throw LineFailure(cursor.index, "a space after the timestamp") }
        let type = try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal event type")
        let code = try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal event code")
        let value = try cursor.decimalToken(expected: "a decimal event value")
        try cursor.expectEndOfLine()
        return InputEvent(
            time: time, type: EventType(rawValue: UInt16(type)), code: UInt16(code), value: value)
    }

    /// What a reader says of a time that a `Timestamp` cannot hold.
    static let timeBeyondRange: StaticString = "a time within 9223372036.854775 s (a Timestamp's range, whole nanoseconds in 64 bits)"

    /// The largest whole seconds the fast paths take: a time of more seconds may be beyond a
    /// `Timestamp`'s range, and is left to the general parser to read or refuse.
    @usableFromInline static let fastSecondsLimit: Int64 = 9_223_372_035

    /// The layout evemu-record writes, `E: <sec>.<6 digits> <4 hex> <4 hex> <value>` followed by the
    /// end of the line or a comment, read with fewer checks; nil for any other layout, which the
    /// general parser then reads or reports.
    @inline(__always)
    private static func parseCanonical(_ line: UnsafeRawBufferPointer) -> InputEvent? {
        let count = line.count
        guard count >= 24, let bytes = line.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes[0] == UInt8(ascii: "E"),
              bytes[1] == UInt8(ascii: ":"), bytes[2] == 0x20, let (event, valueEnd) = canonicalFields(bytes, count: count)
        else { return nil }
        var index = valueEnd
        while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index == count || bytes[index] == UInt8(ascii: "#") else { return nil }
        return event
    }

    /// The bytes ``canonicalLine(at:available:recent:)`` needs ahead to read a canonical line without looking for its
    /// end first: `E: `, 10 digits of seconds, `.`, 6 digits, 2 × 5 for the hex fields with their
    /// spaces, a space, a sign, 10 digits and the newline are 43; 64 leaves room for the word loads.
    static let inPlaceLookahead = 64

    /// The next line of `source` when it is a canonical event line (`E: 0.056000 0003 0039 0191`,
    /// then the `\n` or evemu-record's comment, `\t# EV_ABS / ABS_MT_TRACKING_ID   191`, and the
    /// `\n`), read where it lies, and handed out as read; nil, with nothing consumed, for anything
    /// else (another layout, `\r\n`, a line whose end is not within the window), which the caller
    /// then reads with ``LineSource/nextLine()`` and ``parse(_:)``.
    ///
    /// Measured with callgrind on the helper thread (docs/performance.md, "Reading"): this skips the
    /// per-line `memchr` call and the second pass over the line's bytes.
    @inline(__always)
    static func nextInPlace(_ source: LineSource, recent: inout EvemuRecentFields) -> InputEvent? {
        let unread = source.unreadBytes
        guard unread.count >= inPlaceLookahead, let bytes = unread.baseAddress,
              let (event, length) = canonicalLine(at: bytes, available: unread.count, recent: &recent)
        else { return nil }
        source.consumeLines(1, byteCount: length + 1)
        return event
    }

    /// The canonical event line at `bytes` and its length without the `\n`; nil for anything else.
    /// The value is followed by the `\n`, or by spaces or tabs and then the `\n` or a `#` comment
    /// running to the `\n` (evemu-record writes one on every line). `available` bytes, at least
    /// ``inPlaceLookahead``, are readable at `bytes`: the fields are read a word at a time within
    /// the lookahead, and a comment's end is searched for within `available`. The time, type and
    /// code fields of the lines before (`recent`) are not read again. (Offsets within the fields are
    /// at most ``inPlaceLookahead``: their arithmetic cannot overflow and is not checked.)
    @inline(__always)
    static func canonicalLine(at bytes: UnsafeRawPointer, available: Int, recent: inout EvemuRecentFields) -> (InputEvent, Int)? {
        let fields = bytes.assumingMemoryBound(to: UInt8.self)
        let head = UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self))
        let tail = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        var index: Int
        let nanoseconds: Int64
        if recent.hasTime(head: head, tail: tail) {
            // `E: `, the time and its space as on an earlier line.
            nanoseconds = recent.nanoseconds
            index = recent.timeEnd
        } else {
            guard head & 0xFF_FFFF == 0x20_3A45 else { return nil }
            var seconds: Int64
            if recent.hasSeconds(head: head) {
                seconds = recent.seconds
                index = recent.secondsEnd
            } else {
                // 1 to 7 digits in one word; 8 to 10 (epoch times) by one more loop.
                let secondsWord = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 3, as: UInt64.self))
                let digitCount = DigitWord.leadingDigitCount(secondsWord)
                if digitCount < 8 {
                    guard digitCount > 0 else { return nil }
                    seconds = Int64(DigitWord.value(secondsWord, digits: digitCount))
                    index = 3 &+ digitCount
                } else {
                    seconds = Int64(DigitWord.value(secondsWord, digits: 8))
                    index = 3 &+ 8
                    while index < 3 &+ Timestamp.maximumSecondsDigits, fields[index] &- 0x30 < 10 {
                        seconds = seconds &* 10 &+ Int64(fields[index] &- 0x30)
                        index &+= 1
                    }
                    guard seconds <= fastSecondsLimit else { return nil }
                }
            }
            guard fields[index] == UInt8(ascii: "."), fields[index &+ 7] == 0x20,
                  let fraction = sixDigits(fields + (index &+ 1))
            else { return nil }
            nanoseconds = seconds &* 1_000_000_000 &+ fraction &* 1_000
            recent.rememberTime(head: head, tail: tail, secondsEnd: index, seconds: seconds, nanoseconds: nanoseconds)
            index &+= 8
        }
        guard fields[index &+ 4] == 0x20, fields[index &+ 9] == 0x20 else { return nil }
        let typeAndCodeFields = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
            | UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index &+ 5, as: UInt32.self))) << 32
        let type: UInt16
        let code: UInt16
        if let known = recent.typeAndCode(typeAndCodeFields) {
            type = UInt16(truncatingIfNeeded: known)
            code = UInt16(truncatingIfNeeded: known >> 16)
        } else {
            guard let (newType, newCode) = twoHex4(typeAndCodeFields) else { return nil }
            recent.rememberTypeAndCode(typeAndCodeFields, type: newType, code: newCode)
            type = newType
            code = newCode
        }
        index &+= 10
        // The value: most lines end with 1 to 7 digits and the `\n`, read in one word; a sign,
        // more digits or a comment are read out of line (``valueToEndOfLine(_:from:available:)``).
        let valueWord = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let digitCount = DigitWord.leadingDigitCount(valueWord)
        let value: Int32
        if UInt(bitPattern: digitCount &- 1) < 7, fields[index &+ digitCount] == 0x0A {
            value = Int32(truncatingIfNeeded: DigitWord.value(valueWord, digits: digitCount))
            index &+= digitCount
        } else {
            guard let (otherValue, end) = valueToEndOfLine(fields, from: index, available: available) else { return nil }
            value = otherValue
            index = end
        }
        return (InputEvent(
            time: Timestamp(nanoseconds: nanoseconds),
            type: EventType(rawValue: type), code: code, value: value), index)
    }

    /// The value of a canonical line that starts at `index` and the offset of the `\n` that ends the
    /// line: an optional `-`, 1 to 10 digits within `Int32`, then the `\n`, or what
    /// ``endOfComment(_:from:available:)`` accepts; nil for anything else. (Out of line: most
    /// lines end with a short value and the `\n`, which ``canonicalLine(at:available:recent:)`` reads itself.)
    @inline(never)
    private static func valueToEndOfLine(_ fields: UnsafePointer<UInt8>, from start: Int, available: Int) -> (Int32, Int)? {
        var index = start
        let negative = fields[index] == UInt8(ascii: "-")
        if negative { index &+= 1 }
        let digitsStart = index
        let valueWord = UInt64(littleEndian: UnsafeRawPointer(fields + index).loadUnaligned(as: UInt64.self))
        let digitCount = DigitWord.leadingDigitCount(valueWord)
        var magnitude: Int64
        if digitCount < 8 {
            guard digitCount > 0 else { return nil }
            magnitude = Int64(DigitWord.value(valueWord, digits: digitCount))
            index &+= digitCount
        } else {
            magnitude = Int64(DigitWord.value(valueWord, digits: 8))
            index &+= 8
            while index &- digitsStart < 10, fields[index] &- 0x30 < 10 {
                magnitude = magnitude &* 10 &+ Int64(fields[index] &- 0x30)
                index &+= 1
            }
        }
        let value = negative ? 0 &- magnitude : magnitude
        guard value >= Int64(Int32.min), value <= Int64(Int32.max) else { return nil }
        if fields[index] != 0x0A {
            guard let end = endOfComment(fields, from: index, available: available) else { return nil }
            index = end
        }
        return (Int32(value), index)
    }

    /// The offset of the `\n` that ends a line whose value ends at `index`, when what follows the value
    /// is spaces or tabs and then the `\n`, or a `#` comment (anything up to the `\n`), as
    /// ``parse(_:)`` accepts; nil for anything else, or when the `\n` is not within `available` bytes
    /// or ``LineSource/maximumLineLength`` (a longer line is the general reader's error to report).
    @inline(__always)
    private static func endOfComment(_ fields: UnsafePointer<UInt8>, from index: Int, available: Int) -> Int? {
        let available = min(available, LineSource.maximumLineLength)
        var index = index
        while index < available, fields[index] == 0x20 || fields[index] == 0x09 { index += 1 }
        guard index < available else { return nil }
        if fields[index] == 0x0A { return index }
        guard fields[index] == UInt8(ascii: "#") else { return nil }
        guard let newline = memchr(fields + index, 0x0A, available - index) else { return nil }
        return UnsafeRawPointer(newline) - UnsafeRawPointer(fields)
    }

    /// The fields of a canonical event line from its fourth byte up to the end of its value, and the
    /// offset after the value; nil for any other layout. `count` (at least 24) bounds every read, and
    /// the value is followed by at least one more byte within it or by the end of `count`.
    @inline(__always)
    private static func canonicalFields(_ bytes: UnsafePointer<UInt8>, count: Int) -> (InputEvent, Int)? {
        var index = 3
        var seconds: Int64 = 0
        while index < 3 + Timestamp.maximumSecondsDigits, index < count, bytes[index] &- 0x30 < 10 {
            seconds = seconds &* 10 &+ Int64(bytes[index] &- 0x30)
            index += 1
        }
        guard index > 3, seconds <= fastSecondsLimit, index + 19 <= count, bytes[index] == UInt8(ascii: "."), bytes[index + 7] == 0x20,
            bytes[index + 12] == 0x20, bytes[index + 17] == 0x20
        else { return nil }
        guard let microseconds = sixDigits(bytes + index + 1) else { return nil }
        guard let (type, code) = twoHex4(bytes + index + 8) else { return nil }
        index += 18
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let digitsStart = index
        var magnitude: Int64 = 0
        while index < count, index - digitsStart < 10, bytes[index] &- 0x30 < 10 {
            magnitude = magnitude &* 10 &+ Int64(bytes[index] &- 0x30)
            index += 1
        }
        let value = negative ? -magnitude : magnitude
        guard index > digitsStart, value >= Int64(Int32.min), value <= Int64(Int32.max) else { return nil }
        return (InputEvent(
            time: Timestamp(nanoseconds: seconds &* 1_000_000_000 &+ microseconds &* 1_000),
            type: EventType(rawValue: type), code: code, value: Int32(value)), index)
    }

    /// The six decimal digits at `bytes`, or nil, read eight bytes at a time (the
    /// caller guarantees two more bytes after them): the digits are checked and
    /// combined in one 64-bit word, as `"00"` and the six digits.
    @inline(__always)
    private static func sixDigits(_ bytes: UnsafePointer<UInt8>) -> Int64? {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        let digits = word & 0x0000_FFFF_FFFF_FFFF
        // Each byte is 0x30...0x39: its high nibble is 3, and adding 6 leaves it 3.
        guard digits & 0x0000_F0F0_F0F0_F0F0 == 0x0000_3030_3030_3030,
              (digits &+ 0x0000_0606_0606_0606) & 0x0000_F0F0_F0F0_F0F0 == 0x0000_3030_3030_3030
        else { return nil }
        // Little-endian: the first digit is the lowest byte. Shifted up two bytes
        // under two "0"s, the word reads as eight digits; pairs, then fours, then all.
        var value = ((digits << 16) | 0x3030) &- 0x3030_3030_3030_3030
        value = value &* 10 &+ (value >> 8)
        value = ((value & 0x0000_00FF_0000_00FF) &* 0x000F_4240_0000_0064
            &+ ((value >> 16) & 0x0000_00FF_0000_00FF) &* 0x0000_2710_0000_0001) >> 32
        return Int64(value & 0xFFFF_FFFF)
    }

    /// The type and code fields at `bytes` (four hexadecimal digits, a byte between, four more),
    /// or nil, checked and converted in one 64-bit word (callgrind: 20 fewer instructions a line
    /// than one 32-bit word each): each byte is checked to be `0`–`9` or, lowercased, `a`–`f`,
    /// and its value is its low nibble, plus 9 for a letter.
    @inline(__always)
    private static func twoHex4(_ bytes: UnsafePointer<UInt8>) -> (UInt16, UInt16)? {
        let first = UInt32(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt32.self))
        let second = UInt32(littleEndian: UnsafeRawPointer(bytes + 5).loadUnaligned(as: UInt32.self))
        return twoHex4(UInt64(first) | UInt64(second) << 32)
    }

    /// ``twoHex4(_:)-(UnsafePointer<UInt8>)`` on the eight digits loaded into `word`, the type's first.
    @inline(__always)
    private static func twoHex4(_ word: UInt64) -> (UInt16, UInt16)? {
        let lower = word | 0x2020_2020_2020_2020
        // Without a high bit in any byte, adding 0x80 − lo (0x7F − hi) to a byte sets
        // its high bit exactly when the byte is ≥ lo (> hi), and never carries over.
        let isDigit = (word &+ 0x5050_5050_5050_5050) & ~(word &+ 0x4646_4646_4646_4646)
        let isLetter = (lower &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(lower &+ 0x1919_1919_1919_1919)
        guard word & 0x8080_8080_8080_8080 == 0, (isDigit | isLetter) & 0x8080_8080_8080_8080 == 0x8080_8080_8080_8080
        else { return nil }
        let nibbles = (word & 0x0F0F_0F0F_0F0F_0F0F) &+ ((isLetter >> 7) & 0x0101_0101_0101_0101) &* 9
        // Little-endian: the first digit is the lowest byte. Pairs of digits into bytes, then pairs of bytes.
        let pairs = (nibbles << 4 | nibbles >> 8) & 0x00FF_00FF_00FF_00FF
        let fields = (pairs << 8 | pairs >> 16) & 0x0000_FFFF_0000_FFFF
        return (UInt16(truncatingIfNeeded: fields), UInt16(truncatingIfNeeded: fields >> 32))
    }
}
