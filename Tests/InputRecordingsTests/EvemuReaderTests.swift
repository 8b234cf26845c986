import Foundation
import InputEvents
import InputRecordings
import Testing
import TouchTime

/// A minimal evemu description of a one-slot protocol-B touchscreen, without a version line.
let touchscreenDescriptionLines = """
    N: Test Touch # not a comment
    I: 0018 0001 0002 0003
    P: 02 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 04 00 00 00 00 00 00
    B: 03 03 00 00 00 00 80 60 02
    A: 00 0 799 0 0 0
    A: 01 0 479 0 0 0
    A: 2f 0 9 0 0 0
    A: 35 0 799 0 0 0
    A: 36 0 479 0 0 0
    A: 39 0 65535 0 0 0

    """

@Suite(.scratchDirectory) struct EvemuReaderTests {
    @Test func versionComesFromTheFirstLineAndDefaultsToOnePointZero() throws {
        let withHeader = try TestFiles.temporary("a.evemu", "# EVEMU 1.1\n" + touchscreenDescriptionLines)
        let without = try TestFiles.temporary("b.evemu", touchscreenDescriptionLines)
        #expect(try RecordingReader(path: withHeader).formatVersion == "1.1")
        #expect(try RecordingReader(path: without).formatVersion == "1.0")
    }

    @Test func descriptionLinesBuildTheDeviceDescription() throws {
        let path = try TestFiles.temporary("t.evemu", touchscreenDescriptionLines + "L: 01 1\nS: 00 1\n")
        let description = try RecordingReader(path: path).description
        #expect(description.name == "Test Touch # not a comment")
        #expect(description.identifier == DeviceIdentifier(busType: 0x18, vendor: 1, product: 2, version: 3))
        #expect(description.properties == [InputProperty.direct])
        #expect(description.eventTypes == [.synchronization, .key, .absolute])
        #expect(description.codes[.absolute] == [0, 1, 0x2f, 0x35, 0x36, 0x39])
        #expect(description.ledStates == [1: 1])
        #expect(description.switchStates == [0: 1])
    }

    @Test func fiveAndSixFieldAxisLinesAreBothAccepted() throws {
        let path = try TestFiles.temporary(
            "t.evemu", touchscreenDescriptionLines + "A: 30 0 255 1 2\nA: 31 0 255 1 2 7 # six\n")
        let axes = try RecordingReader(path: path).description.absoluteAxes
        #expect(axes[0x30] == AbsoluteAxisInfo(minimum: 0, maximum: 255, fuzz: 1, flat: 2, resolution: 0))
        #expect(axes[0x31] == AbsoluteAxisInfo(minimum: 0, maximum: 255, fuzz: 1, flat: 2, resolution: 7))
    }

    @Test func eventFieldsAreReadAsEvemuReadsThem() throws {
        let path = try TestFiles.temporary(
            "t.evemu",
            touchscreenDescriptionLines + """
                E: 1.000010 0003 0035 0021\t# EV_ABS / ABS_MT_POSITION_X 21
                E: 1.27717 0003 0039 -001
                E: 1357751027.090934 3 39 +5 # unpadded type and code
                E: 2.5 0000 0000 0000

                """)
        let events = try RecordingReader(path: path).readAll()
        #expect(events.map(\.time.microseconds) == [1_000_010, 1_027_717, 1_357_751_027_090_934, 2_000_005])
        #expect(events.map(\.value) == [21, -1, 5, 0])
        #expect(events.map(\.code) == [0x35, 0x39, 0x39, 0])
        #expect(events[0].type == .absolute)
    }

    /// evemu-record's layout is read eight bytes at a time; every six-digit
    /// fraction must read as the digits say, whatever digit is where.
    @Test func sixDigitFractionsReadAsTheirDigits() throws {
        var fractions = [0, 1, 9, 10, 99, 100_000, 999_999, 123_456, 654_321, 900_009]
        fractions += (0..<6).flatMap { place in (0...9).map { digit in digit * Int(pow(10.0, Double(place))) } }
        var generator = SystemRandomNumberGenerator()
        fractions += (0..<200).map { _ in Int.random(in: 0...999_999, using: &generator) }
        let lines = fractions.map { "E: 1234.\(String(format: "%06d", $0)) 0003 0035 0021\t# EV_ABS\n" }.joined()
        let path = try TestFiles.temporary("t.evemu", touchscreenDescriptionLines + lines)
        let events = try RecordingReader(path: path).readAll()
        #expect(events.map(\.time.microseconds) == fractions.map { Int64(1_234_000_000 + $0) })
    }

    /// A byte that is not a digit, anywhere in the six, is read as the
    /// byte-by-byte reading reads it: an error on the line, except a space or
    /// tab in the last place, which ends a five-digit fraction.
    @Test(arguments: [0x00, 0x09, 0x20, 0x2F, 0x3A, 0x3F, 0x40, 0x41, 0x70, 0xB0, 0xB9, 0xF5])
    func aNonDigitInTheFractionIsReadByteByByte(byte: UInt8) throws {
        for place in 0..<6 {
            var line = Array("E: 7.123456 0003 0035 0021".utf8)
            line[5 + place] = byte
            let path = try TestFiles.temporary("t.evemu", bytes: Array(touchscreenDescriptionLines.utf8) + line + [0x0A])
            if place == 5 && (byte == 0x20 || byte == 0x09) {
                #expect(try RecordingReader(path: path).readAll().map(\.time.microseconds) == [7_012_345])
            } else {
                #expect(readingError(path)?.line == 18, "byte \(byte) at digit \(place)")
            }
        }
    }

    /// The batch read gives what `next()` gives, in batches of at most the limit,
    /// says when the file ended, and keeps the events before an error.
    @Test func batchReadsGiveWhatNextGivesAndKeepEventsBeforeAnError() throws {
        let lines = (0..<10).map { "E: 0.\(String(format: "%06d", $0 * 8000)) 0003 0035 \($0)\n" }.joined()
        let good = try TestFiles.temporary("good.evemu", touchscreenDescriptionLines + lines)
        let expected = try RecordingReader(path: good).readAll()
        let reader = try RecordingReader(path: good)
        var batches: [[InputEvent]] = []
        var more = true
        while more {
            var batch: [InputEvent] = []
            more = try reader.read(into: &batch, upTo: 4)
            batches.append(batch)
        }
        #expect(batches.map(\.count) == [4, 4, 2])
        #expect(batches.flatMap { $0 } == expected)

        let bad = try TestFiles.temporary("bad.evemu", touchscreenDescriptionLines + lines + "E: 1.0 zz 0035 1\n")
        let broken = try RecordingReader(path: bad)
        var events: [InputEvent] = []
        #expect(throws: RecordingError.self) { _ = try broken.read(into: &events, upTo: 100) }
        #expect(events == expected)
        #expect(broken.lineNumber == 27)
    }

    @Test func commentsAndBlankLinesMayAppearAnywhere() throws {
        let path = try TestFiles.temporary(
            "t.evemu",
            "# EVEMU 1.3\n# a comment\n\n" + touchscreenDescriptionLines + """
                ################################
                #      Waiting for events      #
                E: 0.000001 0003 0035 0001
                # between events

                E: 0.000001 0000 0000 0000 # ------------ SYN_REPORT (0) ---------- +0ms
                # trailing
                """)
        let reader = try RecordingReader(path: path)
        let events = try reader.readAll()
        #expect(events.count == 2)
        #expect(reader.warnings.isEmpty)
    }

    @Test func separateDescriptionFileOverridesTheOneInTheEventsFile() throws {
        let description = try TestFiles.temporary("d.desc", "# EVEMU 1.2\n" + touchscreenDescriptionLines)
        let events = try TestFiles.temporary(
            "e.events",
            touchscreenDescriptionLines.replacingOccurrences(of: "Test Touch", with: "Other")
                + "E: 5.000000 0003 0035 0001\n")
        let reader = try RecordingReader(path: events, descriptionPath: description)
        #expect(reader.description.name == "Test Touch # not a comment")
        #expect(reader.formatVersion == "1.2")
        #expect(try reader.readAll().count == 1)
    }

    @Test func firstEventTimeIsKnownBeforeReadingAndTimesAreKeptAsRecorded() throws {
        let path = try TestFiles.temporary(
            "t.evemu",
            touchscreenDescriptionLines + "E: 1700000000.500000 0003 0035 0001\nE: 1700000000.600000 0000 0000 0000\n")
        let reader = try RecordingReader(path: path)
        #expect(reader.firstEventTime == Timestamp(seconds: 1_700_000_000, microseconds: 500_000))
        #expect(try reader.next()?.time == reader.firstEventTime)
    }

    @Test func unknownTypesAndCodesAreKept() throws {
        let path = try TestFiles.temporary(
            "t.evemu",
            touchscreenDescriptionLines + "E: 0.1 001f 0000 0001\nE: 0.1 0003 001d 0007\nE: 0.1 0000 0000 0000\n")
        let reader = try RecordingReader(path: path)
        let events = try reader.readAll()
        #expect(events.map(\.type.rawValue) == [0x1f, 3, 0])
        #expect(events[1].code == 0x1d)
        #expect(reader.warnings.isEmpty)
    }

    @Test func linesLongerThanTheReadChunkAreRead() throws {
        let longComment = "# " + String(repeating: "x", count: 200_000) + "\n"
        let path = try TestFiles.temporary(
            "t.evemu", touchscreenDescriptionLines + longComment + "E: 0.1 0003 0035 0001\t" + longComment)
        #expect(try RecordingReader(path: path).readAll().count == 1)
    }

    @Test func windowsLineEndingsAreAccepted() throws {
        let text = (touchscreenDescriptionLines + "E: 0.1 0003 0035 0001\nE: 0.1 0000 0000 0000\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
        let reader = try RecordingReader(path: try TestFiles.temporary("t.evemu", text))
        #expect(reader.description.name == "Test Touch # not a comment")
        #expect(try reader.readAll().map(\.value) == [1, 0])
    }
}

@Suite(.scratchDirectory) struct FormatDetectionTests {
    @Test func formatIsDetectedFromContentNotFromTheFileName() throws {
        let yamlText = try String(
            contentsOfFile: TestFiles.recording("saitek-rat5-mouse.libinput.yml"), encoding: .utf8)
        let yamlNamedEvents = try TestFiles.temporary("mouse.events", yamlText)
        let evemuNamedYaml = try TestFiles.temporary("touch.yml", touchscreenDescriptionLines)
        #expect(try RecordingFormat.detect(path: yamlNamedEvents) == .libinputRecord)
        #expect(try RecordingFormat.detect(path: evemuNamedYaml) == .evemu)
        #expect(try RecordingReader(path: yamlNamedEvents).description.name == "Saitek Cyborg R.A.T.5 Mouse")
    }

    @Test func headerlessFilesAreRecognisedByTheirFirstLine() throws {
        let events = try TestFiles.temporary("a", "\n# comment\nE: 0.1 0000 0000 0000\n")
        let yaml = try TestFiles.temporary("b", "# some tool\nversion: 1\n")
        #expect(try RecordingFormat.detect(path: events) == .evemu)
        #expect(try RecordingFormat.detect(path: yaml) == .libinputRecord)
    }
}
