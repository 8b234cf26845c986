import OutputFiles

/// A string numbered in a ``TraceNames`` table: how a replay's file writer
/// (``TraceEntry``) carries ids and names to the line writers without
/// copying or reference-counting a `String` per line.
struct TraceName: Hashable, Sendable {
    let number: Int32
}

/// The strings of a replay's trace lines, by number, each also kept as the JSON
/// string (quotes and escapes included) that trace lines write.
///
/// A class: the file writer's output holds its table in a constant (``TraceLineOutput``), so
/// that a line reads it without copying (a copy of three arrays cost each gesture line three
/// reference-count pairs, docs/performance.md).
/// Its properties skip the run-time exclusivity check: only its two `add` methods change them, and no read calls either.
final class TraceNames {
    private(set) var strings: [String] = []
    /// The JSON strings, one after the other (flat: writing one copies bytes, retaining nothing per name),
    /// and 16 zero bytes, so that a short one is copied as two words (`ByteWriter.append(_:from:to:)`).
    @exclusivity(unchecked) private var jsonBytes = [UInt8](repeating: 0, count: 16)
    /// Where each JSON string starts in ``jsonBytes``, and its end last.
    @exclusivity(unchecked) private var jsonStarts: [Int] = [0]

    /// The most bytes any name takes as a JSON string, or `null` (4): a line's
    /// reservation counts this for each of its strings, without looking them up.
    @exclusivity(unchecked) private(set) var longestJSON = 4

    /// The string `name` stands for.
    subscript(name: TraceName) -> String { strings[Int(name.number)] }

    /// Adds `string` (even if it is already there) and answers its name.
    func add(_ string: String) -> TraceName {
        let json = ByteWriter.string(maximum: TraceJSON.bound(string)) { $0.appendJSONString(string) }
        longestJSON = max(longestJSON, json.utf8.count)
        return append(string, bytes: json)
    }

    /// Adds `bytes` as they are, not as a JSON string, and answers their name: a piece of a
    /// line that a writer copies whole (a gesture line's head, ``TraceJSONLine/gesture(time:head:location:touches:values:reason:by:_:to:)``). It does not count in ``longestJSON``.
    func add(verbatim bytes: String) -> TraceName {
        append(bytes, bytes: bytes)
    }

    /// Keeps `string` and its `bytes` (before the 16 zero bytes of padding) under the next name.
    private func append(_ string: String, bytes: String) -> TraceName {
        strings.append(string)
        jsonBytes.removeLast(16)
        jsonBytes.append(contentsOf: bytes.utf8)
        jsonStarts.append(jsonBytes.count)
        jsonBytes.append(contentsOf: repeatElement(0, count: 16))
        return TraceName(number: Int32(strings.count - 1))
    }

    /// The length of `name` as a JSON string.
    @inline(__always)
    func jsonLength(_ name: TraceName) -> Int {
        let i = Int(name.number)
        return jsonStarts[i + 1] &- jsonStarts[i]
    }

    /// Appends `name` as a JSON string.
    @inline(__always)
    func write(_ name: TraceName, to out: inout ByteWriter) {
        let i = Int(name.number)
        out.append(jsonBytes, from: jsonStarts[i], to: jsonStarts[i + 1])
    }
}

/// A string a trace line writes: a `String` (a ``TraceRecord``'s), or a
/// ``TraceName`` (a ``TraceEntry``'s). The line writers
/// (``TraceJSONLine``) are generic over it, so both are written by the same code.
protocol TraceText {
    /// The most bytes it takes as a JSON string (`names`: the table of a ``TraceName``; nil for a `String`).
    func jsonBound(_ names: TraceNames?) -> Int
    /// Appends it as a JSON string (`names`: the table of a ``TraceName``; nil for a `String`).
    func writeJSON(to out: inout ByteWriter, _ names: TraceNames?)
}

extension String: TraceText {
    func jsonBound(_ names: TraceNames?) -> Int { TraceJSON.bound(self) }
    func writeJSON(to out: inout ByteWriter, _ names: TraceNames?) { out.appendJSONString(self) }
}

extension TraceName: TraceText {
    @inline(__always)
    func jsonBound(_ names: TraceNames?) -> Int { names!.jsonLength(self) }
    @inline(__always)
    func writeJSON(to out: inout ByteWriter, _ names: TraceNames?) { names!.write(self, to: &out) }
}

extension Optional where Wrapped: TraceText {
    /// The most bytes it takes as a JSON string or `null`.
    func jsonBound(_ names: TraceNames?) -> Int { self?.jsonBound(names) ?? 4 }
    /// Appends it as a JSON string, or `null`.
    @inline(__always)
    func writeJSON(to out: inout ByteWriter, _ names: TraceNames?) {
        if let text = self { text.writeJSON(to: &out, names) } else { out.append("null") }
    }
}
