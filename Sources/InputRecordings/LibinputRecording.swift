import InputEvents

/// `libinput record`'s YAML as a ``RecordingFormatParser``, over ``LibinputRecordParser``.
struct LibinputRecording: RecordingFormatParser {
    static let format = RecordingFormat.libinputRecord

    let formatVersion: String
    let device: DeviceDescription
    private var parser = LibinputRecordParser()

    var deviceCount: Int { parser.declaredDeviceCount }
    var devicePath: String? { parser.node }
    var udevProperties: [String: String] { parser.udevProperties }
    /// The line of a device section that `ndevices:` does not count, when this is the last device it counts.
    var undeclaredSectionLine: Int? { parser.undeclaredSectionLine }

    /// A `# libinput record` first line, or a line that is a lower-case YAML key (`version:`, `devices:`, …).
    static func detects(_ line: RecordingLine) -> Bool {
        var cursor = ByteCursor(line.bytes)
        if line.number == 1, cursor.hasPrefix("# libinput record") { return true }
        cursor.skipSpaces()
        guard !cursor.isAtEndOrComment() else { return false }
        var next = cursor
        while next.current >= UInt8(ascii: "a") && next.current <= UInt8(ascii: "z") { next.index += 1 }
        return next.index > cursor.index && next.current == UInt8(ascii: ":")
    }

    init(lines: RecordingLines, deviceIndex: Int) throws(RecordingError) {
        (formatVersion, device) = try parser.readHeader(lines.source, device: deviceIndex)
    }

    /// Device `deviceIndex` of a file whose header counts `declaredCount` devices, from `lines`
    /// that start at its section (``LibinputSections``).
    init(lines: RecordingLines, section deviceIndex: Int, declaredCount: Int) throws(RecordingError) {
        (formatVersion, device) = try parser.readHeader(lines.source, device: deviceIndex, section: declaredCount)
    }

    @inline(__always)
    mutating func nextEvent(_ lines: RecordingLines) throws(RecordingError) -> InputEvent? {
        try parser.nextEvent(lines.source)
    }
}
