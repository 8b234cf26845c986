/// The values a recognizer reports beside its location and touch count: what
/// a trace's `gesture` line shows.
///
/// The four measures of the built-in kinds are fields (each nil when the kind
/// has no such value); a recognizer of its own reports anything else by name
/// in ``named`` (an angle, a count), in the order it lists them. The built-ins
/// report no named values, and an empty ``named`` allocates nothing.
public struct GestureValues: Equatable, Sendable {
    /// How far the touches moved, in window points (pan).
    public var translation: Point?
    /// How fast they move, in window points per second (pan).
    public var velocity: Point?
    /// The scale factor relative to the touches' first span (pinch).
    public var scale: Double?
    /// The rotation in radians (rotation).
    public var rotation: Double?
    /// The recognizer's own values, by name, in the order the trace writes them (after the four above).
    public var named: [NamedValue]

    /// Values with any of the kinds' measures and named values of the recognizer's own (none by default).
    public init(translation: Point? = nil, velocity: Point? = nil, scale: Double? = nil, rotation: Double? = nil,
                named: [NamedValue] = []) {
        self.translation = translation
        self.velocity = velocity
        self.scale = scale
        self.rotation = rotation
        self.named = named
    }
}

extension GestureValues {
    /// A value a recognizer reports under a name of its own: one key of the trace's `gesture` line.
    public struct NamedValue: Hashable, Sendable {
        /// The key in the trace: ASCII letters and digits, starting with a letter, not one of ``GestureValues/reservedNames``.
        public let name: String
        /// The value.
        public let value: Value

        /// `value` under `name`. Traps when `name` is not a plain identifier
        /// (ASCII letters and digits, first a letter) or is one of ``GestureValues/reservedNames``:
        /// a line with two keys of the same name could not be read back.
        public init(_ name: String, _ value: Value) {
            precondition(GestureValues.isValidName(name),
                         "GestureValues: the value name \"\(name)\" is not a plain identifier (ASCII letters and digits, first a letter)")
            precondition(!GestureValues.reservedNames.contains(name),
                         "GestureValues: the value name \"\(name)\" is a key of the gesture line already; choose another")
            self.name = name
            self.value = value
        }

        /// A number under `name`.
        public static func number(_ name: String, _ value: Double) -> NamedValue { NamedValue(name, .number(value)) }
        /// A point (or any pair) under `name`.
        public static func point(_ name: String, _ value: Point) -> NamedValue { NamedValue(name, .point(value)) }
    }

    /// What a named value holds: a number (a trace writes it with 4 decimals,
    /// as a scale or an angle) or a point (two numbers with 3 decimals, as a translation).
    public enum Value: Hashable, Sendable {
        /// A number: an angle in radians, a count, a ratio.
        case number(Double)
        /// A pair in window points (or points per second).
        case point(Point)
    }

    /// The keys a `gesture` line has already, which a named value cannot take.
    public static let reservedNames = ["t", "type", "gesture", "kind", "view", "state", "x", "y", "touches",
                                       "translation", "velocity", "scale", "rotation", "reason", "by"]

    /// Whether `name` is ASCII letters and digits, starting with a letter.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
