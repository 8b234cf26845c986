import InputEvents
import TouchTime

/// Streams the events of a recording file (evemu, `libinput record`, or a format
/// of the caller's in ``RecordingFormats``) one at a time, in constant memory,
/// after reading the device's description.
///
/// The format is detected from the content, once per file: the parser it picks
/// reads every event, without a dynamic call per event for the built-in formats. An evemu recording may carry its
/// description at its top or in a separate `.desc` file (`descriptionPath`; when
/// both exist, the separate file wins). Times are kept as recorded (relative or
/// epoch); `firstEventTime` lets callers rebase them.
///
/// `next()` allocates nothing per event. An error is thrown at the line where it
/// is found, after every earlier event has been returned; unknown event types
/// and codes are kept. See docs/recordings.md for the rules.
public final class RecordingReader {
    /// The events file as the caller named it.
    public let path: String
    /// The separate evemu description file, when one was given.
    public let descriptionPath: String?
    /// The detected format of the events file.
    public let format: RecordingFormat
    /// The formats the reader told apart (and another reader of the same file's devices tells apart).
    public let formats: RecordingFormats
    /// The format's version: `1.0` to `1.3` for evemu (1.0 when the `# EVEMU` line is missing), `1` for libinput record.
    public let formatVersion: String
    /// The device the events came from.
    public let description: DeviceDescription
    /// The device's udev properties as a `libinput record` file lists them (`udev:` `properties:`);
    /// empty for evemu, which records none.
    public private(set) var udevProperties: [String: String] = [:]
    /// The number of devices in the file: a `libinput record` file's `ndevices:` (1 when it has none), 1 for evemu.
    public let deviceCount: Int
    /// Which of the file's devices this reader reads (0 for the first; always 0 for evemu).
    public let deviceIndex: Int
    /// The device's node as a `libinput record` file names it (`node: /dev/input/event5`), nil for evemu.
    public let devicePath: String?
    /// The time of the first event, or nil when the recording has none.
    public let firstEventTime: Timestamp?
    /// Oddities seen so far (at most `maximumWarnings`), in file order.
    @exclusivity(unchecked) public private(set) var warnings: [RecordingWarning] = []
    /// The 1-based line of the event last returned (0 before the first).
    @exclusivity(unchecked) public private(set) var lineNumber = 0

    /// The number of warnings kept; later ones are dropped.
    public static let maximumWarnings = 100

    private let source: LineSource
    /// The lines of `source`, as parsers take them.
    private let lines: RecordingLines
    /// Which parser reads the events: chosen once, so the switch per event is over this.
    private enum Parser { case evemu, libinputRecord, other }
    private let parser: Parser
    @exclusivity(unchecked) private var evemu: EvemuRecording?
    @exclusivity(unchecked) private var libinput: LibinputRecording?
    @exclusivity(unchecked) private var other: (any RecordingFormatParser)?
    @exclusivity(unchecked) private var pending: InputEvent?
    @exclusivity(unchecked) private var previous: InputEvent?
    /// Bit `code` is set for each position or slot axis the description has no range for.
    private let unmappableAxes: UInt64
    @exclusivity(unchecked) private var finished = false

    /// Opens the recording at `path`, reads its description (from `descriptionPath` when given)
    /// and its first event. The file's format is one of `formats` (the built-in ones unless
    /// the caller adds its own).
    public convenience init(path: String, descriptionPath: String? = nil, formats: RecordingFormats = .builtIn) throws(RecordingError) {
        try self.init(path: path, descriptionPath: descriptionPath, mapWindow: LineSource.mapWindow, formats: formats)
    }

    /// Opens device `device` (0-based, below ``deviceCount``) of a multi-device `libinput record` file:
    /// its description, udev properties and events, read through a reader of its own.
    ///
    /// - Throws: ``RecordingError`` at the file's `ndevices:` line when the file lists fewer devices.
    public convenience init(path: String, device: Int, formats: RecordingFormats = .builtIn) throws(RecordingError) {
        try self.init(path: path, descriptionPath: nil, mapWindow: LineSource.mapWindow, device: device, formats: formats)
    }

    /// The same, mapping a regular file `mapWindow` bytes at a time (``LineSource``; tests make it small).
    convenience init(path: String, descriptionPath: String?, mapWindow: Int, device: Int = 0, formats: RecordingFormats = .builtIn) throws(RecordingError) {
        let source = try LineSource(path: path, mapWindow: mapWindow)
        let lines = RecordingLines(source: source)
        let chosen = try formats.detect(source, path: path)
        // The parser reads the header and the first event before it is stored.
        let kind: Parser
        let header: any RecordingFormatParser
        let first: InputEvent?
        if chosen is EvemuRecording.Type {
            let separate = try descriptionPath.map { (path) throws(RecordingError) in
                try Self.readEvemuDescription(path: path)
            }
            var evemu = try EvemuRecording(lines: lines, deviceIndex: device, separate: separate)
            first = try evemu.nextEvent(lines)
            (kind, header) = (.evemu, evemu)
        } else {
            if descriptionPath != nil {
                throw RecordingError(
                    path: path, line: 1, column: 1,
                    reason: .unexpected(
                        expected: "evemu events (a separate description file was given)",
                        found: "a \(chosen.format) file"))
            }
            if chosen is LibinputRecording.Type {
                var libinput = try LibinputRecording(lines: lines, deviceIndex: device)
                first = try libinput.nextEvent(lines)
                (kind, header) = (.libinputRecord, libinput)
            } else {
                var other = try chosen.init(lines: lines, deviceIndex: device)
                guard device < other.deviceCount else {
                    throw RecordingError(path: path, line: 1, column: 1, reason: .missingDevice(index: device, found: other.deviceCount))
                }
                first = try other.nextEvent(lines)
                (kind, header) = (.other, other)
            }
        }
        self.init(path: path, descriptionPath: descriptionPath, device: device, formats: formats, format: chosen.format,
                  source: source, kind: kind, header: header, first: first)
    }

    /// Device `device` of the `libinput record` file at `path`, read from its section alone (`sections`).
    private convenience init(path: String, device: Int, sections: LibinputSections, formats: RecordingFormats) throws(RecordingError) {
        let range = sections.range(ofDevice: device)
        let source = try LineSource(path: path, range: range.bytes, firstLine: range.line)
        let lines = RecordingLines(source: source)
        var libinput = try LibinputRecording(lines: lines, section: device, declaredCount: sections.declaredCount)
        let first = try libinput.nextEvent(lines)
        self.init(path: path, descriptionPath: nil, device: device, formats: formats, format: .libinputRecord,
                  source: source, kind: .libinputRecord, header: libinput, first: first)
    }

    /// A reader of `source`, whose parser (of `kind`) has read `header` and the first event, `first`.
    private init(path: String, descriptionPath: String?, device: Int, formats: RecordingFormats, format: RecordingFormat,
                 source: LineSource, kind: Parser, header: any RecordingFormatParser, first: InputEvent?) {
        self.path = path
        self.descriptionPath = descriptionPath
        deviceIndex = device
        self.formats = formats
        self.format = format
        self.source = source
        lines = RecordingLines(source: source)
        parser = kind
        formatVersion = header.formatVersion
        description = header.device
        udevProperties = header.udevProperties
        deviceCount = header.deviceCount
        devicePath = header.devicePath
        unmappableAxes = Self.unmappableAxes(of: description)
        pending = first
        firstEventTime = first?.time
        switch kind {
        case .evemu: evemu = header as? EvemuRecording
        case .libinputRecord: libinput = header as? LibinputRecording
        case .other: other = header
        }
    }

    /// The readers of the file's other devices (every one of its ``deviceCount`` devices but this
    /// reader's), in file order, each as ``init(path:device:formats:)`` would open it.
    ///
    /// A `libinput record` file is scanned once for where each device's section lies, and each
    /// reader reads its own section alone: opening and reading every device of a file costs time
    /// and memory linear in the devices (issue 35: each reader skipping the sections before its
    /// own, with a window of the file mapped, grew with their square). A format of the caller's
    /// opens each device by its parser's `init(lines:deviceIndex:)`.
    ///
    /// - Throws: ``RecordingError`` at the `ndevices:` line when the file lists fewer devices,
    ///   or the error of a device's section.
    public func otherDevices() throws(RecordingError) -> [RecordingReader] {
        var readers: [RecordingReader] = []
        guard parser == .libinputRecord else {
            for index in 0..<deviceCount where index != deviceIndex {
                readers.append(try RecordingReader(path: path, device: index, formats: formats))
            }
            return readers
        }
        let sections = try LibinputSections(path: path)
        guard sections.sections.count >= deviceCount else {
            throw RecordingError(
                path: path, line: sections.declaredAt?.line ?? 1, column: sections.declaredAt?.column,
                reason: .missingDevice(index: sections.sections.count, found: sections.sections.count))
        }
        for index in 0..<deviceCount where index != deviceIndex {
            readers.append(try RecordingReader(path: path, device: index, sections: sections, formats: formats))
        }
        return readers
    }

    /// The bytes of the file this reader has mapped into memory now.
    var mappedByteCount: Int { source.mappedByteCount }

    /// The next event, or nil after the last one.
    public func next() throws(RecordingError) -> InputEvent? {
        try nextChecked()
    }

    /// Appends the next events to `events` until it holds `limit` of them;
    /// answers false when the file ended first. Each event is read and checked
    /// as ``next()`` does it, without a call per event. On an error, the events
    /// read before it are in `events`.
    public func read(into events: inout [InputEvent], upTo limit: Int) throws(RecordingError) -> Bool {
        while events.count < limit {
            // At most one chunk is allocated at once, whatever the limit.
            let (chunk, outcome) = readChunk(count: min(limit - events.count, Self.chunkCapacity))
            if events.isEmpty { events = chunk } else { events.append(contentsOf: chunk) }
            guard try outcome.get() else { return false }
        }
        return true
    }

    /// The most events ``read(into:upTo:)`` reads into one new array.
    private static let chunkCapacity = 4096

    /// Up to `count` events (fewer when the file ends or an error stops them), read into a new array
    /// without a check of its capacity per event; and whether the file goes on, or the error.
    private func readChunk(count limit: Int) -> ([InputEvent], Result<Bool, RecordingError>) {
        var outcome: Result<Bool, RecordingError> = .success(true)
        let chunk = [InputEvent](unsafeUninitializedCapacity: limit) { buffer, count in
            while count < buffer.count {
                if parser == .evemu, pending == nil {
                    count = readInPlace(into: buffer, from: count)
                    if count == buffer.count { break }
                }
                do throws(RecordingError) {
                    guard let event = try nextChecked() else {
                        outcome = .success(false)
                        break
                    }
                    buffer.initializeElement(at: count, to: event)
                    count += 1
                } catch {
                    outcome = .failure(error)
                    break
                }
            }
        }
        return (chunk, outcome)
    }

    /// Reads canonical evemu event lines where they lie (``EvemuEventLine/canonicalLine(at:available:recent:)``)
    /// into `buffer` from index `first`, until it is full or a line needs more than that: another
    /// layout, too few bytes left in the window, an event that ``nextChecked()`` turns into an error
    /// or a warning. Answers the index after the last event read. The checks and the bookkeeping of
    /// ``nextChecked()`` are done once for the run of lines; the line that stopped it is left for
    /// ``nextChecked()`` to read. (Kept out of line: inlined into ``read(into:upTo:)``, its loop
    /// compiled to 65 M instructions on the benchmark cut instead of 47.6 M.)
    @inline(never)
    private func readInPlace(into buffer: UnsafeMutableBufferPointer<InputEvent>, from first: Int) -> Int {
        let unread = source.unreadBytes
        guard let base = unread.baseAddress, unread.count >= EvemuEventLine.inPlaceLookahead else { return first }
        // A line is read in place when it starts at most `lastStart`, `end` bounding its comment.
        let end = base + unread.count
        let lastStart = end - EvemuEventLine.inPlaceLookahead
        let unmappable = unmappableAxes
        // Only an evemu file is read in place; the parser's fields are a local for the run, stored back once.
        var recent = evemu!.recent
        defer { evemu?.recent = recent }
        var latest = previous?.time.nanoseconds ?? .min
        var line = base
        var count = first
        while count < buffer.count, line <= lastStart,
              let (event, length) = EvemuEventLine.canonicalLine(at: line, available: line.distance(to: end), recent: &recent) {
            // 3 is EV_ABS, as in nextChecked().
            if unmappable != 0, event.type.rawValue == 3, event.code < 64, unmappable & (1 << UInt64(event.code)) != 0 { break }
            if event.time.nanoseconds < latest { break }
            latest = event.time.nanoseconds
            buffer.initializeElement(at: count, to: event)
            count &+= 1
            line += length &+ 1
        }
        if count > first {
            source.consumeLines(count - first, byteCount: base.distance(to: line))
            lineNumber = source.lineNumber
            previous = buffer[count - 1]
        }
        return count
    }

    /// ``next()``'s body, inlined into the batch reader.
    @inline(__always)
    private func nextChecked() throws(RecordingError) -> InputEvent? {
        let event: InputEvent
        if let pending {
            event = pending
            self.pending = nil
        } else if let read = try read() {
            event = read
        } else {
            finish()
            return nil
        }
        lineNumber = source.lineNumber
        // 3 is EV_ABS (`EventType.absolute`), spelled out to spare a global's lazy initialisation check per event.
        if event.type.rawValue == 3, event.code < 64, unmappableAxes & (1 << UInt64(event.code)) != 0 {
            throw RecordingError(
                path: path, line: lineNumber,
                reason: .undeclaredAxis(code: event.code, name: EventNames.name(type: .absolute, code: event.code)))
        }
        if let previous, event.time < previous.time {
            warn(.timeWentBackwards(from: previous.time, to: event.time))
        }
        previous = event
        if source.lastLineUnterminated { warn(.unterminatedLastLine) }
        return event
    }

    /// Every remaining event, in order (for small files and tests; it holds them all).
    public func readAll() throws(RecordingError) -> [InputEvent] {
        var events: [InputEvent] = []
        while let event = try next() { events.append(event) }
        return events
    }

    /// The next event from the file itself.
    @inline(__always)
    private func read() throws(RecordingError) -> InputEvent? {
        switch parser {
        case .evemu: try evemu!.nextEvent(lines)
        case .libinputRecord: try libinput!.nextEvent(lines)
        case .other: try other!.nextEvent(lines)
        }
    }

    /// Records the end-of-file warnings once.
    private func finish() {
        guard !finished else { return }
        finished = true
        if let previous, !previous.isReport { warn(.missingFinalReport) }
        if let line = libinput?.undeclaredSectionLine { warn(.undeclaredDevices(declared: deviceCount), at: line) }
    }

    private func warn(_ kind: RecordingWarning.Kind, at line: Int? = nil) {
        guard warnings.count < Self.maximumWarnings else { return }
        warnings.append(RecordingWarning(path: path, line: line ?? lineNumber, kind: kind))
    }

    /// The description in a separate evemu file; its events, if any, are not read.
    private static func readEvemuDescription(path: String) throws(RecordingError) -> (
        version: String, description: DeviceDescription
    ) {
        let source = try LineSource(path: path)
        let format = try RecordingFormats.builtIn.detect(source, path: path)
        guard format is EvemuRecording.Type else {
            throw RecordingError(path: path, line: 1, column: 1, reason: .notAnEvemuDescription(found: format.format))
        }
        let top = try EvemuTop.read(source)
        guard let description = top.description else { throw top.missingDescriptionError(path: path) }
        return (top.version, description)
    }

    /// The axes whose events cannot be mapped to the screen without a range: ABS_X, ABS_Y,
    /// ABS_MT_SLOT, ABS_MT_POSITION_X and ABS_MT_POSITION_Y, when the description lacks their range.
    private static func unmappableAxes(of description: DeviceDescription) -> UInt64 {
        var mask: UInt64 = 0
        for code in [
            AbsoluteAxis.x, AbsoluteAxis.y, AbsoluteAxis.multiTouchSlot, AbsoluteAxis.multiTouchPositionX,
            AbsoluteAxis.multiTouchPositionY,
        ] where description.absoluteAxes[code] == nil {
            mask |= 1 << UInt64(code)
        }
        return mask
    }
}
