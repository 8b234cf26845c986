import Testing
@testable import GestureEngine

/// Touches that did not move in an event are `.stationary` (UITouch.Phase:
/// "A finger is touching the surface but hasn't moved since the previous event").
@Suite struct ConformanceStationaryTouchTests {
    /// A pan that counts its touchesMoved calls and the touches in them.
    private final class CountingPan: PanGestureRecognizer {
        var movedCalls: [[Int]] = []
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            movedCalls.append(touches.map(\.id))
            super.touchesMoved(touches, with: event)
        }
    }

    @Test("UITouch.Phase.stationary: a finger reported at the same place gets no touchesMoved, the one that moved does")
    func onlyTheFingerThatMovedIsDelivered() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.isMultipleTouchEnabled = true
        let pan = CountingPan(id: "pan")
        pan.cancelsTouchesInView = false
        v.addGestureRecognizer(pan)
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        let b = try h.startGesture(at: pt(200, 100), time: 0.01)
        try h.move([(a, pt(100, 100)), (b, pt(200, 105))], at: 0.02)
        #expect(v.log == ["began 1", "began 2", "moved 2"])
        #expect(pan.movedCalls == [[2]])
        #expect(h.window.activeTouches.map(\.phase) == [.stationary, .moved])
    }

    @Test("UITouch.Phase.stationary: a frame in which nothing moved delivers nothing to views or recognizers")
    func aFrameWithoutMotionDeliversNothing() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.isMultipleTouchEnabled = true
        let pan = CountingPan(id: "pan")
        v.addGestureRecognizer(pan)
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        let b = try h.startGesture(at: pt(200, 100), time: 0.01)
        let before = h.recorder.lines
        try h.move([(a, pt(100, 100)), (b, pt(200, 100))], at: 0.02)
        try h.move([(a, pt(100, 100)), (b, pt(200, 100))], at: 0.03)
        #expect(h.recorder.lines == before)
        #expect(pan.movedCalls.isEmpty)
        #expect(v.log == ["began 1", "began 2"])
    }

    @Test("UITouch previousLocation(in:): a stationary touch keeps its location, previous location and timestamp")
    func aStationaryTouchKeepsItsValues() throws {
        let (h, _) = GestureHarness.withFullScreenView()
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        try a.moveTo(pt(110, 100), at: 0.01)
        try a.moveTo(pt(110, 100), at: 0.02)
        let touch = h.window.activeTouches[0]
        #expect(touch.phase == .stationary)
        #expect(touch.locationInWindow == pt(110, 100))
        #expect(touch.previousLocationInWindow == pt(100, 100))
        #expect(touch.timestamp == 0.01)
    }
}
