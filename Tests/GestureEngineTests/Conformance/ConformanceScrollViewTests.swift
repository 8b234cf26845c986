import Testing
import TouchTime
@testable import GestureEngine

/// The scroll view's documented defaults and content-touch handling: Apple's
/// `UIScrollView` property and method pages.
@Suite struct ConformanceScrollViewTests {
    private func scrollScreen() -> (GestureHarness, ScrollView, GestureRecordingView, Control) {
        let h = GestureHarness()
        let s = ScrollView(id: "S", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        s.contentSize = Size(width: 320, height: 2000)
        let content = GestureRecordingView(id: "content", frame: Rect(x: 0, y: 0, width: 320, height: 2000))
        let button = Control(id: "button", frame: Rect(x: 20, y: 100, width: 280, height: 60))
        try! content.addSubview(button)
        try! s.addSubview(content)
        h.add(s)
        return (h, s, content, button)
    }

    @Test("UIScrollView: delaysContentTouches and canCancelContentTouches default to true; zoom scales default to 1")
    func documentedDefaults() throws {
        let s = ScrollView(id: "S")
        #expect(s.delaysContentTouches && s.canCancelContentTouches)
        #expect(s.minimumZoomScale == 1 && s.maximumZoomScale == 1)
        #expect(s.contentOffset == .zero)
    }

    @Test("UIScrollView.touchesShouldCancel(in:): true for a view that is not a UIControl, false for a control")
    func touchesShouldCancelSparesControls() throws {
        let (_, s, content, button) = scrollScreen()
        #expect(s.touchesShouldCancel(in: content))
        #expect(!s.touchesShouldCancel(in: button))
    }

    @Test("UIScrollView.delaysContentTouches: content gets touchesBegan only after the delay when the finger holds still")
    func contentBeganIsDelayed() throws {
        let (h, _, content, _) = scrollScreen()
        try h.startGesture(at: pt(160, 400), time: 0)
        #expect(content.log.isEmpty)
        try h.pump(to: 0.2)
        #expect(content.log == ["began 1"])
    }

    @Test("UIScrollView.delaysContentTouches false: content gets touchesBegan at once")
    func noDelayWhenTurnedOff() throws {
        let (h, s, content, _) = scrollScreen()
        s.delaysContentTouches = false
        try h.startGesture(at: pt(160, 400), time: 0)
        #expect(content.log == ["began 1"])
    }

    @Test("UIScrollView.canCancelContentTouches: a scroll that starts after content got touchesBegan cancels the content's touch")
    func scrollingCancelsContentTouches() throws {
        let (h, s, content, _) = scrollScreen()
        let f = try h.startGesture(at: pt(160, 400), time: 0)
        try h.pump(to: 0.2)
        try f.tester.drag([(f, pt(160, 250))], from: 0.21, to: 0.3, steps: 6)
        try f.up(at: 0.32)
        #expect(content.log == ["began 1", "cancelled 1"])
        #expect(s.contentOffset.y > 0)
    }

    @Test("UIScrollView.canCancelContentTouches false: the scroll does not start once content has the touch")
    func notCancellableContentKeepsItsTouch() throws {
        let (h, s, content, _) = scrollScreen()
        s.canCancelContentTouches = false
        let f = try h.startGesture(at: pt(160, 400), time: 0)
        try h.pump(to: 0.2)
        try f.tester.drag([(f, pt(160, 250))], from: 0.21, to: 0.3, steps: 6)
        try f.up(at: 0.32)
        #expect(content.log.first == "began 1" && content.log.last == "ended 1")
        #expect(s.contentOffset == .zero)
    }

    @Test("UIScrollView.touchesShouldCancel(in:): a drag held on a control after the delay does not scroll, and the control keeps tracking")
    func heldControlKeepsItsTouch() throws {
        let (h, s, _, button) = scrollScreen()
        let log = ControlEventLog(button)
        let f = try h.startGesture(at: pt(160, 130), time: 0)
        try h.pump(to: 0.2)
        try f.tester.drag([(f, pt(160, 180))], from: 0.21, to: 0.3, steps: 6)
        try f.up(at: 0.32)
        #expect(s.contentOffset == .zero)
        #expect(log.names.first == "touchDown" && log.names.contains("touchUpInside") && !log.names.contains("touchCancel"))
    }
}
