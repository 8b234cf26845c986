import OutputFiles
import Testing

/// The one number formatter (issue 13): decimals written from integers must be
/// exactly the text of the rounded double's shortest form (docs/trace-format.md,
/// Rounding), whatever the magnitude, sign or last digit.
@Suite struct ByteWriterNumberTests {
    /// The specification, written the slow way: round half away from zero with
    /// `rounded()`, `-0` as `0`, whole numbers below 10^15 in plain digits,
    /// anything else as Swift writes the double.
    static func reference(_ value: Double, places: Int) -> String {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        return referenceShortest(rounded)
    }

    static func referenceShortest(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func write(_ body: (inout ByteWriter) -> Void) -> String {
        ByteWriter.string(maximum: 256, body)
    }

    @Test func randomDecimalsOfEveryMagnitudeMatchTheRoundedShortestForm() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var mismatches: [String] = []
        for _ in 0..<50_000 {
            // Mantissas of up to 17 digits scaled from 1e-9 to 1e17, either sign; some exact thousandths.
            var scale = 1.0
            let exponent = Int(next() % 27) - 9
            for _ in 0..<abs(exponent) { scale *= 10 }
            var value = Double(next() % 100_000_000_000_000_000) / 1e16 * (exponent < 0 ? 1 / scale : scale)
            if next() % 4 == 0 { value = Double(Int64(next() % 2_000_000) - 1_000_000) / 1000 }
            if next() % 2 == 0 { value = -value }
            for places in [0, 3, 4, 6, 9] {
                let written = Self.write { $0.append(value, places: places) }
                if written != Self.reference(value, places: places) { mismatches.append("\(value) @\(places): \(written)") }
            }
            let shortest = Self.write { $0.append(number: value) }
            if shortest != Self.referenceShortest(value) { mismatches.append("\(value): \(shortest)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// Coordinates (3 places), scales (4 places) and times (6 places) are written three
    /// digits to a store: every count of thousandths up to 1,000 and around the 1,000 and the
    /// 10,000 where the integer part leaves each inlined path, coordinates from 1,000 to 10^6, every
    /// ten-thousandth pattern, and every microsecond pattern of the 6 places.
    @Test func everyThousandthAndMicrosecondPatternMatchesTheRoundedShortestForm() {
        var mismatches: [String] = []
        for units in Array(0..<1_000_000).filter({ $0 % 7 == 0 || $0 < 20_000 }) + Array(999_000..<1_002_000) + Array(9_999_000..<10_002_000) {
            for value in [Double(units) / 1000, -Double(units) / 1000] {
                let written = Self.write { $0.append(value, places: 3) }
                if written != Self.reference(value, places: 3) { mismatches.append("\(value) @3: \(written)") }
            }
        }
        for units in Array(0..<10_000_000).filter({ $0 % 97 == 0 || $0 < 20_000 }) + Array(9_990_000..<10_010_000) {
            for value in [Double(units) / 10_000, -Double(units) / 10_000, (Double(units) + 0.5) / 10_000] {
                let written = Self.write { $0.append(value, places: 4) }
                if written != Self.reference(value, places: 4) { mismatches.append("\(value) @4: \(written)") }
            }
        }
        for units in stride(from: 999_000, to: 1_000_010_000, by: 9_973) {
            for value in [Double(units) / 1000, -Double(units) / 1000, (Double(units) + 0.5) / 1000] {
                let written = Self.write { $0.append(value, places: 3) }
                if written != Self.reference(value, places: 3) { mismatches.append("\(value) @3: \(written)") }
            }
        }
        for high in stride(from: 0, to: 1000, by: 37) {
            for low in 0..<1000 {
                for integer in [0, 7, 42, 999, 1000, 86_400] {
                    let value = Double(integer) + Double(high * 1000 + low) / 1_000_000
                    let written = Self.write { $0.append(value, places: 6) }
                    if written != Self.reference(value, places: 6) { mismatches.append("\(value) @6: \(written)") }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// A number written through a `RecentNumber` (each line's time) is the text of
    /// `append(_:places:)` whether it is copied or formatted: repeated values, `0` after
    /// `-0`, NaN, a change of places, texts too long to keep, and a buffer whose end
    /// is too near to keep the text (its next repetition is formatted again).
    @Test func aRepeatedNumberIsCopiedAsItWouldBeWritten() {
        let values: [Double] = [1.06075, 1.06075, 1.06075, 1.06875, -0.0, 0.0, 0.0, .nan, .nan, 1e20, 1e20, 123_456.789_012, 123_456.789_012,
                                -2.5e-7, -2.5e-7, 9_999_999.999_999_5, 9_999_999.999_999_5, .infinity, .infinity, 1.06075]
        var recent = RecentNumber()
        var copied = "", plain = ""
        for (index, value) in values.enumerated() {
            let places = index == values.count - 1 ? 3 : 6
            copied += Self.write { $0.append(value, places: places, recent: &recent) } + ","
            plain += Self.write { $0.append(value, places: places) } + ","
        }
        #expect(copied == plain)
        // Room for the number but not for the 16 bytes kept: formatted each time, and the same text.
        var nearEnd = RecentNumber()
        let texts = (0..<3).map { _ in
            ByteWriter.string(maximum: 24) { out in
                for _ in 0..<10 { out.append(byte: UInt8(ascii: " ")) }
                out.append(1.06075, places: 6, recent: &nearEnd)
            }
        }
        #expect(texts == Array(repeating: "          1.06075", count: 3))
    }

    /// Times of 1,000 s and more (most of a long trace's) take their own short path up to
    /// 10^6 s: random microseconds and random doubles on either side of each power of ten
    /// in that range, halves of a microsecond, and fractions with trailing zeros.
    @Test func timesFromAThousandSecondsOnMatchTheRoundedShortestForm() {
        var state: UInt64 = 0x7157
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var mismatches: [String] = []
        func check(_ value: Double) {
            for signed in [value, -value] {
                let written = Self.write { $0.append(signed, places: 6) }
                if written != Self.reference(signed, places: 6) { mismatches.append("\(signed): \(written)") }
            }
        }
        let integers: [UInt64] = [999, 1000, 1001, 1999, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 1_000_001]
        for _ in 0..<200_000 {
            let integer = next() % 8 == 0 ? integers[Int(next() % UInt64(integers.count))] : 1000 + next() % 999_000
            let micros = next() % 1_000_000
            // Exact microseconds, some with trailing zeros (whole milliseconds or seconds).
            let trimmed = [micros, micros / 1000 * 1000, micros / 100_000 * 100_000, 0][Int(next() % 4)]
            check(Double(integer) + Double(trimmed) / 1_000_000)
            // Any double near it, and the halves of a microsecond on either side.
            check(Double(integer) + Double(next() % 1_000_000_000) / 1e9)
            let half = Double(integer) + (Double(micros) + 0.5) / 1_000_000
            check(half)
            check(half.nextUp)
            check(half.nextDown)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func integersOnEitherSideOfEveryPowerOfTenAreWrittenWhole() {
        var power: Int64 = 1
        for exponent in 0...18 {
            for value in [power - 1, power, power + 1, -power, -(power - 1)] {
                #expect(Self.write { $0.appendDecimal(value) } == String(value), "10^\(exponent): \(value)")
                #expect(Self.write { $0.append(integer: Int(value)) } == Self.referenceShortest(Double(value)), "10^\(exponent): \(value)")
                for places in [3, 6] {
                    let decimal = Double(value) / 1000
                    #expect(Self.write { $0.append(decimal, places: places) } == Self.reference(decimal, places: places), "\(decimal)")
                }
            }
            if exponent < 18 { power *= 10 }
        }
        #expect(Self.write { $0.appendDecimal(.max) } == "9223372036854775807")
        #expect(Self.write { $0.appendDecimal(.min) } == "-9223372036854775808")
        #expect(Self.write { $0.append(integer: .min) } == "-9.223372036854776e+18")
    }

    @Test(arguments: [
        (0.5, 0, "1"), (-2.5, 0, "-3"), (0.125, 2, "0.13"), (-0.125, 2, "-0.13"),
        (0.0625, 3, "0.063"), (0.03125, 4, "0.0313"), (1.5 / 1_048_576, 6, "1e-06"), (0.4999999999999999, 0, "0"),
        (1.2344999, 3, "1.234"), (-7.03125, 4, "-7.0313"), (12.5, 3, "12.5"), (1.10, 4, "1.1"),
    ])
    func halvesRoundAwayFromZeroAtTheLastPlace(value: Double, places: Int, text: String) {
        #expect(Self.write { $0.append(value, places: places) } == text)
        #expect(text == Self.reference(value, places: places))
    }

    @Test(arguments: [-0.0, 0.0, -0.0004, 0.0004, -1e-300])
    func negativeZeroAndWhatRoundsToZeroIsWrittenZero(value: Double) {
        #expect(Self.write { $0.append(value, places: 3) } == "0")
        #expect(Self.write { $0.append(value, places: 0) } == "0")
    }

    @Test func largeTinyAndNonFiniteValuesAreWrittenAsDoublesAre() {
        #expect(Self.write { $0.append(123_456_789.123456, places: 6) } == "123456789.123456")
        #expect(Self.write { $0.append(999_999_999_999.9994, places: 3) } == Self.reference(999_999_999_999.9994, places: 3))
        #expect(Self.write { $0.append(1e15, places: 3) } == "1000000000000000.0")
        #expect(Self.write { $0.append(1e20, places: 0) } == "1e+20")
        #expect(Self.write { $0.append(0.00005, places: 6) } == "5e-05")
        #expect(Self.write { $0.append(0.0001, places: 6) } == "0.0001")
        #expect(Self.write { $0.append(.nan, places: 3) } == "null")
        #expect(Self.write { $0.append(-.infinity, places: 3) } == "null")
        #expect(Self.write { $0.append(1e306, places: 6) } == "null")
        #expect(Self.write { $0.append(number: 0.1) } == "0.1")
        #expect(Self.write { $0.append(number: 1e15) } == "1000000000000000.0")
    }

    @Test func paddingFollowsCsIntegerFormats() {
        #expect(Self.write { $0.appendDecimal(-5, width: 4) } == "-005")
        #expect(Self.write { $0.appendDecimal(-5, width: 4, fill: 0x20) } == "  -5")
        #expect(Self.write { $0.appendDecimal(123_456, width: 3) } == "123456")
        #expect(Self.write { $0.appendHex(0x3a, width: 4) } == "003a")
        #expect(Self.write { $0.appendHex(0xdead_beef, width: 4) } == "deadbeef")
    }

    @Test func jsonStringsEscapeQuotesBackslashesAndControlCharacters() {
        #expect(Self.write { $0.appendJSONString("plain é") } == "\"plain é\"")
        #expect(Self.write { $0.appendJSONString("q\"b\\n\n\r\t\u{1}") } == #""q\"b\\n\n\r\t\u0001""#)
    }
}
