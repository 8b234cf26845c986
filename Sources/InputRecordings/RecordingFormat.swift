/// The file formats a recording can be in, told apart by content (never by file name).
public enum RecordingFormat: String, Hashable, Sendable, CustomStringConvertible {
    /// evemu's text format (`# EVEMU 1.x`, `N:`/`I:`/`P:`/`B:`/`A:` description lines, `E:` events),
    /// versions 1.0 to 1.3, description and events in one file or split into `.desc` and `.events`.
    case evemu
    /// The YAML file written by `libinput record` (`version: 1`).
    case libinputRecord

    /// `evemu` or `libinput record`.
    public var description: String {
        switch self {
        case .evemu: "evemu"
        case .libinputRecord: "libinput record"
        }
    }

    /// Detects the format of the file at `path` from its first bytes.
    public static func detect(path: String) throws(RecordingError) -> RecordingFormat {
        try detect(LineSource(path: path), path: path)
    }

    /// Detects the format from the start of `source`, reading past leading blank and
    /// comment lines however many there are; the line that decides is left unread.
    ///
    /// - evemu: a `# EVEMU` first line, or a first non-comment line starting with one of
    ///   `N: I: P: B: A: L: S: E:`;
    /// - libinput record: a `# libinput record` first line, or a first non-comment line that is a
    ///   lower-case YAML key (`version:`, `devices:`, …);
    /// - a control byte other than tab, newline and carriage return (in the first chunk
    ///   read, or in a line read to decide): binary data;
    /// - nothing but blank and comment lines: an empty file.
    static func detect(_ source: LineSource, path: String) throws(RecordingError) -> RecordingFormat {
        try checkText(source.unreadPrefix, firstLine: 1, path: path)
        while let line = try source.nextLine() {
            let lineNumber = source.lineNumber
            try checkText(line, firstLine: lineNumber, path: path)
            var cursor = ByteCursor(line)
            if lineNumber == 1, cursor.hasPrefix("# EVEMU") || cursor.hasPrefix("# libinput record") {
                source.unread(line)
                return cursor.hasPrefix("# EVEMU") ? .evemu : .libinputRecord
            }
            cursor.skipSpaces()
            if cursor.isAtEndOrComment() { continue }
            let first = cursor.current
            var second = cursor
            second.index += 1
            if second.current == UInt8(ascii: ":"), "NIPBALSE".utf8.contains(first) {
                source.unread(line)
                return .evemu
            }
            if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
                while second.current >= UInt8(ascii: "a") && second.current <= UInt8(ascii: "z") {
                    second.index += 1
                }
                if second.current == UInt8(ascii: ":") {
                    source.unread(line)
                    return .libinputRecord
                }
            }
            throw RecordingError(
                path: path, line: lineNumber, column: cursor.column,
                reason: .unknownFormat(found: cursor.found(at: cursor.index)))
        }
        throw RecordingError(path: path, line: max(source.lineNumber, 1), column: 1, reason: .emptyFile)
    }

    /// Throws `binaryData` at the first control byte of `text`, which starts at line `firstLine`.
    private static func checkText(_ text: UnsafeRawBufferPointer, firstLine: Int, path: String) throws(RecordingError) {
        guard let offset = text.firstIndex(where: isBinary) else { return }
        let line = text[..<offset].count(where: { $0 == 0x0A }) + firstLine
        let lineStart = text[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        throw RecordingError(path: path, line: line, column: offset - lineStart + 1, reason: .binaryData)
    }

    /// Whether `byte` is a control byte that text recordings never hold (all but tab, newline, carriage return).
    private static func isBinary(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }
}
