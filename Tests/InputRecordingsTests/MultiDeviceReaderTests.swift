import Foundation
import InputEvents
import InputRecordings
import Testing
import TouchTime

/// Each device of a multi-device `libinput record` file read by a reader of its own
/// (issue 20, item 2): its description, node, udev properties and only its own events.
@Suite struct MultiDeviceReaderTests {
    /// Written by `libinput record` from an emulated touchscreen (event50) and mouse (event51).
    static let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TouchReplayTests/Fixtures/touchscreen-and-mouse.libinput.yml").path

    @Test func theFirstDevicesReaderKnowsTheFileHasTwoDevices() throws {
        let reader = try RecordingReader(path: Self.recording)
        #expect(reader.deviceCount == 2)
        #expect(reader.deviceIndex == 0)
        #expect(reader.devicePath == "/dev/input/event50")
        #expect(reader.description.name == "Atmel maXTouch Touchscreen")
        let events = try reader.readAll()
        #expect(events.allSatisfy { $0.type != .relative }, "no event of the mouse's")
        #expect(events.filter { $0.type == .absolute && $0.code == AbsoluteAxis.multiTouchTrackingID && $0.value >= 0 }.count == 2)
    }

    @Test func theSecondDeviceIsReadWithItsOwnDescriptionAndEvents() throws {
        let reader = try RecordingReader(path: Self.recording, device: 1)
        #expect(reader.deviceCount == 2)
        #expect(reader.devicePath == "/dev/input/event51")
        #expect(reader.description.name == "Saitek Cyborg R.A.T.5 Mouse")
        #expect(reader.udevProperties["ID_INPUT_MOUSE"] == "1")
        #expect(reader.firstEventTime == Timestamp(microseconds: 193_966), "the offset shared with the first device")
        let events = try reader.readAll()
        #expect(events.allSatisfy { $0.type != .absolute }, "no event of the touchscreen's")
        let buttons = events.filter { $0.type == .key }.map { [$0.code, UInt16($0.value)] }
        #expect(buttons == [[0x110, 1], [0x110, 0], [0x111, 1], [0x111, 0]], "a left click, then a right click")
        // libinput record was stopped in the middle of the mouse's last frame (umockdev writes one event at a time).
        #expect(reader.warnings.map(\.kind) == [.missingFinalReport])
    }

    @Test func aDeviceBeyondTheFilesDevicesIsAnErrorAtNdevices() throws {
        #expect(throws: RecordingError(path: Self.recording, line: 3, column: 11, reason: .missingDevice(index: 2, found: 2))) {
            try RecordingReader(path: Self.recording, device: 2)
        }
    }
}
