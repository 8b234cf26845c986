import Foundation
import Testing
import TouchTime
@testable import GestureEngine

/// State sequences, thresholds and values of each built-in recognizer.
@Suite struct RecognizerStateTests {
    private func setUp(_ recognizer: GestureRecognizer) -> (GestureHarness, GestureRecordingView) {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(recognizer)
        return (h, v)
    }

    @Test func tapIsRecognizedWhenTheFingerLiftsWithinSlop() throws {
        let tap = TapGestureRecognizer(id: "tap")
        let (h, _) = setUp(tap)
        let g = try h.startGesture(at: pt(100, 100), time: 0)
        try g.moveTo(pt(110, 105), at: 0.03)
        try g.up(at: 0.06)
        #expect(h.recorder.states(of: "tap") == [.ended])
        #expect(h.recorder.times(of: "tap", .ended) == [0.06])
        #expect(tap.state == .possible)
        #expect(tap.location(in: nil) == pt(110, 105))
    }

    @Test func tapFailsOnceTheFingerMovesBeyondSlop() throws {
        let tap = TapGestureRecognizer(id: "tap")
        let (h, _) = setUp(tap)
        let g = try h.startGesture(at: pt(100, 100), time: 0)
        try g.moveTo(pt(100, 118.5), at: 0.03)
        #expect(tap.state == .failed)
        try g.up(at: 0.06)
        #expect(h.recorder.states(of: "tap") == [.failed])
        #expect(tap.state == .possible)
    }

    @Test func doubleTapNeedsTheSecondTapWithinTheInterval() throws {
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        let (h, _) = setUp(double)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        try h.startGesture(at: pt(102, 101), time: 0.34).up(at: 0.4)
        #expect(h.recorder.states(of: "double") == [.ended])
        try h.startGesture(at: pt(100, 100), time: 1).up(at: 1.05)
        try h.pump(to: 1.349)
        #expect(double.state == .possible)
        try h.pump(to: 1.35)
        #expect(h.recorder.states(of: "double") == [.ended, .failed])
        #expect(h.recorder.times(of: "double", .failed) == [1.35])
    }

    @Test func twoFingerTapNeedsBothFingersAndNoThird() throws {
        let tap = TapGestureRecognizer(id: "tap2")
        tap.numberOfTouchesRequired = 2
        let (h, _) = setUp(tap)
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        let b = try h.startGesture(at: pt(150, 100), time: 0.01)
        try a.up(at: 0.05)
        #expect(tap.state == .possible)
        try b.up(at: 0.06)
        #expect(h.recorder.states(of: "tap2") == [.ended])
        let c = try h.startGesture(at: pt(100, 100), time: 1)
        try c.up(at: 1.05)
        #expect(h.recorder.states(of: "tap2") == [.ended, .failed])
    }

    @Test func longPressBeginsOnTheVirtualClockAndReportsMovesAfterwards() throws {
        let press = LongPressGestureRecognizer(id: "press")
        let (h, _) = setUp(press)
        let g = try h.startGesture(at: pt(160, 240), time: 0)
        try g.moveTo(pt(161, 241), at: 0.3)
        try h.pump(to: 0.499)
        #expect(press.state == .possible)
        try h.pump(to: 0.6)
        #expect(h.recorder.times(of: "press", .began) == [0.5])
        try g.moveTo(pt(200, 300), at: 0.7)
        try g.up(at: 0.8)
        #expect(h.recorder.states(of: "press") == [.began, .changed, .ended])
        #expect(press.location(in: nil) == pt(200, 300))
    }

    @Test func longPressFailsWhenMovedBeyondTenPointsOrLiftedEarly() throws {
        let press = LongPressGestureRecognizer(id: "press")
        let (h, _) = setUp(press)
        let g = try h.startGesture(at: pt(160, 240), time: 0)
        try g.moveTo(pt(160, 250.5), at: 0.1)
        #expect(press.state == .failed)
        try g.up(at: 0.2)
        try h.startGesture(at: pt(10, 10), time: 1).up(at: 1.2)
        try h.pump(to: 3)
        #expect(h.recorder.states(of: "press") == [.failed, .failed])
    }

    @Test func longPressWithOneTapRequiredNeedsTapThenHold() throws {
        let press = LongPressGestureRecognizer(id: "press")
        press.numberOfTapsRequired = 1
        let (h, _) = setUp(press)
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        let g = try h.startGesture(at: pt(101, 100), time: 0.2)
        try h.pump(to: 0.75)
        #expect(h.recorder.times(of: "press", .began) == [0.7])
        try g.up(at: 0.8)
        #expect(h.recorder.states(of: "press") == [.began, .ended])
    }

    @Test func panTranslationIsExactFromTouchDownAndVelocityMatchesConstantSpeed() throws {
        let pan = PanGestureRecognizer(id: "pan")
        let (h, _) = setUp(pan)
        var began: Point?
        pan.addTarget { p in if p.state == .began { began = p.translation(in: nil) } }
        let g = try h.startGesture(at: pt(100, 100), time: 0)
        // 10 pt per 16 ms = 625 pt/s along x, 5 pt per 16 ms along y.
        for step in 1...10 { try g.moveTo(pt(100 + 10 * Double(step), 100 + 5 * Double(step)), at: Timestamp(seconds: 0.016 * Double(step))) }
        #expect(began == pt(10, 5))
        #expect(pan.translation(in: nil) == pt(100, 50))
        let v = pan.velocity(in: nil)
        #expect(abs(v.x - 625) / 625 < 0.02)
        #expect(abs(v.y - 312.5) / 312.5 < 0.02)
        try g.up(at: 0.2)
        #expect(h.recorder.states(of: "pan") == [.began] + Array(repeating: .changed, count: 9) + [.ended])
        #expect(pan.translation(in: nil) == pt(0, 0))
    }

    @Test func panThatFailsWithoutMovingReportsNoTranslation() throws {
        let pan = PanGestureRecognizer(id: "pan")
        let (h, _) = setUp(pan)
        let g = try h.startGesture(at: pt(200, 100), time: 0)
        try g.up(at: 0.05)
        #expect(h.recorder.states(of: "pan") == [.failed])
        let failure = h.recorder.lines.first { $0.contains(" pan failed ") }
        #expect(failure?.contains("translation=(0, 0)") == true, "observed at failure: \(failure ?? "none")")
    }

    @Test func panBeginsOnlyAfterTenPoints() throws {
        let pan = PanGestureRecognizer(id: "pan")
        let (h, _) = setUp(pan)
        let g = try h.startGesture(at: pt(100, 100), time: 0)
        try g.moveTo(pt(109.9, 100), at: 0.016)
        #expect(pan.state == .possible)
        try g.moveTo(pt(110, 100), at: 0.032)
        #expect(pan.state == .began)
    }

    @Test func setTranslationRebasesLaterMoves() throws {
        let pan = PanGestureRecognizer(id: "pan")
        let (h, v) = setUp(pan)
        let g = try h.startGesture(at: pt(100, 100), time: 0)
        try g.moveTo(pt(130, 100), at: 0.016)
        pan.setTranslation(.zero, in: v)
        try g.moveTo(pt(135, 110), at: 0.032)
        #expect(pan.translation(in: v) == pt(5, 10))
    }

    @Test func panTranslationFollowsTheCentroidWithoutJumpingWhenFingersChange() throws {
        let pan = PanGestureRecognizer(id: "pan")
        let (h, _) = setUp(pan)
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        try a.moveTo(pt(100, 130), at: 0.016)
        let b = try h.startGesture(at: pt(200, 100), time: 0.03)
        #expect(pan.translation(in: nil) == pt(0, 30))
        try h.move([(a, pt(100, 150)), (b, pt(200, 120))], at: 0.05)
        #expect(pan.translation(in: nil) == pt(0, 50))
        try a.up(at: 0.06)
        try b.moveTo(pt(210, 130), at: 0.07)
        #expect(pan.translation(in: nil) == pt(10, 60))
        #expect(pan.numberOfTouches == 1)
    }

    @Test func panWithTooManyFingersFails() throws {
        let pan = PanGestureRecognizer(id: "pan")
        pan.maximumNumberOfTouches = 1
        let (h, _) = setUp(pan)
        try h.startGesture(at: pt(100, 100), time: 0)
        try h.startGesture(at: pt(150, 100), time: 0.01)
        #expect(pan.state == .failed)
    }

    @Test func pinchScaleIsTheSpanRatioFromTouchDown() throws {
        let pinch = PinchGestureRecognizer(id: "pinch")
        let (h, _) = setUp(pinch)
        let a = try h.startGesture(at: pt(110, 240), time: 0)
        let b = try h.startGesture(at: pt(210, 240), time: 0.008)
        // Span grows 10 pt per 10 ms: d(scale)/dt = 0.1 / 0.01 = 10/s.
        try h.drag([(a, pt(60, 240)), (b, pt(260, 240))], from: 0.01, to: 0.1, steps: 10)
        #expect(pinch.scale == 2)
        #expect(abs(pinch.velocity - 10) / 10 < 0.02)
        #expect(h.recorder.states(of: "pinch").first == .began)
        #expect(h.recorder.times(of: "pinch", .began).map { ($0 * 1000).rounded() } == [10])
        try h.up([a, b], at: 0.2)
        #expect(h.recorder.states(of: "pinch").last == .ended)
    }

    @Test func pinchFailsWhenAFingerLiftsBeforeItBegan() throws {
        let pinch = PinchGestureRecognizer(id: "pinch")
        let (h, _) = setUp(pinch)
        let a = try h.startGesture(at: pt(110, 240), time: 0)
        try h.startGesture(at: pt(210, 240), time: 0.008)
        try a.up(at: 0.05)
        #expect(h.recorder.states(of: "pinch") == [.failed])
    }

    @Test func rotationMeasuresTheTurnOfTheFingerLine() throws {
        let rotation = RotationGestureRecognizer(id: "rot")
        let (h, _) = setUp(rotation)
        let a = try h.startGesture(at: pt(110, 240), time: 0)
        let b = try h.startGesture(at: pt(210, 240), time: 0)
        // Turn by 90° clockwise (y down) in 10 steps of 9°, 10 ms apart.
        for step in 1...10 {
            let angle = Double(step) * Double.pi / 20
            try h.move([(a, pt(160 - 50 * cos(angle), 240 - 50 * sin(angle))), (b, pt(160 + 50 * cos(angle), 240 + 50 * sin(angle)))],
                   at: Timestamp(seconds: 0.01 * Double(step)))
        }
        #expect(abs(rotation.rotation - Double.pi / 2) < 1e-9)
        #expect(abs(rotation.velocity - Double.pi * 5) / (Double.pi * 5) < 0.02)
        #expect(h.recorder.times(of: "rot", .began) == [0.02])
    }

    @Test func swipeRecognizesAQuickStrokeInAnAllowedDirectionOnly() throws {
        let right = SwipeGestureRecognizer(id: "right")
        let (h, v) = setUp(right)
        let left = SwipeGestureRecognizer(id: "left")
        left.direction = .left
        v.addGestureRecognizer(left)
        right.recognizesSimultaneously(with: left)
        let g = try h.startGesture(at: pt(100, 100), time: 0)
        try g.tester.drag([(g, pt(160, 105))], from: 0.016, to: 0.08, steps: 5)
        #expect(h.recorder.states(of: "right") == [.ended])
        #expect(right.recognizedDirection == .right)
        #expect(h.recorder.states(of: "left") == [.failed])
        try g.up(at: 0.1)
    }

    @Test func swipeFailsWhenTooSlowOrCrooked() throws {
        let swipe = SwipeGestureRecognizer(id: "swipe")
        let (h, _) = setUp(swipe)
        let slow = try h.startGesture(at: pt(100, 100), time: 0)
        try slow.moveTo(pt(140, 100), at: 1)
        #expect(swipe.state == .failed)
        try slow.up(at: 1.1)
        let crooked = try h.startGesture(at: pt(100, 100), time: 2)
        try crooked.moveTo(pt(140, 125), at: 2.05)
        #expect(h.recorder.states(of: "swipe") == [.failed, .failed])
        try crooked.up(at: 2.1)
    }

    @Test func targetsRunOnEveryChangeButFailure() throws {
        let pan = PanGestureRecognizer(id: "pan")
        let (h, _) = setUp(pan)
        var seen: [GestureRecognizer.State] = []
        pan.addTarget { seen.append($0.state) }
        let g = try h.startGesture(at: pt(0, 0), time: 0)
        try g.moveTo(pt(30, 0), at: 0.01)
        try g.moveTo(pt(40, 0), at: 0.02)
        try g.cancel(at: 0.03)
        #expect(seen == [.began, .changed, .cancelled])
        let tap = TapGestureRecognizer(id: "t")
        tap.addTarget { _ in seen.append(.failed) }
        let (h2, _) = setUp(tap)
        let g2 = try h2.startGesture(at: pt(0, 0), time: 0)
        try g2.moveTo(pt(50, 0), at: 0.01)
        #expect(seen.count == 3)
    }
}
