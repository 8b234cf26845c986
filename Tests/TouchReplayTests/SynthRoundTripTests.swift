import Foundation
import GestureEngine
import InputEvents
import InputRecordings
import Testing
import TouchReplay
import TouchReplayTools
import TouchTime

/// Synthesized recordings read back with the recording reader and decoded with
/// the frame decoder land on the scripted positions.
@Suite struct SynthRoundTripTests {
    /// Writes `script`'s recording to a temporary file, reads it back and decodes every frame.
    static func decode(_ yaml: String) throws -> (script: SynthScript, strokes: [SynthStroke], frames: [ContactFrame]) {
        let script = try SynthScript.parse(yaml: yaml, path: "test.yml")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("synth-\(UUID().uuidString).evemu").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try script.writeRecording(to: path, path: "test.yml")
        let reader = try RecordingReader(path: path)
        #expect(reader.description == script.device.description)
        let screen = script.effectiveScreen
        var decoder = try FrameDecoder(device: reader.description, mapping: ScreenMapping(screenSize: ScreenSize(width: screen.width, height: screen.height)))
        var frames: [ContactFrame] = []
        while let event = try reader.next() {
            if let frame = decoder.feed(event) { frames.append(frame) }
        }
        return (script, try script.strokes(path: "test.yml"), frames)
    }

    /// The largest distance between a decoded contact and where its stroke is at that frame's time.
    static func worstError(_ strokes: [SynthStroke], _ frames: [ContactFrame]) -> Double {
        var worst = 0.0
        var strokeOfContact: [Int: SynthStroke] = [:]
        var unclaimed = strokes.sorted { $0.startTime < $1.startTime }
        for frame in frames {
            for contact in frame.contacts {
                if contact.phase == .began {
                    let index = unclaimed.indices.min { a, b in
                        unclaimed[a].point(at: frame.time.seconds).distance(to: Point(x: contact.x, y: contact.y))
                            < unclaimed[b].point(at: frame.time.seconds).distance(to: Point(x: contact.x, y: contact.y))
                    }!
                    strokeOfContact[contact.id] = unclaimed.remove(at: index)
                }
                guard let stroke = strokeOfContact[contact.id], contact.phase != .ended else { continue }
                worst = max(worst, stroke.point(at: frame.time.seconds).distance(to: Point(x: contact.x, y: contact.y)))
            }
        }
        #expect(unclaimed.isEmpty, "every stroke became a contact")
        return worst
    }

    @Test func multiTouchGesturesDecodeToTheScriptedPositions() throws {
        let (_, strokes, frames) = try Self.decode("""
            device: multitouch
            screen: [800, 480]
            gestures:
              - tap: [100, 200]
              - drag: {from: [100, 100], to: [700, 400], through: [[400, 100]], duration: 0.5, fingers: 2}
              - pinch: {center: [400, 240], from: 100, to: 300, duration: 0.4}
              - rotate: {center: [400, 240], distance: 200, from: 0, to: 120, duration: 0.4}
            """)
        #expect(strokes.count == 7)
        // One device unit is 800/4096 ≈ 0.2 points, so rounding moves a point by at most 0.14.
        #expect(Self.worstError(strokes, frames) < 0.15)
        #expect(frames.flatMap(\.contacts).filter { $0.phase == .ended }.count == 7)
        #expect(!frames.flatMap(\.contacts).contains { $0.phase == .cancelled })
    }

    @Test func singleTouchAndMouseDecodeToTheScriptedPositions() throws {
        for device in ["singletouch", "mouse"] {
            let (_, strokes, frames) = try Self.decode("""
                device: \(device)
                screen: [800, 480]
                gestures:
                  - tap: [150, 240]
                  - drag: {from: [400, 240], to: [700, 100], duration: 0.5}
                """)
            // A mouse moves in whole points: each axis rounds by at most 0.5, so at most √0.5 ≈ 0.71 in all.
            #expect(Self.worstError(strokes, frames) <= 0.71, "\(device)")
            #expect(frames.flatMap(\.contacts).filter { $0.phase == .began }.count == 2, "\(device)")
        }
    }

    @Test func rightAndMiddleClicksPressTheirButtonsOnAMouse() throws {
        let (_, _, frames) = try Self.decode("""
            device: mouse
            screen: [800, 480]
            gestures:
              - rightClick: [150, 240]
              - middleClick: {at: [300, 100], duration: 0.1}
              - tap: [400, 400]
            """)
        let began = frames.flatMap(\.contacts).filter { $0.phase == .began }
        #expect(began.map(\.buttons) == [2, 4, 1])
        #expect(began.map { [$0.x, $0.y] } == [[150, 240], [300, 100], [400, 400]])
        #expect(frames.flatMap(\.contacts).filter { $0.phase == .ended }.count == 3)
    }

    @Test func framesFollowTheReportRate() throws {
        let (_, _, frames) = try Self.decode("""
            rate: 100
            screen: [800, 480]
            gestures:
              - drag: {from: [100, 100], to: [500, 100], duration: 0.5}
            """)
        let gaps = zip(frames.dropFirst(), frames).map { $0.time.microseconds - $1.time.microseconds }
        #expect(gaps.allSatisfy { $0 == 10_000 })
        #expect(frames.first?.time == Timestamp(microseconds: 500_000))
    }

    @Test func tapsLiftAfterTheirDurationAndDoubleTapsStartAnIntervalApart() throws {
        let (_, _, frames) = try Self.decode("""
            screen: [800, 480]
            gestures:
              - doubleTap: {at: [300, 300], duration: 0.04, interval: 0.2}
            """)
        let downs = frames.filter { $0.contacts.contains { $0.phase == .began } }.map(\.time.microseconds)
        let ups = frames.filter { $0.contacts.contains { $0.phase == .ended } }.map(\.time.microseconds)
        #expect(downs == [504_000, 704_000])
        #expect(ups == [552_000, 752_000])
    }

    @Test func aDescribedProtocolADeviceGetsAnonymousContacts() throws {
        let desc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/recordings/ntrig-multitouch.desc").standardized.path
        let (script, strokes, frames) = try Self.decode("""
            device: \(desc)
            gestures:
              - pinch: {center: [4800, 3600], from: 1000, to: 3000, duration: 0.3}
            """)
        #expect(script.device.kind == .multiTouchAnonymous)
        #expect(Self.worstError(strokes, frames) <= 0.6)
    }
}
