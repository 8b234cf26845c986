import Testing
import TouchTime
@testable import GestureEngine

/// A mouse wheel over scroll views, as iPadOS scrolls a `UIScrollView` under
/// the pointer (iPadOS 13.4 pointer support). Apple gives no figures: the
/// points per click, the edges and the lack of a glide are our decisions
/// (docs/gestures.md, "Pointers, pens and touch attributes").
@Suite struct ConformanceWheelTests {
    private func list(_ h: GestureHarness) -> ScrollView {
        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = Size(width: 320, height: 2000)
        h.add(list)
        return list
    }

    private func wheel(_ h: GestureHarness, clicks: Point, at time: Timestamp, location: Point = pt(160, 240)) {
        h.window.send(TouchFrame(time: time, samples: [], wheel: WheelScroll(location: location, clicks: clicks)))
    }

    @Test("A wheel turn scrolls the scroll view under the pointer by GestureDefaults.wheelPointsPerClick per click, at once, without a glide")
    func aWheelTurnScrollsTheListUnderThePointer() throws {
        let h = GestureHarness()
        let list = list(h)
        wheel(h, clicks: pt(0, 3), at: 0)
        #expect(list.contentOffset == pt(0, 3 * GestureDefaults.wheelPointsPerClick))
        #expect(!list.isDecelerating)
        try h.pump(to: 2)
        #expect(list.contentOffset == pt(0, 120))
        wheel(h, clicks: pt(0, -0.5), at: 2.1)
        #expect(list.contentOffset == pt(0, 100))
    }

    @Test("At the content's edge the wheel stops: no rubber band, the offset stays within the content")
    func theWheelStopsAtTheEdges() {
        let h = GestureHarness()
        let list = list(h)
        wheel(h, clicks: pt(0, -5), at: 0)
        #expect(list.contentOffset == pt(0, 0))
        wheel(h, clicks: pt(0, 1000), at: 0.1)
        #expect(list.contentOffset == list.maximumContentOffset)
    }

    @Test("A scroll view that cannot move along the turn passes it to the scroll view around it; a wheel over no scroll view does nothing")
    func theWheelGoesToTheInnermostScrollViewThatCanMove() {
        let h = GestureHarness()
        let outer = list(h)
        let carousel = ScrollView(id: "carousel", frame: Rect(x: 0, y: 100, width: 320, height: 100))
        carousel.contentSize = Size(width: 1000, height: 100)
        try! outer.addSubview(carousel)
        wheel(h, clicks: pt(2, 0), at: 0, location: pt(50, 150))
        #expect(carousel.contentOffset == pt(80, 0) && outer.contentOffset == .zero)
        wheel(h, clicks: pt(0, 1), at: 0.1, location: pt(50, 150))
        #expect(carousel.contentOffset == pt(80, 0) && outer.contentOffset == pt(0, 40))
        let h2 = GestureHarness()
        #expect(h2.window.scrollWheel(WheelScroll(location: pt(10, 10), clicks: pt(0, 1))) == nil)
    }
}
