import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// `shrink --until`'s predicates decided on the traces of real replays, and kept by a shrink.
///
/// Recordings/synth/button-in-tappable-view: a tap on `button` (touchDown, touchUpInside,
/// primaryActionTriggered; `dismiss` refused), a tap on `root` (`dismiss` recognized) and a
/// drag from `button` out of its tracking area (touchDragExit, touchUpOutside).
/// Recordings/synth/scroll-view-with-control: every touch is held by the scroll view's
/// content delay and then taken by `press` or the scroll view's pan, so no touch is ever
/// delivered to `content` or `button` (no touch line names them).
@Suite struct ShrinkPredicateTests {
    static func folder(_ name: String) -> String { ReplayFiles.packageRoot + "/Recordings/synth/" + name }

    /// Whether `text` holds on the trace of the case `name`'s recording.
    static func decides(_ text: String, on name: String) throws -> Bool {
        let scene = try Scene.load(contentsOf: folder(name) + "/scene.yml")
        let predicate = try TracePredicate(parsing: text)
        try predicate.check(against: scene)
        return try ShrinkTests.holds(predicate, recording: folder(name) + "/recording.evemu", scene: scene)
    }

    @Test(arguments: [
        ("view=button", true),
        ("view=root", true),
        ("not view=button", false),
        ("control=button event=touchUpOutside", true),
        ("control=button event=touchCancel", false),
        ("not control=button event=touchCancel", true),
        ("control=button", true),
        ("gesture=dismiss state=recognized and control=button event=touchUpInside", true),
        ("gesture=dismiss state=recognized and control=button event=touchCancel", false),
        ("gesture=dismiss state=recognized and not control=button event=touchCancel and view=button", true),
        ("gesture=dismiss state=recognized and not view=root", false),
    ])
    func aPredicateIsDecidedOnTheReplayOfAButtonInATappableView(_ text: String, _ holds: Bool) throws {
        #expect(try Self.decides(text, on: "button-in-tappable-view") == holds)
    }

    @Test(arguments: [
        ("view=button", false),
        ("view=content", false),
        ("not view=content", true),
        ("gesture=press state=recognized and not view=button", true),
        ("gesture=list.pan state=began and not view=content", true),
        ("gesture=list.pan state=began and view=content", false),
        ("gesture=list.pinch state=failed and not gesture=list.pinch state=began", true),
    ])
    func aViewIsReachedOnlyWhenATouchIsDeliveredToIt(_ text: String, _ holds: Bool) throws {
        #expect(try Self.decides(text, on: "scroll-view-with-control") == holds)
    }

    /// The gesture and control lines of `recording` replayed on `scene` (`LiftSupport.outcome`).
    static func outcome(_ recording: String, scene: Scene) throws -> [String] {
        LiftSupport.outcome(try RecordingReplay(recordingPath: recording, scene: scene).run().records)
    }

    /// Shrinks `recording` on `scene` until `text`; the contacts left and the outcome of the written recording.
    static func shrink(_ recording: String, scene: Scene, until text: String) throws -> (contacts: Int, outcome: [String]) {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let predicate = try TracePredicate(parsing: text)
        let result = try Shrinker(recordingPath: recording, scene: scene, predicate: predicate).shrink()
        let output = folder + "/small.evemu"
        try result.script.writeRecording(to: output, path: recording, alsoReading: [recording])
        #expect(result.isComplete)
        #expect(try ShrinkTests.holds(predicate, recording: output, scene: scene), "\(text)")
        return (result.contacts, try outcome(output, scene: scene))
    }

    @Test func aViewPredicateKeepsTheTouchThatReachesTheView() throws {
        // Of the three touches only the tap beside the button is delivered to root; the button's are the button's.
        let scene = try Scene.load(contentsOf: Self.folder("button-in-tappable-view") + "/scene.yml")
        let kept = try Self.shrink(Self.folder("button-in-tappable-view") + "/recording.evemu", scene: scene, until: "view=root")
        #expect(kept.contacts == 1)
        #expect(kept.outcome == ["gesture=dismiss state=recognized"])
    }

    @Test func aNegatedTermRefusesACandidateThatMakesWhatItRulesOut() throws {
        // A double tap alone on tap-vs-double-tap's image: `double` recognizes and `single`, waiting
        // for it, fails. Either tap alone is a single tap that `single` recognizes.
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scriptPath = try ReplayFiles.write("device: multitouch\nscreen: [800, 480]\ngestures:\n  - doubleTap: {at: [400, 240], interval: 0.15}\n",
                                               to: "script.yml", in: folder)
        let recording = folder + "/double.evemu"
        try SynthScript.load(path: scriptPath).writeRecording(to: recording, path: scriptPath)
        let scene = try Scene.load(contentsOf: Self.folder("tap-vs-double-tap") + "/scene.yml")
        // Any touch reaches the image: one tap is enough…
        let any = try Self.shrink(recording, scene: scene, until: "view=image")
        #expect(any.contacts == 1)
        #expect(any.outcome.contains("gesture=single state=recognized"))
        // …but not once `single` must never recognize: both taps stay.
        let both = try Self.shrink(recording, scene: scene, until: "view=image and not gesture=single state=recognized")
        #expect(both.contacts == 2)
        #expect(both.outcome.contains("gesture=double state=recognized"))
        #expect(!both.outcome.contains("gesture=single state=recognized"))
    }

    @Test func aScrollViewsOwnRecognizerIsNamedByItsTraceID() throws {
        // The scroll view's pan takes both drags; `list.pan` names it as the trace does. The drag that
        // began on the button is the one that also fails `press`.
        let scene = try Scene.load(contentsOf: Self.folder("scroll-view-with-control") + "/scene.yml")
        try TracePredicate(parsing: "gesture=list.pan state=began and gesture=list.pinch and gesture=list.delay").check(against: scene)
        let error = #expect(throws: TracePredicateError.self) { try TracePredicate(parsing: "gesture=content.pan").check(against: scene) }
        #expect(error?.description == "predicate: gesture=content.pan names no recognizer of \(scene.file)")
        let kept = try Self.shrink(Self.folder("scroll-view-with-control") + "/recording.evemu", scene: scene,
                                   until: "gesture=list.pan state=began and gesture=press state=failed")
        #expect(kept.contacts == 1)
        #expect(kept.outcome.contains("gesture=list.pan state=began"))
        #expect(!kept.outcome.contains("gesture=press state=recognized"))
    }
}
