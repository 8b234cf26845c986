import Foundation
import GestureEngine
import InputDevices
import InputEvents
import InputRecordings
import Testing
import TouchReplay
@testable import TouchReplayLive
import TouchTime

/// The flight recorder's rings (issue 37, item 5): what a dump holds when the
/// window is shorter than the session, its memory bound, where it writes, and
/// its bad input. A dump of a live umockdev session is checked against the
/// live trace in `FlightRecorderCommandTests` (InputDevicesTests).
@Suite struct FlightRecorderTests {
    static let recordings: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("../shared/recordings").standardizedFileURL.path
    }()

    /// A fresh folder for one test's files.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "flight-recorder-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A touch sample without its id (a dump's touches are numbered from 0 again).
    struct Seen: Equatable, CustomStringConvertible {
        var phase: TouchPhase
        var x: Double
        var y: Double
        var description: String { "\(phase) (\(x), \(y))" }
    }

    /// The frames `events` decode to, each with the kernel time of its last event, onto an 800 × 480 screen.
    static func decode(_ events: [InputEvent], description: DeviceDescription) throws -> [(time: Timestamp, samples: [Seen])] {
        var source = try FrameSource(device: description, mapping: ScreenMapping(screenSize: ScreenSize(width: 800, height: 480)))
        var frames: [(time: Timestamp, samples: [Seen])] = []
        for event in events {
            if let frame = source.feed(event, isResynchronization: false) {
                frames.append((event.time, frame.samples.map { Seen(phase: $0.phase, x: $0.location.x, y: $0.location.y) }))
            }
        }
        return frames
    }

    @Test func aDumpOfAWindowShorterThanTheSessionBeginsWithTheTouchesThenDownWhereTheyWere() throws {
        // A finger dragging up and down for about 2 s; the recorder keeps its last 0.5 s.
        let reader = try RecordingReader(path: Self.recordings + "/atmel-maxtouch.1-finger-drag-up-down.events",
                                         descriptionPath: Self.recordings + "/atmel-maxtouch.desc")
        let events = try reader.readAll()
        let device = LiveDevice(id: 0, name: reader.description.name, path: "/dev/input/event50")
        var recorder = FlightRecorder(seconds: 0.5)
        recorder.add(device, description: reader.description, udevProperties: [:])
        // Up to the middle of the drag, while the finger is down.
        let reports = events.indices.filter { events[$0].isReport }
        let cut = reports[reports.count * 2 / 3]
        for event in events[...cut] { recorder.record(DeviceEvent(event: event), from: device) }
        let start = try #require(recorder.windowStart)

        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = try recorder.recording().write(to: folder + "/flight.yml")
        let dumped = try RecordingReader(path: written).readAll()
        #expect(dumped.first?.time == start, "the restoring frame is at the window's start")

        let live = try Self.decode(Array(events[...cut]), description: reader.description)
        let replayed = try Self.decode(dumped, description: reader.description)
        let down = try #require(live.last { $0.time < start }?.samples.first, "the finger was down before the window")
        #expect(down.phase != .ended)
        // The replay begins with the finger going down where it was when the window starts…
        try #require(!replayed.isEmpty)
        #expect(replayed[0].samples == [Seen(phase: .began, x: down.x, y: down.y)], "\(replayed[0].samples)")
        // … and then goes on exactly as the live frames did.
        let after = live.filter { $0.time >= start }
        #expect(after.count > 10)
        #expect(replayed.dropFirst().map(\.samples) == after.map(\.samples))
        #expect(replayed.dropFirst().map(\.time) == after.map(\.time), "the kernel's times are kept")
    }

    @Test func aWholeSessionInTheWindowIsDumpedAsItCameWithoutARestoringFrame() throws {
        let reader = try RecordingReader(path: Self.recordings + "/atmel-maxtouch.2-fingers-touch-release.events",
                                         descriptionPath: Self.recordings + "/atmel-maxtouch.desc")
        let events = try reader.readAll()
        var ring = EventRing(device: LiveDevice(id: 0, name: "atmel", path: nil), description: reader.description,
                             udevProperties: [:], capacity: 100_000, window: 60_000_000)
        for event in events { ring.record(DeviceEvent(event: event)) }
        let kept = events.filter(RecordFilter.keeps)
        #expect(ring.recording(from: Timestamp(microseconds: 0)).events == kept)
    }

    /// `frames` frames of ten fingers moving (slot, x, y, pressure and touch major each), 240 a second.
    static func tenFingers(frames: Int) -> [InputEvent] {
        var events: [InputEvent] = []
        for frame in 0..<frames {
            let time = Timestamp(microseconds: 1_000_000 + Int64(frame) * 1_000_000 / 240)
            for finger in 0..<10 {
                let position = Int32(100 + finger * 50 + frame % 200)
                for (code, value) in [(AbsoluteAxis.multiTouchSlot, Int32(finger)), (AbsoluteAxis.multiTouchPositionX, position),
                                      (AbsoluteAxis.multiTouchPositionY, position), (AbsoluteAxis.multiTouchPressure, Int32(frame % 50)),
                                      (AbsoluteAxis.multiTouchTouchMajor, Int32(frame % 7))] {
                    events.append(InputEvent(time: time, type: .absolute, code: code, value: value))
                }
            }
            events.append(InputEvent(time: time, type: .absolute, code: AbsoluteAxis.x, value: Int32(frame % 200)))
            events.append(InputEvent(time: time, type: .absolute, code: AbsoluteAxis.y, value: Int32(frame % 200)))
            events.append(InputEvent(time: time, type: .synchronization, code: SynchronizationCode.report, value: 0))
        }
        return events
    }

    @Test func tenFingersAt240HzFitTheRingsBoundAndKeepTheWholeWindow() throws {
        // The bound: 16,384 events of 16 bytes per second of window, per device.
        #expect(MemoryLayout<InputEvent>.stride == 16)
        var ring = EventRing(device: LiveDevice(id: 0, name: "ten fingers", path: nil), description: DeviceDescription(name: "ten fingers"),
                             udevProperties: [:], capacity: 2 * FlightRecorder.maximumEventsPerSecond, window: 2_000_000)
        let events = Self.tenFingers(frames: 240 * 5)
        for event in events { ring.record(DeviceEvent(event: event)) }
        #expect(ring.count <= ring.capacity)
        // 53 events a frame: the last 2 s (481 frames, both ends included) are all there.
        #expect(ring.count == 53 * 481, "\(ring.count)")
        #expect(ring.droppedThrough != nil)
    }

    @Test func aDeviceSendingMoreThanTheBoundKeepsAShorterWindowNotMoreMemory() throws {
        var ring = EventRing(device: LiveDevice(id: 0, name: "ten fingers", path: nil), description: DeviceDescription(name: "ten fingers"),
                             udevProperties: [:], capacity: 10_000, window: 2_000_000)
        for event in Self.tenFingers(frames: 240 * 5) { ring.record(DeviceEvent(event: event)) }
        #expect(ring.count <= 10_000 && ring.count > 10_000 - 53)
        #expect(ring.count % 53 == 0, "whole frames only")
    }

    @Test(arguments: [0, -1, 3600.5, .nan, .infinity])
    func aFlightRecorderLengthOf0OrBeyondAnHourIsRefusedInOneLine(seconds: Double) throws {
        let input = LiveInput(window: Window(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        let error = #expect(throws: FlightRecorderError.self) { try input.startFlightRecorder(seconds: seconds) }
        guard case .length(let refused) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(refused.isNaN ? seconds.isNaN : refused == seconds)
        #expect(input.flightRecorderSeconds == nil, "the input is unchanged")
        let line = FlightRecorderError.length(seconds).description
        #expect(line.contains("\(seconds) s") && !line.contains("\n"), "\(line)")
        try input.startFlightRecorder(seconds: 3600)
        #expect(input.flightRecorderSeconds == 3600)
    }

    @Test func aDumpWithoutADeviceIsOneLineNamingTheFile() throws {
        let input = LiveInput(window: Window(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        try input.startFlightRecorder()
        #expect(throws: FlightRecorderError.noDevice(path: "/tmp/x.yml")) { try input.writeFlightRecording(to: "/tmp/x.yml") }
        #expect(FlightRecorderError.noDevice(path: "/tmp/x.yml").description == "/tmp/x.yml: no device to write: the flight recorder has no device")
    }

    @Test func aLaterDumpTakesTheNextFreeNameAndReplacesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = FlightRecording(seconds: 60, devices: [DeviceRecording(
            description: DeviceDescription(name: "a device"), node: "/dev/input/event50", udevProperties: [:],
            events: [InputEvent(time: Timestamp(microseconds: 5), type: .synchronization, code: 0, value: 0)])])
        let path = folder + "/flight.yml"
        #expect(try recording.write(to: path) == path)
        // Something at the name (a dangling link here) is never written over.
        try FileManager.default.createSymbolicLink(atPath: folder + "/flight-2.yml", withDestinationPath: folder + "/nowhere")
        #expect(try recording.write(to: path) == folder + "/flight-3.yml")
        #expect(try recording.write(to: path) == folder + "/flight-4.yml")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/flight-2.yml")) == folder + "/nowhere")
        #expect(!FileManager.default.fileExists(atPath: folder + "/nowhere"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["flight-2.yml", "flight-3.yml", "flight-4.yml", "flight.yml"], "no temporary file is left: \(names)")
        #expect(FlightRecording.candidateName("/a/b.c/flight", attempt: 2) == "/a/b.c/flight-2")
        #expect(FlightRecording.candidateName(".hidden", attempt: 3) == ".hidden-3")
    }

    @Test func theDeliveredTimeIsCutByResamplingOnlyPerDisplayFrame() throws {
        #expect(FrameTiming.eachReport.latestDeliveredTime(forFrameAt: 1) == .max)
        #expect(FrameTiming.displayFrames.latestDeliveredTime(forFrameAt: 1) == .max)
        let resampled = try FrameTiming.displayFrames(rate: 60, resampling: .android)
        #expect(resampled.latestDeliveredTime(forFrameAt: 1) == 0.995)
    }
}
