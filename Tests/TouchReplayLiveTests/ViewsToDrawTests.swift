import GestureEngine
import Testing
import TouchReplayLive

/// `Window.viewsToDraw()`, what an app's renderer walks: the views back to
/// front with their frames in the window (scroll offsets applied) and the clip
/// their ancestors leave; hidden and fully transparent views left out with
/// their subviews.
@Suite struct ViewsToDrawTests {
    @Test func viewsComeBackToFrontWithWindowFramesAndTheirAncestorsClip() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let scroller = ScrollView(id: "scroller", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        scroller.contentSize = Size(width: 400, height: 400)
        scroller.clipsToBounds = true
        let tile = View(id: "tile", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        let box = View(id: "box", frame: Rect(x: 150, y: 150, width: 100, height: 100))
        box.clipsToBounds = true
        let inBox = View(id: "inBox", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        try scroller.addSubview(tile)
        try box.addSubview(inBox)
        try window.addSubview(scroller)
        try window.addSubview(box)
        scroller.contentOffset = Point(x: 30, y: 20)

        let views = window.viewsToDraw()
        #expect(views.map(\.view.id) == [window.id, "scroller", "tile", "box", "inBox"], "the window, then each view before its subviews")
        let byID = Dictionary(uniqueKeysWithValues: views.map { ($0.view.id, $0) })
        #expect(byID["tile"]?.frame == Rect(x: 20, y: 30, width: 100, height: 100), "moved by the scroll offset")
        #expect(byID["tile"]?.clip == Rect(x: 0, y: 0, width: 200, height: 200), "clipped by the scroll view")
        #expect(byID["inBox"]?.frame == Rect(x: 200, y: 200, width: 100, height: 100))
        #expect(byID["inBox"]?.clip == Rect(x: 150, y: 150, width: 100, height: 100), "clipped by the box")
        #expect(byID["box"]?.clip == Rect(x: 150, y: 150, width: 100, height: 100), "a clipping view clips itself too")
    }

    @Test func hiddenAndTransparentViewsAreLeftOutWithTheirSubviews() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let hidden = View(id: "hidden", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let transparent = View(id: "transparent", frame: Rect(x: 50, y: 0, width: 50, height: 50))
        let faint = View(id: "faint", frame: Rect(x: 0, y: 50, width: 50, height: 50))
        hidden.isHidden = true
        transparent.alpha = 0.01
        faint.alpha = 0.02
        try hidden.addSubview(View(id: "underHidden", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        try transparent.addSubview(View(id: "underTransparent", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        for view in [hidden, transparent, faint] { try window.addSubview(view) }
        #expect(window.viewsToDraw().map(\.view.id) == [window.id, "faint"])
    }
}
