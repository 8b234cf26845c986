import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// GestureTester finds views by id and hit-tests each step's point first
/// (Flutter's `warnIfMissed`, flutter PR #74798), and refuses bad steps in one line.
@Suite struct GestureTesterTargetingTests {
    /// A window with a "button" (160 ± 60, 180 ± 30 in the window) under a full-width "banner" that covers its top 50 points.
    static func coveredButton() throws -> GestureTester {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = View(id: "card", frame: Rect(x: 0, y: 100, width: 320, height: 200))
        let button = View(id: "button", frame: Rect(x: 100, y: 50, width: 120, height: 60))
        let banner = View(id: "banner", frame: Rect(x: 0, y: 0, width: 320, height: 200))
        try window.addSubview(card)
        try card.addSubview(button)
        try window.addSubview(banner)
        button.addGestureRecognizer(TapGestureRecognizer(id: "press"))
        return GestureTester(window: window)
    }

    @Test func aTapThatWouldLandOnAnotherViewFailsNamingItWithTheHitTestSteps() throws {
        let tester = try Self.coveredButton()
        let error = #expect(throws: GestureTesterError.self) { try tester.tap(on: "button") }
        guard case let .missedTarget(target, point, hit, steps) = error else {
            Issue.record("expected a missed target, got \(String(describing: error))")
            return
        }
        #expect(target == "button" && point == "(160, 180)" && hit == "banner")
        #expect(steps.last?.hasPrefix("window hitTest") == true)
        #expect(steps.contains { $0.hasPrefix("banner pointInside") })
        #expect(error?.description == "a touch at (160, 180) aimed at \"button\" would land on \"banner\"; hit-test: "
                + "window pointInside → YES; banner pointInside → YES; banner hitTest → banner; window hitTest → banner")
        #expect(tester.trace.isEmpty && tester.frames.isEmpty, "a missed step sends nothing")
    }

    @Test func aMissedTapOnlyWarnsWhenAskedAndGoesToTheViewHit() throws {
        let tester = try Self.coveredButton()
        tester.missedTargetPolicy = .warn
        try tester.tap(on: "button")
        #expect(tester.warnings.count == 1)
        #expect(tester.warnings.first?.contains("would land on \"banner\"") == true)
        #expect(tester.trace.first { $0.type == "touch" }?["view"]?.string == "banner")
        #expect(tester.states(of: "press").isEmpty)
    }

    @Test func aPointOnTheUncoveredPartReachesTheView() throws {
        let tester = try Self.coveredButton()
        try tester.tap(at: Point(x: 60, y: 50), on: "button")
        #expect(tester.states(of: "press") == ["recognized"])
        #expect(tester.warnings.isEmpty)
    }

    @Test func aTouchOnASubviewCountsAsReachingTheView() throws {
        let tester = try Self.coveredButton()
        try tester.tap(at: Point(x: 160, y: 105), on: "card")
        #expect(tester.trace.first { $0.type == "touch" }?["view"]?.string == "button")
    }

    @Test func anUnknownIdFailsInOneLine() throws {
        let tester = try Self.coveredButton()
        let error = #expect(throws: GestureTesterError.self) { try tester.drag(on: "nope", by: Point(x: 10, y: 0)) }
        #expect(error?.description == "no view \"nope\" in the window")
    }

    @Test func badStepsAreRefusedInOneLineWithoutSendingAnything() throws {
        let tester = try Self.coveredButton()
        tester.missedTargetPolicy = .warn
        let fingers = #expect(throws: GestureTesterError.self) { try tester.tap(on: "card", fingers: 0) }
        #expect(fingers?.description == "a step needs at least one finger, not 0")
        let velocity = #expect(throws: GestureTesterError.self) { try tester.fling(on: "card", by: Point(x: 0, y: 50), velocity: -3) }
        #expect(velocity?.description == "a fling's velocity must be a positive number of points per second, not -3.0")
        let direction = #expect(throws: GestureTesterError.self) { try tester.swipe(on: "card", direction: [.left, .up]) }
        #expect(direction?.description == "a swipe goes in one direction (right, left, up or down)")
        let span = #expect(throws: GestureTesterError.self) { try tester.pinch(on: "card", from: 0, to: 100) }
        #expect(span?.description == "a pinch's spans must be positive, not 0.0 and 100.0")
        #expect(tester.frames.isEmpty)
        try tester.pump(1)
        let back = #expect(throws: GestureTesterError.self) { try tester.startGesture(at: Point(x: 1, y: 1), time: 0.5) }
        #expect(back?.description == "time 0.5 s is before the tester's clock (1.0 s)")
        let finger = try tester.startGesture(at: Point(x: 1, y: 1))
        try finger.up()
        let lifted = #expect(throws: GestureTesterError.self) { try finger.moveTo(Point(x: 5, y: 5)) }
        #expect(lifted?.description == "finger 0 is not down")
    }

    @Test func settleGivesUpAfterItsLimitWithTimersPending() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let pad = View(id: "pad", frame: window.bounds)
        try window.addSubview(pad)
        pad.addGestureRecognizer(LongPressGestureRecognizer(id: "hold"))
        let tester = GestureTester(window: window)
        try tester.startGesture(at: Point(x: 10, y: 10))
        let error = #expect(throws: GestureTesterError.self) { try tester.settle(within: 0.2) }
        #expect(error?.description == "still moving or waiting on timers after 0.2 s")
        try tester.settle()
        #expect(tester.states(of: "hold") == ["began"])
    }
}
