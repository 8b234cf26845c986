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
        let source = try LineSource(path: path)
        return try detect(source.unreadPrefix, isWholeFile: source.isWholeFileBuffered, path: path)
    }

    /// Detects the format from the start of a file.
    ///
    /// - evemu: a `# EVEMU` first line, or a first non-comment line starting with one of
    ///   `N: I: P: B: A: L: S: E:`;
    /// - libinput record: a `# libinput record` first line, or a first non-comment line that is a
    ///   lower-case YAML key (`version:`, `devices:`, …);
    /// - a control byte other than tab, newline and carriage return: binary data;
    /// - nothing but blank and comment lines: an empty file.
    static func detect(_ prefix: UnsafeRawBufferPointer, isWholeFile: Bool, path: String) throws(RecordingError)
        -> RecordingFormat
    {
        if let offset = prefix.firstIndex(where: isBinary) {
            let line = prefix[..<offset].count(where: { $0 == 0x0A }) + 1
            let lineStart = prefix[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            throw RecordingError(path: path, line: line, column: offset - lineStart + 1, reason: .binaryData)
        }
        var lineNumber = 0
        var lineStart = 0
        while lineStart < prefix.count {
            let lineEnd = prefix[lineStart...].firstIndex(of: 0x0A) ?? prefix.count
            lineNumber += 1
            var cursor = ByteCursor(UnsafeRawBufferPointer(rebasing: prefix[lineStart..<lineEnd]))
            if lineNumber == 1, cursor.hasPrefix("# EVEMU") { return .evemu }
            if lineNumber == 1, cursor.hasPrefix("# libinput record") { return .libinputRecord }
            cursor.skipSpaces()
            if !cursor.isAtEndOrComment() {
                let first = cursor.current
                var second = cursor
                second.index += 1
                if second.current == UInt8(ascii: ":"), "NIPBALSE".utf8.contains(first) { return .evemu }
                if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
                    while second.current >= UInt8(ascii: "a") && second.current <= UInt8(ascii: "z") {
                        second.index += 1
                    }
                    if second.current == UInt8(ascii: ":") { return .libinputRecord }
                }
                throw RecordingError(
                    path: path, line: lineNumber, column: cursor.column,
                    reason: .unknownFormat(found: cursor.found(at: cursor.index)))
            }
            if lineEnd == prefix.count && !isWholeFile { break }
            lineStart = lineEnd + 1
        }
        if isWholeFile { throw RecordingError(path: path, line: max(lineNumber, 1), column: 1, reason: .emptyFile) }
        throw RecordingError(path: path, line: lineNumber, column: 1, reason: .unknownFormat(found: "only comments"))
    }

    /// Whether `byte` is a control byte that text recordings never hold (all but tab, newline, carriage return).
    private static func isBinary(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }
}
