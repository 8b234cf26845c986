import InputEvents
import InputRecordings
import Testing
import TouchReplay
import TouchTime

/// A minimal line format defined here, outside the package: `# tiny-touch` on
/// line 1, `size WIDTH HEIGHT`, then one line per change of a single-touch
/// screen: `SECONDS down X Y`, `SECONDS move X Y`, `SECONDS up`.
struct TinyTouchRecording: RecordingFormatParser {
    static let format = RecordingFormat(name: "tiny-touch")

    let formatVersion = "1"
    let device: DeviceDescription
    /// The events of the line read last, the next one last.
    private var queued: [InputEvent] = []

    static func detects(_ line: RecordingLine) -> Bool {
        line.number == 1 && line.text.hasPrefix("# tiny-touch")
    }

    init(lines: RecordingLines, deviceIndex: Int) throws(RecordingError) {
        _ = try lines.nextLine()  // the `# tiny-touch` line
        guard let line = try lines.nextLine() else { throw Self.error(lines, column: 1, expected: "size WIDTH HEIGHT", found: "end of file") }
        let words = line.text.split(separator: " ")
        guard words.count == 3, words[0] == "size", let width = Int32(words[1]), let height = Int32(words[2]), width > 0, height > 0 else {
            throw Self.error(lines, column: 1, expected: "size WIDTH HEIGHT", found: "\"\(line.text)\"")
        }
        device = DeviceDescription(
            name: "tiny touch", properties: [InputProperty.direct],
            codes: [.synchronization: [SynchronizationCode.report], .key: [KeyCode.buttonTouch], .absolute: [AbsoluteAxis.x, AbsoluteAxis.y]],
            absoluteAxes: [AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: width - 1), AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: height - 1)])
    }

    mutating func nextEvent(_ lines: RecordingLines) throws(RecordingError) -> InputEvent? {
        while queued.isEmpty {
            guard let line = try lines.nextLine() else { return nil }
            queued = try Self.events(line.text, lines).reversed()
        }
        return queued.popLast()
    }

    /// The events one line stands for (none for a blank line).
    private static func events(_ text: String, _ lines: RecordingLines) throws(RecordingError) -> [InputEvent] {
        let words = text.split(separator: " ")
        guard let first = words.first else { return [] }
        let column = { (word: Substring) in text.utf8.distance(from: text.startIndex, to: word.startIndex) + 1 }
        guard let seconds = Double(first), seconds >= 0 else { throw error(lines, column: 1, expected: "a time in seconds", found: "\"\(first)\"") }
        let time = Timestamp(microseconds: Int64((seconds * 1_000_000).rounded()))
        func event(_ type: EventType, _ code: UInt16, _ value: Int32) -> InputEvent { InputEvent(time: time, type: type, code: code, value: value) }
        func position() throws(RecordingError) -> [InputEvent] {
            guard words.count == 4, let x = Int32(words[2]), let y = Int32(words[3]) else {
                throw error(lines, column: column(words[min(2, words.count - 1)]), expected: "X Y", found: "\"\(words.dropFirst(2).joined(separator: " "))\"")
            }
            return [event(.absolute, AbsoluteAxis.x, x), event(.absolute, AbsoluteAxis.y, y)]
        }
        let report = event(.synchronization, SynchronizationCode.report, 0)
        switch words.count > 1 ? words[1] : "" {
        case "down": return [event(.key, KeyCode.buttonTouch, 1)] + (try position()) + [report]
        case "move": return (try position()) + [report]
        case "up": return [event(.key, KeyCode.buttonTouch, 0), report]
        default: throw error(lines, column: words.count > 1 ? column(words[1]) : text.utf8.count + 1, expected: "down, move or up", found: words.count > 1 ? "\"\(words[1])\"" : "end of line")
        }
    }

    private static func error(_ lines: RecordingLines, column: Int, expected: String, found: String) -> RecordingError {
        RecordingError(path: lines.path, line: lines.lineNumber, column: column, reason: .unexpected(expected: expected, found: found))
    }
}

/// A recording format added from Swift: one type, registered in a
/// `RecordingFormats` value, read by `RecordingReader` and replayed without a
/// change to the reader.
@Suite struct UserRecordingFormatTests {
    static let formats: RecordingFormats = {
        var formats = RecordingFormats.builtIn
        try! formats.register(TinyTouchRecording.self)
        return formats
    }()

    /// One finger down on `card` of Recordings/real/drag.scene.yml at (300, 200), dragged to (350, 260), lifted.
    static let drag = """
        # tiny-touch 1
        size 800 480
        0.000 down 300 200
        0.016 move 310 212

        0.032 move 330 236
        0.048 move 350 260
        0.064 up

        """

    static func file(_ text: String) throws -> String {
        try ReplayFiles.write(text, to: "touch.tiny", in: try ReplayFiles.temporaryFolder())
    }

    @Test func aRegisteredFormatIsDetectedAndReadIntoEvents() throws {
        let reader = try RecordingReader(path: try Self.file(Self.drag), formats: Self.formats)
        #expect(reader.format == TinyTouchRecording.format && reader.formatVersion == "1" && reader.description.name == "tiny touch")
        let events = try reader.readAll()
        #expect(events.count == 4 + 3 * 3 + 2)
        #expect(events.first == InputEvent(time: Timestamp(microseconds: 0), type: .key, code: KeyCode.buttonTouch, value: 1))
        #expect(events.last?.time == Timestamp(microseconds: 64_000))
        #expect(reader.warnings.isEmpty)
    }

    @Test func aRegisteredFormatReplaysAgainstAScene() throws {
        var replay = RecordingReplay(recordingPath: try Self.file(Self.drag), scene: try Scene.load(contentsOf: ReplayFiles.realScene("drag.scene.yml")))
        replay.formats = Self.formats
        let session = try replay.run()
        let touches = ReplayRealRecordingTests.touches(session)
        #expect(touches.map(\.phase) == [.began, .moved, .moved, .moved, .ended])
        #expect(touches.allSatisfy { $0.view == "card" })
        let card = try #require(try ReplayRealRecordingTests.summary(session).views.first { $0.view == "card" })
        #expect(card.frame.origin.x == 250 && card.frame.origin.y == 120)
    }

    @Test func withoutRegistrationTheFileIsAnUnknownFormatOnOneLine() throws {
        let path = try Self.file(Self.drag)
        #expect(throws: RecordingError.self) { try RecordingReader(path: path) }
        do {
            _ = try RecordingReader(path: path)
        } catch {
            #expect(error.description.hasPrefix(path + ":2:1: expected an evemu recording"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aBadLineOfTheUsersFormatIsAnErrorAtItsLineAndColumnAfterTheEventsBeforeIt() throws {
        let path = try Self.file("# tiny-touch 1\nsize 800 480\n0.000 down 300 200\n0.016 wiggle 1 2\n")
        let reader = try RecordingReader(path: path, formats: Self.formats)
        var events: [InputEvent] = []
        #expect(throws: RecordingError(path: path, line: 4, column: 7, reason: .unexpected(expected: "down, move or up", found: "\"wiggle\""))) {
            while let event = try reader.next() { events.append(event) }
        }
        #expect(events.count == 4)
        let badHeader = try Self.file("# tiny-touch 1\nsize big\n")
        #expect(throws: RecordingError(path: badHeader, line: 2, column: 1, reason: .unexpected(expected: "size WIDTH HEIGHT", found: "\"size big\""))) {
            try RecordingReader(path: badHeader, formats: Self.formats)
        }
    }

    @Test func theBuiltInFormatsStillComeFirstANameIsRegisteredOnceAndAMissingDeviceIsAnError() throws {
        let evemu = try RecordingReader(path: ReplayFiles.shared("atmel-maxtouch.1-finger-drag-up-down.events"),
                                        descriptionPath: ReplayFiles.shared("atmel-maxtouch.desc"), formats: Self.formats)
        #expect(evemu.format == .evemu)
        var formats = Self.formats
        #expect(throws: RecordingFormatsError(format: TinyTouchRecording.format)) { try formats.register(TinyTouchRecording.self) }
        #expect(String(describing: RecordingFormatsError(format: TinyTouchRecording.format)) == "recording format \"tiny-touch\" is already registered")
        #expect(formats.parsers.count == 3)
        let path = try Self.file(Self.drag)
        #expect(throws: RecordingError(path: path, line: 1, column: 1, reason: .missingDevice(index: 1, found: 1))) {
            try RecordingReader(path: path, device: 1, formats: Self.formats)
        }
    }
}
