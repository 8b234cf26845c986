/// A YAML node being decoded: a place in its ``SceneDocument``; every
/// accessor throws a ``SceneError`` at the node's position and key path.
package struct SceneNode {
    /// The file name and format, shared by every node of one file.
    package struct Source {
        let file: String
        /// "JSON" or "YAML", as detected from the text, for syntax errors.
        let format: String

        /// The file, and the syntax its errors are reported in.
        package init(file: String, format: String) {
            self.file = file
            self.format = format
        }
    }

    let document: SceneDocument
    /// The node's index in the document's nodes.
    let index: Int

    /// What the node is.
    var kind: SceneDocument.Kind { document.nodes[index].kind }

    /// The node's key path (joined into text only when asked for: errors, printed locations).
    var keyPath: SceneKeyPath { document.keyPath(of: index) }

    /// The key path, such as `root.subviews[2].gestures[0]`.
    var path: String { keyPath.description }

    var location: SceneLocation {
        SceneLocation(line: Int(document.nodes[index].line), column: Int(document.nodes[index].column), keyPath: keyPath)
    }

    func error(_ message: String) -> SceneError {
        SceneError(file: document.source.file, line: Int(document.nodes[index].line), column: Int(document.nodes[index].column),
                   path: path, message: message)
    }

    /// A scalar's text; empty for a collection.
    private var text: String { document.nodes[index].text }

    /// Whether the node is a scalar written plain.
    private var isPlainScalar: Bool { document.nodes[index].kind == .scalar && document.nodes[index].isPlain }

    /// A short name for the node's kind, for type errors.
    var kindName: String {
        switch kind {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar: isNull ? "nothing (null)" : "\"\(text)\""
        }
    }

    private var isNull: Bool {
        guard isPlainScalar else { return false }
        let text = self.text
        // Most scalars are not null: their first byte tells without comparing text.
        switch text.utf8.first {
        case nil: return true
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"): return text == "~" || text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
    }

    func mapping(allowing keys: [String]) throws(SceneError) -> SceneMapping {
        guard kind == .mapping else { throw error("expected a mapping, got \(kindName)") }
        var mapping = SceneMapping(owner: self)
        var keyLengths: UInt64 = 0
        for (checked, entry) in mapping.enumerated() {
            // A key that is not a scalar has its mapping's key path.
            guard entry.keyNode.kind == .scalar else { throw entry.keyNode.error("keys must be plain names") }
            // The key's length and, for a key of the same length only, its text (not a copy of the node).
            let length = document.nodes[entry.keyNode.index].textLength
            guard keys.contains(where: { UInt16(clamping: $0.utf8.count) == length && document.nodes[entry.keyNode.index].text == $0 }) else {
                let key = entry.key
                var message = "unknown key \"\(key)\""
                if let suggestion = SceneNode.closest(to: key, in: keys) { message += " (did you mean \"\(suggestion)\"?)" }
                throw entry.keyNode.error(message)
            }
            // Only allowed keys, none twice, come before: at most `keys.count` of them; none if no key so long came before.
            let lengthBit = SceneMapping.lengthBit(length)
            guard keyLengths & lengthBit == 0
                || !mapping.prefix(checked).contains(where: { document.nodes[entry.keyNode.index].hasText($0.key, length: document.nodes[$0.keyNode.index].textLength) }) else {
                throw entry.keyNode.error("duplicate key \"\(entry.key)\"")
            }
            keyLengths |= lengthBit
        }
        mapping.keyLengths = keyLengths
        return mapping
    }

    func sequence() throws(SceneError) -> SceneElements {
        guard kind == .sequence else { throw error("expected a list, got \(kindName)") }
        return SceneElements(owner: self)
    }

    func string() throws(SceneError) -> String {
        guard kind == .scalar, !isNull, !text.isEmpty else {
            throw error("expected a name, got \(kindName)")
        }
        return text
    }

    /// The largest magnitude of a number in a scene: 10^9. Coordinates, sizes and
    /// times that large still add and multiply to finite values, so nothing the
    /// engine computes from a scene becomes infinite (or `null` in a trace).
    static let maximumMagnitude = 1e9

    func double() throws(SceneError) -> Double {
        guard isPlainScalar, !isNull, let value = SceneNumber.double(text), value.isFinite else {
            throw error("expected a number, got \(kindName)")
        }
        guard abs(value) <= Self.maximumMagnitude else {
            throw error("numbers in a scene are between -1000000000 and 1000000000, got \(text)")
        }
        return value
    }

    func int() throws(SceneError) -> Int {
        guard isPlainScalar, let value = Int(text) else {
            throw error("expected a whole number, got \(kindName)")
        }
        return value
    }

    func bool() throws(SceneError) -> Bool {
        guard isPlainScalar else { throw error("expected true or false, got \(kindName)") }
        switch text {
        case "true": return true
        case "false": return false
        default: throw error("expected true or false, got \(kindName)")
        }
    }

    /// A list of exactly `count` numbers, described as `shape` in errors (e.g. "[x, y, width, height]").
    func numbers(_ count: Int, _ shape: String) throws(SceneError) -> [Double] {
        guard kind == .sequence, SceneElements(owner: self).count(upTo: count + 1) == count else {
            throw error("expected \(count) numbers \(shape), got \(kindName)")
        }
        var values: [Double] = []
        values.reserveCapacity(count)
        for element in SceneElements(owner: self) { values.append(try element.double()) }
        return values
    }

    /// The candidate within edit distance 2 of `word`, if any (the first of the closest).
    static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= 2, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

/// A mapping's entries, read in place from its document: key, value, key, value.
struct SceneMapping: Sequence {
    /// One key and its value.
    struct Entry {
        /// The key's text (empty when the key is not a scalar).
        var key: String { keyNode.document.nodes[keyNode.index].text }
        /// The key itself, for errors about the key.
        let keyNode: SceneNode
        let value: SceneNode
    }

    /// The entries in file order.
    struct Iterator: IteratorProtocol {
        let document: SceneDocument
        var upcoming: Int
        let end: Int

        mutating func next() -> Entry? {
            guard upcoming < end else { return nil }
            let key = upcoming
            let value = Int(document.nodes[key].end)
            upcoming = Int(document.nodes[value].end)
            return Entry(keyNode: SceneNode(document: document, index: key), value: SceneNode(document: document, index: value))
        }
    }

    let owner: SceneNode
    /// The lengths of the mapping's keys as ``lengthBit(_:)`` marks them, once
    /// ``SceneNode/mapping(allowing:)`` has read them; every bit until then. A decoder looks up
    /// each key a mapping may have, most of them absent: a key of a length no key has is
    /// absent without a look at the keys (the gesture decoder's 13 lookups for 2 keys).
    fileprivate(set) var keyLengths = UInt64.max

    init(owner: SceneNode) {
        self.owner = owner
    }

    /// The bit that stands for keys `length` bytes long (the last bit for 63 bytes and more).
    static func lengthBit(_ length: UInt16) -> UInt64 {
        1 << Swift.min(UInt64(length), 63)
    }

    func makeIterator() -> Iterator {
        Iterator(document: owner.document, upcoming: owner.index + 1, end: Int(owner.document.nodes[owner.index].end))
    }

    /// The value of `key`, if the mapping has it (the first, if twice: only before ``SceneNode/mapping(allowing:)`` checked).
    subscript(key: String) -> SceneNode? {
        let keyLength = UInt16(clamping: key.utf8.count)
        guard keyLengths & Self.lengthBit(keyLength) != 0 else { return nil }
        return owner.document.nodes.withUnsafeBufferPointer { (nodes) -> SceneNode? in
            var keyIndex = owner.index + 1
            let end = Int(nodes[owner.index].end)
            while keyIndex < end {
                let valueIndex = Int(nodes[keyIndex].end)
                // Lengths are compared first, without reading the text (a mapping is looked up for each key it may have).
                if nodes[keyIndex].hasText(key, length: keyLength) {
                    return SceneNode(document: owner.document, index: valueIndex)
                }
                keyIndex = Int(nodes[valueIndex].end)
            }
            return nil
        }
    }

    func required(_ key: String) throws(SceneError) -> SceneNode {
        guard let value = self[key] else { throw owner.error("missing key \"\(key)\"") }
        return value
    }
}

/// A list's elements, read in place from its document.
struct SceneElements: Sequence {
    /// The elements in file order.
    struct Iterator: IteratorProtocol {
        let document: SceneDocument
        var upcoming: Int
        let end: Int

        mutating func next() -> SceneNode? {
            guard upcoming < end else { return nil }
            let element = upcoming
            upcoming = Int(document.nodes[element].end)
            return SceneNode(document: document, index: element)
        }
    }

    let owner: SceneNode

    func makeIterator() -> Iterator {
        Iterator(document: owner.document, upcoming: owner.index + 1, end: Int(owner.document.nodes[owner.index].end))
    }

    /// The number of elements, counting no further than `limit`.
    func count(upTo limit: Int) -> Int {
        var count = 0
        var elements = makeIterator()
        while count < limit, elements.next() != nil { count += 1 }
        return count
    }
}
