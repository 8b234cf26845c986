import Testing
import TouchTime
@testable import GestureEngine

/// `UIPanGestureRecognizer.allowedScrollTypesMask` (iPadOS 13.4): "Setting
/// this mask enables the pan gesture to recognize scroll events, like a mouse
/// scroll movement or a two-finger scroll on a track pad", and it "doesn't
/// disable scrolling through touches" (developer.apple.com/documentation/uikit/
/// uipangesturerecognizer/allowedscrolltypesmask); `UIScrollTypeMask.discrete`:
/// "A discrete scroll type from a device, like a mouse". The timing and the
/// translation's units are our decisions (docs/gestures.md).
@Suite struct ConformancePanScrollTests {
    private func wheel(_ h: GestureHarness, clicks: Point, at time: Timestamp, location: Point = pt(160, 240)) {
        h.window.send(TouchFrame(time: time, samples: [], wheel: WheelScroll(location: location, clicks: clicks)))
    }

    @Test("allowedScrollTypesMask is empty by default: a mouse wheel does not pan a pan recognizer")
    func aDefaultPanIgnoresTheWheel() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        #expect(pan.allowedScrollTypesMask.isEmpty)
        wheel(h, clicks: pt(0, 2), at: 0)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "pan").isEmpty)
    }

    @Test("With .discrete a wheel pans it: began at the first turn, changed at each next, ended once the turns stop")
    func aDiscreteMaskLetsTheWheelPan() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        pan.allowedScrollTypesMask = .discrete
        v.addGestureRecognizer(pan)
        var translations: [Point] = []
        pan.addTarget { translations.append($0.translation(in: nil)) }
        wheel(h, clicks: pt(0, 1), at: 0)
        wheel(h, clicks: pt(0, 2), at: 0.03)
        wheel(h, clicks: pt(-1, 0), at: 0.06)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "pan") == [.began, .changed, .changed, .ended])
        #expect(h.recorder.times(of: "pan", .ended) == [0.06 + GestureDefaults.wheelPanEndDelay])
        // A turn towards the user scrolls content up, as a finger dragging up: negative y.
        let step = GestureDefaults.wheelPointsPerClick
        #expect(translations == [pt(0, -step), pt(0, -3 * step), pt(step, -3 * step), pt(step, -3 * step)])
        #expect(pan.location(in: nil) == pt(160, 240))
        #expect(pan.velocity(in: nil) == .zero)
        // Back to possible: touches pan it again ("doesn't disable scrolling through touches").
        let finger = try h.startGesture(at: pt(100, 100), time: 2)
        try finger.tester.drag([(finger, pt(100, 200))], from: 2, to: 2.2, steps: 5)
        try finger.up(at: 2.25)
        try h.pump(to: 3)
        #expect(h.recorder.states(of: "pan").suffix(2) == [.changed, .ended])
        #expect(h.recorder.states(of: "pan").filter { $0 == .began }.count == 2)
    }

    @Test("The pan on the view under the pointer takes the wheel before the scroll view around it")
    func aWheelPanComesBeforeTheScrollViewAroundIt() throws {
        let h = GestureHarness()
        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = Size(width: 320, height: 2000)
        h.add(list)
        let card = View(id: "card", frame: Rect(x: 0, y: 0, width: 320, height: 100))
        try list.addSubview(card)
        let pan = PanGestureRecognizer(id: "pan")
        pan.allowedScrollTypesMask = .all
        card.addGestureRecognizer(pan)
        wheel(h, clicks: pt(0, 1), at: 0, location: pt(50, 50))
        #expect(list.contentOffset == .zero)
        wheel(h, clicks: pt(0, 1), at: 0.5, location: pt(50, 300))
        #expect(list.contentOffset == pt(0, GestureDefaults.wheelPointsPerClick))
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "pan") == [.began, .ended])
    }
}
