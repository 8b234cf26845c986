import Testing
import TouchTime
@testable import GestureEngine

/// A two-finger pan added to a scroll view (issue 23, item 6). In UIKit the
/// added pan recognizes and ends although the scroll view's own pan, first in
/// order, reaches its threshold in the same frame (the two-finger scrolling
/// recipes of "Two-finger scrolling in UIScrollViews", mattrajca.com 2016, and
/// Apple's `UIScrollView.panGestureRecognizer`: "to more precisely control
/// which pan gestures are recognized by the scroll view"). The rule we follow
/// (our reading, docs/gestures.md): the scroll view's pan never prevents a
/// pan the app added that needs more fingers than it does.
@Suite struct ConformanceScrollViewPanTests {
    private func listWithTwoFingerPan() -> (ListFixture, PanGestureRecognizer) {
        let f = ListFixture()
        let twoFinger = PanGestureRecognizer(id: "twoFinger")
        twoFinger.minimumNumberOfTouches = 2
        f.list.addGestureRecognizer(twoFinger)
        return (f, twoFinger)
    }

    @Test("UIScrollView.panGestureRecognizer: a two-finger pan added to the scroll view recognizes and ends when both reach their threshold in one frame")
    func addedTwoFingerPanRecognizes() throws {
        let (f, _) = listWithTwoFingerPan()
        let h = f.harness
        let a = try h.startGesture(at: pt(140, 400), time: 0)
        let b = try h.startGesture(at: pt(180, 400), time: 0)
        try h.drag([(a, pt(140, 300)), (b, pt(180, 300))], from: 0.02, to: 0.2, steps: 10)
        try h.up([a, b], at: 0.22)
        #expect(h.recorder.states(of: "twoFinger").first == .began)
        #expect(h.recorder.states(of: "twoFinger").last == .ended)
    }

    @Test("UIPanGestureRecognizer.minimumNumberOfTouches: one finger still scrolls, and the added two-finger pan does not begin")
    func oneFingerStillScrolls() throws {
        let (f, _) = listWithTwoFingerPan()
        let lifted = try f.flick(from: 400, to: 300, duration: 0.2, steps: 10)
        try f.harness.pump(to: lifted + 3)
        #expect(f.list.contentOffset.y > 0)
        #expect(f.harness.recorder.states(of: "twoFinger").allSatisfy { $0 == .failed })
    }

    @Test("Our decision: the scroll view's pan still prevents an added pan that needs no more fingers than it")
    func scrollPanPreventsAnAddedOneFingerPan() throws {
        let f = ListFixture()
        f.list.addGestureRecognizer(PanGestureRecognizer(id: "oneFinger"))
        let lifted = try f.flick(from: 400, to: 300, duration: 0.2, steps: 10)
        try f.harness.pump(to: lifted + 3)
        #expect(f.harness.recorder.states(of: "L.pan").first == .began)
        #expect(f.harness.recorder.states(of: "oneFinger") == [.failed])
    }
}
