import Testing
import TouchTime
@testable import GestureEngine

/// The value setters of UISlider and UISwitch, each against its Apple page:
/// - https://developer.apple.com/documentation/uikit/uislider/setvalue(_:animated:)
/// - https://developer.apple.com/documentation/uikit/uislider/value
/// - https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
/// The value changes at once and nothing is sent; animated, the drawing (the
/// thumb, the knob: `presentedValue`) moves on the display frames with the
/// scroll view's spring, our decision (docs/gestures.md, "Value controls").
@Suite struct ConformanceAnimatedValueTests {
    private func control<C: Control>(_ control: C) -> (GestureHarness, C, ControlEventLog) { controlInWindow(control) }

    @Test("UISlider.setValue(_:animated:): the value is set at once, clamped as `value` is, and no action is sent")
    func sliderSetValueSetsAtOnceAndSendsNothing() {
        let (_, s, log) = control(Slider(id: "s", frame: Rect(x: 60, y: 200, width: 231, height: 31)))
        s.setValue(0.75, animated: true)
        #expect(s.value == 0.75)
        s.setValue(3, animated: false)
        #expect(s.value == 1 && s.presentedValue == 1)
        #expect(log.names.isEmpty)
    }

    @Test("UISlider.setValue(_:animated:) animated: the thumb moves to the value on the display frames, then rests")
    func sliderThumbAnimatesOnTheDisplayFrames() throws {
        let (h, s, log) = control(Slider(id: "s", frame: Rect(x: 60, y: 200, width: 231, height: 31)))
        s.setValue(0.8, animated: true)
        #expect(s.presentedValue == 0 && s.isAnimatingValue)
        try h.pump(to: Timestamp(seconds: 1.0 / 60))
        #expect(s.presentedValue > 0 && s.presentedValue < 0.8, "one display frame in: \(s.presentedValue)")
        #expect(s.thumbRect.minX > 0, "the thumb is drawn where the presented value is")
        try h.settle()
        #expect(s.presentedValue == 0.8 && !s.isAnimatingValue)
        #expect(log.names.isEmpty)
    }

    @Test("UISlider: a finger catching the thumb while it animates ends the animation; the drag starts from the value")
    func catchingAnAnimatedThumb() throws {
        let (h, s, log) = control(Slider(id: "s", frame: Rect(x: 0, y: 200, width: 231, height: 31)))
        defer { withExtendedLifetime(log) {} }
        s.setValue(1, animated: true)
        try h.pump(to: 0.3)
        let thumb = s.thumbRect
        _ = try h.startGesture(at: pt(thumb.midX, 215), time: 0.3)
        #expect(!s.isAnimatingValue && s.presentedValue == 1)
    }

    @Test("UISwitch.setOn(_:animated:): isOn changes at once and \"does not result in an action message being sent\"")
    func switchSetOnChangesAtOnce() throws {
        let (h, sw, log) = control(Switch(id: "w", frame: Rect(x: 60, y: 200, width: 51, height: 31)))
        sw.setOn(true, animated: true)
        #expect(sw.isOn && sw.tracedValue == 1)
        #expect(sw.presentedValue == 0 && sw.isAnimatingValue)
        try h.pump(to: Timestamp(seconds: 1.0 / 60))
        #expect(sw.presentedValue > 0 && sw.presentedValue < 1)
        try h.settle()
        #expect(sw.presentedValue == 1)
        sw.setOn(false, animated: false)
        #expect(!sw.isOn && sw.presentedValue == 0 && !sw.isAnimatingValue)
        #expect(log.names.isEmpty)
    }

    @Test("UISwitch.setOn(_:animated:) outside a window: no display frames, the knob is drawn at once")
    func switchOutsideAWindowDrawsAtOnce() {
        let sw = Switch(id: "w", frame: Rect(x: 0, y: 0, width: 51, height: 31))
        sw.setOn(true, animated: true)
        #expect(sw.isOn && sw.presentedValue == 1 && !sw.isAnimatingValue)
    }
}
