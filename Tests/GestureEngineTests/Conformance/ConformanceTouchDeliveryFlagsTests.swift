import Testing
@testable import GestureEngine

/// What recognizers do to their view's touches: `cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded` (Apple's property pages and
/// UIGestureRecognizer.h's comments on them).
@Suite struct ConformanceTouchDeliveryFlagsTests {
    @Test("UIGestureRecognizer.cancelsTouchesInView true: on recognition the view gets touchesCancelled, not touchesEnded")
    func recognitionCancelsTheViewsTouches() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(v.log == ["began 1", "cancelled 1"])
    }

    @Test("UIGestureRecognizer.cancelsTouchesInView false: the view gets its touches as if there were no recognizer")
    func notCancellingLeavesTheView() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        tap.cancelsTouchesInView = false
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tap") == [.ended])
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test("UIGestureRecognizer.delaysTouchesBegan false: the view gets touchesBegan at once while the recognizer is undecided")
    func beganIsNotDelayedByDefault() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(LongPressGestureRecognizer(id: "hold"))
        try h.startGesture(at: pt(100, 100), time: 0)
        #expect(v.log == ["began 1"])
    }

    @Test("UIGestureRecognizer.delaysTouchesBegan true: the view sees nothing of a touch the recognizer recognizes")
    func delayedBeganIsNeverSeenWhenRecognized() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let hold = LongPressGestureRecognizer(id: "hold")
        hold.delaysTouchesBegan = true
        v.addGestureRecognizer(hold)
        let f = try h.startGesture(at: pt(100, 100), time: 0)
        try h.pump(to: 0.6)
        try f.up(at: 0.7)
        #expect(h.recorder.states(of: "hold") == [.began, .ended])
        #expect(v.log.isEmpty)
    }

    @Test("UIGestureRecognizer.delaysTouchesBegan true: when the recognizer fails the view gets the held touchesBegan")
    func delayedBeganArrivesWhenTheRecognizerFails() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let hold = LongPressGestureRecognizer(id: "hold")
        hold.delaysTouchesBegan = true
        v.addGestureRecognizer(hold)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.1)
        #expect(h.recorder.states(of: "hold") == [.failed])
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test("UIGestureRecognizer.delaysTouchesEnded true: touchesEnded waits while the recognizer may still recognize")
    func endedWaitsForTheRecognizer() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(v.log == ["began 1"])
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "double") == [.failed])
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test("UIGestureRecognizer.delaysTouchesEnded false: touchesEnded reaches the view at once")
    func endedNotDelayedWhenTurnedOff() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        v.addGestureRecognizer(double)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test("UIGestureRecognizer: recognizers get a touch before its view (touchesBegan of the recognizer first)")
    func recognizerSeesTouchesBeforeTheView() throws {
        final class Noting: GestureRecognizer {
            var viewLogWhenBegan: [String]?
            weak var watched: GestureRecordingView?
            override func touchesBegan(_ touches: [Touch], with event: Event) { viewLogWhenBegan = watched?.log }
        }
        let (h, v) = GestureHarness.withFullScreenView()
        let noting = Noting(id: "noting")
        noting.watched = v
        v.addGestureRecognizer(noting)
        try h.startGesture(at: pt(100, 100), time: 0)
        #expect(noting.viewLogWhenBegan == [])
        #expect(v.log == ["began 1"])
    }
}
