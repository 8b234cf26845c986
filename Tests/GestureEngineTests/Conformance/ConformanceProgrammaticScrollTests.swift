import Testing
@testable import GestureEngine
import TouchTime

/// UIScrollView's scroll and zoom setters, each against its Apple page:
/// - https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
/// - https://developer.apple.com/documentation/uikit/uiscrollview/zoom(to:animated:)
/// - https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale
/// - https://developer.apple.com/documentation/uikit/uiscrollview/setzoomscale(_:animated:)
/// - https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)
/// Animated forms run on the window's display frames with the spring of
/// `setContentOffset(_:animated:)`: their length and curve are our decision
/// (docs/gestures.md, "Scroll physics").
@Suite struct ConformanceProgrammaticScrollTests {
    /// A 320 × 480 list over content 4000 pt tall, its delegate logging.
    private func list() -> (GestureHarness, ScrollView, ScrollLog) { scrollingList(contentHeight: 4000) }

    /// A 320 × 480 zoomable view (zoom 0.5 … 4) in a scroll view, its delegate logging.
    private func zoomable() -> (GestureHarness, ScrollView, View, ScrollLog) { zoomableImage(minimum: 0.5, maximum: 4) }

    @Test("UIScrollView.scrollRectToVisible(_:animated:): a rect below the visible area is brought just into view, its bottom edge on the view's")
    func scrollRectToVisibleScrollsJustEnough() {
        let (_, s, log) = list()
        s.scrollRectToVisible(Rect(x: 0, y: 1000, width: 320, height: 60), animated: false)
        #expect(s.contentOffset == Point(x: 0, y: 580))
        s.scrollRectToVisible(Rect(x: 0, y: 100, width: 320, height: 60), animated: false)
        #expect(s.contentOffset == Point(x: 0, y: 100), "above: its top edge on the view's")
        #expect(log.entries.filter { $0 == "didScroll" }.count >= 1)
    }

    @Test("UIScrollView.scrollRectToVisible(_:animated:): \"If the area is already visible, the method does nothing\"")
    func scrollRectToVisibleLeavesAVisibleRect() {
        let (_, s, log) = list()
        s.contentOffset = Point(x: 0, y: 200)
        log.entries.removeAll()
        s.scrollRectToVisible(Rect(x: 0, y: 300, width: 320, height: 60), animated: true)
        #expect(s.contentOffset == Point(x: 0, y: 200))
        #expect(log.entries.isEmpty && !s.isMoving)
    }

    @Test("UIScrollView.scrollRectToVisible(_:animated:): the content stays within its size; a rect past the end shows the end")
    func scrollRectToVisibleStaysWithinTheContent() {
        let (_, s, _) = list()
        s.scrollRectToVisible(Rect(x: 0, y: 3990, width: 320, height: 200), animated: false)
        #expect(s.contentOffset == Point(x: 0, y: 3520))
    }

    @Test("scrollViewDidEndScrollingAnimation(_:): scrollRectToVisible animated moves on the display frames and ends with the call")
    func animatedScrollRectToVisibleEndsWithTheDelegateCall() throws {
        let (h, s, log) = list()
        s.scrollRectToVisible(Rect(x: 0, y: 1000, width: 320, height: 60), animated: true)
        #expect(s.contentOffset == .zero && s.scrollPhase == .animating)
        try h.pump(to: Timestamp(seconds: 1.0 / 60))
        #expect(s.contentOffset.y > 0 && s.contentOffset.y < 580, "one display frame in")
        try h.settle()
        #expect(s.contentOffset == Point(x: 0, y: 580) && s.scrollPhase == .rest)
        #expect(log.entries.last == "didEndScrollingAnimation")
    }

    @Test("UIScrollView.zoomScale: setting it is limited to minimumZoomScale … maximumZoomScale and tells the delegate scrollViewDidZoom")
    func settingZoomScaleClampsAndTellsTheDelegate() {
        let (_, s, image, log) = zoomable()
        s.zoomScale = 10
        #expect(s.zoomScale == 4)
        #expect(image.frame == Rect(x: 0, y: 0, width: 1280, height: 1920))
        #expect(s.contentSize == Size(width: 1280, height: 1920))
        #expect(log.entries.contains("didZoom"))
        s.zoomScale = 0.1
        #expect(s.zoomScale == 0.5)
    }

    @Test("UIScrollView.zoomScale: without a view for zooming, setting it changes nothing")
    func zoomScaleNeedsAViewForZooming() {
        let (_, s, _) = list()
        s.maximumZoomScale = 3
        s.zoomScale = 2
        #expect(s.zoomScale == 1)
    }

    @Test("UIScrollView.zoom(to:animated:): the rect of the zoomed view fills the scroll view, centred, within the zoom limits")
    func zoomToRectFillsTheView() {
        let (_, s, _, log) = zoomable()
        s.zoom(to: Rect(x: 160, y: 240, width: 80, height: 120), animated: false)
        #expect(s.zoomScale == 4)
        #expect(s.contentOffset == Point(x: 640, y: 960), "the rect's centre (200, 300) × 4 in the middle of the view")
        #expect(log.entries.contains("didZoom"))
        s.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(s.zoomScale == 4, "a rect smaller than the largest zoom shows stops at maximumZoomScale")
        #expect(s.contentOffset == .zero, "and its offset stays within the content")
    }

    @Test("UIScrollView.zoom(to:animated:) animated: scale and offset move on the display frames, then scrollViewDidEndZooming")
    func animatedZoomRunsOnTheDisplayFrames() throws {
        let (h, s, _, log) = zoomable()
        s.zoom(to: Rect(x: 80, y: 120, width: 160, height: 240), animated: true)
        #expect(s.zoomScale == 1 && s.scrollPhase == .animating && s.isMoving)
        try h.pump(to: Timestamp(seconds: 1.0 / 60))
        #expect(s.zoomScale > 1 && s.zoomScale < 2, "one display frame in: \(s.zoomScale)")
        try h.settle()
        #expect(s.zoomScale == 2 && s.contentOffset == Point(x: 160, y: 240) && s.scrollPhase == .rest)
        #expect(log.entries.last == "didEndZooming(2.0)")
    }

    @Test("UIScrollView.setZoomScale(_:animated:) animated: clamped like the property, reached on the display frames")
    func animatedSetZoomScale() throws {
        let (h, s, _, log) = zoomable()
        defer { withExtendedLifetime(log) {} }
        s.setZoomScale(9, animated: true)
        #expect(s.zoomScale == 1)
        try h.settle()
        #expect(s.zoomScale == 4)
    }

    @Test("UIScrollView: setContentOffset during an animated zoom stops the zoom where it is (engine decision, as a drag stops an animation)")
    func setContentOffsetStopsTheAnimatedZoom() throws {
        let (h, s, _, log) = zoomable()
        defer { withExtendedLifetime(log) {} }
        s.zoom(to: Rect(x: 80, y: 120, width: 160, height: 240), animated: true)
        try h.pump(to: 0.05)
        let scale = s.zoomScale
        s.setContentOffset(s.contentOffset, animated: false)
        try h.settle()
        #expect(s.zoomScale == scale && !s.isMoving)
    }
}
