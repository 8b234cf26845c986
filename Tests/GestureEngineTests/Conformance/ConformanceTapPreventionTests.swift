import Testing
import TouchTime
@testable import GestureEngine

/// Prevention between recognizers: `canPrevent(_:)` / `canBePrevented(by:)`
/// (UIGestureRecognizerSubclass.h and the UIGestureRecognizer page).
@Suite struct ConformanceTapPreventionTests {
    /// Single and double tap on one view, with no failure requirement between them.
    private func singleAndDoubleWithoutRequirement() -> (GestureHarness, GestureRecordingView, [String]) {
        let (h, v) = GestureHarness.withFullScreenView()
        let single = TapGestureRecognizer(id: "single")
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        return (h, v, [])
    }

    @Test("UIGestureRecognizerSubclass.h: a UITapGestureRecognizer never prevents another with a higher tap count")
    func tapNeverPreventsATapNeedingMoreTaps() throws {
        let single = TapGestureRecognizer(id: "single")
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        #expect(!single.canPrevent(double))
        #expect(double.canPrevent(single))
        #expect(single.canPrevent(TapGestureRecognizer(id: "other single")))
        #expect(single.canPrevent(PanGestureRecognizer(id: "pan")))
    }

    @Test("UIGestureRecognizerSubclass.h canPreventGestureRecognizer: a double tap fires single on the first tap and double on the second")
    func doubleTapWithoutRequirementFiresSingleThenDouble() throws {
        let (h, _, _) = singleAndDoubleWithoutRequirement()
        try h.startGesture(at: pt(160, 240), time: 0).up(at: 0.06)
        #expect(h.recorder.states(of: "single") == [.ended])
        #expect(h.recorder.times(of: "single", .ended) == [0.06])
        #expect(h.recorder.states(of: "double").isEmpty)
        try h.startGesture(at: pt(162, 241), time: 0.16).up(at: 0.22)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "double") == [.ended])
        #expect(h.recorder.times(of: "double", .ended) == [0.22])
        // The double tap, recognizing, prevents the second single tap (it can: it needs more taps).
        #expect(h.recorder.states(of: "single") == [.ended, .failed])
    }

    @Test("UIGestureRecognizerSubclass.h canPreventGestureRecognizer: a lone single tap fires at once and the double then times out")
    func singleTapWithoutRequirementFiresAtOnce() throws {
        let (h, _, _) = singleAndDoubleWithoutRequirement()
        try h.startGesture(at: pt(160, 240), time: 0).up(at: 0.06)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "single") == [.ended])
        #expect(h.recorder.times(of: "single", .ended) == [0.06])
        #expect(h.recorder.states(of: "double") == [.failed])
        #expect(h.recorder.times(of: "double", .failed) == [0.36])
    }

    /// An inner pan that cannot prevent others, under an outer pan.
    private final class ModestPan: PanGestureRecognizer {
        override func canPrevent(_ preventedRecognizer: GestureRecognizer) -> Bool { false }
    }

    @Test("UIGestureRecognizer canPrevent(_:): prevention keeps a recognizer from recognizing; one already under way is not cancelled")
    func preventionDoesNotCancelARecognizerUnderWay() throws {
        let h = GestureHarness()
        let outer = View(id: "outer", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let inner = View(id: "inner", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try! outer.addSubview(inner)
        h.add(outer)
        let innerPan = ModestPan(id: "innerPan")
        let outerPan = PanGestureRecognizer(id: "outerPan")
        outerPan.minimumMovement = 40
        inner.addGestureRecognizer(innerPan)
        outer.addGestureRecognizer(outerPan)
        let finger = try h.startGesture(at: pt(100, 100), time: 0)
        try finger.tester.drag([(finger, pt(100, 200))], from: 0.016, to: 0.16, steps: 10)
        try finger.up(at: 0.2)
        // The inner pan began first and cannot keep the outer from recognizing; the outer,
        // recognizing later, cannot prevent what has already recognized: both run.
        #expect(h.recorder.states(of: "innerPan").first == .began)
        #expect(h.recorder.states(of: "innerPan").last == .ended)
        #expect(!h.recorder.states(of: "innerPan").contains(.cancelled))
        #expect(h.recorder.states(of: "outerPan").first == .began)
        #expect(h.recorder.states(of: "outerPan").last == .ended)
    }

    @Test("UIGestureRecognizer canPrevent(_:): a recognizer that can prevent fails an undecided one when it begins")
    func preventionFailsAnUndecidedRecognizer() throws {
        let h = GestureHarness()
        let outer = View(id: "outer", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let inner = View(id: "inner", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try! outer.addSubview(inner)
        h.add(outer)
        inner.addGestureRecognizer(PanGestureRecognizer(id: "innerPan"))
        let outerPan = PanGestureRecognizer(id: "outerPan")
        outerPan.minimumMovement = 40
        outer.addGestureRecognizer(outerPan)
        let finger = try h.startGesture(at: pt(100, 100), time: 0)
        try finger.tester.drag([(finger, pt(100, 200))], from: 0.016, to: 0.16, steps: 10)
        try finger.up(at: 0.2)
        #expect(h.recorder.states(of: "innerPan").first == .began)
        #expect(h.recorder.states(of: "outerPan") == [.failed])
    }
}
