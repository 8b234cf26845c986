import Testing
import TouchTime
@testable import GestureEngine

/// With tracing off the default touches methods follow the chain through the
/// engine's plain classes without calling them; every other responder still
/// gets its call, so the outcome is the same as with tracing on.
@Suite struct ResponderChainUntracedTests {
    /// Logs every call it gets, then forwards (calls super).
    final class LoggingView: View {
        var log: [String] = []
        override func touchesBegan(_ touches: [Touch], with event: Event) { log.append("began"); super.touchesBegan(touches, with: event) }
        override func touchesMoved(_ touches: [Touch], with event: Event) { log.append("moved"); super.touchesMoved(touches, with: event) }
        override func touchesEnded(_ touches: [Touch], with event: Event) { log.append("ended"); super.touchesEnded(touches, with: event) }
    }

    /// A controller that logs, then forwards.
    final class LoggingController: ViewController {
        var log: [String] = []
        override func touchesMoved(_ touches: [Touch], with event: Event) { log.append("moved \(touches.count)"); super.touchesMoved(touches, with: event) }
    }

    /// A responder outside the view tree that takes what reaches it.
    final class Sink: Responder {
        var count = 0
        override func touchesMoved(_ touches: [Touch], with event: Event) { count += touches.count }
    }

    /// A plain-looking view that sends its unhandled touches to `sink` instead of its superview.
    final class RedirectingView: View {
        let sink = Sink()
        override var next: Responder? { sink }
    }

    /// A window subclass that counts moves and forwards them.
    final class CountingWindow: Window {
        var moves = 0
        override func touchesMoved(_ touches: [Touch], with event: Event) { moves += 1; super.touchesMoved(touches, with: event) }
    }

    /// A view that leaves the tree when a touch begins on it, then forwards.
    final class LeavingView: View {
        override func touchesBegan(_ touches: [Touch], with event: Event) {
            removeFromSuperview()
            super.touchesBegan(touches, with: event)
        }
    }

    /// The outcome of one drag through window → scroll → Screen (controller) → Middle (logging) → Card → Label.
    private func drag(traced: Bool) throws -> (middle: [String], controller: [String], dropped: Int) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        if traced { window.observer = HitTestRecorder() }
        let scroll = ScrollView(id: "scroll", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try window.addSubview(scroll)
        let screen = try addView("Screen", Rect(x: 0, y: 0, width: 320, height: 480), to: scroll)
        let controller = LoggingController(view: screen)
        let middle = LoggingView(id: "Middle", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        try screen.addSubview(middle)
        let card = try addView("Card", Rect(x: 0, y: 0, width: 200, height: 200), to: middle)
        // The label takes both fingers (this test is about the responder chain, not isMultipleTouchEnabled).
        try addView("Label", Rect(x: 0, y: 0, width: 100, height: 100), to: card).isMultipleTouchEnabled = true
        window.send(frame(0, (1, .began, 10, 10), (2, .began, 20, 20)))
        window.send(frame(0.5, (1, .moved, 12, 10), (2, .moved, 22, 20)))
        window.send(frame(0.6, (1, .ended, 12, 10), (2, .ended, 22, 20)))
        withExtendedLifetime(controller) {}
        return (middle.log, controller.log, window.application.droppedTouchCount)
    }

    @Test func untracedDeliveryReachesTheSameRespondersAsTraced() throws {
        let untraced = try drag(traced: false)
        let traced = try drag(traced: true)
        #expect(untraced.middle == ["began", "moved", "ended"])
        #expect(untraced.controller == ["moved 2"])
        #expect(untraced.dropped == 6)
        #expect(untraced.middle == traced.middle && untraced.controller == traced.controller && untraced.dropped == traced.dropped)
    }

    @Test func anOverriddenNextIsStillAskedWithTracingOff() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let redirecting = RedirectingView(id: "R", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try window.addSubview(redirecting)
        try addView("Leaf", Rect(x: 0, y: 0, width: 100, height: 100), to: redirecting)
        window.send(frame(0, (1, .began, 10, 10)))
        window.send(frame(0.1, (1, .moved, 30, 10)))
        #expect(redirecting.sink.count == 1)
        #expect(window.application.droppedTouchCount == 0)
    }

    @Test func subclassesOfTheEnginesClassesGetTheirCalls() throws {
        let window = CountingWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try addView("Leaf", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        window.send(frame(0, (1, .began, 10, 10)))
        window.send(frame(0.1, (1, .moved, 30, 10)))
        #expect(window.moves == 1)
        #expect(window.application.droppedTouchCount == 2)
    }

    @Test func aViewThatLeavesTheTreeDuringItsCallEndsTheChainThere() throws {
        for traced in [false, true] {
            let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            if traced { window.observer = HitTestRecorder() }
            let parent = try addView("Parent", Rect(x: 0, y: 0, width: 320, height: 480), to: window)
            let leaving = LeavingView(id: "Leaving", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            try parent.addSubview(leaving)
            try addView("Leaf", Rect(x: 0, y: 0, width: 50, height: 50), to: leaving)
            window.send(frame(0, (1, .began, 10, 10)))
            #expect(leaving.superview == nil)
            #expect(window.application.droppedTouchCount == 0, "traced: \(traced)")
        }
    }

    @Test func aTouchKnowsItsWindowUntilTheWindowIsGone() throws {
        var window: Window? = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try addView("Leaf", Rect(x: 0, y: 0, width: 100, height: 100), to: window!)
        window?.send(frame(0, (1, .began, 10, 10)))
        let touch = try #require(window?.activeTouches.first)
        #expect(touch.window === window)
        window = nil
        #expect(touch.window == nil)
    }
}
