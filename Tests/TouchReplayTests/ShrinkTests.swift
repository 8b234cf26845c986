import Foundation
import InputRecordings
import Testing
import TouchReplay
import TouchReplayTools

/// `touchreplay shrink`: delta debugging of a recording while a predicate on its trace holds.
@Suite struct ShrinkTests {
    static let benchmark = ReplayFiles.packageRoot + "/Benchmarks/Shrink"

    /// The benchmark's 10,000-frame recording, synthesized into `folder`.
    static func benchmarkRecording(in folder: String) throws -> String {
        let path = folder + "/recording.evemu"
        try SynthScript.load(path: benchmark + "/script.yml").writeRecording(to: path, path: benchmark + "/script.yml")
        return path
    }

    /// Whether `predicate` holds on the trace of `recording` replayed from its file.
    static func holds(_ predicate: TracePredicate, recording: String, scene: Scene) throws -> Bool {
        var evaluation = predicate.evaluation()
        for record in try RecordingReplay(recordingPath: recording, scene: scene).run().records { evaluation.see(record) }
        return evaluation.holds
    }

    /// The frames (`SYN_REPORT`s) of an evemu recording.
    static func frames(_ path: String) throws -> Int {
        let reader = try RecordingReader(path: path)
        var count = 0
        while let event = try reader.next() {
            if event.type == .synchronization && event.code == 0 { count += 1 }
        }
        return count
    }

    @Test func aTenThousandFrameRecordingShrinksToItsPlantedMisfireInAtMostOnePercentOfItsFrames() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try Self.benchmarkRecording(in: folder)
        let scene = try Scene.load(contentsOf: Self.benchmark + "/scene.yml")
        let predicate = try TracePredicate(parsing: "gesture=zoom state=recognized")
        let input = try Self.frames(recording)
        #expect(input >= 10_000)
        let result = try Shrinker(recordingPath: recording, scene: scene, predicate: predicate).shrink()
        let output = folder + "/small.evemu"
        try result.script.writeRecording(to: output, path: recording, alsoReading: [recording])
        #expect(result.isComplete)
        #expect(try Self.frames(output) <= input / 100)
        #expect(try Self.holds(predicate, recording: output, scene: scene))
        #expect(result.contacts == 2, "the two taps of the double tap")
        #expect(result.trials <= 100, "\(result.trials) replays")
    }

    @Test func aStepBudgetStopsWithTheSmallestRecordingSoFar() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try Self.benchmarkRecording(in: folder)
        let scene = try Scene.load(contentsOf: Self.benchmark + "/scene.yml")
        var shrinker = Shrinker(recordingPath: recording, scene: scene, predicate: try TracePredicate(parsing: "gesture=zoom state=recognized"))
        shrinker.maximumTrials = 8
        let result = try shrinker.shrink()
        #expect(!result.isComplete)
        #expect(result.trials == 8)
        // The empty set, two halves and four quarters fail (the double tap's taps fall in two); all but the first quarter holds.
        #expect(result.contacts < 42 && result.contacts > 2)
        let output = folder + "/small.evemu"
        try result.script.writeRecording(to: output, path: recording, alsoReading: [recording])
        #expect(try Self.holds(shrinker.predicate, recording: output, scene: scene))
    }

    @Test(arguments: [
        ("", "predicate: empty (expected e.g. 'gesture=doubleTap state=recognized')"),
        ("gesture=", "predicate: 'gesture=' needs a value: gesture=ID"),
        ("gesture=zoom state=won", "predicate: unknown state 'won' (expected one of: began, changed, ended, recognized, failed, cancelled)"),
        ("finger=1", "predicate: unknown term 'finger=1' (expected gesture=ID, view=ID or control=ID)"),
        ("view=pad or view=corner", "predicate: expected 'and' before 'or'"),
        ("view=pad and", "predicate: 'and' needs a term after it"),
        ("not", "predicate: 'not' needs a term after it"),
        ("control=ok event=clicked", "predicate: unknown control event 'clicked' (expected one of: touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered)"),
    ])
    func aBadPredicateIsOneLine(_ text: String, _ message: String) {
        let error = #expect(throws: TracePredicateError.self) { try TracePredicate(parsing: text) }
        #expect(error?.description == message)
    }

    @Test func predicatesJoinNegatedTermsWithAnd() throws {
        let predicate = try TracePredicate(parsing: "gesture=zoom state=recognized and not view=pad and control=ok")
        #expect(predicate.description == "gesture=zoom state=recognized and not view=pad and control=ok")
        #expect(predicate.terms.map(\.negated) == [false, true, false])
    }

    @Test func aPredicateThatNamesNothingInTheSceneIsRefused() throws {
        let scene = try Scene.load(contentsOf: Self.benchmark + "/scene.yml")
        for (text, message) in [("gesture=pinch", "gesture=pinch names no recognizer of"), ("view=overlay", "view=overlay names no view of"),
                                ("control=pad", "control=pad names no control of")] {
            let error = #expect(throws: TracePredicateError.self) { try TracePredicate(parsing: text).check(against: scene) }
            #expect(error?.description.contains(message) == true, "\(error?.description ?? "")")
        }
    }

    @Test func aPredicateAlreadyFalseOnTheInputLeavesNothingToShrink() throws {
        let scene = try Scene.load(contentsOf: ReplayFiles.packageRoot + "/Recordings/synth/tap-vs-double-tap/scene.yml")
        let recording = ReplayFiles.packageRoot + "/Recordings/synth/tap-vs-double-tap/recording.evemu"
        let error = #expect(throws: ShrinkError.self) {
            try Shrinker(recordingPath: recording, scene: scene, predicate: try TracePredicate(parsing: "gesture=double state=cancelled")).shrink()
        }
        #expect(error?.description == "\(recording): 'gesture=double state=cancelled' is already false on this recording: nothing to shrink")
    }

    @Test func shrinkNeverWritesOverItsInputAndKeepsALibinputRecordInput() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = ReplayFiles.packageRoot + "/Recordings/real/atmel-two-finger-hold-libinput/scene.yml"
        let recording = ReplayFiles.shared("atmel-maxtouch.2-fingers-touch-release.libinput.yml")
        let over = try ReplayFiles.run(["shrink", recording, "--scene", scene, "--until", "gesture=twoFingerHold state=began", "-o", recording])
        #expect(over.status != 0)
        #expect(over.standardError.contains("is also an input of this command"))
        let wrongFormat = try ReplayFiles.run(["shrink", recording, "--scene", scene, "--until", "gesture=twoFingerHold", "-o", folder + "/small.evemu"])
        #expect(wrongFormat.standardError == "touchreplay: -o must end in .yml or .yaml: the input is a libinput record file, and the output keeps its format\n")
        let output = folder + "/small.yml"
        let run = try ReplayFiles.run(["shrink", recording, "--scene", scene, "--until", "gesture=twoFingerHold state=began", "-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("# libinput record"))
        #expect(try Self.holds(try TracePredicate(parsing: "gesture=twoFingerHold state=began"), recording: output, scene: try Scene.load(contentsOf: scene)))
    }

    @Test func shrinkNeverWritesOverItsSceneOrItsDescription() throws {
        // Copies in a folder of the test's own, so that a shrink that did write over them harms nothing shared.
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = folder + "/hold.events", description = folder + "/hold.desc", scene = folder + "/scene.yml"
        try FileManager.default.copyItem(atPath: ReplayFiles.shared("atmel-maxtouch.2-fingers-touch-release.events"), toPath: recording)
        try FileManager.default.copyItem(atPath: ReplayFiles.shared("atmel-maxtouch.desc"), toPath: description)
        try FileManager.default.copyItem(atPath: ReplayFiles.realScene("atmel-two-finger-hold/scene.yml"), toPath: scene)
        let libinput = folder + "/hold.yml"
        try FileManager.default.copyItem(atPath: ReplayFiles.shared("atmel-maxtouch.2-fingers-touch-release.libinput.yml"), toPath: libinput)
        let before = try [description, scene].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let overDescription = try ReplayFiles.run(["shrink", recording, "--description", description, "--scene", scene,
                                                   "--until", "gesture=twoFingerHold state=began", "-o", description])
        #expect(overDescription.status != 0)
        #expect(overDescription.standardError.contains("\(description): is also an input of this command"), "\(overDescription.standardError)")
        // A libinput record input writes a .yml, as the scene is.
        let overScene = try ReplayFiles.run(["shrink", libinput, "--scene", scene, "--until", "gesture=twoFingerHold state=began", "-o", scene])
        #expect(overScene.status != 0)
        #expect(overScene.standardError.contains("\(scene): is also an input of this command"), "\(overScene.standardError)")
        #expect(try [description, scene].map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
    }
}
