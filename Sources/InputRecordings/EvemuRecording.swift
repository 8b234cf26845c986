import InputEvents

/// evemu's format as a ``RecordingFormatParser``: the top of the file
/// (``EvemuTop``), then its `E:` lines. ``RecordingReader`` reads the canonical
/// event lines of such a file in place, in runs, with ``recent``.
struct EvemuRecording: RecordingFormatParser {
    static let format = RecordingFormat.evemu

    let formatVersion: String
    let device: DeviceDescription
    /// What the canonical evemu lines read so far tell about the next ones.
    var recent = EvemuRecentFields()
    /// The event the top ended with, until ``nextEvent(_:)`` hands it out.
    private var firstEvent: InputEvent?

    /// A `# EVEMU` first line, or a line starting with one of `N: I: P: B: A: L: S: E:`.
    static func detects(_ line: RecordingLine) -> Bool {
        var cursor = ByteCursor(line.bytes)
        if line.number == 1, cursor.hasPrefix("# EVEMU") { return true }
        cursor.skipSpaces()
        guard !cursor.isAtEndOrComment() else { return false }
        let first = cursor.current
        cursor.index += 1
        return cursor.current == UInt8(ascii: ":") && "NIPBALSE".utf8.contains(first)
    }

    init(lines: RecordingLines, deviceIndex: Int) throws(RecordingError) {
        try self.init(lines: lines, deviceIndex: deviceIndex, separate: nil)
    }

    /// The top of the file, with the description from a separate `.desc` file when one was read (it wins).
    init(lines: RecordingLines, deviceIndex: Int, separate: (version: String, description: DeviceDescription)?) throws(RecordingError) {
        guard deviceIndex == 0 else {
            throw RecordingError(path: lines.path, line: 1, column: 1, reason: .missingDevice(index: deviceIndex, found: 1))
        }
        let top = try EvemuTop.read(lines.source)
        firstEvent = top.firstEvent
        if let separate {
            (formatVersion, device) = separate
        } else if let own = top.description {
            (formatVersion, device) = (top.version, own)
        } else {
            throw top.missingDescriptionError(path: lines.path)
        }
    }

    @inline(__always)
    mutating func nextEvent(_ lines: RecordingLines) throws(RecordingError) -> InputEvent? {
        if let event = firstEvent {
            firstEvent = nil
            return event
        }
        return try EvemuTop.nextEvent(lines.source, recent: &recent)
    }
}
