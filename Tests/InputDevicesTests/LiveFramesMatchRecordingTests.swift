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
        var duration: Duration
        var speed: Double
        var testDescription: String { events }
    }

    static let cases = [
        Case(events: "atmel-maxtouch.2-fingers-touch-release.events", duration: .seconds(2), speed: 1),
        Case(events: "ep0430m09.1-finger-drag-up-down.events", duration: .seconds(2), speed: 1.5),
        Case(events: "ntrig-multitouch.1-finger-drag-nw-se.events", description: "ntrig-multitouch.desc",
             duration: .seconds(2), speed: 1.5),
        Case(events: "saitek-rat5-mouse.events", description: "saitek-rat5-mouse.desc", duration: .seconds(4), speed: 2.5),
    ]

    static let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))

    @Test(arguments: cases)
    func liveFramesEqualTheFramesDecodedFromTheRecording(_ recording: Case) throws {
        let (description, recorded) = try EmulatedDeviceRun.read(recording.events, description: recording.description)
        let options = EmulationOptions(
            leadIn: EmulatedDeviceRun.leadIn, maximumDuration: recording.duration, speed: recording.speed)
        let emulation = try EmulatedDeviceRun(description: description, events: recorded, options: options)
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
