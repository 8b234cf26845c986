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

    /// The fuzzer's case (docs/fuzzing.md; Recordings/fuzz/scroll-zoom-bounce-glide):
    /// a pinch-and-pan that zooms past the maximum and whose last finger flings as it
    /// lifts. The zoom returns to its limit ("the scroll view temporarily animates the
    /// content scaling just past these limits before returning to them", bouncesZoom),
    /// and the content offset, carried by the zoom while it glides, comes to rest inside
    /// the content at that scale (docs/gestures.md, "Zoom bounce").
    @Test("A fling released from a pinch past the maximum glides to rest inside the content at the maximum (bouncesZoom)")
    func aFlingReleasedFromAPinchPastTheMaximumRestsInsideTheContent() throws {
        let (h, s, log) = zoomable()
        let a = try h.startGesture(at: pt(150, 240), time: 0)
        let b = try h.startGesture(at: pt(170, 240), time: 0.008)
        try h.drag([(a, pt(100, 240)), (b, pt(300, 240))], from: 0.016, to: 0.3, steps: 20)
        #expect(s.zoomScale > 3)
        try h.up([a], at: 0.32)
        try h.drag([(b, pt(120, 240))], from: 0.336, to: 0.44, steps: 8)
        try h.up([b], at: 0.448)
        #expect(s.isZoomBouncing && s.isDecelerating, "the zoom springs back while the offset glides")
        try h.pump(to: 12)
        #expect(s.zoomScale == 3 && !s.isZoomBouncing && !s.isDecelerating)
        #expect(s.contentOffset == s.clampedOffset(s.contentOffset), "offset \(s.contentOffset), at most \(s.maximumContentOffset)")
        #expect(log.entries.last == "didEndDecelerating" || log.entries.last == "didEndZooming(3.0)")
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
