import Foundation
import InputEvents
import InputRecordings
import Testing
import TouchTime

@Suite(.scratchDirectory) struct EvemuWriterTests {
    @Test(arguments: evemuRecordings)
    func writingThenReadingGivesTheSameDescriptionAndEvents(recording: (events: String, description: String)) throws {
        let original = try RecordingReader(
            path: TestFiles.recording(recording.events), descriptionPath: TestFiles.recording(recording.description))
        let events = try original.readAll()
        let copy = try TestFiles.scratchPath("copy.evemu")
        try EvemuWriter.write(description: original.description, events: events, to: copy)
        let reread = try RecordingReader(path: copy)
        #expect(reread.formatVersion == "1.3")
        #expect(reread.description == original.description)
        #expect(try reread.readAll() == events)
    }

    @Test func libinputRecordRewrittenAsEvemuKeepsItsEvents() throws {
        let original = try RecordingReader(
            path: TestFiles.recording("atmel-maxtouch.2-fingers-touch-release.libinput.yml"))
        let events = try original.readAll()
        let copy = try TestFiles.scratchPath("copy.evemu")
        try EvemuWriter.write(description: original.description, events: events, to: copy)
        let reread = try RecordingReader(path: copy)
        #expect(try reread.readAll() == events)
        #expect(reread.description.absoluteAxes == original.description.absoluteAxes)
        #expect(reread.description.codes[.absolute] == original.description.codes[.absolute])
    }

    @Test func linesLookLikeEvemuRecordOutput() throws {
        let description = try RecordingReader(
            path: TestFiles.recording("atmel-maxtouch.2-fingers-touch-release.events")
        ).description
        let path = try TestFiles.scratchPath("out.evemu")
        try EvemuWriter.write(
            description: description,
            events: [
                InputEvent(
                    time: Timestamp(microseconds: 1), type: .absolute, code: AbsoluteAxis.multiTouchTrackingID, value: 7
                ),
                InputEvent(
                    time: Timestamp(microseconds: 1), type: .absolute, code: AbsoluteAxis.multiTouchSlot, value: -1),
                InputEvent(
                    time: Timestamp(microseconds: 1), type: .synchronization, code: SynchronizationCode.report, value: 0
                ),
                InputEvent(time: Timestamp(microseconds: 54_565), type: .key, code: KeyCode.buttonTouch, value: 1),
                InputEvent(
                    time: Timestamp(microseconds: 54_565), type: .synchronization,
                    code: SynchronizationCode.multiTouchReport, value: 0),
                InputEvent(
                    time: Timestamp(seconds: 12, microseconds: 54_565), type: .synchronization,
                    code: SynchronizationCode.report, value: 0),
            ], to: path)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "# EVEMU 1.3")
        #expect(lines.contains("# Input device name: \"Atmel maXTouch Touchscreen\""))
        #expect(lines.contains("#     Event code 53 (ABS_MT_POSITION_X)"))
        #expect(lines.contains("#   Property  type 1 (INPUT_PROP_DIRECT)"))
        #expect(lines.contains("N: Atmel maXTouch Touchscreen"))
        #expect(lines.contains("I: 0018 0000 0000 0000"))
        #expect(lines.contains("P: 02 00 00 00 00 00 00 00"))
        #expect(lines.contains("B: 03 03 00 00 00 00 80 e0 0a"))
        #expect(lines.count(where: { $0.hasPrefix("B: 01 ") }) == 12)
        #expect(lines.contains("A: 39 0 65535 0 0 0"))
        #expect(
            Array(lines.suffix(6)) == [
                "E: 0.000001 0003 0039 0007\t# EV_ABS / ABS_MT_TRACKING_ID   7",
                "E: 0.000001 0003 002f -001\t# EV_ABS / ABS_MT_SLOT          -1",
                "E: 0.000001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms",
                "E: 0.054565 0001 014a 0001\t# EV_KEY / BTN_TOUCH            1",
                "E: 0.054565 0000 0002 0000\t# ++++++++++++ SYN_MT_REPORT (0) ++++++++++",
                "E: 12.054565 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +12054ms",
            ])
    }

    @Test func eachCompletedFrameIsOnDiskBeforeTheWriterIsClosed() throws {
        let path = try TestFiles.scratchPath("live.evemu")
        let writer = try EvemuWriter(path: path, description: DeviceDescription(name: "Live"))
        try writer.write(InputEvent(time: Timestamp(microseconds: 10), type: .relative, code: RelativeAxis.x, value: 3))
        let beforeReport = try RecordingReader(path: path)
        #expect(try beforeReport.readAll().isEmpty)
        try writer.write(
            InputEvent(
                time: Timestamp(microseconds: 10), type: .synchronization, code: SynchronizationCode.report, value: 0))
        let afterReport = try RecordingReader(path: path)
        #expect(try afterReport.readAll().map(\.value) == [3, 0])
        #expect(afterReport.description.name == "Live")
        try writer.close()
    }

    @Test func aWriterDroppedWithoutClosingStillWritesTheFrameInProgress() throws {
        let path = try TestFiles.scratchPath("dropped.evemu")
        let description = DeviceDescription(
            name: "Dropped", codes: [.synchronization: [0], .relative: [RelativeAxis.x, RelativeAxis.y]])
        do {
            let writer = try EvemuWriter(path: path, description: description)
            try writer.write(InputEvent(time: Timestamp(microseconds: 1), type: .relative, code: RelativeAxis.x, value: 3))
        }
        let events = try RecordingReader(path: path).readAll()
        #expect(events == [InputEvent(time: Timestamp(microseconds: 1), type: .relative, code: RelativeAxis.x, value: 3)])
    }

    @Test func negativeTimeIsRefused() throws {
        let writer = try EvemuWriter(
            path: try TestFiles.scratchPath("n.evemu"), description: DeviceDescription(name: "N"))
        #expect(throws: RecordingError.self) {
            try writer.write(InputEvent(time: Timestamp(microseconds: -1), type: .synchronization, code: 0, value: 0))
        }
    }

    @Test func unwritablePathNamesTheReason() throws {
        #expect {
            _ = try EvemuWriter(path: "/nonexistent/dir/out.evemu", description: DeviceDescription(name: "N"))
        } throws: { error in
            (error as? RecordingError)?.description
                == "/nonexistent/dir/out.evemu: cannot create: No such file or directory"
        }
    }

    /// Issue 35: the line break was written as a space, so the name read back was another one.
    @Test func nameWithALineBreakIsWrittenOnOneLineAndReadsBackTheSame() throws {
        let path = try TestFiles.scratchPath("name.evemu")
        try EvemuWriter.write(description: DeviceDescription(name: "Two\nLines"), events: [], to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\nN: Two\\x0aLines\n"))
        #expect(try RecordingReader(path: path).description.name == "Two\nLines")
    }
}
