import Testing
import TouchTime
@testable import GestureEngine

/// Touch types, buttons, force, size and a pen's angles as UIKit's `UITouch`,
/// `UIEvent` and `UIGestureRecognizer` define them (iPadOS 13.4 pointer
/// support, Apple Pencil since iOS 9.1). Each test names its Apple page.
@Suite struct ConformancePointerTests {
    /// Sends one sample of touch 1 with `attributes` at `time`.
    private func send(_ h: GestureHarness, _ phase: TouchPhase, _ point: Point, _ time: Timestamp, _ attributes: TouchAttributes, id: Int = 1) {
        h.window.send(TouchFrame(time: time, samples: [TouchSample(id: id, phase: phase, location: point, attributes: attributes)]))
    }

    /// A click of `buttons` at (100, 100): down at 0, up at 0.05.
    private func click(_ h: GestureHarness, buttons: ButtonMask) throws {
        let pointer = TouchAttributes(type: .indirectPointer, buttons: buttons)
        send(h, .began, pt(100, 100), 0, pointer)
        send(h, .ended, pt(100, 100), 0.05, pointer)
        try h.pump(to: 1)
    }

    @Test("UITapGestureRecognizer.buttonMaskRequired: a default tap (primary) ignores a right click; one requiring secondary takes it")
    func rightClickGoesToASecondaryButtonTapOnly() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap"), secondary = TapGestureRecognizer(id: "secondary")
        secondary.buttonMaskRequired = .secondary
        v.addGestureRecognizer(tap)
        v.addGestureRecognizer(secondary)
        #expect(tap.buttonMaskRequired == .primary)
        try click(h, buttons: .secondary)
        #expect(h.recorder.states(of: "tap").isEmpty)
        #expect(h.recorder.states(of: "secondary") == [.ended])
        // The view still gets the right click (only recognizers filter by button),
        // and the secondary tap, recognizing, cancels it there (cancelsTouchesInView).
        #expect(v.log == ["began 1", "cancelled 1"])
        try click(h, buttons: .primary)
        #expect(h.recorder.states(of: "tap") == [.ended])
        #expect(h.recorder.states(of: "secondary") == [.ended])
    }

    @Test("UILongPressGestureRecognizer.buttonMaskRequired and UIPanGestureRecognizer: default recognizers take only the primary button")
    func defaultRecognizersIgnoreOtherButtons() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let press = LongPressGestureRecognizer(id: "press"), pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(press)
        v.addGestureRecognizer(pan)
        let middle = TouchAttributes(type: .indirectPointer, buttons: .middle)
        send(h, .began, pt(100, 100), 0, middle)
        send(h, .moved, pt(100, 101), 0.6, middle)
        send(h, .moved, pt(200, 101), 0.7, middle)
        send(h, .ended, pt(200, 101), 0.8, middle)
        try h.pump(to: 2)
        #expect(h.recorder.states(of: "press").isEmpty)
        #expect(h.recorder.states(of: "pan").isEmpty)
    }

    @Test("UIGestureRecognizer.allowedTouchTypes: every type by default; a recognizer allowing only pencil ignores fingers and pointers")
    func allowedTouchTypesFilterTouches() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let any = TapGestureRecognizer(id: "any"), pencil = TapGestureRecognizer(id: "pencil")
        pencil.allowedTouchTypes = [.pencil]
        v.addGestureRecognizer(any)
        v.addGestureRecognizer(pencil)
        #expect(any.allowedTouchTypes == [.direct, .indirectPointer, .pencil])
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "pencil").isEmpty)
        #expect(h.recorder.states(of: "any") == [.ended])
        // Two taps on one view are exclusive: the first to recognize would make the other fail.
        any.isEnabled = false
        let pen = TouchAttributes(type: .pencil, force: 1, maximumPossibleForce: 20.0 / 3.0)
        h.window.send(TouchFrame(time: 2, samples: [TouchSample(id: 9, phase: .began, location: pt(100, 100), attributes: pen)]))
        h.window.send(TouchFrame(time: 2.05, samples: [TouchSample(id: 9, phase: .ended, location: pt(100, 100), attributes: pen)]))
        try h.pump(to: 3)
        #expect(h.recorder.states(of: "pencil") == [.ended])
    }

    @Test("UITouch.type, force, maximumPossibleForce, majorRadius, majorRadiusTolerance follow the samples; the type stays the one it began with")
    func touchAttributesFollowTheSamples() {
        let h = GestureHarness()
        let view = TouchKeepingView(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(view)
        let down = TouchAttributes(type: .pencil, force: 0.5, maximumPossibleForce: 20.0 / 3.0, majorRadius: 3, majorRadiusTolerance: 0.25)
        send(h, .began, pt(10, 10), 0, down)
        let touch = try! #require(view.touch)
        #expect(touch.type == .pencil && touch.force == 0.5 && touch.maximumPossibleForce == 20.0 / 3.0)
        #expect(touch.majorRadius == 3 && touch.majorRadiusTolerance == 0.25)
        var pressed = down
        pressed.force = 2
        pressed.type = .direct
        send(h, .moved, pt(20, 10), 0.1, pressed)
        #expect(touch.force == 2)
        #expect(touch.type == .pencil)
        // A finger: no force, no size, upright.
        #expect(TouchAttributes.finger.force == 0 && TouchAttributes.finger.altitudeAngle == Double.pi / 2)
    }

    @Test("UIEvent.buttonMask: the buttons down across the event's pointer touches; empty for fingers")
    func eventButtonMaskUnitesThePointerButtons() throws {
        let h = GestureHarness()
        let view = TouchKeepingView(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true // the pointer's touch is the view's second (UIView.isMultipleTouchEnabled)
        h.add(view)
        try h.startGesture(at: pt(10, 10), time: 0)
        #expect(view.lastButtonMask == [])
        send(h, .began, pt(50, 50), 0.1, TouchAttributes(type: .indirectPointer, buttons: [.primary, .secondary]), id: 7)
        #expect(view.lastButtonMask == [.primary, .secondary])
    }

    @Test("UITouch.azimuthAngle(in:): 0 when the cap points along the view's x axis, clockwise, in the view's coordinates")
    func azimuthAngleFollowsTheViewsRotation() {
        let h = GestureHarness()
        let view = TouchKeepingView(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(view)
        let turned = View(id: "turned", frame: Rect(x: 100, y: 100, width: 50, height: 50))
        turned.transform = AffineTransform(rotationAngle: Double.pi / 2)
        h.add(turned)
        send(h, .began, pt(10, 10), 0, TouchAttributes(type: .pencil, altitudeAngle: 1, azimuthAngle: Double.pi / 2))
        let touch = try! #require(view.touch)
        #expect(abs(touch.azimuthAngle(in: nil) - Double.pi / 2) < 1e-9)
        #expect(abs(touch.azimuthAngle(in: view) - Double.pi / 2) < 1e-9)
        // In a view turned a quarter clockwise, the window's "down" is the view's +x.
        #expect(abs(touch.azimuthAngle(in: turned)) < 1e-9 || abs(touch.azimuthAngle(in: turned) - 2 * Double.pi) < 1e-9)
        #expect(touch.altitudeAngle == 1)
    }

    @Test("UIEvent.ButtonMask.button(_:): buttons numbered from 1; names round-trip")
    func buttonMaskNumbersAndNames() {
        #expect(ButtonMask.button(1) == .primary && ButtonMask.button(2) == .secondary && ButtonMask.button(3) == .middle)
        #expect(ButtonMask.button(0) == [])
        #expect(ButtonMask([.primary, .middle]).name == "primary+middle")
        #expect(ButtonMask(name: "secondary+button5") == [.secondary, .button(5)])
        #expect(ButtonMask(name: "left") == nil)
    }
}

/// A view that keeps the first touch it gets and the last event's buttons.
private final class TouchKeepingView: View {
    var touch: Touch?
    var lastButtonMask: ButtonMask?

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if touch == nil { touch = touches.first }
        lastButtonMask = event.buttonMask
    }
}
