/// A JSON value in a trace line, kept exactly as written or as it will be written.
///
/// Numbers are held as `Double`; the trace producers round them before they
/// get here (see docs/trace-format.md), so the text form is stable.
public enum TraceValue: Hashable, Sendable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([TraceValue])
    /// An object, with its keys in the order written.
    case object(TraceLine)

    /// The number, if this is one.
    public var number: Double? {
        if case let .number(value) = self { return value }
        return nil
    }

    /// The string, if this is one.
    public var string: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [TraceValue]? {
        if case let .array(value) = self { return value }
        return nil
    }

    /// The object, if this is one.
    public var object: TraceLine? {
        if case let .object(value) = self { return value }
        return nil
    }

    /// The value as compact JSON text.
    public var jsonText: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends the value as compact JSON text.
    func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case let .bool(value): text += value ? "true" : "false"
        case let .number(value): text += TraceValue.format(value)
        case let .string(value): TraceValue.writeString(value, to: &text)
        case let .array(values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case let .object(line): line.write(to: &text)
        }
    }

    /// A number as JSON text: integers without a fraction, others in Swift's
    /// shortest round-trip form, `-0` as `0`, non-finite values as `null`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func writeString(_ value: String, to text: inout String) {
        // Ids and names rarely need escaping: append them whole.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            text += "\""
            text += value
            text += "\""
            return
        }
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

extension TraceValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TraceValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
}

/// How many decimals each kind of trace number keeps.
public enum TraceRounding {
    /// Times in seconds: 6 decimals (microseconds, the precision of evdev timestamps).
    public static let time = 6
    /// Positions, sizes, translations and offsets in points, and velocities in points per second: 3 decimals.
    public static let points = 3
    /// Scales and rotations (radians): 4 decimals.
    public static let scale = 4

    /// `value` rounded to `places` decimals, halves away from zero, `-0` made `0`.
    public static func round(_ value: Double, _ places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let result = (value * factor).rounded() / factor
        return result == 0 ? 0 : result
    }
}
