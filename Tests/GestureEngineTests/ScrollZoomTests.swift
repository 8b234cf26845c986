import Testing
@testable import GestureEngine

/// Zooming with a pinch (measured from the span at touch-down: ConformanceZoomTests),
/// bounce past the limits (UIScrollView.bouncesZoom),
/// and the delegate's zoom calls (UIScrollViewDelegate).
@Suite struct ScrollZoomTests {
    private func zoomable() -> (GestureHarness, ScrollView, ScrollLog) {
        let (h, s, _, log) = zoomableImage(maximum: 3)
        return (h, s, log)
    }

    @Test("Pinching past the maximum overshoots with resistance and springs back to it (bouncesZoom)")
    func pinchPastTheMaximumSpringsBack() throws {
        let (h, s, log) = zoomable()
        let a = try h.startGesture(at: pt(150, 240), time: 0)
        let b = try h.startGesture(at: pt(170, 240), time: 0.008)
        try h.drag([(a, pt(0, 240)), (b, pt(320, 240))], from: 0.016, to: 0.3, steps: 20)
        #expect(s.zoomScale > 3 && s.scrollPhase == .zooming)
        try h.up([a, b], at: 0.32)
        #expect(s.isZoomBouncing && s.scrollPhase == .bouncing)
        try h.pump(to: 2)
        #expect(s.zoomScale == 3 && !s.isZoomBouncing && s.scrollPhase == .rest)
        #expect(s.contentOffset == s.clampedOffset(s.contentOffset))
        #expect(log.entries.first == "willBeginZooming")
        #expect(log.entries.last == "didEndZooming(3.0)", "didEndZooming comes after the bounce")
    }

    @Test("Without bouncesZoom the scale stops at the limit")
    func withoutBouncesZoomTheScaleStopsAtTheLimit() throws {
        let (h, s, log) = zoomable()
        s.bouncesZoom = false
        let a = try h.startGesture(at: pt(150, 240), time: 0)
        let b = try h.startGesture(at: pt(170, 240), time: 0.008)
        try h.drag([(a, pt(0, 240)), (b, pt(320, 240))], from: 0.016, to: 0.3, steps: 20)
        #expect(s.zoomScale == 3)
        try h.up([a, b], at: 0.32)
        #expect(!s.isZoomBouncing)
        #expect(log.entries.last == "didEndZooming(3.0)")
    }
}
