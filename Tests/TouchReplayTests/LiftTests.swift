import Foundation
import InputRecordings
import Testing
import TouchReplay
import TouchReplayTools

/// `touchreplay lift` and `synth --scene`: what they write, and the bad inputs they refuse in one line.
@Suite struct LiftTests {
    static let tapCase = ReplayFiles.packageRoot + "/Recordings/synth/button-in-tappable-view"

    @Test func aRecordingWithNoTouchesHasNothingToLift() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = folder + "/empty.evemu"
        try SynthScript(device: .multiTouchScreen, steps: [SynthScript.Step(gesture: .wait(duration: 1))]).writeRecording(to: recording)
        let run = try ReplayFiles.run(["lift", recording, "--scene", Self.tapCase + "/scene.yml", "-o", folder + "/steps.yml"])
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: \(recording): the recording has no touches to lift (no contact, hover or wheel turn reached the scene)\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/steps.yml"))
    }

    @Test func liftedStepsNameTheirViewAndPlaceOnTheSceneFromTheCommandLine() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = Self.tapCase + "/scene.yml"
        let lift = try ReplayFiles.run(["lift", Self.tapCase + "/recording.evemu", "--scene", scene, "-o", folder + "/steps.yml"])
        #expect(lift.status == 0, "\(lift.standardError)")
        let steps = try String(contentsOfFile: folder + "/steps.yml", encoding: .utf8)
        #expect(steps.contains("  - touch:\n      view: \"button\"\n"))
        let synth = try ReplayFiles.run(["synth", folder + "/steps.yml", "--scene", scene, "-o", folder + "/again.evemu"])
        #expect(synth.status == 0, "\(synth.standardError)")
        #expect(synth.standardError.isEmpty)
        let without = try ReplayFiles.run(["synth", folder + "/steps.yml", "-o", folder + "/nowhere.evemu"])
        #expect(without.standardError.hasSuffix("names view 'button': place the script on a scene first (synth --scene)\n"), "\(without.standardError)")
    }

    @Test func aStepWhoseViewIsMissingHiddenOrCoveredIsOneLineAndStrictFailsThere() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let steps = try ReplayFiles.write("""
            device: multitouch
            screen: [400, 400]
            gestures:
              - touch: {view: gone, at: [0.5, 0.5], start: 0, end: 0.05}
              - touch: {view: shy, at: [0.5, 0.5], start: 0.5, end: 0.05}
              - touch: {view: under, at: [0.5, 0.5], start: 1, end: 0.05}
              - touch: {view: open, at: [0.5, 0.5], start: 1.5, end: 0.05}
            """, to: "steps.yml", in: folder)
        let scene = try ReplayFiles.write("""
            screen:
              size: [400, 400]
            root:
              id: root
              subviews:
                - {id: shy, frame: [0, 0, 100, 100], hidden: true}
                - {id: under, frame: [100, 0, 100, 100]}
                - {id: lid, frame: [100, 0, 100, 100]}
                - {id: open, frame: [200, 200, 100, 100]}
            """, to: "scene.yml", in: folder)
        let run = try ReplayFiles.run(["synth", steps, "--scene", scene, "-o", folder + "/out.evemu"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n") == [
            "touchreplay: \(steps):4:5: step 1: view 'gone' is not in the scene; the step is left out",
            "touchreplay: \(steps):5:5: step 2: view 'shy' is hidden or takes no touches",
            "touchreplay: \(steps):6:5: step 3: view 'under' is covered by 'lid' at (150, 50)",
        ])
        let strict = try ReplayFiles.run(["synth", steps, "--scene", scene, "--strict", "-o", folder + "/strict.evemu"])
        #expect(strict.status == 1)
        #expect(strict.standardError == "touchreplay: \(steps):4:5: step 1: view 'gone' is not in the scene; the step is left out\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/strict.evemu"))
    }

    @Test(arguments: [
        ("- touch: {view: a, at: [0.5, 0.5], offsets: sideways}", "3:47: offsets must be points or fractions"),
        ("- touch: {at: [1, 1], offsets: fractions}", "3:34: offsets: fractions needs a view to be fractions of"),
        ("- touch: {at: [1, 1], samples: [[0.1, 1, 1], [0.05, 2, 2]], end: 1}", "3:49: sample time must not be earlier than the previous one (0.1 s)"),
        ("- touch: {at: [1, 1], samples: [[0.1, 1, 1]], end: 0.1}", "3:54: end must be later than the last sample (0.1 s)"),
        ("- touch: {at: [1, 1], samples: [[0.1, 1, 1]], pressure: [0.5]}", "3:59: pressure must list one value per report: 2 (the touch-down and each sample)"),
        ("- touch: {at: [1, 1], tool: pen}", "3:31: tool pen cannot be written by device 'TouchReplay Virtual maXTouch Screen' (a finger device)"),
        ("- tap: [1, 1]\n  - touch: {at: [1, 1]}", "3:5: a script of touch steps takes only touch, wheel and wait steps (touches report at their own times, gestures on the script's rate)"),
    ])
    func aBadTouchStepIsOneLineWithItsPosition(_ step: String, _ message: String) {
        let error = #expect(throws: FileError.self) { try SynthScript.parse(yaml: "device: multitouch\ngestures:\n  " + step + "\n", path: "s.yml") }
        #expect(error?.description == "s.yml:" + message)
    }

    @Test func aLiftedSwiftTestIsTheCommittedOne() throws {
        let scene = try Scene.load(contentsOf: Self.tapCase + "/scene.yml")
        let lifted = try Lifter(recordingPath: Self.tapCase + "/recording.evemu", scene: scene).lift()
        let written = lifted.swiftTest(sceneFile: "../../Recordings/synth/button-in-tappable-view/scene.yml")
        let committed = try String(contentsOfFile: ReplayFiles.packageRoot + "/Tests/TouchReplayTests/LiftedTapTests.swift", encoding: .utf8)
        #expect(written == committed)
        #expect(written.contains("#expect(tester.states(of: \"dismiss\") == ["))
    }

    @Test func liftWritesASwiftTestForASwiftOutput() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ReplayFiles.run(["lift", Self.tapCase + "/recording.evemu", "--scene", Self.tapCase + "/scene.yml", "-o", folder + "/Steps.swift"])
        #expect(run.status == 0, "\(run.standardError)")
        let text = try String(contentsOfFile: folder + "/Steps.swift", encoding: .utf8)
        #expect(text.hasPrefix("import Foundation\nimport GestureEngine\nimport Testing\nimport TouchReplayTesting\n"))
        #expect(text.contains("tester.startGesture(at: start1, time: 0)"))
        let wrong = try ReplayFiles.run(["lift", Self.tapCase + "/recording.evemu", "--scene", Self.tapCase + "/scene.yml", "-o", folder + "/steps.txt"])
        #expect(wrong.standardError == "touchreplay: -o must end in .yml, .yaml or .swift: \(folder)/steps.txt\n")
    }
}
