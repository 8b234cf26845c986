/// Numbers written in a scene, read as `Double(text)` reads them.
enum SceneNumber {
    /// `Double(text)`: the same value for every text, without the C library for the common one.
    ///
    /// A decimal of at most 15 digits (`-12.5`, `+3`, `.25`, `800`) is its digits as a whole
    /// number, exact in a `Double`, divided by a power of ten that is exact too (10^15 at most):
    /// one correctly rounded operation on exact operands, so the nearest `Double` to the
    /// decimal, which is what `strtod` answers (Clinger's fast path). Anything else (more
    /// digits, exponents, `inf`, hexadecimal, text that is no number) is `Double(text)`'s.
    /// Loading the benchmark's 1,000-view scene reads 5,000 numbers: 3.8 M instructions
    /// through `strtod` and the text's C copy (callgrind).
    static func double(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { decimal($0) } ?? Double(text)
    }

    /// The value of a decimal of at most 15 digits in `bytes`; nil for anything else.
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var isNegative = false
        var hasPoint = false
        var isFirst = true
        for byte in bytes {
            defer { isFirst = false }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                if hasPoint { fractionDigits += 1 }
            case UInt8(ascii: ".") where !hasPoint:
                hasPoint = true
            case UInt8(ascii: "-") where isFirst, UInt8(ascii: "+") where isFirst:
                isNegative = byte == UInt8(ascii: "-")
            default:
                return nil
            }
        }
        guard digits > 0 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return isNegative ? -magnitude : magnitude
    }

    /// 10^0 … 10^15, each exact in a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
