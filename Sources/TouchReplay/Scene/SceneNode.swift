import Yams

/// A YAML node being decoded, with its key path and the file it came from;
/// every accessor throws a ``SceneError`` at the node's position.
struct SceneNode {
    /// The file name and format, shared by every node of one file.
    struct Source {
        let file: String
        /// "JSON" or "YAML", as detected from the text, for syntax errors.
        let format: String
    }

    let node: Node
    let source: Source
    /// The node's key path, joined into text only when asked for (errors, printed locations).
    let keyPath: SceneKeyPath

    /// A node whose key path is `path` (the top of a file: `""`).
    init(node: Node, path: String, source: Source) {
        self.init(node: node, keyPath: SceneKeyPath(path), source: source)
    }

    private init(node: Node, keyPath: SceneKeyPath, source: Source) {
        self.node = node
        self.keyPath = keyPath
        self.source = source
    }

    /// The key path, such as `root.subviews[2].gestures[0]`.
    var path: String { keyPath.description }

    var location: SceneLocation {
        SceneLocation(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, keyPath: keyPath)
    }

    func error(_ message: String) -> SceneError {
        SceneError(file: source.file, line: node.mark?.line, column: node.mark?.column, path: path, message: message)
    }

    /// A short name for the node's kind, for type errors.
    var kindName: String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar:
            if isNull { "nothing (null)" } else { "\"\(node.string ?? "")\"" }
        }
    }

    private var isNull: Bool {
        guard case let .scalar(scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    func mapping(allowing keys: [String]) throws(SceneError) -> SceneMapping {
        guard case let .mapping(mapping) = node else { throw error("expected a mapping, got \(kindName)") }
        var entries: [SceneMapping.Entry] = []
        for (keyNode, value) in mapping {
            guard case .scalar = keyNode, let key = keyNode.string else {
                throw SceneNode(node: keyNode, keyPath: keyPath, source: source).error("keys must be plain names")
            }
            let keyAtPath = SceneNode(node: keyNode, keyPath: SceneKeyPath(keyPath, .key(key)), source: source)
            guard keys.contains(key) else {
                var message = "unknown key \"\(key)\""
                if let suggestion = SceneNode.closest(to: key, in: keys) { message += " (did you mean \"\(suggestion)\"?)" }
                throw keyAtPath.error(message)
            }
            guard !entries.contains(where: { $0.key == key }) else { throw keyAtPath.error("duplicate key \"\(key)\"") }
            entries.append(SceneMapping.Entry(
                key: key, keyNode: keyAtPath, value: SceneNode(node: value, keyPath: keyAtPath.keyPath, source: source)))
        }
        return SceneMapping(owner: self, entries: entries)
    }

    func sequence() throws(SceneError) -> [SceneNode] {
        guard case let .sequence(sequence) = node else { throw error("expected a list, got \(kindName)") }
        return sequence.enumerated().map { SceneNode(node: $1, keyPath: SceneKeyPath(keyPath, .index($0)), source: source) }
    }

    func string() throws(SceneError) -> String {
        guard case .scalar = node, !isNull, let text = node.string, !text.isEmpty else {
            throw error("expected a name, got \(kindName)")
        }
        return text
    }

    /// The largest magnitude of a number in a scene: 10^9. Coordinates, sizes and
    /// times that large still add and multiply to finite values, so nothing the
    /// engine computes from a scene becomes infinite (or `null` in a trace).
    static let maximumMagnitude = 1e9

    func double() throws(SceneError) -> Double {
        guard case let .scalar(scalar) = node, scalar.style == .plain, !isNull,
              let value = Double(scalar.string), value.isFinite else {
            throw error("expected a number, got \(kindName)")
        }
        guard abs(value) <= Self.maximumMagnitude else {
            throw error("numbers in a scene are between -1000000000 and 1000000000, got \(scalar.string)")
        }
        return value
    }

    func int() throws(SceneError) -> Int {
        guard case let .scalar(scalar) = node, scalar.style == .plain, let value = Int(scalar.string) else {
            throw error("expected a whole number, got \(kindName)")
        }
        return value
    }

    func bool() throws(SceneError) -> Bool {
        guard case let .scalar(scalar) = node, scalar.style == .plain else { throw error("expected true or false, got \(kindName)") }
        switch scalar.string {
        case "true": return true
        case "false": return false
        default: throw error("expected true or false, got \(kindName)")
        }
    }

    /// A list of exactly `count` numbers, described as `shape` in errors (e.g. "[x, y, width, height]").
    func numbers(_ count: Int, _ shape: String) throws(SceneError) -> [Double] {
        guard case let .sequence(sequence) = node, sequence.count == count else {
            throw error("expected \(count) numbers \(shape), got \(kindName)")
        }
        var values: [Double] = []
        for element in try self.sequence() { values.append(try element.double()) }
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

/// The checked entries of a mapping: only allowed keys, none twice.
struct SceneMapping {
    /// One key and its value.
    struct Entry {
        let key: String
        /// The key itself, for errors about the key.
        let keyNode: SceneNode
        let value: SceneNode
    }

    let owner: SceneNode
    let entries: [Entry]

    subscript(key: String) -> SceneNode? { entries.first { $0.key == key }?.value }

    func required(_ key: String) throws(SceneError) -> SceneNode {
        guard let value = self[key] else { throw owner.error("missing key \"\(key)\"") }
        return value
    }
}
