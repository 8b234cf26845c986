import Testing
import TouchTime
@testable import GestureEngine

/// Controls inside views that have gesture recognizers: Apple, "Attaching
/// gesture recognizers to UIKit controls", and `UIView.gestureRecognizerShouldBegin(_:)`.
@Suite struct ConformanceControlGestureTests {
    private func screenWithBackgroundTap(_ configure: (TapGestureRecognizer) -> Void = { _ in }) -> ControlScreen {
        let s = ControlScreen()
        let tap = TapGestureRecognizer(id: "bgTap")
        configure(tap)
        s.background.addGestureRecognizer(tap)
        return s
    }

    @Test("Attaching gesture recognizers to UIKit controls: a single tap on a button fires the button, not the parent's single tap")
    func tapOnControlFiresControlNotParentTap() throws {
        let s = screenWithBackgroundTap()
        try s.tap(at: pt(150, 222))
        #expect(s.h.recorder.states(of: "bgTap") == [.failed])
        #expect(s.log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(s.h.recorder.deliveries(to: "ok") == ["began 1", "ended 1"])
    }

    @Test("Attaching gesture recognizers to UIKit controls: outside the control the parent's tap still fires")
    func tapBesideControlFiresParentTap() throws {
        let s = screenWithBackgroundTap()
        try s.tap(at: pt(40, 40))
        #expect(s.h.recorder.states(of: "bgTap") == [.ended])
        #expect(s.log.names.isEmpty)
    }

    @Test("Attaching gesture recognizers to UIKit controls: a recognizer installed on the control itself wins over its action")
    func recognizerOnControlItselfWins() throws {
        let s = ControlScreen()
        s.control.addGestureRecognizer(TapGestureRecognizer(id: "own"))
        try s.tap(at: pt(150, 222))
        #expect(s.h.recorder.states(of: "own") == [.ended])
        #expect(s.log.names == ["touchDown", "touchCancel"])
    }

    @Test("Attaching gesture recognizers to UIKit controls: only a single-finger single tap conflicts; the parent's double tap still recognizes")
    func parentDoubleTapIsNotRefused() throws {
        let s = screenWithBackgroundTap { $0.numberOfTapsRequired = 2 }
        try s.tap(at: pt(150, 222))
        try s.tap(at: pt(151, 222), time: 0.15)
        #expect(s.h.recorder.states(of: "bgTap") == [.ended])
        // The first lift is held back (delaysTouchesEnded) until the double tap decides; it recognizes and cancels.
        #expect(s.log.names == ["touchDown", "touchCancel"])
    }

    @Test("Attaching gesture recognizers to UIKit controls: a two-finger tap on the parent is not the button's gesture")
    func parentTwoFingerTapIsNotRefused() throws {
        let s = screenWithBackgroundTap { $0.numberOfTouchesRequired = 2 }
        let a = try s.h.startGesture(at: pt(120, 222), time: 0)
        let b = try s.h.startGesture(at: pt(180, 222), time: 0.01)
        try s.h.up([a, b], at: 0.08)
        #expect(s.h.recorder.states(of: "bgTap") == [.ended])
        #expect(s.log.names == ["touchDown", "touchCancel"])
    }

    @Test("UIControl.isEnabled false: a disabled control ignores touches, so the parent's tap recognizes")
    func disabledControlDoesNotRefuseParentTap() throws {
        let s = screenWithBackgroundTap()
        s.control.isEnabled = false
        try s.tap(at: pt(150, 222))
        #expect(s.h.recorder.states(of: "bgTap") == [.ended])
        #expect(s.log.names.isEmpty)
    }

    @Test("UIGestureRecognizer.cancelsTouchesInView: a pan on the parent that begins on a button cancels the button's touch")
    func parentPanCancelsControl() throws {
        let s = ControlScreen()
        s.background.addGestureRecognizer(PanGestureRecognizer(id: "bgPan"))
        let f = try s.h.startGesture(at: pt(150, 222), time: 0)
        try f.tester.drag([(f, pt(190, 222))], from: 0.02, to: 0.1, steps: 5)
        try f.up(at: 0.12)
        #expect(s.h.recorder.states(of: "bgPan").first == .began)
        #expect(s.log.names.first == "touchDown")
        #expect(s.log.names.last == "touchCancel")
        #expect(!s.log.names.contains("touchUpInside"))
    }

    @Test("Attaching gesture recognizers to UIKit controls: a slider-like control refusing swipes along its track keeps the parent's swipe from recognizing there")
    func sliderLikeControlRefusesParallelSwipe() throws {
        final class Slider: Control {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                if gestureRecognizer is SwipeGestureRecognizer, gestureRecognizer.view !== self { return false }
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
        }
        let h = GestureHarness()
        let page = GestureRecordingView(id: "page", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let slider = Slider(id: "slider", frame: Rect(x: 20, y: 200, width: 280, height: 40))
        try! page.addSubview(slider)
        h.add(page)
        page.addGestureRecognizer(SwipeGestureRecognizer(id: "swipe"))
        let log = ControlEventLog(slider)
        let onSlider = try h.startGesture(at: pt(40, 220), time: 0)
        try onSlider.tester.drag([(onSlider, pt(260, 220))], from: 0.01, to: 0.1, steps: 6)
        try onSlider.up(at: 0.11)
        #expect(h.recorder.states(of: "swipe") == [.failed])
        #expect(log.names.first == "touchDown" && log.names.last == "primaryActionTriggered")
        let elsewhere = try h.startGesture(at: pt(40, 400), time: 1)
        try elsewhere.tester.drag([(elsewhere, pt(260, 400))], from: 1.01, to: 1.1, steps: 6)
        try elsewhere.up(at: 1.11)
        #expect(h.recorder.states(of: "swipe") == [.failed, .ended])
    }

    @Test("UIView.gestureRecognizerShouldBegin(_:): asked of the view the touch was hit-tested to, not only of the recognizer's view")
    func hitTestedViewIsAsked() throws {
        final class Refusing: View {
            var asked: [String] = []
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                asked.append(gestureRecognizer.id)
                return false
            }
        }
        let h = GestureHarness()
        let parent = GestureRecordingView(id: "parent", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let child = Refusing(id: "child", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        try! parent.addSubview(child)
        h.add(parent)
        parent.addGestureRecognizer(LongPressGestureRecognizer(id: "hold"))
        try h.startGesture(at: pt(150, 150), time: 0).up(at: 0.8)
        #expect(child.asked == ["hold"])
        #expect(h.recorder.states(of: "hold") == [.failed])
    }

    @Test("UIView.gestureRecognizerShouldBegin(_:): the recognizer's own view is asked once, before its delegate")
    func ownViewAskedOnceBeforeDelegate() throws {
        final class Counting: View {
            var count = 0
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                count += 1
                return true
            }
        }
        final class Delegate: GestureRecognizerDelegate {
            var viewCountWhenAsked = -1
            weak var view: Counting?
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                viewCountWhenAsked = view?.count ?? -1
                return true
            }
        }
        let h = GestureHarness()
        let v = Counting(id: "v", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let tap = TapGestureRecognizer(id: "tap")
        let delegate = Delegate()
        delegate.view = v
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(150, 150), time: 0).up(at: 0.05)
        #expect(v.count == 1)
        #expect(delegate.viewCountWhenAsked == 1)
        #expect(h.recorder.states(of: "tap") == [.ended])
    }
}
