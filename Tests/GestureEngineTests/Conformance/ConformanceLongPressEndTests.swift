import Testing
@testable import GestureEngine

/// When a long press ends (the UILongPressGestureRecognizer page: "it ends
/// (UIGestureRecognizer.State.ended) when any of the fingers are lifted").
@Suite struct ConformanceLongPressEndTests {
    private func twoFingerPress() -> (GestureHarness, LongPressGestureRecognizer) {
        let (h, v) = GestureHarness.withFullScreenView()
        let press = LongPressGestureRecognizer(id: "press")
        press.numberOfTouchesRequired = 2
        v.addGestureRecognizer(press)
        return (h, press)
    }

    @Test("UILongPressGestureRecognizer: a two-finger long press ends when the first of its fingers lifts")
    func twoFingerLongPressEndsWhenEitherFingerLifts() throws {
        let (h, press) = twoFingerPress()
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        let b = try h.startGesture(at: pt(150, 100), time: 0.01)
        try h.pump(to: 0.6)
        #expect(h.recorder.states(of: "press") == [.began])
        try b.up(at: 0.7)
        #expect(h.recorder.states(of: "press") == [.began, .ended])
        #expect(h.recorder.times(of: "press", .ended) == [0.7])
        // The finger still down changes nothing more, and the recognizer resets once it lifts.
        try a.moveTo(pt(120, 130), at: 0.8)
        try a.up(at: 0.9)
        #expect(h.recorder.states(of: "press") == [.began, .ended])
        #expect(press.state == .possible)
    }

    @Test("UILongPressGestureRecognizer: a one-finger long press ends when its finger lifts")
    func oneFingerLongPressEndsOnLift() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(LongPressGestureRecognizer(id: "press"))
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        try h.pump(to: 0.6)
        try a.up(at: 0.65)
        #expect(h.recorder.states(of: "press") == [.began, .ended])
        #expect(h.recorder.times(of: "press", .began) == [0.5])
    }

    @Test("UILongPressGestureRecognizer: a two-finger press lifted before the duration fails")
    func twoFingerPressLiftedEarlyFails() throws {
        let (h, _) = twoFingerPress()
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        let b = try h.startGesture(at: pt(150, 100), time: 0.01)
        try b.up(at: 0.2)
        try a.up(at: 0.3)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "press") == [.failed])
        #expect(h.recorder.times(of: "press", .failed) == [0.2])
    }
}
