import OutputFiles

/// One line of a trace: a JSON object whose keys keep their order.
///
/// Trace files are JSON Lines; a `TraceLine` is one of their lines as `check`
/// reads it back (``TraceLine/parseLines(_:file:)``): a generic object, so that
/// a key or a kind of line the reader does not know compares as a difference
/// instead of failing. Traces are written only from ``TraceRecord``s
/// (``TraceRecord/line`` is the written line read back).
public struct TraceLine: Hashable, Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One key and its value.
    public struct Field: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: TraceValue

        /// A field from its parts.
        public init(key: String, value: TraceValue) {
            self.key = key
            self.value = value
        }
    }

    /// The fields in order.
    public var fields: [Field]

    /// A line from its fields.
    public init(fields: [Field] = []) { self.fields = fields }

    public init(dictionaryLiteral elements: (String, TraceValue)...) {
        fields = elements.map { Field(key: $0.0, value: $0.1) }
    }

    /// The value of `key`, if present (the first one when a key repeats).
    public subscript(key: String) -> TraceValue? {
        fields.first { $0.key == key }?.value
    }

    /// The keys in order.
    public var keys: [String] { fields.map(\.key) }

    /// The line's `"type"` (touch, gesture, view, control, hitTest, summary), if it has one.
    public var type: String? { self["type"]?.string }

    /// Appends a field.
    public mutating func append(_ key: String, _ value: TraceValue) {
        fields.append(Field(key: key, value: value))
    }

    /// The line as compact JSON text, without a newline.
    public var jsonText: String {
        ByteWriter.string(maximum: TraceJSON.bound(self)) { TraceJSON.append(self, to: &$0) }
    }

    public var description: String { jsonText }
}
