import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchTime

/// Several windows through the one input pipeline (issue 39, item 1): a two-device
/// `libinput record` file replays into two windows, each touch in its device's window for
/// its whole life, hit-tested there only, its position mapped onto that window's own
/// screen (orientation applied); trace lines name their window only when there are several.
@Suite struct SeveralWindowsReplayTests {
    /// Two touchscreens recorded by `libinput record` from umockdev-emulated devices: the Atmel
    /// (event50, fingers at 1.000 s and 1.055 s) and the EP0430M09 (event51, a finger at 1.020 s).
    static let recording = ReplayFiles.packageRoot + "/Tests/TouchReplayTests/Fixtures/two-touchscreens.libinput.yml"

    /// The fields of a trace line the tests read.
    struct Line {
        var type: String
        var window: String?
        var touch: Int?
        var view: String?
        var x: Double?
        var y: Double?

        init(_ line: TraceLine) {
            type = line.type ?? ""
            window = line["window"]?.string
            touch = line["touch"]?.number.map { Int($0) }
            view = line["view"]?.string
            x = line["x"]?.number
            y = line["y"]?.number
        }
    }

    static func lines(_ session: EngineSession) -> [Line] { session.records.map { Line($0.line) } }

    static func replay(_ sceneText: String, hitTests: Bool = false) throws -> EngineSession {
        let scene = try Scene.parse(sceneText, file: "scene.yml")
        return try RecordingReplay(recordingPath: recording, scene: scene, tracesHitTests: hitTests).run()
    }

    @Test func aTwoDeviceRecordingReplaysIntoTwoWindowsAndNoTouchCrosses() throws {
        let session = try Self.replay(SceneWindowsTests.twoWindows, hitTests: true)
        let lines = Self.lines(session)
        let touches = lines.filter { $0.type == "touch" }
        #expect(!touches.isEmpty)
        #expect(lines.allSatisfy { ($0.window != nil) == ($0.type != "summary") }, "every line but the summary names its window")
        // The Atmel's fingers (touches 0 and 2) in `left`, the EP0430M09's (touch 1) in `right`, for their whole life.
        let windows = Dictionary(grouping: touches) { $0.touch ?? -1 }.mapValues { Set($0.map(\.window)) }
        #expect(windows == [0: ["left"], 1: ["right"], 2: ["left"]], "\(windows)")
        // Each window's hit-tests are its own: its touches land on its views, its hit-test steps visit its views only.
        let views: [String: Set<String>] = ["left": ["leftRoot", "leftPad"], "right": ["rightRoot", "rightPad"]]
        for line in touches { #expect(views[line.window ?? ""]?.contains(line.view ?? "") == true, "\(line)") }
        let hitTests = session.records.compactMap { record -> HitTestRecord? in
            guard case let .hitTest(hitTest) = record else { return nil }
            return hitTest
        }
        #expect(hitTests.count == 3)
        for hitTest in hitTests {
            let own = views[hitTest.window ?? ""].map { $0.union([hitTest.window ?? ""]) } ?? []
            #expect(hitTest.steps.allSatisfy { own.contains($0.view) } && own.contains(hitTest.result ?? ""), "\(hitTest)")
        }
        // The right window's recognizer is the right window's: its lines say so.
        let drag = lines.filter { $0.type == "gesture" }
        #expect(!drag.isEmpty && drag.allSatisfy { $0.window == "right" })
    }

    @Test func eachWindowMapsItsDeviceOntoItsOwnScreenWithItsOrientation() throws {
        let two = Self.lines(try Self.replay(SceneWindowsTests.twoWindows)).filter { $0.type == "touch" }
        // The right window alone, as the only window of a scene: the EP0430M09's finger (touch 1 there too) lands where it did.
        let alone = Self.lines(try Self.replay("""
            screen: {size: [600, 1000], orientation: landscapeLeft}
            root: {id: rightRoot, subviews: [{id: rightPad, frame: [0, 0, 1000, 600], multipleTouch: true, touches: log}]}
            """)).filter { $0.type == "touch" && $0.touch == 1 }
        let right = two.filter { $0.touch == 1 }
        // Until the right window's pan takes the touch (the scene alone has no pan), the lines are the same.
        #expect(right.count >= 2 && alone.count >= right.count)
        #expect(zip(right.dropLast(), alone).allSatisfy { $0.x == $1.x && $0.y == $1.y }, "\(right.prefix(3)) vs \(alone.prefix(3))")
        // Inside the 1000 × 600 window, not the 600 × 1000 fixed screen, and not the left window's 800 × 480.
        #expect(right.allSatisfy { ($0.x ?? -1) <= 1000 && ($0.y ?? -1) <= 600 })
        #expect(right.contains { ($0.x ?? 0) > 800 }, "the EP0430M09's finger reaches past x 800 in the landscape window")
    }

    @Test func aTraceOfOneWindowNamesNoWindow() throws {
        let lines = Self.lines(try Self.replay("""
            screen: {size: [1280, 480]}
            devices: [{match: "/dev/input/event51", target: [640, 0, 640, 480]}, {match: "atmel", target: [0, 0, 640, 480]}]
            root: {id: root, multipleTouch: true, touches: log}
            """))
        #expect(lines.contains { $0.type == "touch" } && lines.allSatisfy { $0.window == nil })
    }

    @Test func theTraceFileOfSeveralWindowsHasTheLinesTheRecordsHave() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenePath = try ReplayFiles.write(SceneWindowsTests.twoWindows, to: "scene.yml", in: folder)
        let run = try ReplayFiles.run(["replay", Self.recording, "--scene", scenePath, "--format", "jsonl"])
        #expect(run.status == 0, "\(run.standardError)")
        let records = try Self.replay(SceneWindowsTests.twoWindows).records.map { TraceFormat.jsonl.format($0) }
        let written = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(written == records, "the file writer writes what the records say, window fields included")
        #expect(written.first?.contains(#""type":"touch","window":"left","touch":0"#) == true, "\(written.first ?? "")")
    }

    @Test func aOneDeviceRecordingGoesToTheWindowItsEntryBindsOnEitherThreading() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenePath = try ReplayFiles.write(SceneWindowsTests.twoWindows.replacingOccurrences(of: "\"/dev/input/event51\"", with: "EP0430M09"),
                                              to: "scene.yml", in: folder)
        let recording = ReplayFiles.shared("ep0430m09.1-finger-drag-up-down.events")
        let description = ReplayFiles.shared("ep0430m09.desc")
        var outputs: [String] = []
        for threads in ["1", "2"] {
            let run = try ReplayFiles.run(["replay", recording, "--description", description, "--scene", scenePath, "--format", "jsonl",
                                           "--threads", threads])
            #expect(run.status == 0, "\(run.standardError)")
            outputs.append(run.standardOutput)
        }
        #expect(outputs[0] == outputs[1], "the helper thread writes the same trace")
        let touches = outputs[0].split(separator: "\n").filter { $0.contains(#""type":"touch""#) }
        #expect(!touches.isEmpty && touches.allSatisfy { $0.contains(#""window":"right""#) && $0.contains(#""view":"rightPad""#) },
                "the EP0430M09 bound to the right window: \(touches.prefix(2))")
    }

    @Test func theTextFormatPutsTheWindowBeforeEachSubject() throws {
        let text = try Self.replay(SceneWindowsTests.twoWindows).records.map { TraceFormat.text.format($0) }
        #expect(text.contains { $0.contains("left:#0") } && text.contains { $0.contains("right:#1") } && text.contains { $0.contains("right:drag") },
                "\(text.prefix(4))")
    }

    /// A frame of one touch of a source.
    static func frame(_ time: Timestamp, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchFrame {
        TouchFrame(time: time, samples: [TouchSample(id: id, phase: phase, location: Point(x: x, y: y))])
    }

    @Test func perDisplayFrameTheMovesOfTwoWindowsAreCoalescedEachIntoItsOwnWindow() throws {
        let scene = try Scene.parse(SceneWindowsTests.twoWindows, file: "two.yml")
        let session = EngineSession(scene: scene)
        let pipeline = InputPipeline(session: session)
        pipeline.timing = .displayFrames
        pipeline.route(source: 7, toWindow: 1)
        // Both sources' fingers at the same fixed point: only the window tells them apart.
        pipeline.enqueue(Self.frame(0.001, 0, .began, 100, 100), from: 3)
        pipeline.enqueue(Self.frame(0.002, 0, .began, 100, 100), from: 7)
        pipeline.update(to: Timestamp(seconds: 1.0 / 60))
        for step in 1...4 {
            pipeline.enqueue(Self.frame(Timestamp(seconds: 1.0 / 60 + 0.003 * Double(step)), 0, .moved, 100 + 5 * Double(step), 100), from: 3)
            pipeline.enqueue(Self.frame(Timestamp(seconds: 1.0 / 60 + 0.003 * Double(step)), 0, .moved, 100, 100 + 5 * Double(step)), from: 7)
        }
        // A source re-routed while its touch is down: the touch stays where it began.
        pipeline.route(source: 3, toWindow: 1)
        pipeline.update(to: Timestamp(seconds: 2.0 / 60))
        pipeline.enqueue(Self.frame(Timestamp(seconds: 2.0 / 60 + 0.001), 0, .ended, 120, 100), from: 3)
        pipeline.enqueue(Self.frame(Timestamp(seconds: 2.0 / 60 + 0.001), 0, .ended, 100, 120), from: 7)
        pipeline.update(to: Timestamp(seconds: 3.0 / 60))
        pipeline.finish()
        let touches = Self.lines(session).filter { $0.type == "touch" }
        let byTouch = Dictionary(grouping: touches) { $0.touch ?? -1 }
        #expect((byTouch[0]?.count ?? 0) >= 2 && byTouch[0]?.allSatisfy { $0.window == "left" } == true, "\(touches)")
        #expect((byTouch[1]?.count ?? 0) >= 2 && byTouch[1]?.allSatisfy { $0.window == "right" } == true, "\(touches)")
        #expect(byTouch[0]?.allSatisfy { $0.view == "leftPad" } == true && byTouch[1]?.allSatisfy { $0.view == "rightPad" } == true)
        // landscapeLeft: the fixed point (100, 120) is at (1000 − 120, 100) in the right window.
        #expect(byTouch[1]?.last?.x == 880 && byTouch[1]?.last?.y == 100, "\(touches)")
        #expect(byTouch[0]?.last?.x == 120 && byTouch[0]?.last?.y == 100, "\(touches)")
    }
}
