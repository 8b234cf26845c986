import Foundation
import GestureEngine
import Testing
@testable import TouchReplay

/// A replay runs until scroll motion rests (at most 10 s past the last
/// event), traces each step of it as `view` lines and the scroll phases where
/// they change, and gives the same bytes every time (docs/trace-format.md).
@Suite struct ScrollReplayTests {
    static let flickCase = CheckFixtures.packageRoot + "/Recordings/synth/scroll-flick-list"

    private static func replay(scene text: String? = nil) throws -> EngineSession {
        let scene: Scene
        if let text { scene = try Scene.parse(text, file: "flick.yml") } else { scene = try Scene.load(contentsOf: flickCase + "/scene.yml") }
        return try RecordingReplay(recordingPath: flickCase + "/recording.evemu", scene: scene).run()
    }

    private static func listLines(_ session: EngineSession) -> [ViewRecord] {
        session.records.compactMap { if case let .view(v) = $0, v.view == "list" { v } else { nil } }
    }

    private static func summary(_ session: EngineSession) -> TraceSummary? {
        if case let .summary(s)? = session.records.last { s } else { nil }
    }

    @Test func theReplayRunsUntilTheGlideRestsAndEndsThere() throws {
        let session = try Self.replay()
        let lines = Self.listLines(session)
        let last = try #require(lines.last)
        #expect(last.scrollPhase == "rest")
        let duration = try #require(Self.summary(session)?.duration)
        // The last event is at 0.112 s; the glide rests about 4 s later, past the 1 s run-on.
        #expect(duration == last.time && duration > 0.112 + EngineSession.settleDuration)
        #expect(try #require(last.contentOffset?.y) > 1500)
    }

    @Test("Each display frame of the glide is a view line, 1/60 s apart, and phases appear where they change")
    func glideStepsAreViewLines() throws {
        let lines = Self.listLines(try Self.replay())
        #expect(lines.compactMap(\.scrollPhase) == ["dragging", "decelerating", "rest"])
        let gliding = lines.drop { $0.scrollPhase != "decelerating" }.dropFirst().dropLast()
        #expect(gliding.count > 100)
        for (a, b) in zip(gliding, gliding.dropFirst()) {
            #expect(abs((b.time - a.time) - 1.0 / 60) < 2e-6, "\(a.time) → \(b.time)")
        }
    }

    @Test("A motion that would go on is cut at EngineSession.maximumMotionDuration past the last event")
    func motionIsCutAtTheCap() throws {
        let scene = try String(contentsOfFile: Self.flickCase + "/scene.yml", encoding: .utf8)
            .replacingOccurrences(of: "contentSize: [800, 6000]", with: "contentSize: [800, 600000]\n        decelerationRate: 0.9999")
        let session = try Self.replay(scene: scene)
        let duration = try #require(Self.summary(session)?.duration)
        #expect(abs(duration - (0.112 + EngineSession.maximumMotionDuration)) < 1.0 / 60)
        #expect(Self.listLines(session).last?.scrollPhase == nil, "still decelerating when cut")
        let list = try #require(session.sceneHierarchy?.view("list") as? ScrollView)
        #expect(list.isDecelerating)
    }

    @Test("Same recording, same trace, byte for byte, including the glide")
    func replayingTwiceGivesTheSameBytes() throws {
        let first = try Self.replay().records.map(\.jsonText).joined(separator: "\n")
        let second = try Self.replay().records.map(\.jsonText).joined(separator: "\n")
        #expect(first == second)
        #expect(first.contains("\"scroll\":\"decelerating\""))
    }

    @Test func theScrollPhaseKeyIsWrittenAndReadBack() throws {
        let record = TraceRecord.view(ViewRecord(time: 1, view: "list", frame: Rect(x: 0, y: 0, width: 800, height: 480),
                                                 contentOffset: Point(x: 0, y: -12.5), zoomScale: 1, scrollPhase: "bouncing"))
        let text = record.jsonText
        #expect(text == "{\"t\":1,\"type\":\"view\",\"view\":\"list\",\"frame\":[0,0,800,480],\"contentOffset\":[0,-12.5],\"zoomScale\":1,\"scroll\":\"bouncing\"}")
        #expect(text == record.line.jsonText)
        let parsed = try TraceLine.parseLines(text, file: "t.jsonl")
        #expect(parsed.first?["scroll"] == .string("bouncing"))
    }
}
