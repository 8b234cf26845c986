import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools

/// What a lifted touch carries besides its path: a real pen's force and tilt, and samples
/// written as fractions of their view (`offsets: fractions`) that grow with it.
@Suite struct LiftAttributeTests {
    /// The touch lines of a replay.
    static func touchLines(_ records: [TraceRecord]) -> [TouchRecord] {
        records.compactMap { record in if case .touch(let line) = record { line } else { nil } }
    }

    /// The angle from `b` to `a`, folded into -π…π.
    static func angleBetween(_ a: Double, _ b: Double) -> Double {
        let d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
        return d > .pi ? d - 2 * .pi : d < -.pi ? d + 2 * .pi : d
    }

    /// The Wacom Cintiq 13HD pen of ../shared/recordings (Recordings/real/cintiq-pen-strokes:
    /// ABS_PRESSURE 0–2047, ABS_TILT_X/Y), two strokes with pressure and tilt, on its scene with
    /// the recognizers taken off so that every report of each stroke reaches `canvas` as a touch line.
    @Test func aLiftedPenRecordingReplaysWithTheRecordedForceAltitudeAndAzimuth() throws {
        let checkCase = try #require(LiftSupport.cases.first { LiftSupport.name($0) == "real/cintiq-pen-strokes" })
        var scene = try Scene.load(contentsOf: checkCase.scene ?? "")
        scene.root.subviews[0].gestures = []
        let recording = try #require(checkCase.recording)
        let lifted = try Lifter(recordingPath: recording, scene: scene).lift()
        // Every report of the two strokes carries its pressure and tilt in the lifted steps.
        let touches = lifted.script.steps.compactMap { step -> SynthTouch? in if case .touch(let touch) = step.gesture, touch.button != 0 { touch } else { nil } }
        #expect(touches.count == 2)
        #expect(touches.allSatisfy { $0.samples.allSatisfy { $0.pressure != nil && $0.tilt != nil } })

        let original = Self.touchLines(try RecordingReplay(recordingPath: recording, scene: scene).run().records)
        let placement = try lifted.script.placed(on: scene, path: "lifted.yml")
        let path = NSTemporaryDirectory() + "lifted-pen-\(UUID().uuidString).evemu"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try placement.script.writeRecording(to: path, path: "lifted.yml")
        let replayed = Self.touchLines(try RecordingReplay(recordingPath: path, scene: scene).run().records)

        #expect(original.count > 20)
        #expect(replayed.map(\.phase) == original.map(\.phase))
        for (got, want) in zip(replayed, original) {
            #expect(got.detail.type == .pencil)
            let force = try #require(got.detail.force), wantForce = try #require(want.detail.force)
            let angles = try #require(got.detail.angles), wantAngles = try #require(want.detail.angles)
            // One of the pen's 2048 pressure units is about 0.0033 of force; the trace rounds to 0.001.
            #expect(abs(force - wantForce) <= 0.004, "t=\(want.time): force \(force), recorded \(wantForce)")
            #expect(abs(angles.altitude - wantAngles.altitude) <= 0.002, "t=\(want.time): altitude \(angles.altitude), recorded \(wantAngles.altitude)")
            #expect(abs(Self.angleBetween(angles.azimuth, wantAngles.azimuth)) <= 0.002, "t=\(want.time): azimuth \(angles.azimuth), recorded \(wantAngles.azimuth)")
        }
        // The recording's pressure and tilt change over the strokes: equal values are not a constant.
        #expect(Set(original.compactMap { $0.detail.force }).count > 5)
        #expect(Set(original.compactMap { $0.detail.angles?.azimuth }).count > 2)
    }

    /// A touch on `a` whose samples are fractions of `a`'s bounds, replayed on `scene`: its touch lines' points.
    static func placedFractions(on sceneText: String) throws -> [Point] {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try SynthScript.parse(yaml: """
            device: multitouch
            gestures:
              - touch: {view: a, at: [0.5, 0.5], offsets: fractions, samples: [[0.05, 0.25, 0], [0.1, 0.25, -0.25]], end: 0.15}
            """, path: "fractions.yml")
        let scene = try Scene.load(contentsOf: try ReplayFiles.write(sceneText, to: "scene.yml", in: folder))
        let placement = try script.placed(on: scene, path: "fractions.yml")
        #expect(placement.problems.isEmpty, "\(placement.problems)")
        try placement.script.writeRecording(to: folder + "/out.evemu", path: "fractions.yml")
        let lines = Self.touchLines(try RecordingReplay(recordingPath: folder + "/out.evemu", scene: scene).run().records)
        #expect(lines.map(\.view) == Array(repeating: "a", count: lines.count))
        return lines.map(\.location)
    }

    static func scene(a frame: String) -> String {
        """
        screen:
          size: [800, 480]
        root:
          id: root
          subviews:
            - {id: a, frame: \(frame), touches: log}
        """
    }

    @Test func fractionOffsetsLandWhereTheirFractionsOfTheResizedViewAre() throws {
        // a at (100, 100), 200 × 100: down at its centre (200, 150), then a quarter of its
        // width right (+50), then a quarter of its height up (-25).
        let small = try Self.placedFractions(on: Self.scene(a: "[100, 100, 200, 100]"))
        // a at (200, 120), 400 × 200: the same fractions are twice the points.
        let large = try Self.placedFractions(on: Self.scene(a: "[200, 120, 400, 200]"))
        func near(_ points: [Point], _ expected: [(Double, Double)]) -> Bool {
            points.count == expected.count && zip(points, expected).allSatisfy { abs($0.x - $1.0) <= 0.5 && abs($0.y - $1.1) <= 0.5 }
        }
        // began, moved, moved, ended (the lift where the last sample left it).
        #expect(near(small, [(200, 150), (250, 150), (250, 125), (250, 125)]), "\(small)")
        #expect(near(large, [(400, 220), (500, 220), (500, 170), (500, 170)]), "\(large)")
    }
}
