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
        names.json[Int(index)].withUnsafeBufferPointer { append(bytes: $0) }
    }

    /// Appends a string, or `null`.
    mutating func append(optionalString value: String?) {
        if let value { append(string: value) } else { append("null") }
    }

    /// Appends an integer as ``TraceValue/format(_:)`` writes it (as a `Double`).
    mutating func append(integer value: Int) {
        append(number: Double(value))
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
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let scaled = (value * factor).rounded()
        let rounded = scaled / factor
        guard rounded.isFinite, rounded != 0, abs(scaled) < 1e15, abs(rounded) >= 1e-4 else {
            append(number: rounded == 0 ? 0 : rounded)
            return
        }
        let units = Int64(scaled)
        let divisor = Int64(factor)
        let magnitude = units.magnitude
        if units < 0 { append("-") }
        append(digits: magnitude / UInt64(divisor))
        var fraction = magnitude % UInt64(divisor)
        guard fraction != 0 else { return }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        append(".")
        append(digits: fraction, width: digits)
    }

    /// Appends a number as ``TraceValue/format(_:)`` does.
    mutating func append(number value: Double) {
        if value.isFinite, value != 0, value == value.rounded(), abs(value) < 1e15 {
            if value < 0 { append("-") }
            append(digits: Int64(value).magnitude)
        } else {
            var text = TraceValue.format(value)
            text.withUTF8 { append(bytes: $0) }
        }
    }

    /// Appends the decimal digits of `value`, zero-padded on the left to `width`.
    private mutating func append(digits value: UInt64, width: Int = 1) {
        var length = 1
        var rest = value / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        length = max(length, width)
        precondition(count + length <= buffer.count, "JSONBytes buffer too small")
        var remaining = value
        for position in stride(from: count + length - 1, through: count, by: -1) {
            buffer[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        }
        count += length
    }
}
