import Testing
@testable import GestureEngine

/// Every failed or cancelled recognizer says why (`GestureRecognizer.failureReason`).
@Suite struct FailureReasonTests {
    private func reason(_ recognizer: GestureRecognizer, in h: GestureHarness) -> GestureFailureReason? {
        h.recorder.reasons[recognizer.id]
    }

    @Test func aTapWhoseFingerMovesTooFarFailsWithMovedTooFar() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        v.addGestureRecognizer(tap)
        let f = try h.startGesture(at: pt(10, 10), time: 0)
        try f.moveTo(pt(10, 40), at: 0.02)
        #expect(reason(tap, in: h) == .movedTooFar)
    }

    @Test func aDoubleTapWithoutItsSecondTapTimesOut() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        try h.pump(to: 1)
        #expect(reason(double, in: h) == .timedOut)
    }

    @Test func aTapWithASecondFingerFailsWithWrongNumberOfTouches() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(10, 10), time: 0)
        try h.startGesture(at: pt(60, 10), time: 0.01)
        #expect(reason(tap, in: h) == .wrongNumberOfTouches)
    }

    @Test func aPanLiftedBeforeMovingEnoughFailsWithTouchesEnded() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(reason(pan, in: h) == .touchesEnded)
    }

    @Test func aSlowSwipeFailsWithTooSlowAndACrookedOneWithWrongDirection() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let swipe = SwipeGestureRecognizer(id: "swipe")
        v.addGestureRecognizer(swipe)
        try h.startGesture(at: pt(10, 200), time: 0).moveTo(pt(60, 200), at: 2)
        #expect(reason(swipe, in: h) == .tooSlow)
        let other = SwipeGestureRecognizer(id: "other")
        v.addGestureRecognizer(other)
        try h.startGesture(at: pt(10, 300), time: 3).moveTo(pt(10, 360), at: 3.05)
        #expect(reason(other, in: h) == .wrongDirection)
    }

    @Test func theLoserOfACompetitionNamesTheWinner() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap"), press = LongPressGestureRecognizer(id: "press")
        v.addGestureRecognizer(tap)
        v.addGestureRecognizer(press)
        try h.startGesture(at: pt(10, 10), time: 0)
        try h.pump(to: 0.6)
        #expect(reason(tap, in: h) == .preventedBy("press"))
        #expect(tap.failureReason == .preventedBy("press") && tap.state == .failed)
    }

    @Test func aWaiterWhoseRequiredRecognizerRecognizedNamesIt() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        try h.startGesture(at: pt(12, 10), time: 0.15).up(at: 0.2)
        #expect(reason(single, in: h) == .requiredRecognizerRecognized("double"))
    }

    @Test func aRefusalByTheDelegateOrTheViewSaysWhichAnswered() throws {
        final class RefusingView: View {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
        }
        let h = GestureHarness()
        let v = RefusingView(id: "R", frame: Rect(x: 0, y: 0, width: 320, height: 240))
        let w = View(id: "W", frame: Rect(x: 0, y: 240, width: 320, height: 240))
        h.add(v)
        h.add(w)
        let refusedByView = PanGestureRecognizer(id: "byView"), refusedByDelegate = PanGestureRecognizer(id: "byDelegate")
        let delegate = SimultaneousDelegate()
        delegate.shouldBegin = false
        refusedByDelegate.delegate = delegate
        v.addGestureRecognizer(refusedByView)
        w.addGestureRecognizer(refusedByDelegate)
        try h.startGesture(at: pt(10, 10), time: 0).moveTo(pt(10, 60), at: 0.02)
        try h.startGesture(at: pt(10, 300), time: 0.1).moveTo(pt(10, 360), at: 0.12)
        #expect(reason(refusedByView, in: h) == .shouldBeginRefused("R"))
        #expect(reason(refusedByDelegate, in: h) == .shouldBeginRefused("delegate"))
    }

    @Test func disablingRemovingAndLosingTheContactEachSaySo() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let disabled = PanGestureRecognizer(id: "disabled"), removed = PanGestureRecognizer(id: "removed")
        let lost = PinchGestureRecognizer(id: "lost")
        for r in [disabled, removed, lost] { v.addGestureRecognizer(r) }
        let delegate = SimultaneousDelegate()
        disabled.delegate = delegate
        removed.delegate = delegate
        let f = try h.startGesture(at: pt(10, 10), time: 0)
        try f.moveTo(pt(10, 60), at: 0.02)
        disabled.isEnabled = false
        v.removeGestureRecognizer(removed)
        try f.cancel(at: 0.04)
        #expect(h.recorder.states(of: "disabled") == [.began, .cancelled])
        #expect(reason(disabled, in: h) == .disabled)
        #expect(reason(removed, in: h) == .viewRemoved)
        #expect(reason(lost, in: h) == .contactLost)
    }

    @Test func aViewLeavingTheWindowFailsItsRecognizersWithViewRemoved() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        try h.startGesture(at: pt(10, 10), time: 0).moveTo(pt(10, 60), at: 0.02)
        v.removeFromSuperview()
        #expect(h.recorder.states(of: "pan") == [.began, .cancelled])
        #expect(reason(pan, in: h) == .viewRemoved)
    }

    @Test func recognizedAndChangedLinesCarryNoReasonAndResetClearsIt() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        let f = try h.startGesture(at: pt(10, 10), time: 0)
        try f.moveTo(pt(10, 60), at: 0.02)
        #expect(pan.failureReason == nil)
        try f.up(at: 0.04)
        #expect(h.recorder.reasons["pan"] == nil)
        #expect(pan.failureReason == nil)
    }

    @Test func everyCodeIsListedOnce() throws {
        #expect(Set(GestureFailureReason.codes).count == GestureFailureReason.codes.count)
        let all: [GestureFailureReason] = [.touchesEnded, .movedTooFar, .tooSlow, .timedOut, .wrongNumberOfTouches, .wrongDirection, .notAtEdge,
                                           .requiredRecognizerRecognized("a"), .preventedBy("b"), .shouldBeginRefused("c"),
                                           .disabled, .viewRemoved, .contactLost, .notRecognized]
        #expect(all.map(\.code) == GestureFailureReason.codes)
        #expect(all.compactMap(\.by) == ["a", "b", "c"])
    }
}
