import Testing
import TouchTime
@testable import GestureEngine

/// Recognizers' documented defaults and state machines: Apple's pages for each
/// `UI…GestureRecognizer` class and `UIGestureRecognizer.State`.
@Suite struct ConformanceRecognizerDefaultsTests {
    @Test("UIGestureRecognizer: cancelsTouchesInView defaults to true, delaysTouchesBegan to false, delaysTouchesEnded to true")
    func deliveryFlagDefaults() throws {
        let r = GestureRecognizer(id: "r")
        #expect(r.cancelsTouchesInView && !r.delaysTouchesBegan && r.delaysTouchesEnded)
        #expect(r.isEnabled && r.state == .possible)
    }

    @Test("UITapGestureRecognizer: numberOfTapsRequired and numberOfTouchesRequired default to 1")
    func tapDefaults() throws {
        let t = TapGestureRecognizer(id: "t")
        #expect(t.numberOfTapsRequired == 1 && t.numberOfTouchesRequired == 1)
    }

    @Test("UILongPressGestureRecognizer: minimumPressDuration 0.5 s, allowableMovement 10 pt, one touch, zero taps")
    func longPressDefaults() throws {
        let l = LongPressGestureRecognizer(id: "l")
        #expect(l.minimumPressDuration == 0.5 && l.allowableMovement == 10)
        #expect(l.numberOfTouchesRequired == 1 && l.numberOfTapsRequired == 0)
    }

    @Test("UIPanGestureRecognizer: minimumNumberOfTouches 1, maximumNumberOfTouches unlimited (NSUIntegerMax)")
    func panDefaults() throws {
        let p = PanGestureRecognizer(id: "p")
        #expect(p.minimumNumberOfTouches == 1 && p.maximumNumberOfTouches == Int.max)
    }

    @Test("UISwipeGestureRecognizer: direction defaults to right, numberOfTouchesRequired to 1")
    func swipeDefaults() throws {
        let s = SwipeGestureRecognizer(id: "s")
        #expect(s.direction == .right && s.numberOfTouchesRequired == 1)
    }

    @Test("UIGestureRecognizer.State: discrete recognizers go possible → recognized; the state returns to possible after the sequence")
    func discreteTapGoesStraightToRecognized() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tap") == [.ended])
        #expect(tap.state == .possible)
    }

    @Test("UIGestureRecognizer.State: continuous recognizers go possible → began → changed → ended")
    func continuousPanGoesThroughBeganChangedEnded() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try f.tester.drag([(f, pt(200, 100))], from: 0.02, to: 0.2, steps: 10)
        try f.up(at: 0.22)
        let states = h.recorder.states(of: "pan")
        #expect(states.first == .began && states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed } && states.count > 2)
    }

    @Test("UIGestureRecognizer.State.failed: a tap whose finger moves too far fails and sends no action")
    func movedTapFailsWithoutAction() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        var actions = 0
        tap.addTarget { _ in actions += 1 }
        v.addGestureRecognizer(tap)
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try f.moveTo(pt(160, 100), at: 0.03)
        try f.up(at: 0.05)
        #expect(h.recorder.states(of: "tap") == [.failed])
        #expect(actions == 0)
    }

    @Test("UIGestureRecognizer.State.cancelled: a pan whose touch the system cancels ends cancelled")
    func systemCancelCancelsAContinuousRecognizer() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try f.tester.drag([(f, pt(200, 100))], from: 0.02, to: 0.1, steps: 5)
        try f.cancel(at: 0.12)
        #expect(h.recorder.states(of: "pan").last == .cancelled)
    }

    @Test("UILongPressGestureRecognizer: begins after minimumPressDuration with the finger held, ends at the lift")
    func longPressBeginsAfterTheDuration() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(LongPressGestureRecognizer(id: "hold"))
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try h.pump(to: 0.49)
        #expect(h.recorder.states(of: "hold").isEmpty)
        try h.pump(to: 0.5)
        #expect(h.recorder.states(of: "hold") == [.began])
        try f.up(at: 0.7)
        #expect(h.recorder.states(of: "hold") == [.began, .ended])
    }

    @Test("UILongPressGestureRecognizer.allowableMovement: moving more than 10 pt before it begins makes it fail")
    func longPressFailsWhenMovedTooFar() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(LongPressGestureRecognizer(id: "hold"))
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try f.moveTo(pt(112, 100), at: 0.2)
        try h.pump(to: 0.8)
        #expect(h.recorder.states(of: "hold") == [.failed])
        try f.up(at: 0.9)
    }

    @Test("UIPanGestureRecognizer.translation(in:) and setTranslation(_:in:): translation is measured from the touch-down point and can be reset")
    func panTranslationAndReset() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try f.tester.drag([(f, pt(160, 140))], from: 0.02, to: 0.2, steps: 10)
        #expect(isClose(pan.translation(in: v), pt(60, 40), 1e-6))
        pan.setTranslation(.zero, in: v)
        try f.moveTo(pt(170, 140), at: 0.22)
        #expect(isClose(pan.translation(in: v), pt(10, 0), 1e-6))
        try f.up(at: 0.24)
    }

    @Test("UIPanGestureRecognizer.minimumNumberOfTouches: a one-finger drag does not begin a pan that needs two")
    func panNeedsItsMinimumTouches() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        pan.minimumNumberOfTouches = 2
        v.addGestureRecognizer(pan)
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try f.tester.drag([(f, pt(200, 100))], from: 0.02, to: 0.2, steps: 10)
        try f.up(at: 0.22)
        #expect(!h.recorder.states(of: "pan").contains(.began))
    }

    @Test("UISwipeGestureRecognizer.direction: a fast swipe in the permitted direction is recognized, the opposite one fails")
    func swipeHonoursItsDirection() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(SwipeGestureRecognizer(id: "swipe"))
        let right = try h.startGesture(at: pt(50, 200), time: 0)
        try right.tester.drag([(right, pt(250, 200))], from: 0.01, to: 0.1, steps: 6)
        try right.up(at: 0.11)
        #expect(h.recorder.states(of: "swipe") == [.ended])
        let left = try h.startGesture(at: pt(250, 300), time: 1)
        try left.tester.drag([(left, pt(50, 300))], from: 1.01, to: 1.1, steps: 6)
        try left.up(at: 1.11)
        #expect(h.recorder.states(of: "swipe") == [.ended, .failed])
    }

    @Test("UIPinchGestureRecognizer.scale: the ratio of the fingers' distance to their distance when it began")
    func pinchScaleIsTheSpanRatio() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pinch = PinchGestureRecognizer(id: "pinch")
        v.addGestureRecognizer(pinch)
        let a = try h.startGesture(at: pt(110, 240), time: 0)
        let b = try h.startGesture(at: pt(210, 240), time: 0.01)
        try h.drag([(a, pt(60, 240)), (b, pt(260, 240))], from: 0.02, to: 0.2, steps: 10)
        #expect(h.recorder.states(of: "pinch").first == .began)
        #expect(abs(pinch.scale - 2) < 1e-6)
        try h.up([a, b], at: 0.22)
    }
}
