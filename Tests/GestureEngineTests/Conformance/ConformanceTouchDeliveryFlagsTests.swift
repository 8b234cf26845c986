import Testing
@testable import GestureEngine

/// What recognizers do to their view's touches: `cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded` (Apple's property pages and
/// UIGestureRecognizer.h's comments on them).
@Suite struct ConformanceTouchDeliveryFlagsTests {
    @Test("UIGestureRecognizer.cancelsTouchesInView true: on recognition the view gets touchesCancelled, not touchesEnded")
    func recognitionCancelsTheViewsTouches() {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(v.log == ["began 1", "cancelled 1"])
    }

    @Test("UIGestureRecognizer.cancelsTouchesInView false: the view gets its touches as if there were no recognizer")
    func notCancellingLeavesTheView() {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        tap.cancelsTouchesInView = false
        v.addGestureRecognizer(tap)
        h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tap") == [.ended])
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test("UIGestureRecognizer.delaysTouchesBegan false: the view gets touchesBegan at once while the recognizer is undecided")
    func beganIsNotDelayedByDefault() {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(LongPressGestureRecognizer(id: "hold"))
        h.startGesture(at: pt(100, 100), time: 0)
        #expect(v.log == ["began 1"])
    }

    @Test("UIGestureRecognizer.delaysTouchesBegan true: the view sees nothing of a touch the recognizer recognizes")
    func delayedBeganIsNeverSeenWhenRecognized() {
        let (h, v) = GestureHarness.withFullScreenView()
        let hold = LongPressGestureRecognizer(id: "hold")
        hold.delaysTouchesBegan = true
        v.addGestureRecognizer(hold)
        let f = h.startGesture(at: pt(100, 100), time: 0)
        h.pump(to: 0.6)
        f.up(at: 0.7)
        #expect(h.recorder.states(of: "hold") == [.began, .ended])
        #expect(v.log.isEmpty)
    }

    @Test("UIGestureRecognizer.delaysTouchesBegan true: when the recognizer fails the view gets the held touchesBegan")
    func delayedBeganArrivesWhenTheRecognizerFails() {
        let (h, v) = GestureHarness.withFullScreenView()
        let hold = LongPressGestureRecognizer(id: "hold")
        hold.delaysTouchesBegan = true
        v.addGestureRecognizer(hold)
        h.startGesture(at: pt(100, 100), time: 0).up(at: 0.1)
        #expect(h.recorder.states(of: "hold") == [.failed])
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test("UIGestureRecognizer.delaysTouchesEnded true: touchesEnded waits while the recognizer may still recognize")
    func endedWaitsForTheRecognizer() {
        let (h, v) = GestureHarness.withFullScreenView()
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(v.log == ["began 1"])
        h.pump(to: 1)
        #expect(h.recorder.states(of: "double") == [.failed])
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test("UIGestureRecognizer.delaysTouchesEnded false: touchesEnded reaches the view at once")
    func endedNotDelayedWhenTurnedOff() {
        let (h, v) = GestureHarness.withFullScreenView()
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        v.addGestureRecognizer(double)
        h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test("UIGestureRecognizer: recognizers get a touch before its view (touchesBegan of the recognizer first)")
    func recognizerSeesTouchesBeforeTheView() {
        final class Noting: GestureRecognizer {
            var viewLogWhenBegan: [String]?
            weak var watched: GestureRecordingView?
            override func touchesBegan(_ touches: [Touch], with event: Event) { viewLogWhenBegan = watched?.log }
        }
        let (h, v) = GestureHarness.withFullScreenView()
        let noting = Noting(id: "noting")
        noting.watched = v
        v.addGestureRecognizer(noting)
        h.startGesture(at: pt(100, 100), time: 0)
        #expect(noting.viewLogWhenBegan == [])
        #expect(v.log == ["began 1"])
    }
}
