import Testing
import TouchTime
@testable import GestureEngine

/// Paging (UIScrollView.isPagingEnabled): a released drag settles on a
/// multiple of the bounds' size, the nearest one or, after a flick, the next.
@Suite struct ScrollPagingTests {
    /// A 320 pt wide carousel "C" of five pages.
    private func carousel() -> (GestureHarness, ScrollView, ScrollLog) {
        let h = GestureHarness()
        let c = ScrollView(id: "C", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        c.contentSize = Size(width: 1600, height: 480)
        c.isPagingEnabled = true
        let log = ScrollLog()
        c.delegate = log
        h.add(c)
        return (h, c, log)
    }

    @Test("A slow release settles on the nearest page")
    func slowReleaseSettlesOnTheNearestPage() throws {
        let (h, c, log) = carousel()
        let g = try h.startGesture(at: pt(300, 240), time: 0)
        try g.tester.drag([(g, pt(100, 240))], from: 0.02, to: 0.5, steps: 25)
        try h.pump(to: 0.9)
        try g.up(at: 0.9)
        #expect(c.contentOffset.x > 160)
        try h.pump(to: 3)
        #expect(c.contentOffset.x == 320)
        #expect(log.release?.target.x == 320)
        #expect(log.entries.last == "didEndDecelerating")

        let back = try h.startGesture(at: pt(100, 240), time: 4)
        try back.tester.drag([(back, pt(200, 240))], from: 4.02, to: 4.5, steps: 25)
        try h.pump(to: 4.9)
        try back.up(at: 4.9)
        try h.pump(to: 7)
        #expect(c.contentOffset.x == 320, "a drag of less than half a page returns to the page")
    }

    @Test("A flick settles on the next page in its direction, never further")
    func flickTurnsOnePage() throws {
        let (h, c, _) = carousel()
        let g = try h.startGesture(at: pt(300, 240), time: 0)
        try g.tester.drag([(g, pt(220, 240))], from: 0.0125, to: 0.05, steps: 4)
        try g.up(at: 0.055)
        try h.pump(to: 2)
        #expect(c.contentOffset.x == 320)
        let fast = try h.startGesture(at: pt(310, 240), time: 3)
        try fast.tester.drag([(fast, pt(10, 240))], from: 3.0125, to: 3.06, steps: 5)
        try fast.up(at: 3.065)
        try h.pump(to: 5)
        #expect(c.contentOffset.x == 640, "a very fast flick still turns one page")
    }

    @Test("Paging does not go past the last page; it bounces back to it")
    func pagingStopsAtTheLastPage() throws {
        let (h, c, _) = carousel()
        c.contentOffset = pt(1280, 0)
        let g = try h.startGesture(at: pt(300, 240), time: 0)
        try g.tester.drag([(g, pt(100, 240))], from: 0.0125, to: 0.05, steps: 4)
        #expect(c.contentOffset.x > 1280)
        try g.up(at: 0.055)
        try h.pump(to: 2)
        #expect(c.contentOffset.x == 1280)
    }

    @Test("willEndDragging can move the target: the glide ends there (snapping)")
    func delegateRetargetsTheGlide() throws {
        let h = GestureHarness()
        let s = ScrollView(id: "S", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        s.contentSize = Size(width: 320, height: 20_000)
        let log = ScrollLog()
        log.retarget = { Point(x: $0.x, y: ($0.y / 100).rounded() * 100) }
        s.delegate = log
        h.add(s)
        let g = try h.startGesture(at: pt(160, 400), time: 0)
        try g.tester.drag([(g, pt(160, 100))], from: 0.0125, to: 0.1, steps: 8)
        try g.up(at: 0.106)
        try h.pump(to: 10)
        let target = log.release.map { ($0.target.y / 100).rounded() * 100 }
        #expect(target != nil && s.contentOffset.y == target)
        #expect(s.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
    }
}
