import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// GestureTester follows the app past its first screen: views added later are
/// traced, a step aimed at a row scrolled out of sight says which scroll view
/// hides it, and `scrollIntoView(_:)` scrolls it back as a user's drags would.
@Suite struct GestureTesterFollowingTests {
    /// A kiosk's two pages: `home` with an `open` button that swaps in `settings`,
    /// a header and a list of 30 rows of 44 pt, each with a switch `switchN`.
    final class Kiosk {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let home = View(id: "home", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let open = Control(id: "open", frame: Rect(x: 300, y: 200, width: 200, height: 60))
        let settings = View(id: "settings", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 60, width: 800, height: 420))

        init() throws {
            try home.addSubview(open)
            try window.addSubview(home)
            list.contentSize = Size(width: 800, height: 30 * 44)
            for row in 0..<30 {
                let line = View(id: "row\(row)", frame: Rect(x: 0, y: Double(row) * 44, width: 800, height: 44))
                try line.addSubview(Switch(id: "switch\(row)", frame: Rect(x: 720, y: 6, width: 51, height: 31)))
                try list.addSubview(line)
            }
            try settings.addSubview(list)
            open.addAction(for: .primaryActionTriggered) { [unowned self] _ in
                self.home.removeFromSuperview()
                try! self.window.addSubview(self.settings)
            }
        }
    }

    @Test func aTestThatSwapsPagesScrollsRow29IntoViewAndTapsItsSwitchSeesValueChanged() throws {
        let kiosk = try Kiosk()
        let tester = GestureTester(window: kiosk.window)
        tester.session.recorder.tracedControlEvents = ["switch29": .valueChanged]
        try tester.tap(on: "open")
        #expect(kiosk.settings.window === kiosk.window)
        // The page added after the tester was made is traced: a view line for each of its views.
        let added = tester.trace.filter { $0.type == "view" }.compactMap { $0["view"]?.string }
        #expect(added.contains("settings") && added.contains("list") && added.contains("switch29"), "\(added)")

        let hidden = #expect(throws: GestureTesterError.self) { try tester.tap(on: "switch29") }
        #expect(hidden == .outOfSight(target: "switch29", point: "(745.5, 1357.5)", scrollView: "list"))
        #expect(hidden?.description == "a touch at (745.5, 1357.5) aimed at \"switch29\" would land outside the visible bounds of scroll view \"list\", "
                    + "which has scrolled it out of sight; scroll it into view first (scrollIntoView(\"switch29\"))")

        let before = tester.trace.count
        try tester.scrollIntoView("switch29")
        #expect(kiosk.list.contentOffset.y >= 1313 - 420, "the switch's bottom edge is in sight: \(kiosk.list.contentOffset)")
        let drags = tester.trace[before...].filter { $0.type == "gesture" && $0["gesture"]?.string == "list.pan" && $0["state"]?.string == "began" }
        #expect(drags.count == 3, "user-like drags of at most 80 % of the list's 420 pt, traced as steps")

        try tester.tap(on: "switch29")
        let changed = tester.trace.last { $0.type == "control" }
        #expect(changed?["control"]?.string == "switch29" && changed?["event"]?.string == "valueChanged" && changed?["value"]?.number == 1)
    }

    @Test func theWindowItselfGetsNoViewLineWhenItsGeometryChanges() throws {
        let kiosk = try Kiosk()
        let tester = GestureTester(window: kiosk.window)
        kiosk.window.bounds = Rect(x: 0, y: 0, width: 480, height: 800)
        // A frame: the views are checked after it.
        try tester.startGesture(at: Point(x: 5, y: 5)).up(at: 0.05)
        #expect(tester.trace.contains { $0.type == "touch" })
        #expect(!tester.trace.contains { $0.type == "view" && $0["view"]?.string == kiosk.window.id })
    }

    @Test func aViewAlreadyInSightNeedsNoDrag() throws {
        let kiosk = try Kiosk()
        try kiosk.window.addSubview(kiosk.settings)
        let tester = GestureTester(window: kiosk.window)
        try tester.scrollIntoView("switch2")
        #expect(tester.frames.isEmpty)
    }

    @Test func aViewThatCannotBeScrolledIntoSightIsOneLine() throws {
        let kiosk = try Kiosk()
        try kiosk.window.addSubview(kiosk.settings)
        kiosk.list.isScrollEnabled = false
        let tester = GestureTester(window: kiosk.window)
        let error = #expect(throws: GestureTesterError.self) { try tester.scrollIntoView("switch29") }
        #expect(error?.description == "cannot scroll \"switch29\" into view: a drag on scroll view \"list\" did not move it (content offset (0, 0)); "
                    + "another view takes the drag or the content ends")
        #expect(throws: GestureTesterError.noView("switch99")) { try tester.scrollIntoView("switch99") }
    }

    @Test func aFingerDragsRelativelyToTheTestersClock() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let tester = GestureTester(window: window)
        try tester.pump(0.5)
        let finger = try tester.startGesture(at: Point(x: 10, y: 10))
        try finger.drag(to: Point(x: 110, y: 10), duration: 0.1, steps: 4)
        #expect(tester.frames.map(\.time) == [0.5, 0.525, 0.55, 0.575, 0.6])
        #expect(finger.location == Point(x: 110, y: 10) && tester.now == 0.6)
        try finger.drag(to: Point(x: 110, y: 90))
        #expect(tester.now == 0.9 && tester.frames.count == 5 + 38, "0.3 s by default, a frame every 8 ms")
        #expect(throws: GestureTesterError.badArgument("a drag's duration must be a positive number of seconds, not 0.0")) {
            try finger.drag(to: Point(x: 0, y: 0), duration: 0)
        }
    }
}
