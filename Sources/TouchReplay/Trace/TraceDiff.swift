/// The differences between an expected and an actual trace, as
/// ``TraceComparison/compare(expected:actual:options:)`` found them.
///
/// Line numbers are 1-based positions in the arrays that were compared (for a
/// trace file without blank lines, its line numbers).
public struct TraceDiff: Hashable, Sendable, CustomStringConvertible {
    /// One value that differs inside a changed line.
    public struct FieldDifference: Hashable, Sendable {
        /// Where the value is, e.g. `state`, `translation[0]`, `views.card.frame[2]`.
        public var path: String
        /// The expected value; nil when the actual line has a key the expected one lacks.
        public var expected: TraceValue?
        /// The actual value; nil when the actual line lacks the key.
        public var actual: TraceValue?

        /// A field difference from its parts.
        public init(path: String, expected: TraceValue?, actual: TraceValue?) {
            self.path = path
            self.expected = expected
            self.actual = actual
        }
    }

    /// One difference between the traces.
    public enum Difference: Hashable, Sendable {
        /// An expected line has no counterpart in the actual trace.
        case missing(expectedLine: Int, line: TraceLine)
        /// An actual line has no counterpart in the expected trace.
        case unexpected(actualLine: Int, line: TraceLine)
        /// A line about the same thing (same type and id) differs in some values.
        case changed(expectedLine: Int, actualLine: Int, expected: TraceLine, actual: TraceLine, fields: [FieldDifference])
    }

    /// How many differences ``description`` lists before summarising the rest.
    public static let describedLimit = 40

    /// The differences, in the order of the expected trace.
    public var differences: [Difference]

    /// Whether the comparison stopped reading some lines after the first
    /// difference (a streaming check reads a window of lines from there), so
    /// differences further on are not listed.
    public var stoppedAfterWindow = false

    /// A diff from its differences.
    public init(differences: [Difference]) { self.differences = differences }

    /// Whether the traces match.
    public var isEmpty: Bool { differences.isEmpty }

    /// A readable report: `~` changed lines with each differing value, `-` missing
    /// expected lines, `+` unexpected actual lines.
    public var description: String {
        guard !differences.isEmpty else { return "traces match" }
        var text = "traces differ in \(differences.count) place\(differences.count == 1 ? "" : "s"):"
        for difference in differences.prefix(TraceDiff.describedLimit) {
            switch difference {
            case let .missing(line, value):
                text += "\n- expected line \(line) missing: \(value.jsonText)"
            case let .unexpected(line, value):
                text += "\n+ actual line \(line) unexpected: \(value.jsonText)"
            case let .changed(expectedLine, actualLine, expected, _, fields):
                text += "\n~ expected line \(expectedLine), actual line \(actualLine): \(TraceDiff.headline(expected))"
                for field in fields {
                    text += "\n    \(field.path): expected \(field.expected?.jsonText ?? "(absent)"), actual \(field.actual?.jsonText ?? "(absent)")"
                }
            }
        }
        if differences.count > TraceDiff.describedLimit {
            text += "\n… and \(differences.count - TraceDiff.describedLimit) more"
        }
        if stoppedAfterWindow { text += "\n… the rest of the traces was not compared" }
        return text
    }

    /// A short name for a line: its type and what it is about, the type named
    /// once (`gesture "tap"`, `view "list"`, `touch 0`; `action gesture "drag"`
    /// where the key is not the type).
    static func headline(_ line: TraceLine) -> String {
        let type = line.type ?? "line"
        for key in TraceComparison.identityKeys {
            guard let value = line[key] else { continue }
            return key == type ? "\(type) \(value.jsonText)" : "\(type) \(key) \(value.jsonText)"
        }
        return type
    }
}
