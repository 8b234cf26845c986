import DeviceEmulation
import InputEvents
import Testing

/// A recording replayed through an emulated device and read live (umockdev,
/// libevdev, poll, decoder, CLI) gives the same frames as the same events
/// decoded in-process from the file.
@Suite struct LiveFramesMatchRecordingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var events: String
        var description: String?
        /// The event whose frame the emulated part starts with (``EmulatedDeviceRun/fitting(_:from:extra:)``).
        var from = 0
        var speed: Double
        var testDescription: String { events }
    }

    static let cases = [
        Case(events: "atmel-maxtouch.2-fingers-touch-release.events", speed: 1),
        Case(events: "ep0430m09.1-finger-drag-up-down.events", speed: 1.5),
        Case(events: "ntrig-multitouch.1-finger-drag-nw-se.events", description: "ntrig-multitouch.desc", speed: 1.5),
        // Around the first clicks of the left and right buttons (events 1,127 and 1,153).
        Case(events: "saitek-rat5-mouse.events", description: "saitek-rat5-mouse.desc", from: 1_100, speed: 2.5),
    ]

    static let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))

    @Test(arguments: cases)
    func liveFramesEqualTheFramesDecodedFromTheRecording(_ recording: Case) throws {
        let (description, recorded) = try EmulatedDeviceRun.read(recording.events, description: recording.description)
        let options = EmulationOptions(leadIn: EmulatedDeviceRun.leadIn, speed: recording.speed)
        let part = EmulatedDeviceRun.fitting(recorded, from: recording.from)
        let emulation = try EmulatedDeviceRun(description: description, events: part, options: options)
        defer { emulation.removeFiles() }
        let result = try emulation.run([
            "events", emulation.device.devicePath, "--jsonl", "--screen", "800x480", "--idle-timeout", EmulatedDeviceRun.idleTimeout,
        ])
        #expect(result.status == 0, "\(result)")
        let live = try LiveFrame.parse(result.output)
        let expected = try LiveFrame.decode(emulation.device.replayedEvents, device: description, mapping: Self.mapping)
        #expect(!expected.isEmpty)
        #expect(expected.contains { $0.contacts.contains { $0.phase == "began" } })
        let firstDifference = zip(live, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(
            live == expected,
            "\(live.count) live / \(expected.count) expected frames; first difference at \(firstDifference ?? min(live.count, expected.count))")
    }
}
