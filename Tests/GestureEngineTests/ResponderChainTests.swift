import Testing
import TouchTime
@testable import GestureEngine

/// Seed 001's responder chain: view → superview → controller (for a root view) → window → application.
@Suite struct ResponderChainTests {
    /// Records every responder a default touches method forwarded through.
    final class ForwardRecorder: EngineObserver {
        var lines: [String] = []
        func engine(didForward phase: TouchPhase, touches: [Touch], to responder: Responder, event: Event) {
            lines.append("\(phase.rawValue) \(responder.responderName)")
        }
    }

    /// A view that handles `touchesBegan` itself and does not call super.
    final class BeganHandlingView: View {
        var began = 0
        override func touchesBegan(_ touches: [Touch], with event: Event) { began += 1 }
    }

    let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let recorder = ForwardRecorder()

    @Test func unhandledTouchClimbsToTheWindowThenTheApplicationAndIsDropped() throws {
        let screen = try addView("Screen", Rect(x: 0, y: 0, width: 320, height: 480), to: window)
        let controller = ViewController(view: screen)
        let card = try addView("Card", Rect(x: 20, y: 20, width: 200, height: 200), to: screen)
        try addView("Label", Rect(x: 10, y: 10, width: 100, height: 30), to: card)
        window.observer = recorder
        window.send(frame(0, (1, .began, 40, 40)))
        #expect(recorder.lines == [
            "began Label", "began Card", "began Screen", "began \(controller.responderName)", "began window", "began Application",
        ])
        #expect(window.application.droppedTouchCount == 1)
        window.send(frame(0.05, (1, .ended, 40, 40)))
        #expect(recorder.lines.suffix(6).first == "ended Label" && recorder.lines.last == "ended Application")
        #expect(window.application.droppedTouchCount == 2)
    }

    @Test func nextRespondersFollowUIKit() throws {
        let screen = try addView("Screen", Rect(x: 0, y: 0, width: 320, height: 480), to: window)
        let controller = ViewController(view: screen)
        let leaf = try addView("Leaf", .zero, to: screen)
        #expect(leaf.next === screen)
        #expect(screen.next === controller)
        #expect(controller.next === window)
        #expect(window.next === window.application)
        #expect(window.application.next == nil)
        #expect(View(id: "loose").next == nil)
    }

    @Test func overrideThatDoesNotCallSuperStopsTheChain() throws {
        let handler = BeganHandlingView(id: "Handler", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try window.addSubview(handler)
        try addView("Leaf", Rect(x: 0, y: 0, width: 100, height: 100), to: handler)
        window.observer = recorder
        window.send(frame(0, (1, .began, 50, 50)))
        #expect(recorder.lines == ["began Leaf"])
        #expect(handler.began == 1)
        #expect(window.application.droppedTouchCount == 0)
        window.send(frame(0.05, (1, .ended, 50, 50)))
        #expect(recorder.lines.last == "ended Application")
        #expect(window.application.droppedTouchCount == 1)
    }

    /// An observer that does not observe forwarding (the trace recorder) hears no responder on the
    /// way, and the chain ends where it ends with one that does: the handling view gets the began,
    /// the application drops the ended.
    @Test func anObserverThatDoesNotObserveForwardingLeavesTheChainAsItIs() throws {
        final class Unforwarded: EngineObserver {
            var forwarded = 0, delivered = 0
            var observesForwarding: Bool { false }
            func engine(didForward phase: TouchPhase, touches: [Touch], to responder: Responder, event: Event) { forwarded += 1 }
            func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) { delivered += 1 }
        }
        let handler = BeganHandlingView(id: "Handler", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try window.addSubview(handler)
        try addView("Leaf", Rect(x: 0, y: 0, width: 100, height: 100), to: handler)
        let quiet = Unforwarded()
        window.observer = quiet
        window.send(frame(0, (1, .began, 50, 50)))
        #expect(handler.began == 1)
        #expect(window.application.droppedTouchCount == 0)
        window.send(frame(0.05, (1, .ended, 50, 50)))
        #expect(window.application.droppedTouchCount == 1)
        #expect(quiet.forwarded == 0)
        #expect(quiet.delivered == 2)
        // Beside one that observes it, only that one hears the responders.
        window.addObserver(recorder)
        window.send(frame(0.1, (2, .began, 50, 50)))
        #expect(handler.began == 2)
        #expect(recorder.lines == ["began Leaf"])
        #expect(quiet.forwarded == 0)
    }

    @Test func touchOutsideEveryViewIsBoundToNothingAndDeliveredNowhere() {
        window.observer = recorder
        window.send(frame(0, (1, .began, 400, 40)))
        #expect(window.activeTouches.first?.view == nil)
        #expect(recorder.lines.isEmpty)
        #expect(window.application.droppedTouchCount == 0)
    }
}
