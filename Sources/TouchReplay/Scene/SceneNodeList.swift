/// The flat node list of a ``SceneDocument`` as it is built, from libyaml's events or from
/// ``PlainYAMLScanner``'s: the same calls in the same order give the same nodes.
struct SceneNodeList {
    /// The nodes so far, in document order.
    private(set) var nodes: [SceneDocument.Node] = []
    /// The open collections, innermost last, with the number of children each has so far.
    private var openCollections: [(index: Int32, children: Int32)] = []

    /// An empty list.
    init() {}

    /// An empty list with room for `capacity` nodes.
    init(capacity: Int) {
        nodes.reserveCapacity(capacity)
    }

    /// How many collections are open.
    var depth: Int { openCollections.count }

    /// Where the next node goes: the innermost open collection (-1 for a document's root) and the place in it.
    var nextPlace: (parent: Int32, position: Int32) {
        (openCollections.last?.index ?? -1, openCollections.last?.children ?? 0)
    }

    /// A mapping or list starts at `line`, `column` (1-based).
    mutating func open(_ kind: SceneDocument.Kind, line: Int32, column: Int32) {
        let (parent, position) = nextPlace
        if !openCollections.isEmpty { openCollections[openCollections.count - 1].children += 1 }
        openCollections.append((Int32(nodes.count), 0))
        nodes.append(SceneDocument.Node(kind: kind, isPlain: false, line: line, column: column,
                                        parent: parent, position: position, end: 0, text: ""))
    }

    /// The innermost open collection ends.
    mutating func close() {
        let closed = openCollections.removeLast()
        nodes[Int(closed.index)].end = Int32(nodes.count)
    }

    /// A scalar at `line`, `column` (1-based).
    mutating func scalar(_ text: String, isPlain: Bool, line: Int32, column: Int32) {
        let (parent, position) = nextPlace
        if !openCollections.isEmpty { openCollections[openCollections.count - 1].children += 1 }
        nodes.append(SceneDocument.Node(kind: .scalar, isPlain: isPlain, line: line, column: column,
                                        parent: parent, position: position, end: Int32(nodes.count + 1), text: text))
    }
}
