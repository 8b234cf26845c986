import Testing
import TouchTime
@testable import GestureEngine

/// Hover as UIKit defines it: `UIHoverGestureRecognizer` ("A continuous gesture
/// recognizer that interprets pointer movement over a view"; its action is
/// called "when the pointer enters, exits, and moves across the view", for
/// movement "with no other user interactions, such as clicking the mouse
/// button": developer.apple.com/documentation/uikit/uihovergesturerecognizer),
/// hover events apart from touches (`UIEvent.EventType.hover`: "a pointer
/// from an indirect input device moving over a user interface element"), and
/// Apple Pencil hover (`UIHoverGestureRecognizer.zOffset`, iPadOS 16.1).
@Suite struct ConformanceHoverTests {
    /// A window with views "left" (0…160) and "right" (160…320), each with a hover recognizer, and a tap on "left".
    private func twoViews() -> (GestureHarness, left: GestureRecordingView, right: GestureRecordingView) {
        let h = GestureHarness()
        let left = GestureRecordingView(id: "left", frame: Rect(x: 0, y: 0, width: 160, height: 480))
        let right = GestureRecordingView(id: "right", frame: Rect(x: 160, y: 0, width: 160, height: 480))
        h.add(left)
        h.add(right)
        left.addGestureRecognizer(HoverGestureRecognizer(id: "hoverLeft"))
        left.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        right.addGestureRecognizer(HoverGestureRecognizer(id: "hoverRight"))
        return (h, left, right)
    }

    private func hover(_ h: GestureHarness, _ point: Point, _ time: Timestamp, phase: HoverSample.Phase = .moved, type: TouchType = .indirectPointer) {
        h.window.send(TouchFrame(time: time, samples: [], hover: HoverSample(phase: phase, location: point, type: type)))
    }

    @Test("UIHoverGestureRecognizer: began when the pointer enters its view, changed as it moves across, ended when it exits")
    func hoverBeginsChangesAndEndsAsThePointerCrossesViews() throws {
        let (h, left, right) = twoViews()
        hover(h, pt(40, 100), 0)
        hover(h, pt(80, 100), 0.1)
        hover(h, pt(200, 100), 0.2)
        hover(h, pt(200, 100), 0.3)
        hover(h, pt(240, 120), 0.4)
        #expect(h.recorder.states(of: "hoverLeft") == [.began, .changed, .ended])
        #expect(h.recorder.times(of: "hoverLeft", .ended) == [0.2])
        // A sample that did not move changes nothing.
        #expect(h.recorder.states(of: "hoverRight") == [.began, .changed])
        let recognizer = try #require(right.gestureRecognizers.first)
        #expect(recognizer.location(in: right) == pt(80, 120))
        #expect(recognizer.numberOfTouches == 0)
        // Hover is not a touch (UIEvent.EventType.hover): no view got a touch, no tap saw one.
        #expect(left.log.isEmpty && right.log.isEmpty)
        #expect(h.recorder.states(of: "tap").isEmpty)
    }

    @Test("UIHoverGestureRecognizer is for movement with no button down: a press ends the hover and the click is a touch; moving on hovers again")
    func aButtonGoingDownEndsTheHover() throws {
        let (h, left, _) = twoViews()
        hover(h, pt(40, 100), 0)
        let pointer = TouchAttributes(type: .indirectPointer, buttons: .primary)
        h.window.send(TouchFrame(time: 0.1, samples: [TouchSample(id: 1, phase: .began, location: pt(40, 100), attributes: pointer)],
                                 hover: HoverSample(phase: .exited, location: pt(40, 100))))
        h.window.send(TouchFrame(time: 0.15, samples: [TouchSample(id: 1, phase: .ended, location: pt(40, 100), attributes: pointer)]))
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "hoverLeft") == [.began, .ended])
        #expect(h.recorder.times(of: "hoverLeft", .ended) == [0.1])
        #expect(h.recorder.states(of: "tap") == [.ended])
        #expect(left.log == ["began 1", "cancelled 1"])
        hover(h, pt(41, 100), 1.1)
        #expect(h.recorder.states(of: "hoverLeft") == [.began, .ended, .began])
    }

    @Test("UIHoverGestureRecognizer hovers the pointer's view and its superviews (hit-tested as the pointer moves)")
    func hoverReachesTheHitViewAndItsAncestors() {
        let h = GestureHarness()
        let card = View(id: "card", frame: Rect(x: 0, y: 0, width: 320, height: 240))
        let button = View(id: "button", frame: Rect(x: 20, y: 20, width: 80, height: 40))
        h.add(card)
        try! card.addSubview(button)
        card.addGestureRecognizer(HoverGestureRecognizer(id: "card"))
        button.addGestureRecognizer(HoverGestureRecognizer(id: "button"))
        hover(h, pt(50, 30), 0)
        hover(h, pt(200, 100), 0.1)
        hover(h, pt(200, 300), 0.2)
        #expect(h.recorder.states(of: "button") == [.began, .ended])
        #expect(h.recorder.states(of: "card") == [.began, .changed, .ended])
        #expect(h.recorder.times(of: "card", .ended) == [0.2])
    }

    @Test("UIHoverGestureRecognizer.zOffset (iPadOS 16.1): a pen in range hovers; allowedTouchTypes picks the pointers that hover")
    func aPencilHoversAndAllowedTouchTypesFilter() {
        let h = GestureHarness()
        let view = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(view)
        let any = HoverGestureRecognizer(id: "any"), mouse = HoverGestureRecognizer(id: "mouse")
        mouse.allowedTouchTypes = [.indirectPointer]
        view.addGestureRecognizer(any)
        view.addGestureRecognizer(mouse)
        hover(h, pt(100, 100), 0, type: .pencil)
        hover(h, pt(110, 100), 0.1, type: .pencil)
        hover(h, pt(110, 100), 0.2, phase: .exited, type: .pencil)
        #expect(h.recorder.states(of: "any") == [.began, .changed, .ended])
        #expect(h.recorder.states(of: "mouse").isEmpty)
    }

    @Test("gestureRecognizerShouldBegin(_:) refusing a hover fails it once; it begins again only after the pointer left and came back (our decision)")
    func aRefusedHoverWaitsForThePointerToLeave() {
        let (h, left, _) = twoViews()
        let delegate = SimultaneousDelegate()
        delegate.shouldBegin = false
        let recognizer = left.gestureRecognizers[0]
        recognizer.delegate = delegate
        hover(h, pt(40, 100), 0)
        hover(h, pt(50, 100), 0.1)
        #expect(h.recorder.states(of: "hoverLeft") == [.failed])
        delegate.shouldBegin = true
        hover(h, pt(60, 100), 0.2)
        hover(h, pt(200, 100), 0.3)
        hover(h, pt(60, 100), 0.4)
        #expect(h.recorder.states(of: "hoverLeft") == [.failed, .began])
    }
}
