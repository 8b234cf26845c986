import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools

/// The planted engine fault of the fuzz tests, a recognizer kind registered only here: a pan
/// that ignores the cancellation of its touches, so it stays under way once its finger is
/// cancelled (as a recognizer that kept a touch after cancel would).
final class StuckPanGestureRecognizer: PanGestureRecognizer {
    override class var traceKind: String { "stuckPan" }
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// `touchreplay fuzz`: random gestures against a scene, the engine's invariants checked after every frame.
@Suite struct FuzzTests {
    /// A scene with the planted fault on a canvas beside a button and a scroll view.
    static let faultyScene = """
        screen:
          size: [800, 480]
        root:
          id: root
          subviews:
            - id: canvas
              frame: [0, 0, 400, 480]
              gestures:
                - {id: stuck, kind: stuckPan}
                - {id: tap, kind: tap}
            - id: list
              frame: [400, 0, 400, 480]
              scroll: {contentSize: [400, 1600]}
              subviews:
                - {id: ok, frame: [50, 50, 200, 80], control: true}
        """

    @Test func fuzzFindsAPlantedFaultWithinSixtySecondsAndWritesItsCase() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenePath = try ReplayFiles.write(Self.faultyScene, to: "scene.yml", in: folder)
        let scene = try Scene.load(contentsOf: scenePath, kinds: try FuzzPlantedFaults.kinds())
        let started = ContinuousClock.now
        let report = try Fuzzer(scene: scene, seed: 34, seconds: 60).run()
        #expect(ContinuousClock.now - started < .seconds(60))
        let violation = try #require(report.violation)
        let shrunk = try #require(report.shrunk)
        #expect(violation.invariant == .nothingBoundAfterInput, "\(violation)")
        #expect(violation.message.contains("'stuck'"), "\(violation)")
        let caseFolder = folder + "/case"
        try FuzzCase.write(shrunk.script, violation: violation, seed: report.seed, sceneFile: scenePath, to: caseFolder)
        let written = try String(contentsOfFile: caseFolder + "/scene.yml", encoding: .utf8)
        #expect(written.hasPrefix("# touchreplay fuzz --seed 34 found: t="))
        // The case's recording, replayed from its file, leaves the stuck pan under way after the input ends.
        let records = try RecordingReplay(recordingPath: caseFolder + "/recording.evemu", scene: scene).run().records
        let states = records.compactMap { record -> String? in
            if case .gesture(let line) = record, line.gesture == "stuck" { line.state } else { nil }
        }
        #expect(states.last == "began" || states.last == "changed", "\(states)")
        #expect(!states.contains("cancelled"))
        #expect(shrunk.frames <= 20, "\(shrunk.frames) frames")
    }

    @Test func theSameSeedFindsTheSameViolation() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try Scene.load(contentsOf: try ReplayFiles.write(Self.faultyScene, to: "scene.yml", in: folder), kinds: try FuzzPlantedFaults.kinds())
        let first = try Fuzzer(scene: scene, seed: 7, seconds: 60).run()
        let second = try Fuzzer(scene: scene, seed: 7, seconds: 60).run()
        #expect(first.violation != nil)
        #expect(first.violation == second.violation)
        #expect(first.episodes == second.episodes)
        #expect(first.shrunk?.script.steps == second.shrunk?.script.steps)
    }

    @Test(arguments: ["seed-004-overlay", "scroll-view-with-control", "value-controls", "nested-scroll-views"])
    func theEngineKeepsItsInvariantsOverTwoHundredEpisodes(_ name: String) throws {
        let scene = try Scene.load(contentsOf: ReplayFiles.packageRoot + "/Recordings/synth/\(name)/scene.yml")
        var fuzzer = Fuzzer(scene: scene, seed: 2026, seconds: 600)
        fuzzer.maximumEpisodes = 200
        let report = try fuzzer.run()
        #expect(report.violation == nil, "\(report.violation.map(String.init(describing:)) ?? "")")
        #expect(report.episodes == 200)
    }

    @Test func aSeedOutOfRangeAndAnUnreachableViewAreOneLineEach() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try ReplayFiles.write("""
            screen:
              size: [400, 400]
            root:
              id: root
              subviews:
                - id: under
                  frame: [0, 0, 100, 100]
                  gestures: [{id: hiddenTap, kind: tap}]
                - {id: cover, frame: [0, 0, 200, 200]}
            """, to: "scene.yml", in: folder)
        for seed in ["18446744073709551616", "-1", "seven"] {
            let run = try ReplayFiles.run(["fuzz", "--scene", scene, "--seed", seed, "--seconds", "1"])
            #expect(run.status == 64)
            #expect(run.standardError == "touchreplay: --seed must be a whole number from 0 to 18446744073709551615, not \(seed)\n")
        }
        let run = try ReplayFiles.run(["fuzz", "--scene", scene, "--seed", "5", "--seconds", "1", "-o", folder + "/case"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("fuzz: seed 5\nfuzz: no violation in "))
        #expect(run.standardError == "touchreplay: \(scene): views under cannot be reached by a touch (hidden, covered or off the screen); their gestures are not fuzzed\n")
    }

    @Test func aViolationCaseIsNeverWrittenOverTheScene() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenePath = try ReplayFiles.write(Self.faultyScene, to: "scene.yml", in: folder)
        let scene = try Scene.load(contentsOf: scenePath, kinds: try FuzzPlantedFaults.kinds())
        let report = try Fuzzer(scene: scene, seed: 34, seconds: 60).run()
        let error = #expect(throws: FileError.self) {
            try FuzzCase.write(try #require(report.shrunk).script, violation: try #require(report.violation), seed: 34, sceneFile: scenePath, to: folder)
        }
        #expect(error?.message.contains("also an input") == true, "\(error.map(String.init(describing:)) ?? "")")
        #expect(try String(contentsOfFile: scenePath, encoding: .utf8) == Self.faultyScene)
    }
}
