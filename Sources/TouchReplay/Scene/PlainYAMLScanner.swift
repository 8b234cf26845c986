/// Reads the plain subset of YAML that scene files are written in into a ``SceneNodeList``,
/// without libyaml, or gives up (nil) at the first thing outside it, leaving the whole file to
/// libyaml: its nodes, its errors, its refusals. The subset is what libyaml reads without
/// doubt and the same way: it took 41 M of the 82 M instructions that loading the benchmark's
/// 1,000-view scene cost (callgrind), and this reads it in a few.
///
/// The subset, in printable ASCII and line feeds only (no tab, no carriage return; comments may
/// hold any character libyaml reads):
/// * block mappings `key: value` and block lists `- value`, one entry a line, each collection
///   at one column, a list under a key at the key's column or deeper, a mapping opened after
///   `- ` (`- id: a`);
/// * keys of letters, digits and `_`; values: plain scalars of letters, digits and `_ . + -`
///   (not starting with `-` and a space), quoted scalars on one line without escapes (`"a b"`,
///   `'a b'`), and flow collections on one line (`[1, 2]`, `{id: a, kind: tap}`, nested);
/// * comments (`# …` on a line of its own or after a space) and blank lines;
/// * or, instead of the block mapping at the top, one flow collection that is the whole document
///   and may run over several lines: JSON (`{"screen": {"size": [800, 480]}, …}`, the
///   benchmark's scene), with keys quoted or plain in its mappings (a quoted key may have
///   spaces before its `:` and its value right after it, as `JSONEncoder` and `json.dumps`
///   write them). A line break may come wherever a space may, but between a key and its `:`.
///
/// Anything else (document markers, directives, tags, anchors, aliases, block scalars,
/// complex keys, empty values, a scalar over several lines, unusual indentation, a file with no
/// entry, a comment in a flow document) gives up. `PlainYAMLScannerTests` compares both paths
/// on the project's scenes, on JSON and on random edits of both.
struct PlainYAMLScanner {
    /// The nodes of `bytes` (UTF-8), or nil when the text is not in the subset.
    static func nodes(of bytes: UnsafeBufferPointer<UInt8>) -> [SceneDocument.Node]? {
        guard isPrintableASCII(bytes) || isAllowedBeyondASCII(bytes) else { return nil }
        var scanner = PlainYAMLScanner(bytes: bytes)
        guard scanner.scan() else { return nil }
        return scanner.list.nodes
    }

    /// Whether every byte is printable ASCII (0x20–0x7E) or a line feed, read 8 bytes at a time:
    /// a word without a byte below 0x20, at or above 0x7F, passes whole (the bytes of a word
    /// with a line feed are looked at one by one).
    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                // A high bit set in `(b - 0x20)` or `(b + 1)` (for b < 0x80) marks b < 0x20 or b == 0x7F.
                let outside = word | ((word &- 0x20 &* ones) & ~word) | ((word &+ ones) & ~word)
                if outside & highs != 0, !bytes[offset..<offset + 8].allSatisfy(isPrintableOrLineFeed) { return false }
                offset += 8
            }
        }
        return bytes[offset...].allSatisfy(isPrintableOrLineFeed)
    }

    private static func isPrintableOrLineFeed(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) || byte == 0x0A
    }

    /// Whether text that is not all printable ASCII holds only characters libyaml reads (its
    /// reader refuses other control characters). The scanner takes them only in comments: a
    /// key, a plain scalar or a quoted one stops at a byte beyond ASCII, and gives up there.
    private static func isAllowedBeyondASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var scalars = UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while case let .valid(encoded) = scalars.parseScalar(from: &iterator) {
            switch UTF8.decode(encoded).value {
            // Not U+2028 and U+2029, which libyaml reads as line breaks (as U+0085).
            case 0x2028, 0x2029: return false
            case 0x0A, 0x20...0x7E, 0xA0...0xFFFD, 0x10000...: continue
            default: return false
            }
        }
        return iterator.next() == nil
    }

    /// A block collection still open: its column (0-based) and kind; an indentless list is one
    /// under a key at the key's own column.
    private struct Block {
        let column: Int
        let isMapping: Bool
        let isIndentless: Bool
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// A node takes about 8 bytes of a scene such as the benchmark's: room for one in 6 saves the growth's copies.
    private var list: SceneNodeList
    /// The offset being read.
    private var offset = 0
    /// The 1-based line of `offset` and the offset where that line starts.
    private var line: Int32 = 1
    private var lineStart = 0
    private var blocks: [Block] = []
    /// The document is one flow collection (``scanFlowDocument()``): line breaks may separate its elements.
    private var isFlowDocument = false

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        list = SceneNodeList(capacity: bytes.count / 6)
    }

    private var byte: UInt8 { offset < bytes.count ? bytes[offset] : 0x0A }
    private func byte(at position: Int) -> UInt8 { position < bytes.count ? bytes[position] : 0x0A }
    private var column: Int32 { Int32(offset - lineStart + 1) }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    private static func isPlainByte(_ byte: UInt8) -> Bool {
        isKeyByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// Reads the whole text; false where it leaves the subset.
    private mutating func scan() -> Bool {
        var first = 0
        while first < bytes.count, bytes[first] == UInt8(ascii: " ") || bytes[first] == 0x0A { first += 1 }
        if first < bytes.count, bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[") { return scanFlowDocument() }
        // The column of the mapping whose last key waits for its value on the lines below.
        var waitingKeyColumn: Int?
        while offset < bytes.count {
            lineStart = offset
            while byte == UInt8(ascii: " ") { offset += 1 }
            if byte == 0x0A || byte == UInt8(ascii: "#") {
                skipToNextLine()
                continue
            }
            let indentation = offset - lineStart
            let isEntry = byte == UInt8(ascii: "-") && isSpaceOrEnd(byte(at: offset + 1))
            if let keyColumn = waitingKeyColumn {
                waitingKeyColumn = nil
                if isEntry, indentation >= keyColumn {
                    guard openCollection(.sequence) else { return false }
                    blocks.append(Block(column: indentation, isMapping: false, isIndentless: indentation == keyColumn))
                } else if !isEntry, indentation > keyColumn {
                    guard openCollection(.mapping) else { return false }
                    blocks.append(Block(column: indentation, isMapping: true, isIndentless: false))
                } else {
                    return false
                }
            } else if blocks.isEmpty {
                guard list.nodes.isEmpty, !isEntry, indentation == 0, openCollection(.mapping) else { return false }
                blocks.append(Block(column: 0, isMapping: true, isIndentless: false))
            } else {
                while let last = blocks.last, last.column > indentation || (last.isIndentless && !isEntry && last.column == indentation) {
                    blocks.removeLast()
                    list.close()
                }
                guard let last = blocks.last, last.column == indentation, last.isMapping != isEntry else { return false }
            }
            if isEntry {
                offset += 1
                skipSpaces()
                // `- key: value` opens a mapping at the key.
                guard isKeyAhead else {
                    guard value(), endOfLine() else { return false }
                    continue
                }
                guard openCollection(.mapping) else { return false }
                blocks.append(Block(column: offset - lineStart, isMapping: true, isIndentless: false))
            }
            let keyColumn = offset - lineStart
            guard key() else { return false }
            if byte == 0x0A || byte == UInt8(ascii: "#") {
                waitingKeyColumn = keyColumn
                skipToNextLine()
            } else {
                guard value(), endOfLine() else { return false }
            }
        }
        guard waitingKeyColumn == nil, !blocks.isEmpty else { return false }
        for _ in blocks { list.close() }
        return true
    }

    /// A document that is one flow collection (JSON), with nothing but spaces and line breaks around it.
    private mutating func scanFlowDocument() -> Bool {
        isFlowDocument = true
        guard skipFlowSpace(), flowCollection(), skipFlowSpace() else { return false }
        return offset >= bytes.count
    }

    private func isSpaceOrEnd(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == 0x0A }

    /// Whether a key (key bytes, then `:` and a space or the line's end) starts at `offset`.
    private var isKeyAhead: Bool {
        var end = offset
        while end < bytes.count, Self.isKeyByte(bytes[end]) { end += 1 }
        return end > offset && end - offset <= Self.longestKey && byte(at: end) == UInt8(ascii: ":") && isSpaceOrEnd(byte(at: end + 1))
    }

    /// libyaml reads a key only within 1,024 characters of its start.
    private static let longestKey = 1_000

    /// A block mapping's key with its `:`, and the spaces after it.
    private mutating func key() -> Bool {
        guard isKeyAhead else { return false }
        let start = offset
        while Self.isKeyByte(byte) { offset += 1 }
        scalar(from: start, to: offset, isPlain: true)
        offset += 1
        skipSpaces()
        return true
    }

    /// A value on the rest of the line: a flow collection, a quoted or a plain scalar.
    private mutating func value() -> Bool {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return flowCollection()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let quote = byte
            let start = offset + 1
            var end = start
            while end < bytes.count, bytes[end] != quote, (0x20...0x7E).contains(bytes[end]), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            // An escape, a doubled single quote, a line break or a character beyond ASCII (columns count characters) inside: left to libyaml.
            guard byte(at: end) == quote, byte(at: end + 1) != quote else { return false }
            scalar(from: start, to: end, isPlain: false, at: column)
            offset = end + 1
            return true
        case UInt8(ascii: "-") where !Self.isPlainByte(byte(at: offset + 1)):
            return false
        default:
            let start = offset
            while offset < bytes.count, Self.isPlainByte(bytes[offset]) { offset += 1 }
            guard offset > start else { return false }
            scalar(from: start, to: offset, isPlain: true)
            return true
        }
    }

    /// `[a, b]` or `{k: v, k: v}` within one line, elements separated by `,` and spaces.
    private mutating func flowCollection() -> Bool {
        let isMapping = byte == UInt8(ascii: "{")
        let closing = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard openCollection(isMapping ? .mapping : .sequence) else { return false }
        offset += 1
        guard skipFlowSpace() else { return false }
        if byte == closing {
            offset += 1
            list.close()
            return true
        }
        while true {
            if isMapping {
                guard byte == UInt8(ascii: "\"") ? quotedFlowKey() : plainFlowKey() else { return false }
            }
            guard value(), skipFlowSpace() else { return false }
            if byte == closing {
                offset += 1
                list.close()
                return true
            }
            guard byte == UInt8(ascii: ",") else { return false }
            offset += 1
            // A trailing comma is left to libyaml.
            guard skipFlowSpace(), byte != closing else { return false }
        }
    }

    /// A flow mapping's plain key, its `:` and a space, and the spaces after them.
    private mutating func plainFlowKey() -> Bool {
        let start = offset
        while Self.isKeyByte(byte) { offset += 1 }
        guard offset > start, offset - start <= Self.longestKey, byte == UInt8(ascii: ":"), byte(at: offset + 1) == UInt8(ascii: " ") else { return false }
        scalar(from: start, to: offset, isPlain: true)
        offset += 1
        return skipFlowSpace()
    }

    /// A flow mapping's double-quoted key (JSON's), spaces on its line, its `:` and the space
    /// after it, if any: in a flow collection libyaml takes the `:` after a quoted key as the
    /// value's indicator even with the value right after it (`{"a":1}`).
    private mutating func quotedFlowKey() -> Bool {
        let keyColumn = column
        let start = offset + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), (0x20...0x7E).contains(bytes[end]), bytes[end] != UInt8(ascii: "\\") { end += 1 }
        guard byte(at: end) == UInt8(ascii: "\"") else { return false }
        scalar(from: start, to: end, isPlain: false, at: keyColumn)
        offset = end + 1
        skipSpaces()
        // libyaml looks for a key's `:` within 1,024 characters of the key's start.
        guard byte == UInt8(ascii: ":"), offset - (start - 1) <= Self.longestKey else { return false }
        offset += 1
        return skipFlowSpace()
    }

    /// Nothing more on the line but spaces and a comment after a space; moves to the next line.
    private mutating func endOfLine() -> Bool {
        let start = offset
        skipSpaces()
        guard byte == 0x0A || (byte == UInt8(ascii: "#") && offset > start) else { return false }
        skipToNextLine()
        return true
    }

    private mutating func skipSpaces() {
        while byte == UInt8(ascii: " ") { offset += 1 }
    }

    /// Skips spaces, and in a flow document line breaks too; false at a line that starts with a
    /// document marker (`---` or `...` and a space or the line's end), which ends the document
    /// in libyaml even inside a flow collection.
    private mutating func skipFlowSpace() -> Bool {
        skipSpaces()
        guard isFlowDocument else { return true }
        while offset < bytes.count, bytes[offset] == 0x0A {
            offset += 1
            line += 1
            lineStart = offset
            if offset + 3 <= bytes.count, bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "."),
               bytes[offset + 1] == bytes[offset], bytes[offset + 2] == bytes[offset], isSpaceOrEnd(byte(at: offset + 3)) {
                return false
            }
            skipSpaces()
        }
        return true
    }

    private mutating func skipToNextLine() {
        while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
        offset += 1
        line += 1
    }

    /// Opens a collection at `offset`, unless that would reach the nesting limit (left to libyaml, which refuses it).
    private mutating func openCollection(_ kind: SceneDocument.Kind) -> Bool {
        guard list.depth < SceneNesting.maximumDepth else { return false }
        list.open(kind, line: line, column: column)
        return true
    }

    private mutating func scalar(from start: Int, to end: Int, isPlain: Bool, at startColumn: Int32? = nil) {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        list.scalar(text, isPlain: isPlain, line: line, column: startColumn ?? Int32(start - lineStart + 1))
    }
}
