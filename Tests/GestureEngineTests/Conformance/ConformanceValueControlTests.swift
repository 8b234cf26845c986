import Testing
import TouchTime
@testable import GestureEngine

/// UISlider, UISwitch and UIStepper. Sources: Apple's pages for `UISlider`
/// (`isContinuous`, `value`), `UISwitch` (`isOn`, `setOn(_:animated:)`),
/// `UIStepper` (the class, `autorepeat`, `wraps`, `isContinuous`, the header's
/// defaults 0 / 100 / 1) and "Attaching gesture recognizers to UIKit
/// controls"; where Apple is silent, the engine's decision in docs/gestures.md.
@Suite struct ConformanceValueControlTests {
    private func screen<C: Control>(_ control: C) -> (GestureHarness, C, ControlEventLog) { controlInWindow(control) }

    private func slider() -> (GestureHarness, Slider, ControlEventLog) {
        screen(Slider(id: "s", frame: Rect(x: 60, y: 200, width: 231, height: 31)))
    }

    @Test("UISlider: the value follows the finger dragging the thumb, and each change sends valueChanged (isContinuous true)")
    func sliderValueFollowsTheFinger() throws {
        let (h, s, log) = slider()
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 1 && s.isContinuous)
        let f = try h.startGesture(at: pt(75, 215), time: 0)
        try f.moveTo(pt(125, 215), at: 0.05)
        #expect(isClose(s.value, 0.25))
        try f.moveTo(pt(175, 216), at: 0.1)
        #expect(isClose(s.value, 0.5))
        try f.up(at: 0.15)
        #expect(log.names.filter { $0 == "valueChanged" }.count == 2)
        #expect(log.names.first == "touchDown" && log.names.contains("touchUpInside"))
    }

    @Test("UISlider: the value stays within minimumValue … maximumValue however far the finger goes")
    func sliderValueIsClamped() throws {
        let (h, s, log) = slider()
        s.minimumValue = 10
        s.maximumValue = 20
        #expect(s.value == 10)
        let f = try h.startGesture(at: pt(75, 215), time: 0)
        try f.moveTo(pt(600, 215), at: 0.05)
        #expect(s.value == 20)
        try f.moveTo(pt(-300, 215), at: 0.1)
        #expect(s.value == 10)
        try f.up(at: 0.15)
        withExtendedLifetime(log) {}
    }

    @Test("UISlider.isContinuous false: one valueChanged, when the finger lifts")
    func nonContinuousSliderSendsOnceAtTheEnd() throws {
        let (h, s, log) = slider()
        s.isContinuous = false
        let f = try h.startGesture(at: pt(75, 215), time: 0)
        try f.tester.drag([(f, pt(175, 215))], from: 0.02, to: 0.1, steps: 5)
        #expect(!log.names.contains("valueChanged"))
        try f.up(at: 0.15)
        #expect(log.names.filter { $0 == "valueChanged" }.count == 1)
        #expect(isClose(s.value, 0.5))
    }

    @Test("UISlider: a touch on the track away from the thumb does not move the value (engine decision: the thumb's 44 pt touch area)")
    func sliderTouchAwayFromTheThumbDoesNothing() throws {
        let (h, s, log) = slider()
        let f = try h.startGesture(at: pt(250, 215), time: 0)
        try f.moveTo(pt(200, 215), at: 0.05)
        try f.up(at: 0.1)
        #expect(s.value == 0)
        #expect(log.names.isEmpty)
    }

    @Test("UISlider.value: setting it sends no valueChanged")
    func settingTheSliderValueSendsNothing() {
        let (_, s, log) = slider()
        s.value = 0.7
        #expect(s.value == 0.7 && log.names.isEmpty)
    }

    @Test("Attaching gesture recognizers to UIKit controls: a one-finger swipe parallel to the slider on its thumb is the slider's")
    func sliderKeepsAParallelSwipe() throws {
        let h = GestureHarness()
        let back = GestureRecordingView(id: "bg", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let s = Slider(id: "s", frame: Rect(x: 60, y: 200, width: 231, height: 31))
        try! back.addSubview(s)
        h.add(back)
        let swipe = SwipeGestureRecognizer(id: "swipe")
        back.addGestureRecognizer(swipe)
        let f = try h.startGesture(at: pt(75, 215), time: 0)
        try f.tester.drag([(f, pt(200, 215))], from: 0.01, to: 0.08, steps: 5)
        try f.up(at: 0.09)
        #expect(h.recorder.states(of: "swipe") == [.failed])
        #expect(s.value > 0.5)
    }

    @Test("UISwitch: a tap toggles isOn and sends valueChanged, before touchUpInside (engine decision: the change is made in endTracking); off by default")
    func switchTapToggles() throws {
        let (h, sw, log) = screen(Switch(id: "sw", frame: Rect(x: 60, y: 200, width: 51, height: 31)))
        #expect(!sw.isOn)
        try h.startGesture(at: pt(80, 215), time: 0).up(at: 0.06)
        #expect(sw.isOn)
        #expect(log.names == ["touchDown", "valueChanged", "touchUpInside", "primaryActionTriggered"])
        try h.startGesture(at: pt(80, 215), time: 0.5).up(at: 0.56)
        #expect(!sw.isOn)
    }

    @Test("UISwitch: the knob follows a drag; the state it reached stays, with one valueChanged at the lift")
    func switchDragSetsTheSideTheFingerIsOn() throws {
        let (h, sw, log) = screen(Switch(id: "sw", frame: Rect(x: 60, y: 200, width: 51, height: 31)))
        let f = try h.startGesture(at: pt(65, 215), time: 0)
        try f.moveTo(pt(90, 215), at: 0.05)
        #expect(sw.isOn)
        try f.moveTo(pt(200, 215), at: 0.1)
        try f.up(at: 0.15)
        #expect(sw.isOn)
        #expect(log.names.filter { $0 == "valueChanged" } == ["valueChanged"])
        #expect(log.names.contains("touchUpOutside"))
    }

    @Test("UISwitch: a drag that ends where it started sends no valueChanged")
    func switchDragBackSendsNothing() throws {
        let (h, sw, log) = screen(Switch(id: "sw", frame: Rect(x: 60, y: 200, width: 51, height: 31)))
        let f = try h.startGesture(at: pt(65, 215), time: 0)
        try f.moveTo(pt(100, 215), at: 0.05)
        try f.moveTo(pt(62, 215), at: 0.1)
        try f.up(at: 0.15)
        #expect(!sw.isOn && !log.names.contains("valueChanged"))
    }

    @Test("UISwitch.setOn(_:animated:): setting either position sends no action")
    func setOnSendsNothing() {
        let (_, sw, log) = screen(Switch(id: "sw", frame: Rect(x: 60, y: 200, width: 51, height: 31)))
        sw.setOn(true, animated: true)
        sw.isOn = false
        sw.setOn(true, animated: false)
        #expect(sw.isOn && log.names.isEmpty)
    }

    @Test("Attaching gesture recognizers to UIKit controls: a one-finger pan on a switch is the switch's")
    func switchKeepsAOneFingerPan() throws {
        let h = GestureHarness()
        let back = GestureRecordingView(id: "bg", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let sw = Switch(id: "sw", frame: Rect(x: 60, y: 200, width: 51, height: 31))
        try! back.addSubview(sw)
        h.add(back)
        back.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        let f = try h.startGesture(at: pt(65, 215), time: 0)
        try f.tester.drag([(f, pt(105, 215))], from: 0.02, to: 0.1, steps: 5)
        try f.up(at: 0.12)
        #expect(h.recorder.states(of: "pan") == [.failed])
        #expect(sw.isOn)
    }

    @Test("UISwitch in a scroll view: a vertical drag starting on the switch still scrolls (engine decision: a scroll view's own pan is not refused)")
    func switchInAScrollViewLetsItScroll() throws {
        let f = ListFixture()
        let sw = Switch(id: "sw", frame: Rect(x: 200, y: 10, width: 51, height: 31))
        try! f.rows[1].addSubview(sw)
        let g = try f.harness.startGesture(at: pt(220, 85), time: 0)
        try g.tester.drag([(g, pt(220, 25))], from: 0.01, to: 0.1, steps: 6)
        try g.up(at: 0.11)
        #expect(f.harness.recorder.states(of: "L.pan").first == .began)
        #expect(f.list.contentOffset.y > 30)
        #expect(!sw.isOn)
    }

    private func stepper() -> (GestureHarness, Stepper, ControlEventLog) {
        screen(Stepper(id: "st", frame: Rect(x: 60, y: 200, width: 94, height: 32)))
    }

    @Test("UIStepper: defaults value 0, minimum 0, maximum 100, step 1, continuous, autorepeat, no wrap (UIStepper.h)")
    func stepperDefaults() {
        let s = Stepper(id: "st")
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 100 && s.stepValue == 1)
        #expect(s.isContinuous && s.autorepeat && !s.wraps)
    }

    @Test("UIStepper: a tap on the plus half adds stepValue, on the minus half subtracts it, each with valueChanged")
    func stepperTapsStep() throws {
        let (h, s, log) = stepper()
        s.stepValue = 5
        try h.startGesture(at: pt(140, 215), time: 0).up(at: 0.06)
        try h.startGesture(at: pt(140, 215), time: 0.5).up(at: 0.56)
        #expect(s.value == 10)
        try h.startGesture(at: pt(70, 215), time: 1).up(at: 1.06)
        #expect(s.value == 5)
        #expect(log.names.filter { $0 == "valueChanged" }.count == 3)
    }

    @Test("UIStepper.wraps: false holds at the limit; true goes round to the other end")
    func stepperWrapsOrHolds() throws {
        let (h, s, log) = stepper()
        try h.startGesture(at: pt(70, 215), time: 0).up(at: 0.06)
        #expect(s.value == 0 && !log.names.contains("valueChanged"))
        s.wraps = true
        try h.startGesture(at: pt(70, 215), time: 0.5).up(at: 0.56)
        #expect(s.value == 100)
    }

    @Test("UIStepper.autorepeat: holding a half keeps stepping (engine decision: after 0.5 s, then every 0.1 s)")
    func stepperAutorepeats() throws {
        let (h, s, log) = stepper()
        let f = try h.startGesture(at: pt(140, 215), time: 0)
        try h.pump(to: 0.45)
        #expect(s.value == 1)
        try h.pump(to: 0.75)
        #expect(s.value == 4)
        try f.up(at: 0.77)
        try h.pump(to: 2)
        #expect(s.value == 4)
        s.autorepeat = false
        let g = try h.startGesture(at: pt(140, 215), time: 3)
        try h.pump(to: 4)
        try g.up(at: 4.1)
        #expect(s.value == 5)
        withExtendedLifetime(log) {}
    }

    @Test("UIStepper.isContinuous false: one valueChanged after the interaction ends")
    func nonContinuousStepperSendsOnceAtTheEnd() throws {
        let (h, s, log) = stepper()
        s.isContinuous = false
        let f = try h.startGesture(at: pt(140, 215), time: 0)
        try h.pump(to: 0.75)
        #expect(!log.names.contains("valueChanged"))
        try f.up(at: 0.77)
        #expect(log.names.filter { $0 == "valueChanged" }.count == 1)
        #expect(s.value == 4)
    }
}
