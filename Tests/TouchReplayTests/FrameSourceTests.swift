import GestureEngine
import InputEvents
import InputRecordings
import Testing
import TouchReplay
import TouchReplayTools
import TouchTime

/// `FrameSource`: a recording's (or a device's) events → touch frames in trace time and screen points.
@Suite struct FrameSourceTests {
    static let pinchCase = ReplayFiles.packageRoot + "/Recordings/synth/pinch"

    /// Every event of the pinch case, and its device.
    static func pinchEvents() throws -> (device: DeviceDescription, events: [InputEvent]) {
        let reader = try RecordingReader(path: pinchCase + "/recording.evemu")
        var events: [InputEvent] = []
        while let event = try reader.next() { events.append(event) }
        return (reader.description, events)
    }

    static let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))

    @Test func framesAreTheDecodersFramesInSecondsSinceTheFirstEvent() throws {
        let (device, events) = try Self.pinchEvents()
        var source = try FrameSource(device: device, mapping: Self.mapping)
        var decoder = try FrameDecoder(device: device, mapping: Self.mapping)
        let first = try #require(events.first).time.microseconds
        var count = 0
        for event in events {
            let frame = source.feed(event)
            let decoded = decoder.feed(event)
            #expect((frame == nil) == (decoded == nil))
            guard let frame, let decoded else { continue }
            count += 1
            #expect(frame.time.seconds == Double(decoded.time.microseconds - first) / 1_000_000)
            #expect(frame.samples.map(\.id) == decoded.contacts.map(\.id))
            #expect(frame.samples.map(\.location) == decoded.contacts.map { Point(x: $0.x, y: $0.y) })
            #expect(frame.samples.map(\.phase) == decoded.contacts.map { TouchPhase(decodedPhase: $0.phase) })
        }
        #expect(count > 20, "the pinch has many frames")
        #expect(source.origin?.microseconds == first)
        #expect(source.lastTraceTime?.seconds == Double(events[events.count - 1].time.microseconds - first) / 1_000_000)
    }

    @Test func endCancelsTheContactsStillDownAtTheLastEventsTime() throws {
        let (device, events) = try Self.pinchEvents()
        var source = try FrameSource(device: device, mapping: Self.mapping)
        // Stop in the middle of the pinch: at the first frame where both fingers move.
        var down: [Int] = []
        for event in events {
            guard let frame = source.feed(event) else { continue }
            if frame.samples.count == 2 && frame.samples.allSatisfy({ $0.phase == .moved }) {
                down = frame.samples.map(\.id)
                break
            }
        }
        #expect(down.count == 2)
        let ending = source.end()
        let end = try #require(ending)
        #expect(end.samples.map(\.id) == down)
        #expect(end.samples.allSatisfy { $0.phase == .cancelled })
        #expect(end.time == source.lastTraceTime)
        #expect(source.end() == nil, "nothing is left down")
    }

    @Test func noEventMeansNoOriginAndNoEndFrame() throws {
        let (device, _) = try Self.pinchEvents()
        var source = try FrameSource(device: device, mapping: Self.mapping)
        #expect(source.origin == nil && source.lastTraceTime == nil)
        #expect(source.end() == nil)
    }

    /// Times from Swift callers may be anything: a difference that overflows `Int64` must not
    /// end the process (it trapped with SIGILL when the session did this arithmetic).
    @Test func timestampsAtTheExtremesDoNotTrap() throws {
        let (device, events) = try Self.pinchEvents()
        var source = try FrameSource(device: device, mapping: Self.mapping)
        var frames = 0
        for (index, event) in events.enumerated() {
            let time = Timestamp(nanoseconds: index == 0 ? .max : .min)
            if source.feed(InputEvent(time: time, type: event.type, code: event.code, value: event.value)) != nil { frames += 1 }
        }
        #expect(frames > 0)
        #expect(source.traceTime(Timestamp.max) == 0)
    }

    @Test func renderingDrawsTheFramesTheEngineWasSentFromOneReadOfTheRecording() throws {
        let scene = try Scene.load(contentsOf: Self.pinchCase + "/scene.yml")
        let (session, fingers) = try TraceRendering.replay(recordingPath: Self.pinchCase + "/recording.evemu", scene: scene)
        #expect(fingers.count == session.frameCount)
        let (device, events) = try Self.pinchEvents()
        var source = try FrameSource(device: device, mapping: scene.screen.mapping)
        var expected = events.compactMap { source.feed($0) }
        if let end = source.end() { expected.append(end) }
        #expect(fingers == expected)
    }
}

extension TouchPhase {
    /// The engine phase a decoded contact's phase should become.
    init(decodedPhase phase: ContactPhase) {
        switch phase {
        case .began: self = .began
        case .moved: self = .moved
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        }
    }
}
