internal import CYaml

/// The nesting limit of scene files, checked before the text is composed into
/// nodes: bounded from the bytes, or counted on libyaml's event stream.
///
/// Composing (Yams) and decoding (``ViewDescription``) recurse once per level
/// of nesting, so a file nested thousands of levels deep would overflow the
/// stack. libyaml's event parser itself keeps its state in heap stacks, so
/// reading the events is safe at any depth; the first collection that opens
/// deeper than ``maximumDepth`` stops the load with its line, column and key path.
package enum SceneNesting {
    /// The deepest nesting of mappings and lists a scene may have: 256. A view
    /// `n` levels below `root` has its mapping at depth `2n + 2` (the file's
    /// mapping, then a `subviews` list and a mapping a level) and its `frame`
    /// list one deeper, so views may nest 126 levels below `root`.
    static let maximumDepth = 256

    /// The message for a mapping or list that opens deeper than ``maximumDepth``.
    static let tooDeep = "nested deeper than \(maximumDepth) levels of mappings and lists, the most a scene or script may have"
    /// The message for an alias.
    static let aliasRefused = "aliases (*name) are not supported in a scene or script; write the node out where it is used"

    /// Throws if a mapping or list in `text` opens deeper than ``maximumDepth``.
    /// Syntax errors are left for the composer, which reports them in full.
    ///
    /// A file whose ``depthBound(_:)`` is within the limit is not parsed here at all; any other is
    /// parsed keeping only the depth, and only a file that is too deep is read again to name the
    /// key path in the error.
    ///
    /// Aliases (`*name`) are refused at their line and column: Yams composes an alias as the
    /// anchored node itself, so a chain of them nests views past any depth the text shows (a
    /// stack overflow in decoding) or multiplies a node without limit.
    package static func check(_ text: String, source: SceneNode.Source) throws(SceneError) {
        var text = text
        let refused = text.withUTF8 { (bytes) -> Bool in
            guard bytes.contains(UInt8(ascii: "*")) || depthBound(bytes) > maximumDepth else { return false }
            let survey = survey(bytes)
            return survey.deepest > maximumDepth || survey.hasAlias
        }
        guard refused else { return }
        try locateRefused(text, source: source)
    }

    /// An upper bound of the nesting depth libyaml finds in `bytes` (UTF-8), from the bytes alone,
    /// so that most scenes skip a second run of the event parser (it cost 41 M of the 305 M
    /// instructions of a replay of a tap against the 1,000-view scene, callgrind).
    ///
    /// Block collections: each one but an indentless sequence (`key:` then `- item` at the key's
    /// column) starts at a column greater than its parent block's, and an indentless sequence
    /// cannot hold another directly, so a chain of them is at most twice the columns a line
    /// has. Flow collections: each opens with `[` or `{` (a flow sequence may add one implicit
    /// `key: value` mapping per level), so at most twice the brackets open at that point. Closing
    /// brackets are counted only where libyaml cannot read them as text: not after `#` on the line
    /// (a comment), and not at all after the first quote, tag or block scalar indicator of the
    /// file (`'` `"` `!` `|` `>`, whose text may hold brackets); one in a block plain scalar can
    /// only meet a count already at zero, where it stops.
    static func depthBound(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var longestLine = 0
        var lineStart = 0
        var open = 0
        var mostOpen = 0
        var closesCount = true
        var inComment = false
        for offset in bytes.indices {
            switch bytes[offset] {
            case 0x0A:
                longestLine = max(longestLine, offset - lineStart)
                lineStart = offset + 1
                inComment = false
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                open += 1
                mostOpen = max(mostOpen, open)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if closesCount, !inComment, open > 0 { open -= 1 }
            case UInt8(ascii: "#"):
                inComment = true
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"):
                closesCount = false
            default:
                continue
            }
        }
        longestLine = max(longestLine, bytes.count - lineStart)
        return 2 * (longestLine + 1) + 2 * mostOpen
    }

    /// The deepest nesting of mappings and lists libyaml reads in `bytes`, up to a syntax error
    /// (it stops counting once past ``maximumDepth``), and whether it read an alias.
    static func survey(_ bytes: UnsafeBufferPointer<UInt8>) -> (deepest: Int, hasAlias: Bool) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return (0, false) }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        var depth = 0
        var deepest = 0
        var hasAlias = false
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return (deepest, hasAlias)
            case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                depth += 1
                deepest = max(deepest, depth)
                if depth > maximumDepth { return (deepest, hasAlias) }
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                depth -= 1
            case YAML_ALIAS_EVENT:
                hasAlias = true
            default:
                continue
            }
        }
        return (deepest, hasAlias)
    }

    /// Throws the error for the first alias, or mapping or list that opens deeper than ``maximumDepth``, in `text`, with its key path.
    private static func locateRefused(_ text: String, source: SceneNode.Source) throws(SceneError) {
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
                            path: Level.path(levels), message: tooDeep)
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
                    throw SceneError(
                        file: source.file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1,
                        path: Level.path(levels), message: aliasRefused)
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
