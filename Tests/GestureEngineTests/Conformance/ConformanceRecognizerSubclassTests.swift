import Testing
import TouchTime
@testable import GestureEngine

/// What a recognizer subclass can rely on: UIGestureRecognizerSubclass.h
/// (`reset()`, `ignore(_:for:)`, the touches methods, the preference overrides)
/// and `UIGestureRecognizer`'s target-action and attachment pages.
@Suite struct ConformanceRecognizerSubclassTests {
    /// A discrete recognizer that recognizes on lift and logs its subclass calls.
    final class Lifting: GestureRecognizer {
        override class var kind: Kind { .discrete }
        var calls: [String] = []
        var stateAtReset: State?
        override func touchesBegan(_ touches: [Touch], with event: Event) { calls.append("began \(touches.count)") }
        override func touchesMoved(_ touches: [Touch], with event: Event) { calls.append("moved") }
        override func touchesEnded(_ touches: [Touch], with event: Event) {
            calls.append("ended")
            state = .ended
        }
        override func reset() {
            calls.append("reset")
            stateAtReset = state
        }
    }

    @Test("UIGestureRecognizerSubclass.h reset(): called after the recognizer reaches a final state, with the state back at possible")
    func resetComesAfterTheFinalState() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let r = Lifting(id: "r")
        v.addGestureRecognizer(r)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(r.calls == ["began 1", "ended", "reset"])
        #expect(r.stateAtReset == .possible)
    }

    @Test("UIGestureRecognizerSubclass.h ignore(_:for:): an ignored touch gets no more calls and is not held back from the view")
    func ignoredTouchIsForgotten() throws {
        final class Ignoring: GestureRecognizer {
            var moves = 0
            override func touchesBegan(_ touches: [Touch], with event: Event) {
                for touch in touches { ignore(touch, for: event) }
            }
            override func touchesMoved(_ touches: [Touch], with event: Event) { moves += 1 }
        }
        let (h, v) = GestureHarness.withFullScreenView()
        let r = Ignoring(id: "r")
        v.addGestureRecognizer(r)
        let f = try h.startGesture(at: pt(10, 10), time: 0)
        try f.moveTo(pt(20, 10), at: 0.02)
        try f.up(at: 0.05)
        #expect(r.moves == 0)
        #expect(v.log == ["began 1", "moved 1", "ended 1"])
    }

    @Test("UIGestureRecognizer.addTarget(_:action:): actions run on recognition, in the order added, and not on failure")
    func actionsRunInOrderAndNotOnFailure() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        var log: [String] = []
        tap.addTarget { _ in log.append("first") }
        tap.addTarget { _ in log.append("second") }
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(log == ["first", "second"])
        let moved = try h.startGesture(at: pt(10, 10), time: 1)
        try moved.moveTo(pt(100, 10), at: 1.02)
        try moved.up(at: 1.05)
        #expect(log == ["first", "second"])
    }

    @Test("UIView.removeGestureRecognizer(_:): a recognizer removed while under way is cancelled and gets no more touches")
    func removedUnderWayIsCancelled() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        let f = try h.startGesture(at: pt(10, 10), time: 0)
        try f.tester.drag([(f, pt(110, 10))], from: 0.02, to: 0.1, steps: 5)
        v.removeGestureRecognizer(pan)
        try f.moveTo(pt(150, 10), at: 0.12)
        try f.up(at: 0.14)
        #expect(h.recorder.states(of: "pan").last == .cancelled)
        #expect(pan.view == nil && v.gestureRecognizers.isEmpty)
    }

    @Test("UIGestureRecognizerSubclass.h shouldRequireFailure(of:): a subclass can make itself wait for another recognizer")
    func subclassRequiresFailure() throws {
        final class Patient: TapGestureRecognizer {
            override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { other.id == "double" }
        }
        let (h, v) = GestureHarness.withFullScreenView()
        let single = Patient(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "single").isEmpty)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "single") == [.ended])
    }

    @Test("UIGestureRecognizerSubclass.h shouldBeRequiredToFail(by:): a subclass can make another recognizer wait for it")
    func subclassIsRequiredToFail() throws {
        final class Demanding: TapGestureRecognizer {
            override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { other.id == "single" }
        }
        let (h, v) = GestureHarness.withFullScreenView()
        let single = TapGestureRecognizer(id: "single"), double = Demanding(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "single").isEmpty)
        try h.startGesture(at: pt(11, 10), time: 0.15).up(at: 0.2)
        #expect(h.recorder.states(of: "double") == [.ended])
        #expect(h.recorder.states(of: "single") == [.failed])
    }

    @Test("UIGestureRecognizer.numberOfTouches and location(ofTouch:in:): the recognizer's touches, each where it is")
    func touchCountAndLocations() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pinch = PinchGestureRecognizer(id: "pinch")
        v.addGestureRecognizer(pinch)
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        let b = try h.startGesture(at: pt(200, 100), time: 0.01)
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.location(ofTouch: 0, in: v) == pt(100, 100))
        #expect(pinch.location(ofTouch: 1, in: v) == pt(200, 100))
        #expect(pinch.location(in: v) == pt(150, 100))
        try h.up([a, b], at: 0.05)
    }
}
