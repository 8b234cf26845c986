import Testing
import TouchTime
@testable import GestureEngine

/// Touches, recognizers and timers reach their window through its anchor
/// (`WindowAnchor`), which they hold but which does not hold the window: as
/// with UIKit's `UITouch.window` and a recognizer's view's window, what refers
/// to a window does not keep it alive, and once the window is gone it sees no
/// window (the window's deinit empties the anchor).
@Suite struct WindowAnchorTests {
    @Test("a window let go of mid-gesture is freed, though its touch and recognizer are held, and they then see no window")
    func windowFreedUnderHeldTouchAndRecognizer() throws {
        var window: Window? = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        weak let freed = window
        let view = try addView("Leaf", Rect(x: 0, y: 0, width: 200, height: 200), to: window!)
        let pan = PanGestureRecognizer(id: "pan")
        view.addGestureRecognizer(pan)
        window?.send(frame(0, (1, .began, 10, 10)))
        window?.send(frame(0.01, (1, .moved, 40, 10)))
        window?.send(frame(0.02, (1, .moved, 60, 10)))
        #expect(pan.state == .changed)
        let touch = try #require(window?.activeTouches.first)
        #expect(touch.window === window && pan.window === window)
        window = nil
        #expect(freed == nil)
        #expect(touch.window == nil)
        #expect(pan.window == nil)
        // A state change reaches the window through the anchor unretained (`UnretainedAnchor`):
        // with the window gone, the anchor, held by the recognizer alone, leads nowhere.
        pan.state = .cancelled
        #expect(pan.state == .cancelled)
    }

    @Test("an anchor kept after its window is freed leads nowhere")
    func anchorHeldByTouchAloneLeadsNowhere() throws {
        var window: Window? = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        weak let freed = window
        try addView("Leaf", Rect(x: 0, y: 0, width: 100, height: 100), to: window!)
        window?.send(frame(0, (1, .began, 10, 10)))
        window?.send(frame(0.01, (1, .ended, 10, 10)))
        let anchor = try #require(window?.anchor)
        #expect(anchor.window === window)
        window = nil
        #expect(freed == nil)
        #expect(anchor.window == nil)
        #expect(anchor.withWindow { _ in true } == nil)
    }
}
