import Foundation
import InputEvents
import InputRecordings
import Testing
import TouchTime

@Suite(.scratchDirectory) struct LibinputRecordWriterTests {
    @Test(arguments: ["atmel-maxtouch.2-fingers-touch-release.libinput.yml", "saitek-rat5-mouse.libinput.yml"])
    func writingThenReadingGivesTheSameDescriptionAndEvents(name: String) throws {
        let original = try RecordingReader(path: TestFiles.recording(name))
        let events = try original.readAll()
        let copy = try TestFiles.scratchPath("copy.yml")
        try LibinputRecordWriter.write(description: original.description, events: events, to: copy)
        let reread = try RecordingReader(path: copy)
        #expect(reread.format == .libinputRecord)
        #expect(reread.description == original.description)
        #expect(try reread.readAll() == events)
    }

    @Test(arguments: evemuRecordings)
    func evemuRecordingConvertedToLibinputRecordKeepsItsEvents(recording: (events: String, description: String)) throws
    {
        let original = try RecordingReader(
            path: TestFiles.recording(recording.events), descriptionPath: TestFiles.recording(recording.description))
        let events = try original.readAll()
        let copy = try TestFiles.scratchPath("copy.yml")
        try LibinputRecordWriter.write(description: original.description, events: events, to: copy)
        let reread = try RecordingReader(path: copy)
        #expect(reread.description == original.description)
        #expect(try reread.readAll() == events)
    }

    @Test func linesLookLikeLibinputRecordOutput() throws {
        let path = try TestFiles.scratchPath("out.yml")
        let description = DeviceDescription(
            name: "Say \"hi\"", identifier: DeviceIdentifier(busType: 24, vendor: 0, product: 0, version: 0),
            properties: [InputProperty.direct], codes: [.absolute: [AbsoluteAxis.multiTouchSlot]],
            absoluteAxes: [AbsoluteAxis.multiTouchSlot: AbsoluteAxisInfo(minimum: 0, maximum: 9)])
        try LibinputRecordWriter.write(
            description: description,
            events: [
                InputEvent(
                    time: Timestamp(seconds: 1, microseconds: 54_564), type: .absolute,
                    code: AbsoluteAxis.multiTouchSlot, value: 1),
                InputEvent(
                    time: Timestamp(seconds: 1, microseconds: 54_564), type: .synchronization, code: 0, value: 0),
                InputEvent(
                    time: Timestamp(seconds: 1, microseconds: 68_564), type: .absolute,
                    code: AbsoluteAxis.multiTouchTrackingID, value: -1),
                InputEvent(
                    time: Timestamp(seconds: 1, microseconds: 68_564), type: .synchronization, code: 0, value: 0),
            ], to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("    name: \"Say \\\"hi\\\"\"\n    id: [24, 0, 0, 0]\n"))
        #expect(text.contains("      3: [47] # EV_ABS\n    absinfo:\n      47: [0, 9, 0, 0, 0]\n    properties: [1]\n"))
        #expect(
            text.hasSuffix(
                """
                  events:
                  - evdev:
                    - [  1,  54564,   3,  47,       1] # EV_ABS / ABS_MT_SLOT               1
                    - [  1,  54564,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
                  - evdev:
                    - [  1,  68564,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID       -1
                    - [  1,  68564,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +14ms

                """))
        #expect(try RecordingReader(path: path).description.name == "Say \"hi\"")
    }
}
