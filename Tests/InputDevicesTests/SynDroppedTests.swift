import DeviceEmulation
import Foundation
import InputRecordings
import InputEvents
import Testing

/// A `SYN_DROPPED` from the device makes libevdev resynchronise through the
/// emulated ioctls (which report no contact down): the reader marks the
/// synthesised events, and the contact that was down comes out cancelled.
@Suite struct SynDroppedTests {
    @Test func contactDownAtSynDroppedIsCancelledNotEnded() throws {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.1-finger-drag-up-down.events")
        let options = EmulationOptions(
            leadIn: EmulatedDeviceRun.leadIn, droppedAfterFrames: [10])
        let emulation = try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded, extra: 1), options: options)
        defer { emulation.removeFiles() }
        let result = try emulation.run(["events", emulation.device.devicePath, "--jsonl", "--idle-timeout", EmulatedDeviceRun.idleTimeout])
        #expect(result.status == 0, "\(result)")
        let frames = try LiveFrame.parse(result.output)
        let phases = frames.flatMap { $0.contacts.filter { $0.id == 0 }.map(\.phase) }
        #expect(phases.first == "began")
        #expect(phases.filter { $0 == "moved" }.count >= 8, "the contact moved in the frames before the drop")
        #expect(phases.last == "cancelled", "phases of contact 0: \(phases)")
        #expect(!phases.contains("ended"))
        #expect(frames.allSatisfy { $0.contacts.allSatisfy { $0.id == 0 } }, "no contact began from updates after the resync")
        // libevdev's own log ("BUG: …" on its standard error) goes through ours or nowhere.
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    @Test func rawOutputMarksTheEventsLibevdevSynthesisedDuringResync() throws {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.1-finger-drag-up-down.events")
        let options = EmulationOptions(
            leadIn: EmulatedDeviceRun.leadIn, droppedAfterFrames: [3])
        let emulation = try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded, extra: 1), options: options)
        defer { emulation.removeFiles() }
        let result = try emulation.run(["events", emulation.device.devicePath, "--raw", "--idle-timeout", EmulatedDeviceRun.idleTimeout])
        #expect(result.status == 0, "\(result)")
        let lines = result.lines
        let drop = try #require(lines.firstIndex { $0.contains("SYN_DROPPED") }, "\(result)")
        let resync = lines[(drop + 1)...].prefix { $0.contains("(resync)") }
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(resync.contains { $0.contains("ABS_MT_TRACKING_ID -1") }, "\(lines[drop...].prefix(8))")
        #expect(resync.last?.contains("SYN_REPORT") == true)
        #expect(lines[..<drop].allSatisfy { !$0.contains("(resync)") })
    }

    @Test func rawJSONLinesNameEachEventAndFlagTheResync() throws {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.1-finger-drag-up-down.events")
        let options = EmulationOptions(
            leadIn: EmulatedDeviceRun.leadIn, maximumDuration: .milliseconds(300), droppedAfterFrames: [2])
        let emulation = try EmulatedDeviceRun(description: description, events: recorded, options: options)
        defer { emulation.removeFiles() }
        let result = try emulation.run(["events", "/dev/input/event50", "--raw", "--jsonl", "--idle-timeout", EmulatedDeviceRun.idleTimeout])
        #expect(result.status == 0, "\(result)")
        struct RawLine: Decodable, Equatable {
            struct Event: Decodable, Equatable { var time_us: Int64; var type: String; var code: String; var value: Int32; var resync: Bool }
            var event: Event
        }
        let raw = result.lines.filter { $0.hasPrefix(#"{"event""#) }.compactMap { try? JSONDecoder().decode(RawLine.self, from: Data($0.utf8)).event }
        #expect(raw.count == result.lines.filter { $0.hasPrefix(#"{"event""#) }.count)
        #expect(raw.first == .init(time_us: 0, type: "EV_SYN", code: "SYN_REPORT", value: 0, resync: false))
        #expect(raw.contains { $0.code == "ABS_MT_TRACKING_ID" && $0.value == -1 && $0.resync })
        let drop = try #require(raw.firstIndex { $0.code == "SYN_DROPPED" })
        #expect(!raw[drop].resync && raw[..<drop].allSatisfy { !$0.resync })
    }
}

/// A recording made across a `SYN_DROPPED` replays with the same cancellation.
@Suite struct RecordedSynDroppedTests {
    @Test func recordedResyncDecodesToTheSameCancelledContact() throws {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.1-finger-drag-up-down.events")
        let options = EmulationOptions(
            leadIn: EmulatedDeviceRun.leadIn, droppedAfterFrames: [5])
        let emulation = try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded, extra: 1), options: options)
        defer { emulation.removeFiles() }
        let output = emulation.directory + "/dropped.evemu"
        let result = try emulation.run(["record", "/dev/input/event50", "-o", output, "--idle-timeout", EmulatedDeviceRun.idleTimeout])
        #expect(result.status == 0, "\(result)")
        let events = try RecordingReader(path: output).readAll()
        let dropped = try #require(events.firstIndex { $0.type == .synchronization && $0.code == SynchronizationCode.dropped })
        #expect(events[dropped + 1].isReport, "an empty SYN_REPORT follows the SYN_DROPPED")
        var decoder = try FrameDecoder(device: description, mapping: LiveFramesMatchRecordingTests.mapping)
        let phases = events.compactMap { decoder.feed($0) }.flatMap { $0.contacts.map(\.phase) }
        #expect(phases.first == .began)
        #expect(phases.last == .cancelled, "\(phases)")
        #expect(!phases.contains(.ended))
    }
}
