import InputEvents

/// One recording file format: how to recognise it from a line near the file's
/// start, and how to read its device description and then its events. evemu
/// (`EvemuRecording`) and `libinput record` (`LibinputRecording`) are the built-in
/// conformers; a program adds its own to a ``RecordingFormats`` it gives a
/// ``RecordingReader``. The reader picks the parser once per file.
public protocol RecordingFormatParser: SendableMetatype {
    /// The format's name, for ``RecordingReader/format`` and errors.
    static var format: RecordingFormat { get }

    /// Whether `line` shows a file of this format. The reader asks about line 1
    /// whatever it holds (a marker comment such as `# EVEMU`), then about the first
    /// line that is neither blank nor a `#` comment; the first format that answers
    /// yes, in ``RecordingFormats/parsers`` order, reads the file.
    static func detects(_ line: RecordingLine) -> Bool

    /// Reads the header of device `deviceIndex` (0-based) from `lines`, whose next line
    /// is the one that decided the format, up to (not past) the first event.
    ///
    /// - Throws: ``RecordingError`` with the file, line and column.
    init(lines: RecordingLines, deviceIndex: Int) throws(RecordingError)

    /// The format's version as the file gives it.
    var formatVersion: String { get }
    /// The device the events came from.
    var device: DeviceDescription { get }
    /// The number of devices the file holds (1 unless the format holds several).
    var deviceCount: Int { get }
    /// The device's node as the file names it, if it does.
    var devicePath: String? { get }
    /// The device's udev properties as the file lists them, if it does.
    var udevProperties: [String: String] { get }

    /// The next event, or nil at the end of the file.
    ///
    /// - Throws: ``RecordingError`` at the line where the file goes wrong.
    mutating func nextEvent(_ lines: RecordingLines) throws(RecordingError) -> InputEvent?
}

extension RecordingFormatParser {
    /// One device.
    public var deviceCount: Int { 1 }
    /// No node.
    public var devicePath: String? { nil }
    /// No udev properties.
    public var udevProperties: [String: String] { [:] }
}

/// One line of a recording, without its line break, as a parser sees it.
public struct RecordingLine {
    /// The line's bytes, valid only until the next line is read.
    public let bytes: UnsafeRawBufferPointer
    /// The 1-based line number.
    public let number: Int

    /// The line as text (invalid UTF-8 replaced).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// The lines of a recording file, read in constant memory, for a ``RecordingFormatParser``.
public struct RecordingLines {
    let source: LineSource

    /// The file as the caller named it, for errors.
    public var path: String { source.path }
    /// The 1-based number of the line last read (0 before the first).
    public var lineNumber: Int { source.lineNumber }

    /// The next line, or nil at the end of the file.
    public func nextLine() throws(RecordingError) -> RecordingLine? {
        guard let bytes = try source.nextLine() else { return nil }
        return RecordingLine(bytes: bytes, number: source.lineNumber)
    }
}
