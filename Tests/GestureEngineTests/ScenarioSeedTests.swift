import Testing
import TouchTime
@testable import GestureEngine

/// Seed 004 ("iOS中的触摸穿透hitTest"): a zoomable scroll view (zoom 1–3) under
/// a full-screen clear overlay holding two round views that the user drags.
/// The background's and the overlay's hitTest overrides route touches on the
/// round views to them and let every other touch through to the scroll view.
@Suite struct ScenarioSeedTests {
    /// How the round views follow the finger.
    enum Dragging: CaseIterable, Sendable {
        /// The view's own touchesMoved moves its centre by the touch delta (as in the post).
        case touchesMoved
        /// A pan recognizer on the view moves it in its action.
        case panRecognizer
    }

    /// A round view moved by its own touchesMoved.
    final class DraggableView: View {
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            guard let touch = touches.first else { return }
            let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
            center = Point(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
        }
    }

    /// The post's `CustomView`: the clear overlay with the two round views.
    final class CustomView: View {
        var movedView: View!
        var movedView2: View!

        /// The post turns the overlay's interaction off when the hit is not a round view;
        /// returning nil as well lets this very touch fall through to the scroll view.
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            let hitView = super.hitTest(point, with: event)
            if hitView !== movedView && hitView !== movedView2 {
                isUserInteractionEnabled = false
                return nil
            }
            return hitView
        }

        func addMovedViewInView(_ dragging: Dragging) {
            let make: (String, Rect) -> View = { id, frame in
                switch dragging {
                case .touchesMoved: return DraggableView(id: id, frame: frame)
                case .panRecognizer:
                    let view = View(id: id, frame: frame)
                    let pan = PanGestureRecognizer(id: id + ".pan")
                    pan.addTarget { pan in
                        guard let view = pan.view, let parent = view.superview else { return }
                        let t = pan.translation(in: parent)
                        view.center = Point(x: view.center.x + t.x, y: view.center.y + t.y)
                        pan.setTranslation(.zero, in: parent)
                    }
                    view.addGestureRecognizer(pan)
                    return view
                }
            }
            movedView = make("movedView", Rect(x: center.x, y: center.y, width: 100, height: 100))
            movedView.tag = 101
            movedView2 = make("movedView2", Rect(x: 50, y: 50, width: 100, height: 100))
            movedView2.tag = 102
            try! addSubview(movedView)
            try! addSubview(movedView2)
        }
    }

    /// The post's `BackgroundView`: routes touches on the round views to them.
    final class BackgroundView: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            let hitView = super.hitTest(point, with: event)
            if let customView = subviews.last as? CustomView {
                let movedViewPoint = customView.movedView.convert(point, from: self)
                let moved2ViewPoint = customView.movedView2.convert(point, from: self)
                if customView.movedView.point(inside: movedViewPoint, with: event) {
                    customView.isUserInteractionEnabled = true
                    return customView.movedView
                } else if customView.movedView2.point(inside: moved2ViewPoint, with: event) {
                    customView.isUserInteractionEnabled = true
                    return customView.movedView2
                }
            }
            return hitView
        }
    }

    /// The post's `ViewController`: scroll view delegate giving the image view for zooming.
    final class ViewController: ScrollViewDelegate {
        let backView = BackgroundView(id: "backView", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = ScrollView(id: "scrollView", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let imageView = View(id: "imageView", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let customView = CustomView(id: "customView", frame: Rect(x: 0, y: 0, width: 320, height: 480))

        init(_ dragging: Dragging) {
            scrollView.delegate = self
            scrollView.minimumZoomScale = 1
            scrollView.maximumZoomScale = 3
            scrollView.zoomScale = scrollView.minimumZoomScale
            try! scrollView.addSubview(imageView)
            try! backView.addSubview(scrollView)
            customView.addMovedViewInView(dragging)
            try! backView.addSubview(customView)
        }

        func viewForZooming(in scrollView: ScrollView) -> View? { imageView }
    }

    private func setUp(_ dragging: Dragging) -> (GestureHarness, ViewController) {
        let h = GestureHarness()
        let vc = ViewController(dragging)
        h.add(vc.backView)
        return (h, vc)
    }

    @Test(arguments: Dragging.allCases)
    func draggingARoundViewMovesOnlyThatView(_ dragging: Dragging) throws {
        let (h, vc) = setUp(dragging)
        let g = try h.startGesture(at: pt(100, 100), time: 0)
        #expect(h.window.liveTouches.first?.view === vc.customView.movedView2)
        try g.tester.drag([(g, pt(160, 20))], from: 0.016, to: 0.176, steps: 11)
        try g.up(at: 0.2)
        #expect(isClose(vc.customView.movedView2.center, pt(160, 20)))
        #expect(vc.customView.movedView.center == pt(210, 290))
        #expect(vc.scrollView.contentOffset == .zero && vc.scrollView.zoomScale == 1)
        #expect(h.recorder.states(of: "scrollView.pan").isEmpty)
    }

    @Test(arguments: Dragging.allCases)
    func pinchingElsewhereZoomsTheContentAndTheRoundViewsStayPut(_ dragging: Dragging) throws {
        let (h, vc) = setUp(dragging)
        let a = try h.startGesture(at: pt(100, 420), time: 0)
        let b = try h.startGesture(at: pt(200, 420), time: 0.008)
        #expect(h.window.liveTouches.allSatisfy { $0.view === vc.imageView })
        try h.drag([(a, pt(50, 420)), (b, pt(250, 420))], from: 0.016, to: 0.176, steps: 11)
        try h.up([a, b], at: 0.2)
        // The zoom is measured from the span at touch-down (100 → 200 pt: zoom 2; docs/gestures.md).
        let zoom = 2.0
        #expect(isClose(vc.scrollView.zoomScale, zoom, 1e-9))
        // The content point under the centre (150, 420) stays there.
        #expect(isClose(vc.scrollView.contentOffset, pt(150 * (zoom - 1), 420 * (zoom - 1)), 1e-9))
        #expect(vc.customView.movedView.center == pt(210, 290))
        #expect(vc.customView.movedView2.center == pt(100, 100))
    }

    @Test(arguments: Dragging.allCases)
    func oneFingerDragElsewhereScrolls(_ dragging: Dragging) throws {
        let (h, vc) = setUp(dragging)
        vc.scrollView.zoomScale = 2
        let g = try h.startGesture(at: pt(100, 200), time: 0)
        try g.tester.drag([(g, pt(100, 100))], from: 0.016, to: 0.096, steps: 6)
        try g.up(at: 0.112)
        // The pan began on the first step (16.7 pt ≥ 10 pt); the content follows from there.
        #expect(abs(vc.scrollView.contentOffset.y - (100 - 100.0 / 6)) < 1e-9)
        #expect(vc.scrollView.contentOffset.x == 0)
        #expect(vc.customView.movedView2.center == pt(100, 100))
    }

    @Test(arguments: Dragging.allCases)
    func draggingARoundViewWhileTwoFingersPinchDoesBoth(_ dragging: Dragging) throws {
        let (h, vc) = setUp(dragging)
        let drag = try h.startGesture(at: pt(100, 100), time: 0)
        let a = try h.startGesture(at: pt(100, 420), time: 0.004)
        let b = try h.startGesture(at: pt(200, 420), time: 0.008)
        try h.drag([(drag, pt(160, 20)), (a, pt(50, 420)), (b, pt(250, 420))], from: 0.016, to: 0.176, steps: 11)
        try h.up([drag, a, b], at: 0.2)
        #expect(isClose(vc.customView.movedView2.center, pt(160, 20)))
        // The zoom is measured from the span at touch-down (100 → 200 pt: zoom 2; docs/gestures.md).
        let zoom = 2.0
        #expect(isClose(vc.scrollView.zoomScale, zoom, 1e-9))
        // The content point under the centre (150, 420) stays there.
        #expect(isClose(vc.scrollView.contentOffset, pt(150 * (zoom - 1), 420 * (zoom - 1)), 1e-9))
        #expect(vc.customView.movedView.center == pt(210, 290))
    }
}
