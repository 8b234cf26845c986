internal import CLibyaml

/// A scene file's YAML nodes, read from libyaml's event parser in one pass
/// and kept flat in document order: each collection is followed by its
/// subtree, and records where the subtree ends, so that its children are
/// found by jumping from one to the next.
///
/// Reading refuses, at their line and column, what would make decoding
/// unsafe: a mapping or list deeper than ``SceneNesting/maximumDepth`` (the
/// reader keeps its open collections in an array, so it does not recurse;
/// decoding does, once per level) and aliases (`*name`), which would let
/// a short file stand for an unbounded tree. Key paths are built only when
/// asked for (an error, a location kept in a description), sharing the
/// ancestors' as decoding goes through the file in order.
final class SceneDocument {
    /// What a node is.
    enum Kind: UInt8 {
        /// A scalar: plain, quoted or block text.
        case scalar
        /// A mapping: its children are key, value, key, value, …
        case mapping
        /// A list.
        case sequence
    }

    /// One node; 40 bytes (a file may hold millions).
    struct Node: Equatable {
        let kind: Kind
        /// Whether a scalar is written plain (not quoted, not a block scalar): only plain text is a number, a bool or null.
        let isPlain: Bool
        /// The length of `text` in UTF-8 bytes, at most `UInt16.max` (longer texts have that length
        /// too): keys are compared by length before their text, without reading the `String`.
        let textLength: UInt16
        /// The 1-based line and column (in characters) where the node starts.
        let line: Int32
        let column: Int32
        /// The index of the collection that holds the node; -1 for a document's root.
        let parent: Int32
        /// The node's place among its parent's children (a mapping's keys are even, its values odd).
        let position: Int32
        /// The index just past the node's subtree.
        var end: Int32
        /// A scalar's text; empty for a collection.
        let text: String

        /// A node from its parts (`textLength` follows from `text`).
        init(kind: Kind, isPlain: Bool, line: Int32, column: Int32, parent: Int32, position: Int32, end: Int32, text: String) {
            self.kind = kind
            self.isPlain = isPlain
            textLength = UInt16(clamping: text.utf8.count)
            self.line = line
            self.column = column
            self.parent = parent
            self.position = position
            self.end = end
            self.text = text
        }

        /// Whether the node's text is `key` (whose length in UTF-8 bytes is `keyLength`).
        @inline(__always)
        func hasText(_ key: String, length keyLength: UInt16) -> Bool {
            textLength == keyLength && text == key
        }
    }

    /// The file name and format, for errors.
    let source: SceneNode.Source
    /// Every node of the file, in document order; the first document's root first.
    let nodes: [Node]
    /// The key paths of the node last asked about and of its ancestors, outermost first.
    private var ancestorPaths: [(index: Int32, end: Int32, path: SceneKeyPath)] = []

    fileprivate init(source: SceneNode.Source, nodes: [Node]) {
        self.source = source
        self.nodes = nodes
    }

    /// Reads `text`; nil when the file holds no document at all.
    ///
    /// Text written in the plain subset of YAML that scenes use (``PlainYAMLScanner``) is read
    /// without libyaml; anything else, and every error, goes through libyaml's event parser,
    /// so that what a file is read as and how its errors are worded do not depend on the path.
    ///
    /// - Throws: ``SceneError`` for a syntax error (as libyaml words it, at its position), a second
    ///   document, nesting past the limit, or an alias.
    static func read(_ text: String, source: SceneNode.Source) throws(SceneError) -> SceneDocument? {
        var text = text
        if let nodes = text.withUTF8({ PlainYAMLScanner.nodes(of: $0) }) {
            #if TOUCHREPLAY_FUZZING
            // The scene harness (Fuzz/run scene) checks every input the scanner reads against libyaml.
            let libyaml = try? readWithLibyaml(text, source: source)
            precondition(libyaml?.nodes == nodes, "PlainYAMLScanner and libyaml read this scene differently")
            #endif
            return SceneDocument(source: source, nodes: nodes)
        }
        return try readWithLibyaml(text, source: source)
    }

    /// ``read(_:source:)`` through libyaml's event parser alone (tests compare the two paths).
    static func readWithLibyaml(_ text: String, source: SceneNode.Source) throws(SceneError) -> SceneDocument? {
        var bytes = Array(text.utf8)
        var reader = Reader(source: source)
        switch bytes.withUnsafeMutableBufferPointer({ reader.read($0) }) {
        case let .failure(error): throw error
        case let .success(nodes): return nodes.isEmpty ? nil : SceneDocument(source: source, nodes: nodes)
        }
    }

    /// The root of the first document (there is one whenever ``read(_:source:)`` returned a document).
    var root: SceneNode { SceneNode(document: self, index: 0) }
}

extension SceneDocument {
    /// One pass of libyaml's event parser over a file.
    fileprivate struct Reader {
        let source: SceneNode.Source
        var list = SceneNodeList()

        /// One pass of libyaml's event parser over a file.
        mutating func read(_ bytes: UnsafeMutableBufferPointer<UInt8>) -> Result<[Node], SceneError> {
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return .failure(syntaxError(parser)) }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var documents = 0
            // A scene is one document: where a second one starts, reported once nothing else is wrong.
            var secondDocument: (line: Int, column: Int)?
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return .failure(secondDocument.map(anotherDocument) ?? syntaxError(parser))
                }
                defer { yaml_event_delete(&event) }
                let line = Int32(truncatingIfNeeded: event.start_mark.line + 1)
                let column = Int32(truncatingIfNeeded: event.start_mark.column + 1)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return secondDocument.map { .failure(anotherDocument($0)) } ?? .success(list.nodes)
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents == 2 { secondDocument = (Int(line), Int(column)) }
                case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                    guard list.depth < SceneNesting.maximumDepth else {
                        return .failure(refusal(SceneNesting.tooDeep, line, column))
                    }
                    list.open(event.type == YAML_MAPPING_START_EVENT ? .mapping : .sequence, line: line, column: column)
                case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                    list.close()
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                    list.scalar(text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE, line: line, column: column)
                case YAML_ALIAS_EVENT:
                    return .failure(refusal(SceneNesting.aliasRefused, line, column))
                default:
                    continue
                }
            }
        }

        /// libyaml's own words for why it stopped, at the position it names (a reader error has none).
        private func syntaxError(_ parser: yaml_parser_t) -> SceneError {
            let problem = parser.error == YAML_MEMORY_ERROR ? "Memory error" : parser.problem.map { String(cString: $0) } ?? "Memory error"
            let hasMark = parser.error == YAML_SCANNER_ERROR || parser.error == YAML_PARSER_ERROR
            return SceneError(
                file: source.file, line: hasMark ? Int(parser.problem_mark.line) + 1 : nil,
                column: hasMark ? Int(parser.problem_mark.column) + 1 : nil, path: "",
                message: "\(source.format) syntax error: \(problem)")
        }

        private func anotherDocument(_ mark: (line: Int, column: Int)) -> SceneError {
            SceneError(file: source.file, line: mark.line, column: mark.column, path: "",
                       message: "\(source.format) syntax error: but found another document")
        }

        /// The error for a refused collection or alias about to take the next place in the innermost open collection.
        private func refusal(_ message: String, _ line: Int32, _ column: Int32) -> SceneError {
            let (parent, position) = list.nextPlace
            let read = SceneDocument(source: source, nodes: list.nodes)
            let path = parent < 0 ? "" : read.step(parent: parent, position: position, keyNode: Int32(list.nodes.count) - 1, scalarText: nil).description
            return SceneError(file: source.file, line: Int(line), column: Int(column), path: path, message: message)
        }
    }
}

extension SceneDocument {
    /// The key path of node `index`, such as `root.subviews[2].gestures[0]`: a scalar key's path
    /// ends with the key, a value's with its key when that is a scalar, an element's with its index.
    func keyPath(of index: Int) -> SceneKeyPath {
        // Worked on as a local array: one exclusive access to the property instead of one per use.
        var ancestors = ancestorPaths
        ancestorPaths = []
        defer { ancestorPaths = ancestors }
        return keyPath(of: Int32(index), ancestors: &ancestors)
    }

    /// Decoding asks in document order, so the paths kept are those of the last node asked
    /// about and its ancestors, outermost first: those whose subtree does not hold this node go.
    private func keyPath(of index: Int32, ancestors: inout [(index: Int32, end: Int32, path: SceneKeyPath)]) -> SceneKeyPath {
        while let last = ancestors.last, !(last.index <= index && index < last.end) {
            ancestors.removeLast()
        }
        if let last = ancestors.last, last.index == index { return last.path }
        let parent = nodes[Int(index)].parent
        let path: SceneKeyPath
        if parent >= 0 {
            // Recursion as deep as the nesting, which reading bounded.
            let parentPath = keyPath(of: parent, ancestors: &ancestors)
            let isScalar = nodes[Int(index)].kind == .scalar
            path = step(parent: parent, position: nodes[Int(index)].position, keyNode: index - 1,
                        scalarText: isScalar ? nodes[Int(index)].text : nil, from: parentPath)
        } else {
            path = SceneKeyPath("")
        }
        ancestors.append((index, nodes[Int(index)].end, path))
        return path
    }

    /// The path of a child at `position` of `parent`; `keyNode` is the node just before it
    /// (a value's key when that is a scalar), `scalarText` the child's text if it is a scalar.
    fileprivate func step(parent: Int32, position: Int32, keyNode: Int32, scalarText: String?,
                      from parentPath: SceneKeyPath? = nil) -> SceneKeyPath {
        let parentPath = parentPath ?? keyPath(of: Int(parent))
        switch nodes[Int(parent)].kind {
        case .sequence:
            return SceneKeyPath(parentPath, .index(Int(position)))
        case .mapping where position % 2 == 0:
            guard let scalarText else { return parentPath }
            return SceneKeyPath(parentPath, .key(scalarText))
        case .mapping:
            let key = nodes[Int(keyNode)]
            guard key.kind == .scalar, key.parent == parent else { return parentPath }
            return SceneKeyPath(parentPath, .key(key.text))
        case .scalar:
            return parentPath
        }
    }
}
