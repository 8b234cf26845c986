import Testing
@testable import GestureEngine

/// UIKit's two state machines: discrete recognizers go possible → recognized or
/// failed, continuous ones possible → began → changed* → ended or cancelled, or
/// possible → failed. Anything else a subclass asks for is a programming error.
@Suite struct RecognizerTransitionTests {
    /// A continuous recognizer that begins on its first move, then reports each move, and ends at lift.
    final class Drag: GestureRecognizer {
        override class var kind: Kind { .continuous }
        var beganThenChangedInOneCall = false
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            if state == .possible {
                state = .began
                if beganThenChangedInOneCall { state = .changed }
            } else {
                state = .changed
            }
        }
        override func touchesEnded(_ touches: [Touch], with event: Event) {
            state = state.isActive ? .ended : .failed
        }
    }

    /// A recognizer of unspecified kind that is recognized at lift (UIKit's usual custom discrete recognizer).
    final class LiftRecognizer: GestureRecognizer {
        override func touchesEnded(_ touches: [Touch], with event: Event) {
            state = .recognized
            state = .recognized
        }
    }

    @Test func builtInRecognizersDeclareUIKitsKinds() throws {
        #expect(TapGestureRecognizer.kind == .discrete)
        #expect(SwipeGestureRecognizer.kind == .discrete)
        #expect(LongPressGestureRecognizer.kind == .continuous)
        #expect(PanGestureRecognizer.kind == .continuous)
        #expect(PinchGestureRecognizer.kind == .continuous)
        #expect(RotationGestureRecognizer.kind == .continuous)
        #expect(ScrollViewPanRecognizer.kind == .continuous)
        #expect(ScrollViewPinchRecognizer.kind == .continuous)
        #expect(ScrollViewDelayRecognizer.kind == .continuous)
        #expect(GestureRecognizer.kind == .unspecified)
    }

    @Test func theLegalTransitionTableFollowsTheKind() throws {
        let all: [GestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        func legal(_ kind: GestureRecognizer.Kind) -> [String] {
            all.flatMap { old in
                all.filter { GestureRecognizer.isLegal(from: old, to: $0, kind: kind) }.map { "\(old)→\($0)" }
            }
        }
        #expect(legal(.discrete) == ["possible→ended", "possible→failed"])
        #expect(legal(.continuous) == ["possible→began", "possible→failed", "began→changed", "began→ended",
                                       "began→cancelled", "changed→changed", "changed→ended", "changed→cancelled"])
        #expect(legal(.unspecified) == ["possible→began", "possible→ended", "possible→failed", "began→changed",
                                        "began→ended", "began→cancelled", "changed→changed", "changed→ended", "changed→cancelled"])
    }

    @Test func aContinuousSubclassRunsBeganChangedEnded() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        v.addGestureRecognizer(Drag(id: "drag"))
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        try g.moveTo(pt(20, 10), at: 0.01)
        try g.moveTo(pt(30, 10), at: 0.02)
        try g.up(at: 0.03)
        #expect(h.recorder.states(of: "drag") == [.began, .changed, .ended])
    }

    @Test func anUnspecifiedSubclassMayBeRecognizedStraightFromPossibleAndRepeatIt() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        v.addGestureRecognizer(LiftRecognizer(id: "lift"))
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "lift") == [.ended])
    }

    @Test func requestsAfterTheEngineRefusedBeganAreIgnored() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let drag = Drag(id: "drag")
        drag.beganThenChangedInOneCall = true
        let delegate = SimultaneousDelegate()
        delegate.shouldBegin = false
        drag.delegate = delegate
        v.addGestureRecognizer(drag)
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        try g.moveTo(pt(20, 10), at: 0.01)
        #expect(h.recorder.states(of: "drag") == [.failed])
        try g.up(at: 0.02)
        #expect(drag.state == .possible)
    }

    @Test func requestsWhileWaitingForAnotherToFailAreIgnoredUntilItFails() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let drag = Drag(id: "drag")
        drag.beganThenChangedInOneCall = true
        let tap = TapGestureRecognizer(id: "tap")
        tap.allowableMovement = 100
        drag.require(toFail: tap)
        v.addGestureRecognizer(drag)
        v.addGestureRecognizer(tap)
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        try g.moveTo(pt(20, 10), at: 0.01)
        #expect(drag.state == .possible)
        try g.moveTo(pt(200, 10), at: 0.02)
        #expect(h.recorder.states(of: "tap") == [.failed])
        #expect(h.recorder.states(of: "drag") == [.began])
    }

    @Test func aDiscreteRecognizerThatBeginsStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TapGestureRecognizer(id: "tap").state = .began
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TapGestureRecognizer \"tap\" (discrete): illegal state change possible → began"))
    }

    @Test func aContinuousRecognizerRecognizedStraightFromPossibleStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            PanGestureRecognizer(id: "pan").state = .recognized
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("PanGestureRecognizer \"pan\" (continuous): illegal state change possible → ended"))
    }

    @Test func changedBeforeBeganStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            GestureRecognizer(id: "r").state = .changed
        }
    }

    @Test func beganTwiceStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let r = GestureRecognizer(id: "r")
            r.state = .began
            r.state = .began
        }
    }

    @Test func leavingAFinalStateStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let r = GestureRecognizer(id: "r")
            r.state = .failed
            r.state = .began
        }
    }

    @Test func failingAfterBeganStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let r = LongPressGestureRecognizer(id: "press")
            r.state = .began
            r.state = .failed
        }
    }
}
