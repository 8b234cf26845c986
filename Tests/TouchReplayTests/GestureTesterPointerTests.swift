import GestureEngine
import Testing
import TouchReplayTesting

/// The tester's mouse, wheel and pen steps (issue 25, with the pointer model of issue 21).
@Suite struct GestureTesterPointerTests {
    /// A view that keeps what its touches were.
    final class PenView: View {
        var seen: [(type: TouchType, force: Double, buttons: ButtonMask)] = []
        override func touchesBegan(_ touches: [Touch], with event: Event) {
            for touch in touches { seen.append((touch.type, touch.force, event.buttonMask)) }
        }
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            for touch in touches { seen.append((touch.type, touch.force, event.buttonMask)) }
        }
    }

    static func buttons() throws -> (GestureTester, TapGestureRecognizer, TapGestureRecognizer) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = View(id: "card", frame: Rect(x: 20, y: 20, width: 200, height: 200))
        try window.addSubview(card)
        let tap = TapGestureRecognizer(id: "tap")
        let menu = TapGestureRecognizer(id: "menu")
        menu.buttonMaskRequired = .secondary
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(menu)
        return (GestureTester(window: window), tap, menu)
    }

    // UITapGestureRecognizer.buttonMaskRequired: primary by default; a right click is the secondary button's.
    @Test func aRightClickIsIgnoredByTheTapAndTakenByTheSecondaryButtonTap() throws {
        let (tester, _, _) = try Self.buttons()
        try tester.rightClick(on: "card")
        try tester.settle()
        #expect(tester.states(of: "menu") == ["recognized"])
        #expect(!tester.states(of: "tap").contains("recognized"))
    }

    @Test func aPrimaryClickIsTheTapsAndNotTheMenus() throws {
        let (tester, _, _) = try Self.buttons()
        try tester.click(on: "card")
        try tester.settle()
        #expect(tester.states(of: "tap") == ["recognized"])
        #expect(!tester.states(of: "menu").contains("recognized"))
    }

    @Test func theWheelScrollsTheScrollViewUnderThePointerByItsClicks() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = Size(width: 320, height: 4_000)
        try window.addSubview(list)
        let tester = GestureTester(window: window)
        try tester.wheel(on: "list", clicks: Point(x: 0, y: 3))
        #expect(list.contentOffset.y == 3 * GestureDefaults.wheelPointsPerClick)
        try tester.wheel(on: "list", clicks: Point(x: 0, y: -10))
        #expect(list.contentOffset.y == 0, "the wheel stops at the content's edge")
    }

    @Test func aPenStrokeIsAPencilTouchWithItsForce() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let canvas = PenView(id: "canvas", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let pan = PanGestureRecognizer(id: "ink")
        pan.cancelsTouchesInView = false
        canvas.addGestureRecognizer(pan)
        try window.addSubview(canvas)
        let tester = GestureTester(window: window)
        try tester.penStroke(on: "canvas", by: Point(x: 80, y: 0), force: 2.5)
        #expect(!canvas.seen.isEmpty && canvas.seen.allSatisfy { $0.type == .pencil && $0.force == 2.5 })
        #expect(tester.states(of: "ink").first == "began" && tester.states(of: "ink").last == "ended")
        // A recognizer that takes fingers only never sees the pen.
        let fingersOnly = PanGestureRecognizer(id: "fingers")
        fingersOnly.allowedTouchTypes = [.direct]
        canvas.addGestureRecognizer(fingersOnly)
        try tester.penStroke(on: "canvas", by: Point(x: 0, y: 80))
        #expect(tester.states(of: "fingers").isEmpty)
    }

    @Test func pointerAndPenStepsCannotBeSavedAsATouchscreenRecording() throws {
        let (tester, _, _) = try Self.buttons()
        try tester.rightClick(on: "card")
        #expect(throws: GestureTesterError.cannotSave("mouse, wheel and pen steps were taken; the saved recording is a touchscreen's, which has fingers only")) {
            try tester.recordingEvents()
        }
    }

    @Test func badPointerStepsAreOneLineAndSendNothing() throws {
        let (tester, _, _) = try Self.buttons()
        #expect(throws: GestureTesterError.badArgument("a click needs a button")) { try tester.click(on: "card", button: []) }
        #expect(throws: GestureTesterError.badArgument("a wheel turn needs a finite, non-zero number of clicks")) {
            try tester.wheel(on: "card", clicks: .zero)
        }
        #expect(throws: GestureTesterError.self) { try tester.penStroke(on: "card", by: Point(x: 1, y: 1), force: 0) }
        #expect(throws: GestureTesterError.self) { try tester.penStroke(on: "card", by: Point(x: 1, y: 1), altitudeAngle: 3) }
        #expect(tester.frames.isEmpty)
    }
}

/// A tester given an observer of its own: the engine tells both the trace recorder and that observer.
@Suite struct GestureTesterOwnObserverTests {
    final class Heard: EngineObserver {
        var hooks: [String] = []
        var observesHitTests: Bool { false }
        func engine(didHover sample: HoverSample, over view: View?) { hooks.append("hover \(view?.id ?? "-")") }
        func engine(didScrollWheel wheel: WheelScroll, takenBy view: View?) { hooks.append("wheel \(view?.id ?? "-")") }
    }

    @Test("A GestureTester made with its own observer still traces hover and wheel lines, and its observer hears them too")
    func hoverAndWheelLinesAreTracedBesideTheTestersOwnObserver() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = Size(width: 320, height: 4_000)
        try window.addSubview(list)
        let heard = Heard()
        let tester = GestureTester(window: window, observer: heard)
        try tester.hover(over: "list")
        try tester.wheel(on: "list", clicks: Point(x: 0, y: 2))
        let types = tester.trace.map(\.type)
        #expect(types.contains("hover"))
        #expect(types.contains("wheel"))
        #expect(heard.hooks == ["hover list", "wheel list"])
    }
}
