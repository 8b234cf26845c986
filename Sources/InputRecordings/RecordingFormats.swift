/// The recording formats a ``RecordingReader`` tells apart, in the order it asks
/// them: a plain value, ``builtIn`` (evemu, then `libinput record`) by default.
///
/// ```swift
/// var formats = RecordingFormats.builtIn
/// try formats.register(TinyRecording.self)
/// let reader = try RecordingReader(path: "touch.tiny", formats: formats)
/// ```
public struct RecordingFormats: Sendable {
    /// The parsers in the order they are asked.
    public private(set) var parsers: [any RecordingFormatParser.Type]

    /// evemu, then `libinput record`.
    public static let builtIn = RecordingFormats(parsers: [EvemuRecording.self, LibinputRecording.self])

    private init(parsers: [any RecordingFormatParser.Type]) {
        self.parsers = parsers
    }

    /// Adds `parser`, asked after those already registered (the built-in formats first).
    ///
    /// - Throws: ``RecordingFormatsError`` when a registered format has the same name.
    public mutating func register(_ parser: any RecordingFormatParser.Type) throws(RecordingFormatsError) {
        guard !parsers.contains(where: { $0.format == parser.format }) else { throw RecordingFormatsError(format: parser.format) }
        parsers.append(parser)
    }

    /// Detects the format of the file at `path` from its first bytes.
    public func detect(path: String) throws(RecordingError) -> RecordingFormat {
        try detect(LineSource(path: path), path: path).format
    }

    /// Detects the format from the start of `source`, reading past leading blank and
    /// comment lines however many there are; the line that decides is left unread.
    ///
    /// - line 1, whatever it holds, and the first line that is neither blank nor a
    ///   comment, are offered to each parser in turn (``RecordingFormatParser/detects(_:)``);
    /// - a control byte other than tab, newline and carriage return (in the first chunk
    ///   read, or in a line read to decide): binary data;
    /// - nothing but blank and comment lines: an empty file.
    func detect(_ source: LineSource, path: String) throws(RecordingError) -> any RecordingFormatParser.Type {
        try Self.checkText(source.unreadPrefix, firstLine: 1, path: path)
        while let bytes = try source.nextLine() {
            let lineNumber = source.lineNumber
            try Self.checkText(bytes, firstLine: lineNumber, path: path)
            var cursor = ByteCursor(bytes)
            cursor.skipSpaces()
            let isBlankOrComment = cursor.isAtEndOrComment()
            if lineNumber == 1 || !isBlankOrComment {
                let line = RecordingLine(bytes: bytes, number: lineNumber)
                if let parser = parsers.first(where: { $0.detects(line) }) {
                    source.unread(bytes)
                    return parser
                }
            }
            if isBlankOrComment { continue }
            throw RecordingError(path: path, line: lineNumber, column: cursor.column, reason: .unknownFormat(found: cursor.found(at: cursor.index)))
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

/// A format registered twice: one line, `recording format "tiny-touch" is already registered`.
public struct RecordingFormatsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The format's name.
    public var format: RecordingFormat

    /// The error for `format`.
    public init(format: RecordingFormat) {
        self.format = format
    }

    /// `recording format "NAME" is already registered`.
    public var description: String { "recording format \"\(format)\" is already registered" }
}
