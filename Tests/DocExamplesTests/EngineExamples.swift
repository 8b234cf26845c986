import GestureEngine
import Testing

// The GestureEngine examples of README.md, docs/engine.md, docs/gestures.md,
// docs/architecture.md and the DocC articles "Getting started" and "Porting a
// UIKit gesture setup", as written there (DocExampleCoverageTests), run.

/// A view that counts the touches that end on it.
final class Button: View {
    var taps = 0
    override func touchesEnded(_ touches: [Touch], with event: Event) { taps += touches.count }
}

// docs/gestures.md: the seed-004 scroll view example's views and controller.

final class BackgroundView: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hitView = super.hitTest(point, with: event)
        if let customView = subviews.last as? CustomView {
            if customView.movedView.point(inside: customView.movedView.convert(point, from: self), with: event) {
                customView.isUserInteractionEnabled = true
                return customView.movedView
            }
        }
        return hitView
    }
}

final class CustomView: View {            // the full-screen clear overlay
    var movedView: View!
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hitView = super.hitTest(point, with: event)
        if hitView !== movedView {
            isUserInteractionEnabled = false   // as the post does …
            return nil                         // … and let this touch through now
        }
        return hitView
    }
}

final class Controller: ScrollViewDelegate {
    let scrollView = ScrollView(id: "scrollView", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let imageView = View(id: "imageView", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    init() {
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        try! scrollView.addSubview(imageView)
    }
    func viewForZooming(in scrollView: ScrollView) -> View? { imageView }
}

@Suite struct EngineExamples {
    /// The view tree of the first example (README.md, docs/engine.md, "Getting started").
    static func firstTree() throws -> (Window, View, Button) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = View(id: "card", frame: Rect(x: 20, y: 100, width: 280, height: 200))
        let button = Button(id: "ok", frame: Rect(x: 180, y: 140, width: 80, height: 44))
        try window.addSubview(card)
        try card.addSubview(button)
        return (window, card, button)
    }

    /// README.md's and docs/engine.md's first example.
    @Test func engineFirstExample() throws {
        let (window, card, button) = try Self.firstTree()

        // Where would a touch at (220, 260) go, and why?
        let (hit, steps) = window.tracedHitTest(Point(x: 220, y: 260))
        // hit === button
        // steps.map(\.description) ==
        //   ["window pointInside → YES", "card pointInside → YES", "ok pointInside → YES",
        //    "ok hitTest → ok", "card hitTest → ok", "window hitTest → ok"]
        #expect(hit === button)
        #expect(steps.map(\.description) == ["window pointInside → YES", "card pointInside → YES", "ok pointInside → YES",
                                             "ok hitTest → ok", "card hitTest → ok", "window hitTest → ok"])

        // A tap on the button, then a touch on the card that nobody handles.
        window.send(TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 220, y: 260))]))
        window.send(TouchFrame(time: 0.05, samples: [TouchSample(id: 1, phase: .ended, location: Point(x: 220, y: 260))]))
        window.send(TouchFrame(time: 0.5, samples: [TouchSample(id: 2, phase: .began, location: Point(x: 40, y: 120))]))
        // button.taps == 1
        // window.activeTouches.first?.view === card
        // window.application.droppedTouchCount == 2   (the button's began and the card's)
        #expect(button.taps == 1 && window.activeTouches.first?.view === card && window.application.droppedTouchCount == 2)
    }

    /// "Getting started": send touches, add a recognizer, let time pass (its view tree is `firstTree()`).
    @Test func gettingStarted() throws {
        let (window, card, button) = try Self.firstTree()

        window.send(TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 220, y: 260))]))
        window.send(TouchFrame(time: 0.05, samples: [TouchSample(id: 1, phase: .ended, location: Point(x: 220, y: 260))]))
        // button.taps == 1
        #expect(button.taps == 1)

        let drag = PanGestureRecognizer(id: "drag")
        drag.addTarget { (pan: PanGestureRecognizer) in
            let moved = pan.translation(in: card)
            card.center = Point(x: card.center.x + moved.x, y: card.center.y + moved.y)
            pan.setTranslation(Point(x: 0, y: 0), in: card)
        }
        card.addGestureRecognizer(drag)

        window.advance(to: 1.0)
        #expect(window.now == 1)
    }

    /// "Porting a UIKit gesture setup": the photo view's recognizers.
    @Test func portingTheGestureSetup() {
        let photoView = View(id: "photo", frame: Rect(x: 0, y: 0, width: 320, height: 320))
        var calls: [String] = []
        func zoom() { calls.append("zoom") }
        func toggleChrome() { calls.append("chrome") }
        func pinched(_ scale: Double) { calls.append("pinch") }
        func rotated(_ angle: Double) { calls.append("rotate") }

        let doubleTap = TapGestureRecognizer(id: "zoom")
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget { _ in zoom() }
        let singleTap = TapGestureRecognizer(id: "chrome")
        singleTap.require(toFail: doubleTap)
        singleTap.addTarget { _ in toggleChrome() }
        let pinch = PinchGestureRecognizer(id: "pinch")
        pinch.addTarget { (pinch: PinchGestureRecognizer) in pinched(pinch.scale) }
        let rotate = RotationGestureRecognizer(id: "rotate")
        rotate.addTarget { (rotation: RotationGestureRecognizer) in rotated(rotation.rotation) }
        pinch.recognizesSimultaneously(with: rotate)
        for recognizer in [doubleTap, singleTap, pinch, rotate] { photoView.addGestureRecognizer(recognizer) }
        #expect(photoView.gestureRecognizers.count == 4 && calls.isEmpty)
    }

    /// "Porting a UIKit gesture setup": controls and scroll views, with UIKit's names.
    @Test func portingControlsAndScrollViews() throws {
        var backlight: [Double] = []
        var options: [Int: Bool] = [:]
        func setBacklight(_ value: Double) { backlight.append(value) }
        func setOption(_ row: Int, _ on: Bool) { options[row] = on }

        let panel = View(id: "panel", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let brightness = Slider(id: "brightness", frame: Rect(x: 20, y: 20, width: 300, height: 31))
        brightness.addAction(for: .valueChanged) { slider in setBacklight(slider.value) }
        brightness.setValue(0.8, animated: false)
        try panel.addSubview(brightness)

        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 80, width: 800, height: 400))
        list.contentSize = Size(width: 800, height: 30 * 44)
        for row in 0..<30 {
            let wifi = Switch(id: "switch\(row)", frame: Rect(x: 720, y: Double(row) * 44 + 6, width: 51, height: 31))
            wifi.addAction(for: .valueChanged) { toggle in setOption(row, toggle.isOn) }
            try list.addSubview(wifi)
        }
        try panel.addSubview(list)
        list.scrollRectToVisible(Rect(x: 0, y: 29 * 44, width: 800, height: 44), animated: true)
        #expect(brightness.value == 0.8 && backlight.isEmpty, "setting a value sends nothing, as in UIKit")
        #expect(list.contentOffset.y == 29 * 44 + 44 - 400, "outside a window an animation jumps to its end")
    }

    /// docs/gestures.md: the seed-004 scroll view example, written with the engine.
    @Test func seedScrollViewExample() {
        // A round view that follows its finger with a pan recognizer:
        let pan = PanGestureRecognizer(id: "round.pan")
        pan.addTarget { pan in
            guard let view = pan.view, let parent = view.superview else { return }
            let t = pan.translation(in: parent)
            view.center = Point(x: view.center.x + t.x, y: view.center.y + t.y)
            pan.setTranslation(.zero, in: parent)
        }
        let controller = Controller()
        #expect(controller.viewForZooming(in: controller.scrollView) === controller.imageView)
        #expect(BackgroundView(id: "b").hitTest(Point(x: 1, y: 1), with: nil) == nil && CustomView(id: "c").movedView == nil)
    }
}

/// docs/architecture.md, "Storage and unsafe code in the engine": the storage idiom.
final class StorageIdiomExample {
    /// The centre of the view in its superview's coordinates.
    public var center: Point {
        get { _center }
        set { _center = newValue; geometryDidChange() }
    }
    final var _center: Point

    init(center: Point) { _center = center }
    private func geometryDidChange() {}
}
