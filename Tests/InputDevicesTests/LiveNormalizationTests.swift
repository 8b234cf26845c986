import DeviceEmulation
import InputEvents
import Testing
import TouchTime

/// The same events read live (umockdev, libevdev, poll, decoder, CLI) and
/// decoded in-process as a replay does: libevdev's normalisation (its
/// `sanitize_event()`: double tracking ids dropped, slots capped, undeclared
/// codes dropped) happens live inside libevdev and in a replay inside the
/// decoder, and both give the same frames.
@Suite struct LiveNormalizationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var events: [InputEvent]
        /// The phases the frames must show (libevdev's behaviour), besides both paths agreeing.
        var phases: [[String]]
        var testDescription: String { name }
    }

    /// A protocol B screen of 4 slots without `ABS_MT_TOOL_TYPE`, 800×480 device units.
    static let device: DeviceDescription = {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 799),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 479),
            AbsoluteAxis.multiTouchSlot: AbsoluteAxisInfo(minimum: 0, maximum: 3),
            AbsoluteAxis.multiTouchPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 799),
            AbsoluteAxis.multiTouchPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 479),
            AbsoluteAxis.multiTouchTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
        ]
        return DeviceDescription(
            name: "Normalization Test Screen", identifier: DeviceIdentifier(busType: 3, vendor: 0x1234, product: 0x5678, version: 1),
            properties: [InputProperty.direct],
            codes: [.synchronization: [0, 1, 2, 3], .key: [KeyCode.buttonTouch], .absolute: CodeSet(axes.keys)],
            absoluteAxes: axes)
    }()

    /// Frames 20 ms apart; each inner array is one frame's events before its `SYN_REPORT`.
    static func stream(_ frames: [[(UInt16, Int32)]]) -> [InputEvent] {
        var events: [InputEvent] = []
        for (index, frame) in frames.enumerated() {
            let time = Timestamp(microseconds: Int64(index) * 20_000)
            for (code, value) in frame { events.append(InputEvent(time: time, type: .absolute, code: code, value: value)) }
            events.append(InputEvent(time: time, type: .synchronization, code: SynchronizationCode.report, value: 0))
        }
        return events
    }

    static let slot = AbsoluteAxis.multiTouchSlot, id = AbsoluteAxis.multiTouchTrackingID
    static let x = AbsoluteAxis.multiTouchPositionX, y = AbsoluteAxis.multiTouchPositionY

    static let cases = [
        Case(
            name: "a new tracking id without a lift (libevdev: double tracking ID)",
            events: stream([[(slot, 0), (id, 5), (x, 100), (y, 100)], [(x, 120)], [(id, 6), (x, 300), (y, 300)], [(x, 310)], [(id, -1)]]),
            phases: [["0:began"], ["0:moved"], ["0:moved"], ["0:moved"], ["0:ended"]]),
        Case(
            name: "a slot beyond the slot count (libevdev: capping to announced max slot)",
            events: stream([[(slot, 7), (id, 1), (x, 50), (y, 60)], [(slot, 3), (x, 70)], [(slot, 9), (x, 90)], [(slot, 3), (id, -1)]]),
            phases: [["0:began"], ["0:moved"], ["0:moved"], ["0:ended"]]),
        Case(
            name: "an undeclared ABS_MT_TOOL_TYPE palm (libevdev: undeclared codes dropped)",
            events: stream([[(slot, 0), (id, 2), (x, 400), (y, 200)], [(AbsoluteAxis.multiTouchToolType, MultiTouchToolType.palm), (x, 410)], [(x, 420)], [(id, -1)]]),
            phases: [["0:began"], ["0:moved"], ["0:moved"], ["0:ended"]]),
        Case(
            name: "a second lift and a new finger after it",
            events: stream([[(slot, 1), (id, 4), (x, 10), (y, 10)], [(id, -1)], [(id, -1)], [(id, 8), (x, 700), (y, 400)], [(id, -1)]]),
            phases: [["0:began"], ["0:ended"], ["1:began"], ["1:ended"]]),
    ]

    static let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))

    @Test(arguments: cases)
    func theSameEventsGiveTheSameFramesLiveThroughLibevdevAndReplayed(_ test: Case) throws {
        let options = EmulationOptions(leadIn: EmulatedDeviceRun.leadIn, speed: 1)
        let emulation = try EmulatedDeviceRun(description: Self.device, events: test.events, options: options)
        defer { emulation.removeFiles() }
        let result = try emulation.run([
            "events", emulation.device.devicePath, "--jsonl", "--screen", "800x480", "--idle-timeout", EmulatedDeviceRun.idleTimeout,
        ])
        #expect(result.status == 0, "\(result)")
        let live = try LiveFrame.parse(result.output)
        let replayed = try LiveFrame.decode(emulation.device.replayedEvents, device: Self.device, mapping: Self.mapping)
        #expect(live == replayed, "live: \(live)\nreplayed: \(replayed)")
        #expect(replayed.map { $0.contacts.map { "\($0.id):\($0.phase)" } } == test.phases)
    }
}
