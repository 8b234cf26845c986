import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// A test written with GestureTester becomes a recording and an expected
/// trace, and a `touchreplay check` case that passes.
@Suite struct GestureTesterSavingTests {
    static let seedScene = ReplayFiles.packageRoot + "/Recordings/synth/seed-004-overlay/scene.yml"
    /// The environment that asks the save calls to write (`ExpectedTrace.isRecording`).
    static let recording = [ExpectedTrace.recordVariable: "1"]

    /// Lines of a trace file.
    static func lines(_ path: String) throws -> [TraceLine] {
        try TraceLine.parseLines(String(contentsOfFile: path, encoding: .utf8), file: path)
    }

    @Test func aSavedCasePassesTouchreplayCheckAndReplaysToTheTestersTrace() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tester = try GestureTester(sceneFile: Self.seedScene)
        try tester.pump(0.25)
        try tester.drag(on: "blackDot", by: Point(x: 150, y: -120))
        try tester.pinch(on: "scroller", at: Point(x: 250, y: 330), from: 100, to: 220)
        try tester.settle()
        #expect(try tester.saveCase(in: folder + "/seed", environment: Self.recording))
        let trace = tester.trace
        #expect(trace.last?.type == "summary")
        #expect(try Self.lines(folder + "/seed/expected.jsonl") == trace)
        let replayed = try TestReplay.trace(recording: folder + "/seed/recording.evemu", scene: folder + "/seed/scene.yml")
        let diff = TraceComparison.compare(expected: trace, actual: replayed, options: ComparisonOptions(tolerance: 0))
        #expect(diff.isEmpty, "\(diff)")
        let check = try ReplayFiles.run(["check", folder])
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    }

    @Test func aWindowBuiltInSwiftSavesARecordingThatReplaysOnAFreshWindow() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func window() throws -> Window {
            let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            let list = ScrollView(id: "list", frame: window.bounds)
            list.contentSize = Size(width: 320, height: 3000)
            try window.addSubview(list)
            let pad = View(id: "pad", frame: Rect(x: 0, y: 0, width: 320, height: 120))
            try list.addSubview(pad)
            pad.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
            return window
        }
        let tester = GestureTester(window: try window())
        try tester.tap(on: "pad")
        try tester.fling(on: "list", at: Point(x: 160, y: 400), by: Point(x: 0, y: -150), velocity: 1500)
        try tester.startGesture(at: Point(x: 33.3, y: 300.1))
        try tester.saveRecording(to: folder + "/steps.evemu", environment: Self.recording)
        try tester.saveExpected(to: folder + "/steps.jsonl", environment: Self.recording)
        let replayed = try TestReplay.trace(recording: folder + "/steps.evemu", window: try window())
        #expect(replayed.last?["touches"]?.number == 3, "the finger left down counts, cancelled at the end as a replay does")
        let diff = TraceComparison.compare(expected: try Self.lines(folder + "/steps.jsonl"), actual: replayed, options: ComparisonOptions(tolerance: 0))
        #expect(diff.isEmpty, "\(diff)")
        try ExpectedTrace(path: folder + "/steps.jsonl").verify(replayed, environment: [:])
    }

    @Test func aCancelledFingerCannotBeSavedAndSaysSoLeavingNoCase() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let tester = GestureTester(window: window)
        let finger = try tester.startGesture(at: Point(x: 10, y: 10))
        try finger.cancel(at: 0.1)
        let error = #expect(throws: GestureTesterError.self) { try tester.saveRecording(to: folder + "/never.evemu", environment: Self.recording) }
        #expect(error?.description == "cannot save the steps as a recording: finger 0 was cancelled at 0.1 s, and evdev cannot cancel one contact")
        // A window built in Swift makes a case (WindowSceneExportTests), but not of a cancelled finger.
        let caseError = #expect(throws: GestureTesterError.self) { try tester.saveCase(in: folder + "/case", environment: Self.recording) }
        #expect(caseError?.description == error?.description)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder + "/case")) ?? [] == [])
    }

    /// The save calls follow ExpectedTrace's rule: they write only when
    /// TOUCHREPLAY_RECORD asks, and never when CI=true.
    @Test(arguments: [[:], ["TOUCHREPLAY_RECORD": "0"], ["TOUCHREPLAY_RECORD": "1", "CI": "true"]])
    func theSaveCallsWriteNothingUnlessRecordingIsAskedForOutsideCI(environment: [String: String]) throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tester = try GestureTester(sceneFile: Self.seedScene)
        try tester.tap(on: "blackDot")
        #expect(try !tester.saveRecording(to: folder + "/r.evemu", environment: environment))
        #expect(try !tester.saveExpected(to: folder + "/e.jsonl", environment: environment))
        #expect(try !tester.saveCase(in: folder + "/case", environment: environment))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(tester.trace.last?.type == "summary", "saving finishes the tester either way")
    }

    @Test func aBadSceneFileFailsWithItsPosition() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try ReplayFiles.write("screen: {size: [800, 480]}\nroot: {id: root, frame: nope}\n", to: "bad.yml", in: folder)
        let error = #expect(throws: SceneError.self) { _ = try GestureTester(sceneFile: path) }
        #expect(error?.description.hasPrefix(path + ":2:") == true, "\(String(describing: error))")
    }
}
