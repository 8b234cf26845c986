import Testing
@testable import GestureEngine

/// The order of calls within one event (UIGestureRecognizer.h, UIGestureRecognizerState:
/// "the action method will be called at the next turn of the run loop"; the
/// UIGestureRecognizerSubclass header: recognizers receive touches before the view).
@Suite struct ConformanceDeliveryOrderTests {
    /// A view that writes its calls into a shared log.
    private final class LoggingView: View {
        var log: (String) -> Void = { _ in }
        override func touchesBegan(_ touches: [Touch], with event: Event) { log("view began") }
        override func touchesMoved(_ touches: [Touch], with event: Event) { log("view moved") }
        override func touchesEnded(_ touches: [Touch], with event: Event) { log("view ended") }
        override func touchesCancelled(_ touches: [Touch], with event: Event) { log("view cancelled") }
    }

    /// A pan that logs when it receives touches.
    private final class LoggingPan: PanGestureRecognizer {
        var log: (String) -> Void = { _ in }
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            log("pan touchesMoved")
            super.touchesMoved(touches, with: event)
        }
    }

    @Test("UIGestureRecognizer.h: the view gets touchesCancelled before the pan's began action")
    func viewCancelledBeforePanBeganAction() throws {
        let h = GestureHarness()
        let v = LoggingView(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        var log: [String] = []
        v.log = { log.append($0) }
        let pan = LoggingPan(id: "pan")
        pan.log = { log.append($0) }
        pan.addTarget { log.append("action \($0.state.rawValue)") }
        v.addGestureRecognizer(pan)
        let finger = try h.startGesture(at: pt(100, 100), time: 0)
        try finger.moveTo(pt(100, 130), at: 0.02)
        try finger.moveTo(pt(100, 140), at: 0.04)
        try finger.up(at: 0.06)
        #expect(log == [
            "view began",
            "pan touchesMoved", "view cancelled", "action began",
            "pan touchesMoved", "action changed",
            "action ended",
        ])
    }

    @Test("UIGestureRecognizer.h: a tap's action comes after the view's touchesEnded of the same event when touches are not cancelled")
    func tapActionAfterViewEnded() throws {
        let h = GestureHarness()
        let v = LoggingView(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        var log: [String] = []
        v.log = { log.append($0) }
        let tap = TapGestureRecognizer(id: "tap")
        tap.cancelsTouchesInView = false
        tap.addTarget { _ in log.append("action") }
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(log == ["view began", "view ended", "action"])
    }

    /// A continuous recognizer that begins and ends when its touch lifts.
    private final class LiftGesture: GestureRecognizer {
        override class var kind: Kind { .continuous }
        override func touchesEnded(_ touches: [Touch], with event: Event) {
            state = .began
            state = .ended
        }
    }

    @Test("UIGestureRecognizerState: a recognizer that begins and ends in one event sends both actions, each seeing its state")
    func beganAndEndedInOneEventSendBothActions() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let lift = LiftGesture(id: "lift")
        var states: [GestureRecognizer.State] = []
        lift.addTarget { states.append($0.state) }
        v.addGestureRecognizer(lift)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.02)
        #expect(h.recorder.states(of: "lift") == [.began, .ended])
        #expect(states == [.began, .ended])
        #expect(lift.state == .possible)
    }

    @Test("UIGestureRecognizer isEnabled: disabling outside an event sends the cancelled action at once")
    func disablingOutsideAnEventActsAtOnce() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let pan = PanGestureRecognizer(id: "pan")
        var states: [GestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        v.addGestureRecognizer(pan)
        let finger = try h.startGesture(at: pt(100, 100), time: 0)
        try finger.moveTo(pt(100, 150), at: 0.02)
        pan.isEnabled = false
        #expect(states == [.began, .cancelled])
    }
}
