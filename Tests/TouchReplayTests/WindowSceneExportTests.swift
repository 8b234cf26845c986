import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// A recognizer class of a user's own, for the export tests.
final class WiggleGestureRecognizer: GestureRecognizer {
    override class var traceKind: String { "wiggle" }
}

/// A view class of a user's own, for the export tests.
final class BadgeView: View {}

/// A window built in Swift written as a scene document (`WindowSceneExport`), and cases saved from one.
@Suite struct WindowSceneExportTests {
    /// A window with a list (a scroll view holding a button and a row with a tap), a slider,
    /// a card with a double tap and a single tap that waits for it, and a pan beside them.
    static func window() throws -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        list.contentSize = Size(width: 400, height: 900)
        list.contentOffset = Point(x: 0, y: 100)
        try window.addSubview(list)
        let button = Control(id: "ok", frame: Rect(x: 20, y: 120, width: 120, height: 44))
        try list.addSubview(button)
        let row = View(id: "row", frame: Rect(x: 0, y: 200, width: 400, height: 60))
        row.isMultipleTouchEnabled = true
        row.addGestureRecognizer(TapGestureRecognizer(id: "rowTap"))
        try list.addSubview(row)
        let slider = Slider(id: "volume", frame: Rect(x: 20, y: 320, width: 360, height: 40))
        slider.value = 0.25
        try window.addSubview(slider)
        let card = View(id: "card", frame: Rect(x: 20, y: 380, width: 200, height: 200))
        card.touchAreaInsets = EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(id: "single")
        single.require(toFail: double)
        single.cancelsTouchesInView = false
        card.addGestureRecognizer(double)
        card.addGestureRecognizer(single)
        try window.addSubview(card)
        let pad = View(id: "pad", frame: Rect(x: 240, y: 380, width: 140, height: 200))
        let pan = PanGestureRecognizer(id: "drag")
        pan.maximumNumberOfTouches = 2
        pad.addGestureRecognizer(pan)
        try window.addSubview(pad)
        return window
    }

    @Test func aWindowBuiltInSwiftReadsBackAsTheSameScene() throws {
        let export = WindowSceneExport(window: try Self.window(), tracedControlEvents: ["ok": [.touchDown, .touchUpInside]])
        #expect(export.notes.isEmpty, "\(export.notes)")
        let scene = try export.scene()
        let views = Dictionary(uniqueKeysWithValues: scene.allViews.map { ($0.id, $0) })
        #expect(scene.root.id == "root")
        #expect(scene.root.passesTouchesThrough)
        #expect(views["list"]?.scroll?.contentSize == Size(width: 400, height: 900))
        #expect(views["list"]?.scroll?.contentOffset == Point(x: 0, y: 100))
        #expect(views["ok"]?.control?.tracedEvents == [.touchDown, .touchUpInside])
        #expect(views["volume"]?.control?.kind == .slider)
        #expect(views["row"]?.isMultipleTouchEnabled == true)
        #expect(views["card"]?.touchAreaInsets == EdgeInsets(top: -10, left: -10, bottom: -10, right: -10))
        let gestures = Dictionary(uniqueKeysWithValues: scene.allGestures.map { ($0.id, $0) })
        #expect(gestures["double"]?.taps == 2)
        #expect(gestures["single"]?.requireToFail.map(\.id) == ["double"])
        #expect(gestures["single"]?.cancelsTouchesInView == false)
        #expect(gestures["drag"]?.maximumTouches == 2)
        #expect(gestures["list.pan"] == nil, "the scroll view's own recognizers are the scene's scroll view's too")
        // Written again from the scene's own objects, the document is the same.
        let again = WindowSceneExport(root: try #require(scene.makeHierarchy().window.subviews.first), screen: scene.screen.size,
                                      tracedControlEvents: ["ok": [.touchDown, .touchUpInside]])
        #expect(again.yaml == export.yaml)
    }

    @Test func whatASceneCannotExpressIsNamedInOneLineEach() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let badge = BadgeView(id: "badge", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        badge.addGestureRecognizer(WiggleGestureRecognizer(id: "wiggle"))
        try window.addSubview(badge)
        let export = WindowSceneExport(window: window)
        #expect(export.notes == [
            "view 'badge' is a BadgeView: a scene has no such class, so it is a plain view there (its own overrides are not kept)",
            "recognizer 'wiggle' on 'badge' is a WiggleGestureRecognizer, which no scene kind names: it is left out (register a GestureKind named 'wiggle')",
        ])
        // Registered by name, as recognizer kinds are, the recognizer is written with its kind.
        var kinds = GestureKindRegistry.builtIn
        try kinds.register(GestureKind(name: "wiggle") { WiggleGestureRecognizer(id: $0.id) })
        let registered = WindowSceneExport(window: window, kinds: kinds)
        #expect(registered.notes.count == 1)
        let scene = try registered.scene(kinds: kinds)
        #expect(scene.allGestures.map(\.kind.name) == ["wiggle"])
    }

    @Test func aGestureTesterOnAWindowBuiltInSwiftSavesACaseThatCheckPasses() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tester = GestureTester(window: try Self.window())
        tester.traceControlEvents([.touchDown, .touchUpInside], of: "ok")
        try tester.tap(on: "ok")
        try tester.pump(0.5)
        try tester.doubleTap(on: "card")
        try tester.pump(0.5)
        try tester.tap(on: "card")
        try tester.drag(on: "pad", by: Point(x: 0, y: -80))
        try tester.drag(on: "list", by: Point(x: 0, y: -120))
        var notes: [String] = []
        try tester.saveCase(in: folder + "/case", notes: { notes.append($0) }, environment: [ExpectedTrace.recordVariable: "1"])
        #expect(notes.isEmpty)
        #expect(tester.states(of: "double") == ["recognized"] || tester.states(of: "double").contains("recognized"))
        let trace = try String(contentsOfFile: folder + "/case/expected.jsonl", encoding: .utf8)
        #expect(trace.contains(#""control":"ok","event":"touchUpInside""#))
        let run = try ReplayFiles.run(["check", folder + "/case"])
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("PASS "), "\(run.standardOutput)")
    }
}
