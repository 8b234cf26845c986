import Testing
import GestureEngine

/// The first example of docs/engine.md, compiled and checked. Keep the two in step.
@Suite struct BindingFirstExampleTests {
    /// A view that counts the touches that end on it.
    final class Button: View {
        var taps = 0
        override func touchesEnded(_ touches: [Touch], with event: Event) { taps += touches.count }
    }

    @Test func firstExampleFromTheDocsWorksAsWritten() throws {
        // A window with a card holding a button.
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = View(id: "card", frame: Rect(x: 20, y: 100, width: 280, height: 200))
        let button = Button(id: "ok", frame: Rect(x: 180, y: 140, width: 80, height: 44))
        try window.addSubview(card)
        try card.addSubview(button)

        // Where would a touch at (220, 260) go, and why?
        let (hit, steps) = window.tracedHitTest(Point(x: 220, y: 260))
        #expect(hit === button)
        #expect(steps.map(\.description) == [
            "window pointInside → YES", "card pointInside → YES", "ok pointInside → YES",
            "ok hitTest → ok", "card hitTest → ok", "window hitTest → ok",
        ])

        // A tap on the button, then a touch on the card that nobody handles.
        window.send(TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 220, y: 260))]))
        window.send(TouchFrame(time: 0.05, samples: [TouchSample(id: 1, phase: .ended, location: Point(x: 220, y: 260))]))
        window.send(TouchFrame(time: 0.5, samples: [TouchSample(id: 2, phase: .began, location: Point(x: 40, y: 120))]))
        #expect(button.taps == 1)
        #expect(window.activeTouches.first?.view === card)
        // Unhandled calls climb to the application and are dropped: the button's
        // touchesBegan (it handles only touchesEnded) and the card's.
        #expect(window.application.droppedTouchCount == 2)
    }
}
