import Testing
import TouchTime
@testable import GestureEngine

/// Arbitration between recognizers: exclusivity, simultaneity, failure
/// requirements and delegate gates (scenarios S1, S3, S4, S7, S8 of the notes).
@Suite struct CompetitionTests {
    private func singleAndDouble() -> (GestureHarness, GestureRecordingView, TapGestureRecognizer, TapGestureRecognizer) {
        let h = GestureHarness()
        let root = View(id: "R", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let v = GestureRecordingView(id: "V", frame: Rect(x: 60, y: 140, width: 200, height: 200))
        try! root.addSubview(v)
        h.add(root)
        let single = TapGestureRecognizer(id: "single")
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        single.require(toFail: double)
        return (h, v, single, double)
    }

    @Test func singleTapWaitsForDoubleTapToFail() throws {
        let (h, v, _, _) = singleAndDouble()
        try h.startGesture(at: pt(160, 240), time: 0).up(at: 0.06)
        #expect(h.recorder.states(of: "single").isEmpty)
        #expect(v.log == ["began 1"])
        try h.pump(to: 0.5)
        #expect(h.recorder.states(of: "double") == [.failed])
        #expect(h.recorder.states(of: "single") == [.ended])
        #expect(h.recorder.times(of: "single", .ended) == [0.36])
        #expect(v.log == ["began 1", "cancelled 1"])
    }

    @Test func doubleTapGivesOneDoubleAndNoSingle() throws {
        let (h, v, single, double) = singleAndDouble()
        try h.startGesture(at: pt(160, 240), time: 0).up(at: 0.06)
        let second = try h.startGesture(at: pt(162, 241), time: 0.16)
        #expect(second.harness.window.liveTouches.last?.tapCount == 2)
        try second.up(at: 0.22)
        try h.pump(to: 1)
        #expect(h.recorder.states(of: "double") == [.ended])
        #expect(h.recorder.times(of: "double", .ended) == [0.22])
        #expect(h.recorder.states(of: "single") == [.failed])
        #expect(v.log == ["began 1", "began 2", "cancelled 1,2"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func panAndPinchRunTogetherWhenAllowed() throws {
        let h = GestureHarness()
        let p = GestureRecordingView(id: "P", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(p)
        let pan = PanGestureRecognizer(id: "pan"), pinch = PinchGestureRecognizer(id: "pinch"), tap = TapGestureRecognizer(id: "tap")
        let delegate = SimultaneousDelegate()
        pan.delegate = delegate
        p.addGestureRecognizer(pan)
        p.addGestureRecognizer(pinch)
        p.addGestureRecognizer(tap)
        let f1 = try h.startGesture(at: pt(110, 240), time: 0)
        let f2 = try h.startGesture(at: pt(210, 240), time: 0.008)
        try h.drag([(f1, pt(60, 290)), (f2, pt(260, 290))], from: 0.016, to: 0.176, steps: 11)
        #expect(pan.state == .changed && pinch.state == .changed)
        #expect(pinch.scale == 2)
        #expect(pan.translation(in: nil) == pt(0, 50))
        try f1.up(at: 0.2)
        try f2.up(at: 0.208)
        #expect(h.recorder.states(of: "pinch").filter { $0 != .changed } == [.began, .ended])
        #expect(h.recorder.states(of: "pan").filter { $0 != .changed } == [.began, .ended])
        #expect(h.recorder.states(of: "tap") == [.failed])
    }

    @Test func withoutSimultaneityTheFirstToBeginExcludesTheOther() throws {
        let h = GestureHarness()
        let p = View(id: "P", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(p)
        let pan = PanGestureRecognizer(id: "pan"), pinch = PinchGestureRecognizer(id: "pinch")
        p.addGestureRecognizer(pan)
        p.addGestureRecognizer(pinch)
        let f1 = try h.startGesture(at: pt(110, 240), time: 0)
        let f2 = try h.startGesture(at: pt(210, 240), time: 0.008)
        try h.drag([(f1, pt(60, 290)), (f2, pt(260, 290))], from: 0.016, to: 0.176, steps: 11)
        try h.up([f1, f2], at: 0.2)
        #expect(h.recorder.states(of: "pinch").filter { $0 != .changed } == [.began, .ended])
        #expect(h.recorder.states(of: "pan") == [.failed])
    }

    private func pressAndPan() -> (GestureHarness, GestureRecordingView) {
        let h = GestureHarness()
        let v = GestureRecordingView(id: "V", frame: Rect(x: 60, y: 140, width: 200, height: 200))
        h.add(v)
        v.addGestureRecognizer(LongPressGestureRecognizer(id: "press"))
        v.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        return (h, v)
    }

    @Test func holdingStillGivesALongPressAndNoPan() throws {
        let (h, v) = pressAndPan()
        let g = try h.startGesture(at: pt(160, 240), time: 0)
        try g.moveTo(pt(161, 241), at: 0.3)
        try g.up(at: 0.8)
        #expect(h.recorder.times(of: "press", .began) == [0.5])
        #expect(h.recorder.states(of: "press") == [.began, .ended])
        #expect(h.recorder.states(of: "pan") == [.failed])
        #expect(v.log == ["began 1", "moved 1", "cancelled 1"])
    }

    @Test func movingEarlyGivesAPanAndTheLongPressNeverBegins() throws {
        let (h, _) = pressAndPan()
        let pan = h.window.subviews[0].gestureRecognizers[1] as! PanGestureRecognizer
        var translationAtEnd: Point?
        pan.addTarget { if $0.state == .ended { translationAtEnd = $0.translation(in: nil) } }
        let g = try h.startGesture(at: pt(160, 240), time: 0)
        try g.tester.drag([(g, pt(160, 320))], from: 0.016, to: 0.096, steps: 6)
        try h.pump(to: 0.9)
        try g.up(at: 0.9)
        #expect(h.recorder.states(of: "press") == [.failed])
        #expect(h.recorder.states(of: "pan").first == .began)
        #expect(h.recorder.states(of: "pan").last == .ended)
        #expect((h.recorder.times(of: "pan", .began).first ?? 1) < 0.096)
        #expect(translationAtEnd == pt(0, 80))
    }

    @Test func aTouchThatLeavesItsViewDrivesOnlyThatViewsRecognizers() throws {
        let h = GestureHarness()
        let a = GestureRecordingView(id: "A", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let c = GestureRecordingView(id: "C", frame: Rect(x: 200, y: 200, width: 120, height: 280))
        h.add(a)
        h.add(c)
        a.addGestureRecognizer(TapGestureRecognizer(id: "tapA"))
        let panA = PanGestureRecognizer(id: "panA")
        a.addGestureRecognizer(panA)
        c.addGestureRecognizer(TapGestureRecognizer(id: "tapC"))
        c.addGestureRecognizer(PanGestureRecognizer(id: "panC"))
        var lastInWindow: Point?
        var translationAtEnd: Point?
        panA.addTarget {
            lastInWindow = $0.location(in: nil)
            translationAtEnd = $0.translation(in: nil)
        }
        let g = try h.startGesture(at: pt(150, 150), time: 0)
        try g.tester.drag([(g, pt(300, 350))], from: 0.016, to: 0.096, steps: 6)
        try g.up(at: 0.15)
        #expect(h.recorder.states(of: "tapA") == [.failed])
        #expect(h.recorder.states(of: "tapC").isEmpty && h.recorder.states(of: "panC").isEmpty)
        #expect(translationAtEnd == pt(150, 200))
        #expect(lastInWindow == pt(300, 350))
        #expect(c.log.isEmpty)
        #expect(a.log.first == "began 1" && a.log.last == "cancelled 1")
    }

    @Test func twoFingersOnTwoViewsEachDriveTheirOwnRecognizers() throws {
        let h = GestureHarness()
        let l = GestureRecordingView(id: "L", frame: Rect(x: 0, y: 0, width: 160, height: 480))
        let r = GestureRecordingView(id: "Rv", frame: Rect(x: 160, y: 0, width: 160, height: 480))
        h.add(l)
        h.add(r)
        let pL = PanGestureRecognizer(id: "pL"), pR = PanGestureRecognizer(id: "pR")
        l.addGestureRecognizer(TapGestureRecognizer(id: "tL"))
        l.addGestureRecognizer(pL)
        r.addGestureRecognizer(TapGestureRecognizer(id: "tR"))
        r.addGestureRecognizer(pR)
        let f1 = try h.startGesture(at: pt(80, 240), time: 0)
        let f2 = try h.startGesture(at: pt(240, 240), time: 0.02)
        try f1.up(at: 0.06)
        try f2.up(at: 0.08)
        #expect(h.recorder.times(of: "tL", .ended) == [0.06])
        #expect(h.recorder.times(of: "tR", .ended) == [0.08])
        let d1 = try h.startGesture(at: pt(80, 240), time: 1)
        let d2 = try h.startGesture(at: pt(240, 240), time: 1.008)
        try h.drag([(d1, pt(80, 140)), (d2, pt(240, 340))], from: 1.016, to: 1.096, steps: 6)
        #expect(pL.translation(in: nil) == pt(0, -100))
        #expect(pR.translation(in: nil) == pt(0, 100))
        try h.up([d1, d2], at: 1.112)
        // Each pan failed once in the taps, then ran its drag.
        #expect(h.recorder.states(of: "pL").filter { $0 != .changed } == [.failed, .began, .ended])
        #expect(h.recorder.states(of: "pR").filter { $0 != .changed } == [.failed, .began, .ended])
        #expect(!l.log.contains { $0.contains("2") || $0.contains("4") })
        #expect(!r.log.contains { $0.contains("1") || $0.contains("3") })
    }

    @Test func shouldBeginFalseMakesTheRecognizerFail() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let pan = PanGestureRecognizer(id: "pan")
        let delegate = SimultaneousDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        v.addGestureRecognizer(pan)
        let g = try h.startGesture(at: pt(0, 0), time: 0)
        try g.moveTo(pt(40, 0), at: 0.02)
        #expect(h.recorder.states(of: "pan") == [.failed])
    }

    /// A slider-like view that, as UISlider does, refuses horizontal pans along its track.
    private final class Track: View {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? PanGestureRecognizer else { return true }
            let t = pan.translation(in: self)
            return abs(t.y) > abs(t.x)
        }
    }

    @Test func theAttachedViewCanRefuseToLetItsRecognizerBegin() throws {
        let h = GestureHarness()
        let track = Track(id: "track", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(track)
        let pan = PanGestureRecognizer(id: "pan")
        track.addGestureRecognizer(pan)
        let along = try h.startGesture(at: pt(10, 10), time: 0)
        try along.moveTo(pt(50, 12), at: 0.02)
        try along.up(at: 0.04)
        let across = try h.startGesture(at: pt(10, 10), time: 1)
        try across.moveTo(pt(12, 50), at: 1.02)
        try across.up(at: 1.04)
        #expect(h.recorder.states(of: "pan") == [.failed, .began, .ended])
    }

    @Test func shouldReceiveFalseKeepsTheTouchFromTheRecognizer() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        let delegate = SimultaneousDelegate()
        delegate.refused = ["tap"]
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tap").isEmpty)
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test func canPreventFalseLetsBothRecognize() throws {
        final class GentleTap: TapGestureRecognizer {
            override func canPrevent(_ preventedRecognizer: GestureRecognizer) -> Bool { false }
        }
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        v.addGestureRecognizer(GentleTap(id: "a"))
        v.addGestureRecognizer(TapGestureRecognizer(id: "b"))
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "a") == [.ended])
        #expect(h.recorder.states(of: "b") == [.ended])
    }

    @Test func delegateFailureRequirementMakesARecognizerWait() throws {
        final class RequireOthers: GestureRecognizerDelegate {
            func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
                g.id == "pan" && other.id == "press"
            }
        }
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let pan = PanGestureRecognizer(id: "pan"), press = LongPressGestureRecognizer(id: "press")
        let delegate = RequireOthers()
        pan.delegate = delegate
        press.allowableMovement = 50
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(press)
        let g = try h.startGesture(at: pt(100, 100), time: 0)
        try g.moveTo(pt(130, 100), at: 0.05)
        #expect(pan.state == .possible)
        try g.moveTo(pt(160, 100), at: 0.1)
        #expect(h.recorder.states(of: "press") == [.failed])
        #expect(h.recorder.states(of: "pan") == [.began])
        #expect(h.recorder.times(of: "pan", .began) == [0.1])
    }

    @Test func subclassShouldBeRequiredToFailHoldsBackOthers() throws {
        final class Gatekeeper: LongPressGestureRecognizer {
            override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { true }
        }
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let tap = TapGestureRecognizer(id: "tap")
        v.addGestureRecognizer(tap)
        v.addGestureRecognizer(Gatekeeper(id: "gate"))
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        // The long press fails at lift, in the same frame, so the tap follows at once.
        #expect(h.recorder.states(of: "gate") == [.failed])
        #expect(h.recorder.states(of: "tap") == [.ended])
        let g = try h.startGesture(at: pt(10, 10), time: 1)
        try h.pump(to: 1.6)
        try g.up(at: 1.7)
        #expect(h.recorder.states(of: "gate") == [.failed, .began, .ended])
        #expect(h.recorder.states(of: "tap") == [.ended, .failed])
    }

    @Test func disjointTouchesNeverExcludeEachOther() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let a = View(id: "A", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = View(id: "B", frame: Rect(x: 200, y: 0, width: 100, height: 100))
        try! v.addSubview(a)
        try! v.addSubview(b)
        a.addGestureRecognizer(PanGestureRecognizer(id: "pa"))
        b.addGestureRecognizer(LongPressGestureRecognizer(id: "lb"))
        let f1 = try h.startGesture(at: pt(50, 50), time: 0)
        let f2 = try h.startGesture(at: pt(250, 50), time: 0)
        try f1.tester.drag([(f1, pt(50, 200))], from: 0.1, to: 0.3, steps: 5)
        try h.pump(to: 0.6)
        try h.up([f1, f2], at: 0.7)
        #expect(h.recorder.states(of: "pa").filter { $0 != .changed } == [.began, .ended])
        #expect(h.recorder.states(of: "lb") == [.began, .ended])
    }

    @Test func disablingARecognizerUnderWayCancelsIt() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        let g = try h.startGesture(at: pt(0, 0), time: 0)
        try g.moveTo(pt(40, 0), at: 0.02)
        pan.isEnabled = false
        try g.moveTo(pt(60, 0), at: 0.04)
        try g.up(at: 0.05)
        #expect(h.recorder.states(of: "pan") == [.began, .cancelled])
        #expect(pan.state == .possible)
    }
}
