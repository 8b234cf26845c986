import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// TouchReplayTesting: replays in users' tests and expected-trace files.
@Suite struct TestingLibraryTests {
    static let recording = ReplayFiles.shared("atmel-maxtouch.1-finger-drag-up-down.events")
    static let description = ReplayFiles.shared("atmel-maxtouch.desc")

    static func trace() throws -> [TraceLine] {
        try TestReplay.trace(recording: recording, description: description, scene: ReplayFiles.realScene("drag.scene.yml"))
    }

    @Test func recordingWritesTheFileAndFailsOnceThenTheSameTraceMatches() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = ExpectedTrace(path: folder + "/drag.jsonl")
        let trace = try Self.trace()
        #expect(throws: ExpectedTraceError.self) { try expected.verify(trace, environment: ["TOUCHREPLAY_RECORD": "1"]) }
        #expect(FileManager.default.fileExists(atPath: expected.path))
        try expected.verify(try Self.trace(), environment: [:])
    }

    @Test func ciNeverRecordsAndAMissingFileSaysHowToRecordIt() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = ExpectedTrace(path: folder + "/none.jsonl")
        let error = #expect(throws: ExpectedTraceError.self) {
            try expected.verify(try Self.trace(), environment: ["TOUCHREPLAY_RECORD": "1", "CI": "true"])
        }
        #expect(error?.description == "\(expected.path): no expected trace; run the test with TOUCHREPLAY_RECORD=1 to record it")
        #expect(!FileManager.default.fileExists(atPath: expected.path))
        #expect(!ExpectedTrace.isRecording(["TOUCHREPLAY_RECORD": "0"]))
    }

    @Test func aChangedSceneGivesAReadableDiff() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = ExpectedTrace(path: folder + "/drag.jsonl")
        _ = try? expected.verify(try Self.trace(), environment: ["TOUCHREPLAY_RECORD": "1"])
        let moved = try Scene.parse("""
            screen: {size: [800, 480]}
            root:
              id: root
              subviews:
                - {id: strip, frame: [0, 0, 800, 60], touches: log}
                - {id: card, frame: [200, 60, 400, 360], touches: log}
            """, file: "moved.yml")
        let trace = try TestReplay.trace(recording: Self.recording, description: Self.description, scene: moved)
        let error = #expect(throws: ExpectedTraceError.self) { try expected.verify(trace, environment: [:]) }
        guard case let .mismatch(_, diff) = error else {
            Issue.record("expected a mismatch, got \(String(describing: error))")
            return
        }
        #expect(diff.differences.contains { if case .missing(_, let line) = $0 { line.type == "view" } else { false } })
        let summaryFields = diff.differences.compactMap { if case let .changed(_, _, line, _, fields) = $0, line.type == "summary" { fields } else { nil } }
        #expect(summaryFields.first?.contains(TraceDiff.FieldDifference(path: "views.card.frame[0]", expected: 221, actual: 200)) == true)
        #expect(diff.description.hasPrefix("traces differ in \(diff.differences.count) places:\n- expected line 3 missing: {\"t\":0.081453,\"type\":\"view\""))
        #expect(diff.description.hasSuffix("… and \(diff.differences.count - TraceDiff.describedLimit) more"))
    }

    @Test func aWindowBuiltInSwiftReplaysWithItsBoundsAsTheScreen() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let pad = View(id: "pad", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        try window.addSubview(pad)
        let pan = PanGestureRecognizer(id: "drag")
        pad.addGestureRecognizer(pan)
        let trace = try TestReplay.trace(recording: Self.recording, description: Self.description, window: window)
        let states = trace.filter { $0.type == "gesture" && $0["state"] != "changed" }.map { $0["state"]?.string ?? "" }
        #expect(states == ["began", "ended"])
        #expect(trace.first { $0.type == "gesture" }?["kind"] == "pan")
    }
}
