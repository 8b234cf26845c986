internal import CYaml

/// The nesting limit of scene files, checked on libyaml's event stream before
/// the text is composed into nodes.
///
/// Composing (Yams) and decoding (``ViewDescription``) recurse once per level
/// of nesting, so a file nested thousands of levels deep would overflow the
/// stack. libyaml's event parser itself keeps its state in heap stacks, so
/// reading the events is safe at any depth; the first collection that opens
/// deeper than ``maximumDepth`` stops the load with its line, column and key path.
enum SceneNesting {
    /// The deepest nesting of mappings and lists a scene may have: 256. A view
    /// `n` levels below `root` has its mapping at depth `2n + 2` (the file's
    /// mapping, then a `subviews` list and a mapping a level) and its `frame`
    /// list one deeper, so views may nest 126 levels below `root`.
    static let maximumDepth = 256

    /// Throws if a mapping or list in `text` opens deeper than ``maximumDepth``.
    /// Syntax errors are left for the composer, which reports them in full.
    ///
    /// The events are counted first, keeping only the depth; only a file that is too deep is read
    /// again to name the key path in the error (every scene that loads is read once here).
    static func check(_ text: String, source: SceneNode.Source) throws(SceneError) {
        var text = text
        guard text.withUTF8({ opensTooDeep($0) }) else { return }
        try locateTooDeep(text, source: source)
    }

    /// Whether a mapping or list in `bytes` opens deeper than ``maximumDepth`` (false on a syntax error).
    private static func opensTooDeep(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return false }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        var depth = 0
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return false
            case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                guard depth < maximumDepth else { return true }
                depth += 1
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                depth -= 1
            default:
                continue
            }
        }
        return false
    }

    /// Throws the error for the first mapping or list in `text` that opens deeper than ``maximumDepth``, with its key path.
    private static func locateTooDeep(_ text: String, source: SceneNode.Source) throws(SceneError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var utf8 = Array(text.utf8)
        try utf8.withUnsafeMutableBufferPointer { (bytes) throws(SceneError) in
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var levels: [Level] = []
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return
                case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                    guard levels.count < maximumDepth else {
                        throw SceneError(
                            file: source.file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1,
                            path: Level.path(levels),
                            message: "nested deeper than \(maximumDepth) levels of mappings and lists, the most a scene or script may have")
                    }
                    levels.append(event.type == YAML_MAPPING_START_EVENT ? .mapping(key: nil) : .sequence(index: 0))
                case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                    levels.removeLast()
                    Level.finishNode(&levels)
                case YAML_SCALAR_EVENT:
                    if case .mapping(key: nil) = levels.last {
                        let scalar = event.data.scalar
                        let key = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                        levels[levels.count - 1] = .mapping(key: key)
                    } else {
                        Level.finishNode(&levels)
                    }
                case YAML_ALIAS_EVENT:
                    Level.finishNode(&levels)
                default:
                    continue
                }
            }
        }
    }

    /// An open collection and where its next node goes.
    private enum Level {
        /// A mapping; `key` is the key whose value comes next (nil while a key is expected).
        case mapping(key: String?)
        /// A list; `index` is the next element's.
        case sequence(index: Int)

        /// Moves the innermost collection past the node that just ended.
        static func finishNode(_ levels: inout [Level]) {
            switch levels.last {
            case .mapping(key: .some): levels[levels.count - 1] = .mapping(key: nil)
            case let .sequence(index): levels[levels.count - 1] = .sequence(index: index + 1)
            case .mapping(key: nil), nil: break
            }
        }

        /// The key path of the node about to open, such as `root.subviews[0]` (built only for the error).
        static func path(_ levels: [Level]) -> String {
            var path = ""
            for level in levels {
                switch level {
                case let .mapping(key?): path += path.isEmpty ? key : "." + key
                case let .sequence(index): path += "[\(index)]"
                case .mapping(key: nil): break
                }
            }
            return path
        }
    }
}
