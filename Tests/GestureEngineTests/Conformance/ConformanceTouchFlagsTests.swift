import Testing
@testable import GestureEngine

/// `UIView.isMultipleTouchEnabled` and `UIView.isExclusiveTouch`
/// (https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled,
/// https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch).
@Suite struct ConformanceTouchFlagsTests {
    /// Two side-by-side recording views "A" and "B".
    private func twoViews() -> (GestureHarness, GestureRecordingView, GestureRecordingView) {
        let h = GestureHarness()
        let a = GestureRecordingView(id: "A", frame: Rect(x: 0, y: 0, width: 160, height: 480))
        let b = GestureRecordingView(id: "B", frame: Rect(x: 160, y: 0, width: 160, height: 480))
        h.add(a)
        h.add(b)
        return (h, a, b)
    }

    @Test("UIView.isMultipleTouchEnabled, isExclusiveTouch: both default to false")
    func flagsDefaultToFalse() {
        let v = View(id: "v")
        #expect(!v.isMultipleTouchEnabled)
        #expect(!v.isExclusiveTouch)
    }

    @Test("UIView.isMultipleTouchEnabled false: the view receives only the first touch of a multi-touch sequence")
    func plainViewGetsOnlyTheFirstTouch() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        let b = try h.startGesture(at: pt(200, 100), time: 0.02)
        try h.move([(a, pt(100, 120)), (b, pt(200, 120))], at: 0.04)
        try h.up([a, b], at: 0.06)
        #expect(v.log == ["began 1", "moved 1", "ended 1"])
    }

    @Test("UIView.isMultipleTouchEnabled true: the view receives every touch")
    func multipleTouchViewGetsEveryTouch() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.isMultipleTouchEnabled = true
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        let b = try h.startGesture(at: pt(200, 100), time: 0.02)
        try h.up([a, b], at: 0.06)
        #expect(v.log == ["began 1", "began 2", "ended 1,2"])
    }

    @Test("UIView.isMultipleTouchEnabled (Programming iOS, touch delivery): the view's recognizers still get every touch, so a pinch on a plain view recognizes")
    func recognizersGetTheWithheldTouches() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pinch = PinchGestureRecognizer(id: "pinch")
        v.addGestureRecognizer(pinch)
        let a = try h.startGesture(at: pt(140, 240), time: 0)
        let b = try h.startGesture(at: pt(180, 240), time: 0.01)
        try h.drag([(a, pt(100, 240)), (b, pt(220, 240))], from: 0.02, to: 0.2, steps: 10)
        #expect(h.recorder.states(of: "pinch").first == .began)
        #expect(pinch.scale > 2.9)
        try h.up([a, b], at: 0.22)
        #expect(v.log == ["began 1", "moved 1", "cancelled 1"])
    }

    @Test("UIView.isMultipleTouchEnabled: the sequence lasts while any finger is down, so a finger landing after the first lifted is still withheld")
    func sequenceLastsWhileAFingerIsDown() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        let b = try h.startGesture(at: pt(200, 100), time: 0.02)
        try a.up(at: 0.04)
        let c = try h.startGesture(at: pt(150, 300), time: 0.06)
        try h.up([b, c], at: 0.08)
        let d = try h.startGesture(at: pt(150, 300), time: 0.5)
        try d.up(at: 0.55)
        #expect(v.log == ["began 1", "ended 1", "began 4", "ended 4"])
    }

    @Test("UIView.isMultipleTouchEnabled applies per view: fingers on two plain views each reach their own view")
    func firstTouchPerView() throws {
        let (h, a, b) = twoViews()
        let f1 = try h.startGesture(at: pt(80, 100), time: 0)
        let f2 = try h.startGesture(at: pt(240, 100), time: 0.02)
        try h.up([f1, f2], at: 0.04)
        #expect(a.log == ["began 1", "ended 1"])
        #expect(b.log == ["began 2", "ended 2"])
    }

    @Test("UIView.isExclusiveTouch: while the exclusive view has a touch, a touch on another view reaches neither the view nor its recognizers (our decision for recognizers)")
    func exclusiveViewBlocksOtherViews() throws {
        let (h, a, b) = twoViews()
        a.isExclusiveTouch = true
        b.addGestureRecognizer(TapGestureRecognizer(id: "tapB"))
        let f1 = try h.startGesture(at: pt(80, 100), time: 0)
        let f2 = try h.startGesture(at: pt(240, 100), time: 0.02)
        try f2.up(at: 0.05)
        try f1.up(at: 0.08)
        #expect(a.log == ["began 1", "ended 1"])
        #expect(b.log.isEmpty)
        #expect(h.recorder.states(of: "tapB").isEmpty)
    }

    @Test("UIView.isExclusiveTouch: the exclusive view gets no touch while another view has one")
    func exclusiveViewWaitsForOthers() throws {
        let (h, a, b) = twoViews()
        a.isExclusiveTouch = true
        let f1 = try h.startGesture(at: pt(240, 100), time: 0)
        let f2 = try h.startGesture(at: pt(80, 100), time: 0.02)
        try h.up([f1, f2], at: 0.05)
        #expect(b.log == ["began 1", "ended 1"])
        #expect(a.log.isEmpty)
    }

    @Test("UIView.isExclusiveTouch: once the exclusive view's touch lifted, other views get touches again")
    func exclusivityEndsWithTheTouch() throws {
        let (h, a, b) = twoViews()
        a.isExclusiveTouch = true
        try h.startGesture(at: pt(80, 100), time: 0).up(at: 0.05)
        try h.startGesture(at: pt(240, 100), time: 0.1).up(at: 0.15)
        #expect(a.log == ["began 1", "ended 1"])
        #expect(b.log == ["began 2", "ended 2"])
    }

    @Test("UIView.isExclusiveTouch: it blocks other views only; a second finger on the exclusive view itself follows isMultipleTouchEnabled")
    func exclusiveViewTakesItsOwnSecondFinger() throws {
        let (h, a, _) = twoViews()
        a.isExclusiveTouch = true
        a.isMultipleTouchEnabled = true
        let f1 = try h.startGesture(at: pt(40, 100), time: 0)
        let f2 = try h.startGesture(at: pt(120, 100), time: 0.02)
        try h.up([f1, f2], at: 0.05)
        #expect(a.log == ["began 1", "began 2", "ended 1,2"])
    }
}
