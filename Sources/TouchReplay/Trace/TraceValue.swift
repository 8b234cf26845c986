import OutputFiles

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
        ByteWriter.string(maximum: TraceJSON.bound(self)) { TraceJSON.append(self, to: &$0) }
    }

    /// A number as JSON text: integers without a fraction, others in Swift's
    /// shortest round-trip form, `-0` as `0`, non-finite values as `null`
    /// (OutputFiles' `ByteWriter.append(number:)`, which writes trace numbers).
    public static func format(_ value: Double) -> String {
        ByteWriter.format(value)
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
