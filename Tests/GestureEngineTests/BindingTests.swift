import Testing
import TouchTime
@testable import GestureEngine

/// A touch is hit-tested once, at began, and stays with its view (seed 003, notes S7/S8).
@Suite struct BindingTests {
    /// Counts the hit-tests it receives.
    final class CountingWindow: Window {
        var hitTests = 0
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            hitTests += 1
            return super.hitTest(point, with: event)
        }
    }

    let window = CountingWindow(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let log = TouchLog()
    let a: TouchRecordingView
    let c: TouchRecordingView

    /// Notes S7: A(100,100,100,100) and its sibling C(200,200,120,280).
    init() throws {
        a = TouchRecordingView(id: "A", frame: Rect(x: 100, y: 100, width: 100, height: 100), log: log)
        c = TouchRecordingView(id: "C", frame: Rect(x: 200, y: 200, width: 120, height: 280), log: log)
        try window.addSubview(a)
        try window.addSubview(c)
    }

    @Test func touchIsHitTestedOnceAtBeganAndStaysWithItsViewAfterLeavingIt() {
        window.send(frame(0, (1, .began, 150, 150)))
        for step in 1...6 {
            let t = Double(step) / 6
            window.send(frame(Timestamp(seconds: 0.016 * Double(step)), (1, .moved, 150 + 150 * t, 150 + 200 * t)))
        }
        window.send(frame(0.15, (1, .ended, 300, 350)))
        #expect(window.hitTests == 1)
        #expect(log.calls.allSatisfy { $0.view == "A" })
        #expect(log.calls.map(\.phase) == [.began] + Array(repeating: .moved, count: 6) + [.ended])
        #expect(log.calls.last?.locations == [Point(x: 300, y: 350)])
        #expect(!a.bounds.contains(a.convert(Point(x: 300, y: 350), from: nil)))
    }

    @Test func touchStaysWithItsViewWhenTheViewMoves() {
        window.send(frame(0, (1, .began, 150, 150)))
        a.center = Point(x: 50, y: 400)
        window.send(frame(0.016, (1, .moved, 160, 160)))
        window.send(frame(0.032, (1, .ended, 160, 160)))
        #expect(log.lines == ["A began [1]", "A moved [1]", "A ended [1]"])
        #expect(window.hitTest(Point(x: 160, y: 160), with: nil) === window)
    }

    @Test func removingTheBoundViewCancelsItsTouches() {
        window.send(frame(0, (1, .began, 150, 150), (2, .began, 250, 300)))
        a.removeFromSuperview()
        window.send(frame(0.016, (1, .moved, 155, 150), (2, .moved, 255, 300)))
        window.send(frame(0.032, (1, .ended, 155, 150), (2, .ended, 255, 300)))
        #expect(log.lines == ["A began [1]", "C began [2]", "A cancelled [1]", "C moved [2]", "C ended [2]"])
    }

    @Test func removingAnAncestorCancelsTouchesOfViewsInItsSubtree() throws {
        let holder = View(id: "Holder", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = TouchRecordingView(id: "Inner", frame: Rect(x: 0, y: 0, width: 50, height: 50), log: log)
        try holder.addSubview(inner)
        try window.addSubview(holder)
        window.send(frame(0, (1, .began, 10, 10)))
        holder.removeFromSuperview()
        #expect(log.lines == ["Inner began [1]", "Inner cancelled [1]"])
    }

    @Test func hidingTheBoundViewCancelsItsTouches() {
        window.send(frame(0, (1, .began, 150, 150)))
        a.isHidden = true
        window.send(frame(0.016, (1, .moved, 155, 150)))
        #expect(log.lines == ["A began [1]", "A cancelled [1]"])
    }

    @Test func touchesBeginningInOneFrameBindToTheirOwnViews() {
        window.send(frame(0, (1, .began, 150, 150), (2, .began, 250, 300), (3, .began, 10, 10)))
        #expect(window.hitTests == 3)
        #expect(window.activeTouches.map { $0.view?.id } == ["A", "C", "window"])
        #expect(log.lines == ["A began [1]", "C began [2]"])
    }
}
