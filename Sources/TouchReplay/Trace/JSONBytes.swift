import GestureEngine

/// Writes JSON text into a buffer the caller sized for the worst case, byte
/// for byte as ``TraceValue`` writes it, without making a `String` per value.
struct JSONBytes {
    /// Where the text goes.
    let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written so far.
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends literal text.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        precondition(count + length <= buffer.count, "JSONBytes buffer too small")
        (buffer.baseAddress! + count).update(from: text.utf8Start, count: length)
        count += length
    }

    private mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        precondition(count + bytes.count <= buffer.count, "JSONBytes buffer too small")
        if let source = bytes.baseAddress { (buffer.baseAddress! + count).update(from: source, count: bytes.count) }
        count += bytes.count
    }

    /// Appends a JSON string, escaped as ``TraceValue`` escapes it.
    mutating func append(string value: String) {
        // Native strings are contiguous UTF-8: scan and copy them in place.
        let copied: Bool? = value.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            append("\"")
            append(bytes: bytes)
            append("\"")
            return true
        }
        guard copied != true else { return }
        var text = ""
        TraceValue.writeString(value, to: &text)
        text.withUTF8 { append(bytes: $0) }
    }

    /// Appends the JSON string numbered `index` in `names`, or `null` for -1.
    mutating func append(name index: Int32, in names: TraceNames) {
        guard index >= 0 else {
            append("null")
            return
        }
        names.withJSON(index) { append(bytes: $0) }
    }

    /// Appends a string, or `null`.
    mutating func append(optionalString value: String?) {
        if let value { append(string: value) } else { append("null") }
    }

    /// Appends an integer as ``TraceValue/format(_:)`` writes it (as a `Double`).
    mutating func append(integer value: Int) {
        // As a Double, Int's below 10^15 are exact and written in plain digits.
        guard value.magnitude < 1_000_000_000_000_000 else {
            append(number: Double(value))
            return
        }
        append(units: UInt64(value.magnitude), fractionDigits: 0, negative: value < 0)
    }

    /// Appends `[x,y]`, each rounded to points.
    mutating func append(pair point: Point) {
        append("[")
        append(point.x, places: TraceRounding.points)
        append(",")
        append(point.y, places: TraceRounding.points)
        append("]")
    }

    /// Appends `value` rounded to `places` decimals: the text of
    /// `TraceValue.format(TraceRounding.round(value, places))`.
    ///
    /// The rounded value is the double nearest to `scaled / 10^places`; when that
    /// decimal has at most 15 significant digits it is the only decimal of its
    /// length that reads back as that double, so it is Swift's shortest form, which
    /// Swift writes without an exponent from 0.0001 up. Other values take the general path.
    mutating func append(_ value: Double, places: Int) {
        let factor: Double = switch places {
        case 3: 1e3
        case 4: 1e4
        case 6: 1e6
        default: (0..<places).reduce(1.0) { product, _ in product * 10 }
        }
        let scaled = (value * factor).rounded()
        let rounded = scaled / factor
        guard rounded.isFinite, rounded != 0, abs(scaled) < 1e15, abs(rounded) >= 1e-4 else {
            append(number: rounded == 0 ? 0 : rounded)
            return
        }
        append(units: UInt64(abs(scaled)), fractionDigits: places, negative: scaled < 0)
    }

    /// Appends `units / 10^fractionDigits` in decimal: a sign when negative, the
    /// integer digits, and the fraction's digits without trailing zeros (no point
    /// when they are all zero). The length is worked out first and the digits
    /// written backwards in place, two per division by the constant 100.
    private mutating func append(units: UInt64, fractionDigits: Int, negative: Bool) {
        var rest = units
        var fraction = fractionDigits
        while fraction > 0 && rest % 10 == 0 {
            rest /= 10
            fraction -= 1
        }
        let digits = max(JSONBytes.decimalDigits(rest), fraction + 1)
        let length = digits + (fraction > 0 ? 1 : 0) + (negative ? 1 : 0)
        precondition(count + length <= buffer.count, "JSONBytes buffer too small")
        let out = buffer.baseAddress! + count
        var position = length
        if fraction > 0 {
            JSONBytes.writeDigits(&rest, count: fraction, endingAt: out + position)
            position -= fraction + 1
            out[position] = UInt8(ascii: ".")
        }
        let integerStart = negative ? 1 : 0
        JSONBytes.writeDigits(&rest, count: position - integerStart, endingAt: out + position)
        if negative { out[0] = UInt8(ascii: "-") }
        count += length
    }

    /// "00" to "99", for writing two digits at a time.
    private static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Writes the last `count` decimal digits of `value` (zero-padded) just before `end`,
    /// and removes them from `value`.
    @inline(__always)
    private static func writeDigits(_ value: inout UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        var position = end
        var left = count
        while left >= 2 {
            let pair = Int(value % 100)
            value /= 100
            position -= 2
            position[0] = pairs[2 * pair]
            position[1] = pairs[2 * pair + 1]
            left -= 2
        }
        if left == 1 {
            position -= 1
            position[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        }
    }

    /// How many decimal digits `value` has (1 for 0).
    @inline(__always)
    private static func decimalDigits(_ value: UInt64) -> Int {
        // log10 from the bit length (1233/4096 ≈ log10(2)), then one comparison
        // with the power of ten it may have fallen short of; 0 counts as 1.
        let estimate = ((64 - (value | 1).leadingZeroBitCount) &* 1233) >> 12
        return max(estimate &+ (value >= powersOfTen[estimate] ? 1 : 0), 1)
    }

    /// 10^0 to 10^19 (the estimate is at most 19).
    private static let powersOfTen: [UInt64] = (0...19).map { (0..<$0).reduce(1) { product, _ in product * 10 } }

    /// Appends a number as ``TraceValue/format(_:)`` does.
    mutating func append(number value: Double) {
        if value.isFinite, value != 0, value == value.rounded(), abs(value) < 1e15 {
            append(units: Int64(value).magnitude, fractionDigits: 0, negative: value < 0)
        } else {
            var text = TraceValue.format(value)
            text.withUTF8 { append(bytes: $0) }
        }
    }
}
