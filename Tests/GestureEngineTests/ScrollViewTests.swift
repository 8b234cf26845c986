import Testing
import TouchTime
@testable import GestureEngine

/// The scroll view: scrolling, content-touch delay and cancellation, nested
/// scroll views, zooming (scenarios S2 and S5 of the notes).
@Suite struct ScrollViewTests {
    final class LoggingControl: Control {
        var log: [String] = []
        var fired = 0
        override func touchesBegan(_ touches: [Touch], with event: Event) { log.append("began"); super.touchesBegan(touches, with: event) }
        override func touchesEnded(_ touches: [Touch], with event: Event) { log.append("ended"); super.touchesEnded(touches, with: event) }
        override func touchesCancelled(_ touches: [Touch], with event: Event) { log.append("cancelled"); super.touchesCancelled(touches, with: event) }
    }

    private func scrollWithButton() -> (GestureHarness, ScrollView, LoggingControl, GestureRecordingView) {
        let h = GestureHarness()
        let s = ScrollView(id: "S", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        s.contentSize = Size(width: 320, height: 2000)
        let content = GestureRecordingView(id: "content", frame: Rect(x: 0, y: 0, width: 320, height: 2000))
        let b = LoggingControl(id: "B", frame: Rect(x: 20, y: 100, width: 280, height: 60))
        b.addAction(for: .touchUpInside) { $0.fired += 1 }
        try! content.addSubview(b)
        try! s.addSubview(content)
        h.add(s)
        return (h, s, b, content)
    }

    @Test func shortTapReachesTheControlLateAndDoesNotScroll() throws {
        let (h, s, b, _) = scrollWithButton()
        let g = try h.startGesture(at: pt(160, 130), time: 0)
        #expect(b.log.isEmpty)
        try g.up(at: 0.08)
        #expect(b.log == ["began", "ended"])
        #expect(b.fired == 1)
        #expect(h.recorder.deliveries(to: "B") == ["began 1", "ended 1"])
        #expect(s.contentOffset == .zero)
        #expect(!h.recorder.states(of: "S.pan").contains(.began))
    }

    @Test func scrollPanBeatenByATapOnAControlReportsNoTranslation() throws {
        let (h, _, b, _) = scrollWithButton()
        b.addGestureRecognizer(TapGestureRecognizer(id: "press"))
        let g = try h.startGesture(at: pt(160, 130), time: 0)
        try g.up(at: 0.08)
        let failure = h.recorder.lines.first { $0.contains(" S.pan failed ") }
        #expect(failure?.contains("translation=(0, 0)") == true, "observed at failure: \(failure ?? "none")")
    }

    @Test func controlGetsBeganAfterTheDelayWhenHeldStill() throws {
        let (h, _, b, _) = scrollWithButton()
        try h.startGesture(at: pt(160, 130), time: 0)
        try h.pump(to: 0.149)
        #expect(b.log.isEmpty)
        try h.pump(to: 0.15)
        #expect(b.log == ["began"])
    }

    @Test func quickDragScrollsAndTheControlNeverSeesTheTouch() throws {
        let (h, s, b, _) = scrollWithButton()
        let g = try h.startGesture(at: pt(160, 130), time: 0)
        try g.tester.drag([(g, pt(160, 30))], from: 0.016, to: 0.096, steps: 6)
        #expect(s.contentOffset.y >= 50 && s.contentOffset.y <= 100)
        #expect(abs(s.contentOffset.y - (100 - 100.0 / 6)) < 1e-9)
        try g.up(at: 0.112)
        try h.pump(to: 5)
        #expect((h.recorder.times(of: "S.pan", .began).first ?? 1) < 0.096)
        // Released at speed, the content glides on (UIScrollView.decelerationRate).
        #expect(s.contentOffset.y > 100 && !s.isDecelerating)
        #expect(b.log.isEmpty && b.fired == 0)
    }

    @Test func holdingOnAControlThenDraggingDoesNotScroll() throws {
        let (h, s, b, _) = scrollWithButton()
        let g = try h.startGesture(at: pt(160, 130), time: 0)
        try h.pump(to: 0.2)
        // Lifted 90 pt above the control: beyond UIControl's 70 pt tracking tolerance, so no touch-up-inside.
        try g.tester.drag([(g, pt(160, 10))], from: 0.216, to: 0.296, steps: 6)
        try g.up(at: 0.4)
        #expect(s.contentOffset == .zero)
        #expect(b.log == ["began", "ended"])
        #expect(b.fired == 0)
    }

    @Test func holdingOnPlainContentThenDraggingCancelsItsTouchAndScrolls() throws {
        let (h, s, _, content) = scrollWithButton()
        let g = try h.startGesture(at: pt(160, 300), time: 0)
        try h.pump(to: 0.2)
        try g.tester.drag([(g, pt(160, 200))], from: 0.216, to: 0.296, steps: 6)
        try g.up(at: 0.4)
        #expect(s.contentOffset.y > 50)
        #expect(content.log.first == "began 1" && content.log.last == "cancelled 1")
        #expect(!content.log.contains("ended 1"))
    }

    @Test func withoutContentDelayTheControlSeesBeganAtOnceAndBlocksScrolling() throws {
        let (h, s, b, _) = scrollWithButton()
        s.delaysContentTouches = false
        let g = try h.startGesture(at: pt(160, 130), time: 0)
        #expect(b.log == ["began"])
        try g.tester.drag([(g, pt(160, 10))], from: 0.016, to: 0.096, steps: 6)
        try g.up(at: 0.112)
        #expect(s.contentOffset == .zero)
        #expect(b.fired == 0)
    }

    @Test func touchesShouldBeginFalseKeepsTouchesFromContent() throws {
        final class Refusing: ScrollView {
            override func touchesShouldBegin(_ touches: [Touch], with event: Event, in view: View) -> Bool { false }
        }
        let h = GestureHarness()
        let s = Refusing(id: "S", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let content = GestureRecordingView(id: "content", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try! s.addSubview(content)
        h.add(s)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(content.log.isEmpty)
    }

    @Test("Without bounces, scrolling stops at the content edges (UIScrollView.bounces)")
    func scrollingStopsAtTheContentEdgesWithoutBounces() throws {
        let (h, s, _, _) = scrollWithButton()
        s.bounces = false
        let g = try h.startGesture(at: pt(160, 300), time: 0)
        try g.tester.drag([(g, pt(160, 400))], from: 0.016, to: 0.096, steps: 6)
        #expect(s.contentOffset == .zero)
        try g.tester.drag([(g, pt(160, -3000))], from: 0.112, to: 0.2, steps: 5)
        #expect(s.contentOffset == pt(0, 1520))
        try g.up(at: 0.3)
    }

    private func nested() -> (GestureHarness, ScrollView, ScrollView) {
        let h = GestureHarness()
        let outer = ScrollView(id: "O", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        outer.contentSize = Size(width: 320, height: 2000)
        let inner = ScrollView(id: "I", frame: Rect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = Size(width: 1280, height: 200)
        try! outer.addSubview(inner)
        h.add(outer)
        return (h, outer, inner)
    }

    @Test func horizontalDragOnTheInnerScrollViewScrollsOnlyIt() throws {
        let (h, outer, inner) = nested()
        let g = try h.startGesture(at: pt(240, 200), time: 0)
        try g.tester.drag([(g, pt(140, 204))], from: 0.016, to: 0.096, steps: 6)
        try g.up(at: 0.112)
        #expect(inner.contentOffset.x >= 50 && inner.contentOffset.x <= 100)
        #expect(inner.contentOffset.y == 0)
        #expect(outer.contentOffset == .zero)
        #expect(h.recorder.states(of: "O.pan") == [.failed])
    }

    @Test func verticalDragStartingOnTheInnerScrollViewScrollsTheOuter() throws {
        let (h, outer, inner) = nested()
        let g = try h.startGesture(at: pt(240, 200), time: 0)
        try g.tester.drag([(g, pt(244, 100))], from: 0.016, to: 0.096, steps: 6)
        try g.up(at: 0.112)
        #expect(outer.contentOffset.y >= 50 && outer.contentOffset.y <= 100)
        #expect(inner.contentOffset == .zero)
        #expect(h.recorder.states(of: "I.pan") == [.failed])
    }

    @Test func withTheSameDirectionTheInnerScrollViewWins() throws {
        let (h, outer, inner) = nested()
        inner.contentSize = Size(width: 320, height: 800)
        let g = try h.startGesture(at: pt(240, 250), time: 0)
        try g.tester.drag([(g, pt(240, 150))], from: 0.016, to: 0.096, steps: 6)
        try g.up(at: 0.112)
        #expect(inner.contentOffset.y > 50)
        #expect(outer.contentOffset == .zero)
        #expect(h.recorder.states(of: "O.pan") == [.failed])
    }

    final class Zoomer: ScrollViewDelegate {
        let view: View
        var zooms = 0
        init(_ view: View) { self.view = view }
        func viewForZooming(in scrollView: ScrollView) -> View? { view }
        func scrollViewDidZoom(_ scrollView: ScrollView) { zooms += 1 }
    }

    @Test func pinchZoomsAboutItsCentreWithinTheLimits() throws {
        let h = GestureHarness()
        let s = ScrollView(id: "S", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let image = View(id: "image", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try! s.addSubview(image)
        s.contentSize = Size(width: 320, height: 480)
        let zoomer = Zoomer(image)
        s.delegate = zoomer
        s.minimumZoomScale = 1
        s.maximumZoomScale = 3
        h.add(s)
        // Centre (200, 300): the image point under it must stay there.
        let a = try h.startGesture(at: pt(150, 300), time: 0)
        let b = try h.startGesture(at: pt(250, 300), time: 0.008)
        var spanAtBegan: Double?
        s.pinchGestureRecognizer.addTarget { pinch in
            if pinch.state == .began { spanAtBegan = pinch.location(ofTouch: 1, in: nil).x - pinch.location(ofTouch: 0, in: nil).x }
        }
        try h.drag([(a, pt(100, 300)), (b, pt(300, 300))], from: 0.016, to: 0.176, steps: 11)
        // The zoom follows the span since touch-down (100 → 200 pt: zoom 2; docs/gestures.md).
        #expect(try #require(spanAtBegan) > 100)
        let scale = 2.0
        #expect(isClose(s.zoomScale, scale))
        #expect(isClose(s.contentSize.width, 320 * scale) && isClose(s.contentSize.height, 480 * scale))
        #expect(isClose(image.frame.size.width, 320 * scale) && image.frame.origin == .zero)
        #expect(isClose(s.contentOffset, pt(200 * (scale - 1), 300 * (scale - 1)), 1e-6))
        #expect(isClose(image.convert(pt(200, 300), from: nil), pt(200, 300), 1e-6))
        #expect(h.window.hitTest(pt(200, 300), with: nil) === image)
        // Past the maximum the zoom meets resistance (bouncesZoom) and springs back when the fingers lift.
        try h.drag([(a, pt(0, 300)), (b, pt(400, 300))], from: 0.2, to: 0.3, steps: 4)
        #expect(s.zoomScale > 3 && s.zoomScale < 400 / 100)
        try h.up([a, b], at: 0.4)
        try h.pump(to: 2)
        #expect(s.zoomScale == 3)
        #expect(zoomer.zooms > 0)
        #expect(h.recorder.states(of: "S.pan").allSatisfy { $0 != .began })
    }

    @Test func aPinchThatAlsoMovesPansTheZoomedContentWithTheFingers() throws {
        let h = GestureHarness()
        let s = ScrollView(id: "S", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let image = View(id: "image", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try! s.addSubview(image)
        let zoomer = Zoomer(image)
        s.delegate = zoomer
        s.maximumZoomScale = 3
        s.zoomScale = 1
        h.add(s)
        var anchor: Point?
        s.pinchGestureRecognizer.addTarget { pinch in
            if pinch.state == .began { anchor = image.convert(pinch.location(in: nil), from: nil) }
        }
        let a = try h.startGesture(at: pt(150, 300), time: 0)
        let b = try h.startGesture(at: pt(250, 300), time: 0.008)
        // Spread to twice the span while the centre moves from (200, 300) to (180, 250).
        try h.drag([(a, pt(80, 250)), (b, pt(280, 250))], from: 0.016, to: 0.176, steps: 11)
        #expect(isClose(s.zoomScale, 2))
        // The image point under the centre when the pinch began is under the centre now.
        let anchored = try #require(anchor)
        #expect(anchored != pt(200, 300))
        #expect(isClose(image.convert(anchored, to: nil), pt(180, 250)))
        try h.up([a, b], at: 0.2)
    }

    @Test func pinchDoesNothingWithoutAViewForZooming() throws {
        let h = GestureHarness()
        let s = ScrollView(id: "S", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        s.maximumZoomScale = 3
        h.add(s)
        let a = try h.startGesture(at: pt(150, 300), time: 0)
        let b = try h.startGesture(at: pt(250, 300), time: 0.008)
        try h.drag([(a, pt(100, 300)), (b, pt(300, 300))], from: 0.016, to: 0.176, steps: 11)
        #expect(h.recorder.states(of: "S.pinch") == [.failed])
        #expect(s.zoomScale == 1)
    }
}
