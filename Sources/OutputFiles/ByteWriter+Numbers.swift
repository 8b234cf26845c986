/// Numbers as text: the one number formatter of the project. The recording
/// writers use C's integer forms (``appendDecimal(_:width:fill:)``,
/// ``appendHex(_:width:)``); traces use a fixed rounding
/// (``append(_:places:)``) and the shortest form (``append(number:)``).
///
/// Decimals are written from integers: a number rounded to `places` decimals is
/// a count of units of 10^-places, cut into its integer and fraction parts by a
/// division by a constant, each written two digits at a time. No `String`, no
/// libm call, on the common path.
extension ByteWriter {
    /// Appends `value` in decimal, padded to `width` characters counting the sign: with zeros after
    /// the sign (C's `%0*d`) or, when `fill` is a space, with spaces before it (C's `%*d`).
    @inlinable
    public mutating func appendDecimal(_ value: Int64, width: Int = 0, fill: UInt8 = UInt8(ascii: "0")) {
        let magnitude = value.magnitude
        let digits = ByteWriter.decimalDigitCount(magnitude)
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
        appendDigits(magnitude, count: digits)
    }

    /// Appends `value` in lower-case hexadecimal, zero-padded to `width` digits (C's `%0*x`).
    @inlinable
    public mutating func appendHex(_ value: UInt32, width: Int) {
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

    /// Appends `byte` until `count - start` is at least `width`.
    @inlinable
    public mutating func pad(from start: Int, to width: Int, with byte: UInt8 = 0x20) {
        while count - start < width { append(byte: byte) }
    }

    /// Appends `value` rounded to `places` decimals (0 to 15), halves away from
    /// zero, as ``append(number:)`` writes the rounded value: no trailing zeros,
    /// no point for a whole number, `0` for `-0` and anything that rounds to it.
    ///
    /// From 10^-4 up to 10^15 units the rounded value is written from its
    /// integer count of units: when a decimal has at most 15 significant
    /// digits it is the only one of its length that reads back as its double,
    /// so these digits are Swift's shortest form. Other values take the
    /// shortest form of the rounded double.
    ///
    /// Coordinates (3 places) below 10,000 and times (6 places) below 10^6 s, most
    /// numbers of a trace, take a short path chosen where the caller's constant
    /// `places` lets the compiler drop the switch, and inlined there (out of line,
    /// the call and the writer's reloaded fields were about 9 of the 64
    /// instructions a coordinate took); everything else is written by the general path.
    @inlinable @inline(__always)
    public mutating func append(_ value: Double, places: Int) {
        switch places {
        case 3: appendThreePlaces(value)
        case 6: appendSixPlaces(value)
        default: appendPlaces(value, places)
        }
    }

    /// ``append(_:places:)`` for a value that lines often repeat (the time of a trace's lines, the same
    /// for every line of a frame): when `value` and `places` are those `recent` kept, their text is
    /// copied from it in one store instead of being formatted again; otherwise it is formatted, and
    /// kept in `recent` when it is at most 16 bytes. The bytes are those of ``append(_:places:)``
    /// either way: equal values (`0` and `-0` included) are written alike.
    @inlinable @inline(__always)
    public mutating func append(_ value: Double, places: Int, recent: inout RecentNumber) {
        if value == recent.value && places == recent.places {
            store(recent.text, counting: recent.length)
            return
        }
        let start = used
        append(value, places: places)
        let length = used &- start
        guard length <= 16, let text = words(from: start) else {
            recent = RecentNumber()
            return
        }
        recent = RecentNumber(value: value, places: places, text: text, length: length)
    }

    /// `value × factor` rounded half away from zero (as ``appendRounded(_:factor:scale:places:smallest:)``
    /// rounds), nil when it is `limit` or more in magnitude, or not a number.
    @inline(__always)
    static func roundedUnits(_ value: Double, factor: Double, below limit: Double) -> Int64? {
        let scaled = value * factor
        let nudged = scaled + Double(signOf: scaled, magnitudeOf: 0x1.fffffffffffffp-2)
        guard abs(nudged) < limit else { return nil }
        return Int64(nudged)
    }

    /// Scales and rotations (4 places) below 1,000, from ``appendPlaces(_:_:)``: the three
    /// first decimals as a coordinate's, then the fourth digit when it is not 0. (Inlined
    /// into ``append(_:places:)`` as the 3 and 6 places are, a third case made the compiler
    /// keep that function out of line, the two others with it: 5 M more instructions.)
    /// Answers false, having written nothing, for larger values.
    @inline(__always)
    mutating func appendFourPlaces(_ value: Double) -> Bool {
        guard let units = ByteWriter.roundedUnits(value, factor: 1e4, below: 1e7) else { return false }
        if units < 0 { append(byte: UInt8(ascii: "-")) }
        let magnitude = units.magnitude, integer = magnitude / 10_000
        let fraction = magnitude &- integer &* 10_000, thousandths = fraction / 10, last = fraction &- thousandths &* 10
        appendSmallDecimal(integer, thousandths: thousandths, whole: last != 0)
        if last != 0 { append(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: last)) }
        return true
    }

    /// Coordinates and velocities (3 places) from 1,000 to 10^6, from ``appendPlaces(_:_:)``
    /// (a fast finger's velocity; below 10,000, the x of a wide screen, ``appendThreePlaces(_:)``
    /// writes them itself): the thousands, then three digits and the decimals as a time's are
    /// written. Answers false, having written nothing, for other values.
    @inline(__always)
    mutating func appendThreePlacesFromThousand(_ value: Double) -> Bool {
        guard let units = ByteWriter.roundedUnits(value, factor: 1e3, below: 1e9) else { return false }
        let magnitude = units.magnitude, integer = magnitude / 1000
        guard integer >= 1000 else { return false }
        if units < 0 { append(byte: UInt8(ascii: "-")) }
        let thousands = integer / 1000
        appendBelowThousand(thousands)
        appendThreeDigitDecimal(integer &- thousands &* 1000, thousandths: magnitude &- integer &* 1000, whole: false)
        return true
    }

    @inlinable @inline(__always)
    mutating func appendThreePlaces(_ value: Double) {
        let scaled = value * 1e3
        let nudged = scaled + Double(signOf: scaled, magnitudeOf: 0x1.fffffffffffffp-2)
        guard abs(nudged) < 1e7 else {
            appendPlaces(value, 3)
            return
        }
        let units = Int64(nudged)
        if units < 0 { append(byte: UInt8(ascii: "-")) }
        let magnitude = units.magnitude, integer = magnitude / 1000, thousandths = magnitude &- integer &* 1000
        if integer < 1000 {
            appendSmallDecimal(integer, thousandths: thousandths, whole: false)
        } else {
            // 1,000 to 9,999 (the x of a wide screen): the thousands' digit, then three digits as a time's.
            let thousands = integer / 1000
            append(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: thousands))
            appendThreeDigitDecimal(integer &- thousands &* 1000, thousandths: thousandths, whole: false)
        }
    }

    @inlinable @inline(__always)
    mutating func appendSixPlaces(_ value: Double) {
        let scaled = value * 1e6
        let nudged = scaled + Double(signOf: scaled, magnitudeOf: 0x1.fffffffffffffp-2)
        let units = abs(nudged) < 1e12 ? Int64(nudged) : 1_000_000_000_000
        // Below 10^-4 (100 units) Swift writes an exponent: out of line, as larger values are.
        guard units.magnitude < 1_000_000_000_000 && (units.magnitude >= 100 || units == 0) else {
            appendPlaces(value, 6)
            return
        }
        if units < 0 { append(byte: UInt8(ascii: "-")) }
        let magnitude = units.magnitude, integer = magnitude / 1_000_000
        let fraction = magnitude &- integer &* 1_000_000, high = fraction / 1000, low = fraction &- high &* 1000
        if integer < 1000 {
            appendSmallDecimal(integer, thousandths: high, whole: low != 0)
        } else {
            // 1,000 s or more (most times of a long trace): the thousands, then three digits as in a fraction.
            let thousands = integer / 1000
            appendBelowThousand(thousands)
            appendThreeDigitDecimal(integer &- thousands &* 1000, thousandths: high, whole: low != 0)
        }
        if low != 0 { appendThreeDecimals(low, point: false) }
    }

    /// ``appendSmallDecimal(_:thousandths:whole:)`` with `integer` (below 1,000)
    /// zero-padded to three digits: the last digits of a larger integer part. One store.
    @inlinable @inline(__always)
    mutating func appendThreeDigitDecimal(_ integer: UInt64, thousandths: UInt64, whole: Bool) {
        let digits = UInt64(ByteWriter.thousandsEntry(integer) & 0xFF_FFFF)
        if thousandths == 0 && !whole {
            store(digits, counting: 3)
            return
        }
        let fraction = ByteWriter.thousandsEntry(thousandths)
        let kept = whole ? 3 : Int(truncatingIfNeeded: fraction &>> 24 & 3)
        store(digits | UInt64(0x2E | (fraction & 0xFF_FFFF) &<< 8) &<< 24, counting: 4 &+ kept)
    }

    @usableFromInline
    mutating func appendPlaces(_ value: Double, _ places: Int) {
        precondition((0...15).contains(places), "ByteWriter: 0 to 15 decimals")
        if places == 4 && appendFourPlaces(value) { return }
        if places == 3 && appendThreePlacesFromThousand(value) { return }
        let scale = ByteWriter.powerOfTen(places)
        appendRounded(value, factor: Double(scale), scale: scale, places: places,
                      smallest: places > 4 ? ByteWriter.powerOfTen(places - 4) : 1)
    }

    /// ``append(_:places:)`` with `factor` = `scale` = 10^places; `smallest`
    /// is the count of units of 10^-4 (below it, Swift writes an exponent).
    @inlinable @inline(__always)
    mutating func appendRounded(_ value: Double, factor: Double, scale: UInt64, places: Int, smallest: UInt64) {
        let scaled = value * factor
        // trunc(x ± (0.5 - 2^-54)) is x rounded half away from zero for |x| < 2^52
        // (exactly `rounded()`, which is a libm call on baseline x86-64); a NaN fails the test.
        let nudged = scaled + Double(signOf: scaled, magnitudeOf: 0x1.fffffffffffffp-2)
        if abs(nudged) < 1e15 {
            let units = Int64(nudged)
            let magnitude = units.magnitude
            if magnitude == 0 {
                append(byte: UInt8(ascii: "0"))
                return
            }
            if magnitude >= smallest {
                if units < 0 { append(byte: UInt8(ascii: "-")) }
                appendFixed(magnitude, scale: scale, places: places)
                return
            }
        }
        appendShortest(scaled.rounded() / factor)
    }

    /// Appends `units / scale` (scale = 10^places): the integer digits, then the
    /// fraction's digits without trailing zeros, and no point when there are none.
    /// An integer part below 1,000 and fractions of 3 or 6 places (coordinates and
    /// times, most numbers of a trace) are written three digits to a store.
    @inlinable @inline(__always)
    mutating func appendFixed(_ units: UInt64, scale: UInt64, places: Int) {
        let integer = units / scale
        var fraction = units &- integer &* scale
        if integer < 1000 {
            appendBelowThousand(integer)
        } else {
            appendDigits(integer, count: ByteWriter.decimalDigitCount(integer))
        }
        guard fraction != 0 else { return }
        if places == 3 {
            appendThreeDecimals(fraction, point: true)
            return
        }
        if places == 6 {
            let high = fraction / 1000, low = fraction &- high &* 1000
            if low == 0 {
                appendThreeDecimals(high, point: true)
            } else {
                store(0x2E | ((ByteWriter.thousandsEntry(high) & 0xFF_FFFF) &<< 8), counting: 4)
                appendThreeDecimals(low, point: false)
            }
            return
        }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits &-= 1
        }
        append(byte: UInt8(ascii: "."))
        appendDigits(fraction, count: digits)
    }

    /// Appends a number in its shortest form: whole numbers below 10^15 in plain
    /// digits (`12`, not `12.0`), `-0` as `0`, non-finite values as `null`, others
    /// as Swift writes a `Double` (the shortest text that reads back the same).
    @inlinable
    public mutating func append(number value: Double) {
        if abs(value) < 1e15 {
            let integer = Int64(value)
            if Double(integer) == value {
                if integer < 0 { append(byte: UInt8(ascii: "-")) }
                appendDigits(integer.magnitude, count: ByteWriter.decimalDigitCount(integer.magnitude))
                return
            }
        }
        appendShortest(value)
    }

    /// The uncommon numbers of ``append(number:)``, kept out of line.
    @usableFromInline
    mutating func appendShortest(_ value: Double) {
        if !value.isFinite {
            append("null")
        } else if value == 0 {
            append(byte: UInt8(ascii: "0"))
        } else if abs(value) < 1e15, value == value.rounded() {
            append(number: value)
        } else {
            append(string: value.description)
        }
    }

    /// Appends an integer as ``append(number:)`` writes it as a `Double`.
    @inlinable @inline(__always)
    public mutating func append(integer value: Int) {
        if 0 <= value && value < 1000 {
            appendBelowThousand(UInt64(truncatingIfNeeded: value))
        } else if 0 <= value && value < 1_000_000 {
            let high = UInt64(truncatingIfNeeded: value) / 1000
            appendBelowThousand(high)
            store(ByteWriter.thousandsEntry(UInt64(truncatingIfNeeded: value) &- high &* 1000) & 0xFF_FFFF, counting: 3)
        } else {
            appendInteger(value)
        }
    }

    @usableFromInline
    mutating func appendInteger(_ value: Int) {
        // As a Double, Ints below 10^15 are exact and written in plain digits.
        guard value.magnitude < 1_000_000_000_000_000 else {
            append(number: Double(value))
            return
        }
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        let magnitude = UInt64(value.magnitude)
        if magnitude < 1000 {
            appendBelowThousand(magnitude)
        } else {
            appendDigits(magnitude, count: ByteWriter.decimalDigitCount(magnitude))
        }
    }

    /// The most bytes one number takes (`-1.7976931348623157e+308`, with room to spare).
    @inlinable public static var numberBound: Int { 32 }

    /// `value` as ``append(number:)`` writes it.
    public static func format(_ value: Double) -> String {
        string(maximum: numberBound) { $0.append(number: value) }
    }

    /// `value` as ``append(_:places:)`` writes it.
    public static func format(_ value: Double, places: Int) -> String {
        string(maximum: numberBound) { $0.append(value, places: places) }
    }

    /// How many decimal digits `value` has (1 for 0).
    @inlinable @inline(__always)
    static func decimalDigitCount(_ value: UInt64) -> Int {
        if value < 10 { return 1 }
        if value < 100 { return 2 }
        if value < 1000 { return 3 }
        if value < 10000 { return 4 }
        var count = 5
        var threshold: UInt64 = 100_000
        while count < 20, value >= threshold {
            count += 1
            threshold = threshold &* 10
        }
        return count
    }

    /// 10^exponent, for 0 to 19.
    @inlinable
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result &*= 10 }
        return result
    }
}

/// The text of the number ``ByteWriter/append(_:places:recent:)`` wrote last, kept to be copied
/// when the next number is the same; none at first (a NaN, equal to no value).
public struct RecentNumber {
    @usableFromInline var value: Double
    @usableFromInline var places: Int
    @usableFromInline var text: (UInt64, UInt64)
    @usableFromInline var length: Int

    /// No number kept.
    @inlinable public init() {
        self.init(value: .nan, places: 0, text: (0, 0), length: 0)
    }

    @inlinable init(value: Double, places: Int, text: (UInt64, UInt64), length: Int) {
        self.value = value
        self.places = places
        self.text = text
        self.length = length
    }
}
