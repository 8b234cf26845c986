import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting
import TouchTime

/// GestureTester's steps: each drives the recognizer it is named after, on the virtual clock.
@Suite struct GestureTesterStepTests {
    /// A 320 × 480 window holding one full-screen view "pad" with `recognizers`.
    static func tester(_ recognizers: [GestureRecognizer]) throws -> GestureTester {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let pad = View(id: "pad", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try window.addSubview(pad)
        for recognizer in recognizers { pad.addGestureRecognizer(recognizer) }
        return GestureTester(window: window)
    }

    /// The last `gesture` line of `id` in `trace`.
    static func last(_ id: String, in trace: [TraceLine]) -> TraceLine? {
        trace.last { $0.type == "gesture" && $0["gesture"]?.string == id }
    }

    static func pair(_ value: TraceValue?) -> [Double] { value?.array?.compactMap(\.number) ?? [] }

    @Test func tapRecognizesATapAtTheViewsCentre() throws {
        let tester = try Self.tester([TapGestureRecognizer(id: "tap")])
        try tester.tap(on: "pad")
        #expect(tester.states(of: "tap") == ["recognized"])
        let touch = tester.trace.first { $0.type == "touch" }
        #expect(touch?["x"]?.number == 160 && touch?["y"]?.number == 240 && touch?["view"]?.string == "pad")
        #expect(abs(tester.now.seconds - GestureTesterTiming.tapDuration) < 1e-9)
    }

    @Test func tapAtAPointTouchesThatPointOfTheView() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = View(id: "card", frame: Rect(x: 20, y: 100, width: 280, height: 200))
        try window.addSubview(card)
        let tester = GestureTester(window: window)
        try tester.tap(at: Point(x: 10, y: 30), on: "card")
        let touch = tester.trace.first { $0.type == "touch" }
        #expect(touch?["x"]?.number == 30 && touch?["y"]?.number == 130)
    }

    @Test func doubleTapRecognizesTheDoubleAndFailsTheSingleThatWaitsForIt() throws {
        let single = TapGestureRecognizer(id: "single")
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let tester = try Self.tester([single, double])
        try tester.doubleTap(on: "pad")
        try tester.settle()
        #expect(tester.states(of: "double") == ["recognized"])
        #expect(tester.states(of: "single") == ["failed"])
    }

    @Test func longPressBeginsAfterHalfASecondAndEndsOnLift() throws {
        let tester = try Self.tester([LongPressGestureRecognizer(id: "hold")])
        try tester.longPress(on: "pad")
        #expect(tester.states(of: "hold") == ["began", "ended"])
        let began = tester.trace.first { $0["gesture"]?.string == "hold" }
        #expect(began?["t"]?.number == GestureDefaults.longPressMinimumDuration)
    }

    @Test func dragMovesAPanByTheOffsetAndLiftsAtRest() throws {
        let tester = try Self.tester([PanGestureRecognizer(id: "drag")])
        try tester.drag(on: "pad", by: Point(x: 100, y: -40))
        let end = Self.last("drag", in: tester.trace)
        #expect(end?["state"]?.string == "ended")
        #expect(Self.pair(end?["translation"]) == [100, -40])
        #expect(Self.pair(end?["velocity"]).allSatisfy { abs($0) < 1 })
    }

    @Test func flingLiftsAtTheVelocityAsked() throws {
        let tester = try Self.tester([PanGestureRecognizer(id: "drag")])
        try tester.fling(on: "pad", by: Point(x: 0, y: -200), velocity: 1000)
        let velocity = Self.pair(Self.last("drag", in: tester.trace)?["velocity"])
        #expect(velocity.count == 2 && abs(velocity[1] + 1000) < 50 && abs(velocity[0]) < 1)
    }

    /// A 320 × 480 window holding a scroll view "list" with content 320 × 5,000.
    static func listTester() throws -> (GestureTester, ScrollView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = Size(width: 320, height: 5000)
        try window.addSubview(list)
        return (GestureTester(window: window), list)
    }

    @Test func settleAfterAFlingRunsTheGlideToRest() throws {
        let (tester, list) = try Self.listTester()
        try tester.fling(on: "list", by: Point(x: 0, y: -200), velocity: 2000)
        let atLift = list.contentOffset.y
        #expect(list.isMoving)
        try tester.settle()
        #expect(!list.isMoving)
        #expect(tester.window.scheduler.nextDueTime == nil)
        #expect(list.contentOffset.y > atLift + 200)
        let lastView = tester.trace.last { $0.type == "view" }
        #expect((lastView?["t"]?.number ?? 0) > 1, "the glide went on for more than a second of virtual time")
    }

    @Test func aDragLeavesTheScrollViewAtRest() throws {
        let (tester, list) = try Self.listTester()
        try tester.drag(on: "list", by: Point(x: 0, y: -200))
        let atLift = list.contentOffset.y
        try tester.settle()
        #expect(list.contentOffset.y == atLift)
    }

    @Test func swipeRecognizesTheDirectionAsked() throws {
        let left = SwipeGestureRecognizer(id: "left")
        left.direction = .left
        let right = SwipeGestureRecognizer(id: "right")
        let allowing = AllowingDelegate()
        left.delegate = allowing
        let tester = try Self.tester([left, right])
        try withExtendedLifetime(allowing) { try tester.swipe(on: "pad", direction: .left) }
        #expect(tester.states(of: "left") == ["recognized"])
        #expect(tester.states(of: "right") == ["failed"])
    }

    @Test func pinchScalesByTheRatioOfTheSpans() throws {
        let tester = try Self.tester([PinchGestureRecognizer(id: "zoom")])
        try tester.pinch(on: "pad", from: 80, to: 200)
        let end = Self.last("zoom", in: tester.trace)
        #expect(end?["state"]?.string == "ended")
        #expect(abs((end?["scale"]?.number ?? 0) - 2.5) < 0.01)
    }

    @Test func rotateTurnsByTheAngle() throws {
        let tester = try Self.tester([RotationGestureRecognizer(id: "turn")])
        try tester.rotate(on: "pad", by: 1.2)
        let end = Self.last("turn", in: tester.trace)
        #expect(end?["state"]?.string == "ended")
        #expect(abs((end?["rotation"]?.number ?? 0) - 1.2) < 0.01)
    }

    @Test func severalFingersTapAndDragTogether() throws {
        let twoFingerTap = TapGestureRecognizer(id: "two")
        twoFingerTap.numberOfTouchesRequired = 2
        let tester = try Self.tester([twoFingerTap])
        try tester.tap(on: "pad", fingers: 2)
        #expect(tester.states(of: "two") == ["recognized"])
        let pan = PanGestureRecognizer(id: "drag")
        let dragTester = try Self.tester([pan])
        try dragTester.drag(on: "pad", by: Point(x: 0, y: 60), fingers: 3)
        #expect(Self.last("drag", in: dragTester.trace)?["touches"]?.number == 3)
    }

    @Test func fingersCanBeDrivenOneFrameAtATime() throws {
        let tester = try Self.tester([PanGestureRecognizer(id: "drag")])
        let finger = try tester.startGesture(at: Point(x: 100, y: 100))
        try finger.moveTo(Point(x: 100, y: 150), at: 0.1)
        try finger.up(at: 0.2)
        #expect(tester.states(of: "drag") == ["began", "ended"])
        #expect(finger.id == 0 && !finger.isDown && tester.fingers.isEmpty)
    }
}

/// A delegate that allows every simultaneous recognition.
final class AllowingDelegate: GestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        true
    }
}
