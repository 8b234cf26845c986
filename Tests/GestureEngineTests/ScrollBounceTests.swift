import Testing
import TouchTime
@testable import GestureEngine

/// Rubber band and bounce: past an edge the content follows the finger with
/// resistance and springs back, critically damped (UIScrollView.bounces,
/// alwaysBounceVertical, bouncesZoom).
@Suite struct ScrollBounceTests {
    @Test("A pull down at the top shows a resisted negative offset and returns to 0 (UIScrollView.bounces)")
    func pullPastTheTopSpringsBack() throws {
        let f = ListFixture()
        let g = try f.harness.startGesture(at: pt(160, 100), time: 0)
        try g.tester.drag([(g, pt(160, 300))], from: 0.02, to: 0.4, steps: 20)
        let pulled = f.list.contentOffset.y
        // The finger moved 200 pt in steps of 10, 10 of them before the pan began (10 pt hysteresis): the content shows less than 190.
        #expect(pulled < 0 && pulled > -190)
        #expect(isClose(pulled, -RubberBand.distance(overshoot: 190, dimension: 480), 1e-6))
        try f.harness.pump(to: 0.8)
        try g.up(at: 0.8)
        #expect(f.list.scrollPhase == .bouncing && f.list.isDecelerating)
        try f.harness.pump(to: 3)
        #expect(f.list.contentOffset.y == 0)
        #expect(f.log.offsets.allSatisfy { $0.y <= 0 }, "the spring never goes past the edge")
        #expect(Array(f.log.entries.suffix(4)) == ["didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test("With bounces off the offset never goes negative, dragged or flung (UIScrollView.bounces)")
    func withoutBouncesTheOffsetNeverGoesNegative() throws {
        let f = ListFixture()
        f.list.bounces = false
        let g = try f.harness.startGesture(at: pt(160, 100), time: 0)
        try g.tester.drag([(g, pt(160, 300))], from: 0.02, to: 0.1, steps: 6)
        try g.up(at: 0.11)
        try f.harness.pump(to: 1)
        try f.flick(from: 100, to: 400, start: 1)
        try f.harness.pump(to: 5)
        #expect(f.log.offsets.allSatisfy { $0.y >= 0 })
        #expect(f.list.contentOffset.y == 0)
    }

    @Test("A fling that reaches the end bounces past it and settles on it")
    func flingIntoTheEndBouncesAndSettles() throws {
        let f = ListFixture(contentHeight: 1200)
        let lifted = try f.flick(from: 400, to: 100)
        try f.harness.pump(to: lifted + 5)
        let end = 1200.0 - 480
        #expect(f.log.offsets.contains { $0.y > end + 1 }, "went past the end")
        #expect(f.list.contentOffset.y == end)
        #expect(f.log.entries.last == "didEndDecelerating")
    }

    @Test("alwaysBounceVertical lets short content be pulled and spring back (UIScrollView.alwaysBounceVertical)")
    func alwaysBounceVerticalPullsShortContent() throws {
        let f = ListFixture(contentHeight: 300)
        let g = try f.harness.startGesture(at: pt(160, 100), time: 0)
        try g.tester.drag([(g, pt(160, 200))], from: 0.02, to: 0.2, steps: 10)
        #expect(f.list.contentOffset.y == 0 && !f.list.isDragging)
        try g.up(at: 0.25)
        f.list.alwaysBounceVertical = true
        let h = try f.harness.startGesture(at: pt(160, 100), time: 1)
        try h.tester.drag([(h, pt(160, 200))], from: 1.02, to: 1.2, steps: 10)
        #expect(f.list.contentOffset.y < 0)
        try h.up(at: 1.5)
        try f.harness.pump(to: 3)
        #expect(f.list.contentOffset.y == 0)
    }

    @Test("A touch during a bounce holds the content there; lifting springs it back")
    func touchDuringABounceHoldsIt() throws {
        let f = ListFixture()
        let g = try f.harness.startGesture(at: pt(160, 100), time: 0)
        try g.tester.drag([(g, pt(160, 300))], from: 0.02, to: 0.4, steps: 20)
        try f.harness.pump(to: 0.8)
        try g.up(at: 0.8)
        try f.harness.pump(to: 0.85)
        let held = f.list.contentOffset.y
        #expect(held < 0)
        let h = try f.harness.startGesture(at: pt(160, 240), time: 0.85)
        try f.harness.pump(to: 1.5)
        #expect(f.list.contentOffset.y == held)
        try h.up(at: 1.5)
        try f.harness.pump(to: 3)
        #expect(f.list.contentOffset.y == 0)
    }
}
