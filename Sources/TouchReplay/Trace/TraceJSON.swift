import OutputFiles

/// JSON text of strings and generic values, over OutputFiles' `ByteWriter`:
/// what the record writer (``TraceRecord/writeJSON(to:)``) uses for its strings
/// and a hit-test step's result, and how a ``TraceValue`` or ``TraceLine`` (a
/// line as `check` reads it) is shown in a diff.
enum TraceJSON {
    /// The most bytes `text` takes as a JSON string (`null` for nil).
    static func bound(_ text: String?) -> Int {
        guard let text else { return 4 }
        return 6 * text.utf8.count + 2
    }

    /// The most bytes `value` takes as JSON text.
    static func bound(_ value: TraceValue) -> Int {
        switch value {
        case .null, .bool: 5
        case .number: ByteWriter.numberBound
        case let .string(text): bound(text)
        case let .array(values): values.reduce(2) { $0 + bound($1) + 1 }
        case let .object(line): bound(line)
        }
    }

    /// The most bytes `line` takes as JSON text.
    static func bound(_ line: TraceLine) -> Int {
        line.fields.reduce(2) { $0 + bound($1.key) + bound($1.value) + 2 }
    }

    /// Appends `text` as a JSON string, or `null`.
    static func append(_ text: String?, to out: inout ByteWriter) {
        if let text { out.appendJSONString(text) } else { out.append("null") }
    }

    /// Appends `value` as compact JSON text: numbers in their shortest form
    /// (`ByteWriter.append(number:)`), object keys in their order.
    static func append(_ value: TraceValue, to out: inout ByteWriter) {
        switch value {
        case .null: out.append("null")
        case let .bool(flag): out.append(flag ? "true" : "false")
        case let .number(number): out.append(number: number)
        case let .string(text): out.appendJSONString(text)
        case let .array(values):
            out.append("[")
            for (index, element) in values.enumerated() {
                if index > 0 { out.append(",") }
                append(element, to: &out)
            }
            out.append("]")
        case let .object(line): append(line, to: &out)
        }
    }

    /// Appends `line` as a compact JSON object.
    static func append(_ line: TraceLine, to out: inout ByteWriter) {
        out.append("{")
        for (index, field) in line.fields.enumerated() {
            if index > 0 { out.append(",") }
            out.appendJSONString(field.key)
            out.append(":")
            append(field.value, to: &out)
        }
        out.append("}")
    }
}
