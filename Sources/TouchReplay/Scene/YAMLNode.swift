/// A node of a YAML file read by the scene reader (``SceneDocument``), for the
/// tools' own files (`synth` scripts, `check`'s `case.yml`): one reader for
/// every YAML file the project takes, with the same nesting and alias limits,
/// the same positions and the same numbers as scenes. Its accessors answer nil
/// where the node is not what is asked, so that each tool words its own errors.
package struct YAMLNode {
    private let document: SceneDocument
    private let index: Int

    private init(document: SceneDocument, index: Int) {
        self.document = document
        self.index = index
    }

    /// The root of `text`'s one document; nil when the text holds none.
    ///
    /// - Throws: ``SceneError`` for a syntax error, a second document, nesting
    ///   deeper than scenes may have, or an alias, at its line and column in `file`.
    package static func read(_ text: String, file: String) throws(SceneError) -> YAMLNode? {
        guard let document = try SceneDocument.read(text, source: SceneNode.Source(file: file, format: "YAML")) else { return nil }
        return YAMLNode(document: document, index: 0)
    }

    private var node: SceneDocument.Node { document.nodes[index] }

    /// The 1-based line where the node starts.
    package var line: Int { Int(node.line) }
    /// The 1-based column where the node starts.
    package var column: Int { Int(node.column) }

    /// Whether the node is a scalar (text, a number, …), not a mapping or a list.
    private var isScalar: Bool { node.kind == .scalar }

    /// A scalar's text, however it is written; nil for a mapping or a list.
    package var string: String? { isScalar ? node.text : nil }

    /// A plain scalar read as a number as scenes read them (`SceneNumber`: what `Double(text)` reads); nil otherwise.
    package var double: Double? { isScalar && node.isPlain ? SceneNumber.double(node.text) : nil }

    /// A plain scalar that is a whole number; nil otherwise.
    package var int: Int? { isScalar && node.isPlain ? Int(node.text) : nil }

    /// A plain `true` or `false`, as scenes write them; nil otherwise.
    package var bool: Bool? {
        guard isScalar, node.isPlain else { return nil }
        switch node.text {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// A list's elements in file order; nil for anything else.
    package var sequence: [YAMLNode]? {
        guard node.kind == .sequence else { return nil }
        return children.map { YAMLNode(document: document, index: $0) }
    }

    /// A mapping's keys and values in file order; nil for anything else.
    package var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        guard node.kind == .mapping else { return nil }
        let indices = children
        return stride(from: 0, to: indices.count - 1, by: 2).map {
            (key: YAMLNode(document: document, index: indices[$0]), value: YAMLNode(document: document, index: indices[$0 + 1]))
        }
    }

    /// The indices of a collection's children: each follows the subtree of the one before.
    private var children: [Int] {
        var indices: [Int] = []
        var child = index + 1
        while child < Int(node.end) {
            indices.append(child)
            child = Int(document.nodes[child].end)
        }
        return indices
    }
}

extension FileError {
    /// A YAML file's reading error (``YAMLNode/read(_:file:)``) as a file error at the same place.
    package init(yaml error: SceneError) {
        self.init(path: error.file, line: error.line, column: error.column,
                  message: error.path.isEmpty ? error.message : "\(error.path): \(error.message)")
    }
}
