import Testing
import TouchTime
@testable import GestureEngine

/// setContentOffset(_:animated:), contentInset and the zoom's motion
/// (UIScrollView, UIScrollViewDelegate).
@Suite struct ScrollAnimationTests {
    private func list() -> (GestureHarness, ScrollView, ScrollLog) { scrollingList(contentHeight: 2000) }

    @Test("setContentOffset(animated: false) moves at once; animated moves on display frames and ends with didEndScrollingAnimation")
    func setContentOffsetAnimated() throws {
        let (h, s, log) = list()
        s.setContentOffset(pt(0, 300), animated: false)
        #expect(s.contentOffset == pt(0, 300))
        s.setContentOffset(pt(0, 900), animated: true)
        #expect(s.contentOffset == pt(0, 300) && s.scrollPhase == .animating && !s.isDecelerating)
        try h.pump(to: 0.1)
        #expect(s.contentOffset.y > 300 && s.contentOffset.y < 900)
        try h.pump(to: 2)
        #expect(s.contentOffset == pt(0, 900))
        #expect(log.entries == ["didScroll", "didEndScrollingAnimation"])
        #expect(log.offsets.dropFirst().map(\.y) == log.offsets.dropFirst().map(\.y).sorted(), "critically damped: never past the target")
    }

    @Test("contentInset widens the scrollable range: min −top, max content + bottom − height (UIScrollView.contentInset)")
    func contentInsetWidensTheRange() throws {
        let (h, s, _) = list()
        s.contentInset = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(s.minimumContentOffset == pt(0, -50))
        #expect(s.maximumContentOffset == pt(0, 2000 + 30 - 480))
        s.bounces = false
        let g = try h.startGesture(at: pt(160, 100), time: 0)
        try g.tester.drag([(g, pt(160, 300))], from: 0.02, to: 0.2, steps: 10)
        #expect(s.contentOffset.y == -50)
        try g.up(at: 0.5)
    }

    @Test("A released pull springs back to −contentInset.top, not to 0")
    func pullSpringsBackToTheInset() throws {
        let (h, s, _) = list()
        s.contentInset = EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        s.contentOffset = pt(0, -50)
        let g = try h.startGesture(at: pt(160, 100), time: 0)
        try g.tester.drag([(g, pt(160, 300))], from: 0.02, to: 0.2, steps: 10)
        #expect(s.contentOffset.y < -50)
        try h.pump(to: 0.5)
        try g.up(at: 0.5)
        try h.pump(to: 2)
        #expect(s.contentOffset.y == -50)
    }
}
