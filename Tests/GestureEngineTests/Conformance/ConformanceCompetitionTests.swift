import Testing
import TouchTime
@testable import GestureEngine

/// Competition between recognizers: Apple's "Coordinating multiple gesture
/// recognizers" articles, `require(toFail:)` and `UIGestureRecognizerDelegate`.
@Suite struct ConformanceCompetitionTests {
    @Test("Preferring one gesture over another: by default a recognizer that recognizes makes the others on its touches fail")
    func recognizersAreExclusiveByDefault() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        v.addGestureRecognizer(LongPressGestureRecognizer(id: "hold"))
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try f.tester.drag([(f, pt(200, 100))], from: 0.02, to: 0.2, steps: 10)
        try f.up(at: 0.22)
        #expect(h.recorder.states(of: "pan").first == .began)
        #expect(h.recorder.states(of: "hold") == [.failed])
    }

    @Test("UIGestureRecognizer.require(toFail:): the recognizer waits until the other fails, then recognizes")
    func requireToFailWaits() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        single.require(toFail: double)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "single").isEmpty)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "double") == [.failed])
        #expect(h.recorder.states(of: "single") == [.ended])
    }

    @Test("UIGestureRecognizer.require(toFail:): when the required recognizer recognizes, the waiting one fails")
    func requireToFailFailsWhenTheOtherWins() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        single.require(toFail: double)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        try h.startGesture(at: pt(101, 100), time: 0.15).up(at: 0.2)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "double") == [.ended])
        #expect(h.recorder.states(of: "single") == [.failed])
    }

    @Test("gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:): a delegate answering true lets both recognize")
    func delegateAllowsSimultaneousRecognition() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan"), pinch = PinchGestureRecognizer(id: "pinch")
        let delegate = SimultaneousDelegate()
        pan.delegate = delegate
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(pinch)
        let a = try h.startGesture(at: pt(110, 240), time: 0)
        let b = try h.startGesture(at: pt(210, 240), time: 0.01)
        try h.drag([(a, pt(40, 300)), (b, pt(280, 300))], from: 0.02, to: 0.2, steps: 10)
        try h.up([a, b], at: 0.22)
        #expect(h.recorder.states(of: "pan").contains(.began))
        #expect(h.recorder.states(of: "pinch").contains(.began))
    }

    @Test("gestureRecognizerShouldBegin(_:) (delegate): answering false makes the recognizer fail instead of beginning")
    func delegateShouldBeginFalseFails() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        let delegate = SimultaneousDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        v.addGestureRecognizer(pan)
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try f.tester.drag([(f, pt(200, 100))], from: 0.02, to: 0.2, steps: 10)
        try f.up(at: 0.22)
        #expect(h.recorder.states(of: "pan") == [.failed])
        #expect(v.log.last == "ended 1")
    }

    @Test("gestureRecognizer(_:shouldReceive:): answering false keeps the touch from the recognizer, which never decides on it")
    func delegateShouldReceiveFalseKeepsTheTouch() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        let delegate = SimultaneousDelegate()
        delegate.refused = ["tap"]
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tap").isEmpty)
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test("gestureRecognizer(_:shouldRequireFailureOf:): the delegate form of require(toFail:) makes the recognizer wait")
    func delegateRequiresFailure() throws {
        final class Requiring: GestureRecognizerDelegate {
            func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { other.id == "double" }
        }
        let (h, v) = GestureHarness.withFullScreenView()
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        let delegate = Requiring()
        single.delegate = delegate
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "single").isEmpty)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "single") == [.ended])
    }

    @Test("UIGestureRecognizer.isEnabled: a disabled recognizer receives no touches")
    func disabledRecognizerGetsNoTouches() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        tap.isEnabled = false
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tap").isEmpty)
    }

    @Test("UIGestureRecognizer.isEnabled: disabling a recognizer under way cancels it")
    func disablingUnderWayCancels() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try f.tester.drag([(f, pt(200, 100))], from: 0.02, to: 0.2, steps: 10)
        pan.isEnabled = false
        #expect(h.recorder.states(of: "pan").last == .cancelled)
        try f.up(at: 0.22)
    }

    @Test("UIGestureRecognizer: a recognizer on an ancestor gets the touches of its subviews' views too")
    func ancestorRecognizerSeesDescendantTouches() throws {
        let h = GestureHarness()
        let parent = View(id: "parent", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let child = GestureRecordingView(id: "child", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        try! parent.addSubview(child)
        h.add(parent)
        parent.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tap") == [.ended])
    }

    @Test("UIGestureRecognizer: a recognizer of a sibling view never sees touches bound elsewhere")
    func siblingRecognizerSeesNothing() throws {
        let h = GestureHarness()
        let a = GestureRecordingView(id: "a", frame: Rect(x: 0, y: 0, width: 160, height: 480))
        let b = GestureRecordingView(id: "b", frame: Rect(x: 160, y: 0, width: 160, height: 480))
        h.add(a)
        h.add(b)
        b.addGestureRecognizer(TapGestureRecognizer(id: "tapB"))
        try h.startGesture(at: pt(80, 100), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tapB").isEmpty)
    }
}
