import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// `devices`, `events` and `record` against emulated devices: listing,
/// opening by name, refusing devices that are not touchscreens or mice,
/// stopping on SIGTERM and recording only touch and pointer events.
@Suite struct DeviceCommandsTests {
    /// A keyboard: keys and LEDs, no pointer axes.
    static let keyboard = DeviceDescription(
        name: "Emulated Keyboard",
        identifier: DeviceIdentifier(busType: 0x11, vendor: 1, product: 1, version: 0xab41),
        codes: [
            .synchronization: [0], .key: CodeSet(UInt16(1)...UInt16(88)), .miscellaneous: [4], .led: [0, 1, 2],
        ],
        ledStates: [0: 0, 1: 0, 2: 0])

    @Test func devicesListsPathNameClassSlotsAndAxes() throws {
        let (description, _) = try EmulatedDeviceRun.read("atmel-maxtouch.desc")
        let emulation = try EmulatedDeviceRun(description: description, events: nil, options: EmulationOptions())
        defer { emulation.removeFiles() }
        let result = try emulation.run(["devices"])
        #expect(result.status == 0, "\(result)")
        let lines = result.lines
        #expect(lines.prefix(5) == [
            "Device:           Atmel maXTouch Touchscreen",
            "Kernel:           /dev/input/event50",
            "Id:               i2c:0000:0000",
            "Class:            multi-touch screen (protocol B)",
            "Slots:            10",
        ])
        #expect(lines.contains("Axis:             ABS_MT_POSITION_X 0..799, no resolution"))
    }

    @Test(arguments: ["atmel-maxtouch.desc", "ep0430m09.desc", "ntrig-multitouch.desc", "ps2-generic-mouse.desc", "saitek-rat5-mouse.desc"])
    func descriptionReadLiveThroughLibevdevEqualsTheEvemuDescription(_ file: String) throws {
        let (description, _) = try EmulatedDeviceRun.read(file)
        let emulation = try EmulatedDeviceRun(description: description, events: nil, options: EmulationOptions())
        defer { emulation.removeFiles() }
        let output = emulation.directory + "/described.evemu"
        let result = try emulation.run(["record", "/dev/input/event50", "-o", output, "--duration", "0.2"])
        #expect(result.status == 0, "\(result)")
        let live = try RecordingReader(path: output).description
        #expect(live.name == description.name)
        #expect(live.identifier == description.identifier)
        #expect(live.properties == description.properties)
        #expect(live.absoluteAxes == description.absoluteAxes)
        let types = Set(live.eventTypes + description.eventTypes).sorted()
        for type in types { #expect(live.codes[type] ?? [] == description.codes[type] ?? [], "codes of type \(type.rawValue)") }
    }

    @Test func keyboardIsListedAsNotAttachableAndRefusedForEventsAndRecord() throws {
        let emulation = try EmulatedDeviceRun(description: Self.keyboard, events: nil, options: EmulationOptions())
        defer { emulation.removeFiles() }
        let listing = try emulation.run(["devices"])
        #expect(listing.lines.contains("Class:            keyboard"), "\(listing)")
        #expect(listing.lines.contains { $0.hasPrefix("Attachable:       no: TouchReplay reads touchscreens, mice and pens") })
        for command in [["events", "/dev/input/event50"], ["record", "/dev/input/event50", "-o", emulation.directory + "/k.evemu"]] {
            let result = try emulation.run(command)
            #expect(result.status == 1, "\(result)")
            #expect(result.errors.hasPrefix("touchreplay: /dev/input/event50: \"Emulated Keyboard\": keyboard"), "\(result)")
            #expect(result.errors.hasSuffix("not attachable: TouchReplay reads touchscreens, mice and pens\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: emulation.directory + "/k.evemu"))
    }

    @Test func eventsOpensADeviceByPartOfItsName() throws {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.2-fingers-touch-release.events")
        let options = EmulationOptions(leadIn: EmulatedDeviceRun.leadIn, maximumDuration: .milliseconds(500))
        let emulation = try EmulatedDeviceRun(description: description, events: recorded, options: options)
        defer { emulation.removeFiles() }
        let result = try emulation.run(["events", "maxtouch", "--jsonl", "--idle-timeout", EmulatedDeviceRun.idleTimeout])
        #expect(result.status == 0, "\(result)")
        #expect(try LiveFrame.parse(result.output).first?.contacts.first?.phase == "began")
    }

    @Test func sigtermEndsEventsCleanlyWithTheActiveContactCancelled() throws {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.1-finger-drag-up-down.events")
        let emulation = try EmulatedDeviceRun(
            description: description, events: EmulatedDeviceRun.fitting(recorded), options: EmulationOptions(leadIn: EmulatedDeviceRun.leadIn))
        defer { emulation.removeFiles() }
        let running = try emulation.start(["events", "/dev/input/event50", "--jsonl"])
        try running.waitForOutput(lines: 4)
        let child = try #require(UnplugTests.childProcess(of: running.process.processIdentifier))
        kill(child, SIGTERM)
        running.process.waitUntilExit()
        let result = running.result
        #expect(result.status == 0, "\(result)")
        #expect(result.errors.isEmpty)
        #expect(try LiveFrame.parse(result.output).last?.contacts.map(\.phase) == ["cancelled"])
    }

    @Test func recordKeepsTouchAndPointerEventsOnlyAndRoundTrips() throws {
        let (description, recorded) = try EmulatedDeviceRun.read("saitek-rat5-mouse.events", description: "saitek-rat5-mouse.desc")
        let options = EmulationOptions(leadIn: EmulatedDeviceRun.leadIn, speed: 3)
        // Around the first clicks (events 1,127 and 1,153), with their MSC_SCAN events.
        let emulation = try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded, from: 1_100), options: options)
        defer { emulation.removeFiles() }
        let output = emulation.directory + "/mouse.evemu"
        let result = try emulation.run(["record", "/dev/input/event50", "-o", output, "--idle-timeout", EmulatedDeviceRun.idleTimeout])
        #expect(result.status == 0, "\(result)")
        let reader = try RecordingReader(path: output)
        let written = try reader.readAll()
        #expect(reader.description == description)
        #expect(emulation.device.replayedEvents.contains { $0.type == .miscellaneous }, "the recording has scan codes to drop")
        let expected = emulation.device.replayedEvents.filter { $0.type != .miscellaneous }
        #expect(written == expected)
        #expect(written.contains { $0.type == .key && $0.code == KeyCode.buttonLeft })
    }
}

/// `touchreplay attach --idle-timeout` ends a session nobody touches, as `events` and `record` do.
@Suite struct AttachIdleTimeoutTests {
    @Test("attach --idle-timeout ends once no frame came for that long, with the summary and status 0")
    func attachStopsWhenIdle() throws {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.2-fingers-touch-release.events")
        let options = EmulationOptions(leadIn: EmulatedDeviceRun.leadIn, maximumDuration: .milliseconds(500))
        let emulation = try EmulatedDeviceRun(description: description, events: recorded, options: options)
        defer { emulation.removeFiles() }
        let result = try emulation.run(["attach", "/dev/input/event50", "--format", "jsonl", "--idle-timeout", EmulatedDeviceRun.idleTimeout])
        #expect(result.status == 0, "\(result)")
        #expect(result.output.contains(#""type":"touch""#), "the fingers came through before the idle time: \(result)")
        #expect(result.output.split(separator: "\n").last?.contains(#""type":"summary""#) == true, "\(result)")
    }

    @Test("attach --idle-timeout that is not a positive number of seconds is one line")
    func aBadIdleTimeoutIsOneLine() throws {
        let result = try AttachSeveralDevicesTests.runDirectly(["attach", "/dev/input/event50", "--idle-timeout", "0"])
        #expect(result.status != 0)
        #expect(result.errors.contains("--idle-timeout must be a positive number of seconds"), "\(result)")
    }
}
