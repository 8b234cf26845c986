import Testing
import TouchTime
@testable import GestureEngine

/// Touch binding and delivery to recognizers and views.
@Suite struct DeliveryTests {
    /// Records which touches each call received.
    final class ProbeRecognizer: GestureRecognizer {
        var log: [String] = []
        override func touchesBegan(_ touches: [Touch], with event: Event) { log.append("\(id) began " + ids(touches)) }
        override func touchesMoved(_ touches: [Touch], with event: Event) { log.append("\(id) moved " + ids(touches)) }
        override func touchesEnded(_ touches: [Touch], with event: Event) {
            log.append("\(id) ended " + ids(touches))
            state = .failed
        }
        override func touchesCancelled(_ touches: [Touch], with event: Event) { log.append("\(id) cancelled " + ids(touches)) }
        private func ids(_ touches: [Touch]) -> String { touches.map { String($0.id) }.joined(separator: ",") }
    }

    @Test func recognizersOfTheHitViewAndItsAncestorsGetTheTouchInOrder() throws {
        let h = GestureHarness()
        let outer = View(id: "outer", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let inner = GestureRecordingView(id: "inner", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try! outer.addSubview(inner)
        h.add(outer)
        let a = ProbeRecognizer(id: "outer1"), b = ProbeRecognizer(id: "inner1"), c = ProbeRecognizer(id: "inner2"), w = ProbeRecognizer(id: "window1")
        outer.addGestureRecognizer(a)
        inner.addGestureRecognizer(b)
        inner.addGestureRecognizer(c)
        h.window.addGestureRecognizer(w)
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        #expect(h.window.liveTouches[0].gestureRecognizers.map(\.id) == ["inner1", "inner2", "outer1", "window1"])
        #expect(b.log == ["inner1 began 1"] && a.log == ["outer1 began 1"] && w.log == ["window1 began 1"])
        try g.moveTo(pt(200, 200), at: 0.1)
        try g.up(at: 0.2)
        #expect(a.log == ["outer1 began 1", "outer1 moved 1", "outer1 ended 1"])
        #expect(inner.log == ["began 1", "moved 1", "ended 1"])
    }

    @Test func oneCallPerPhasePerViewWithOnlyThatViewsTouches() throws {
        let h = GestureHarness()
        let left = GestureRecordingView(id: "L", frame: Rect(x: 0, y: 0, width: 160, height: 480))
        let right = GestureRecordingView(id: "R", frame: Rect(x: 160, y: 0, width: 160, height: 480))
        left.isMultipleTouchEnabled = true
        h.add(left)
        h.add(right)
        h.window.send(TouchFrame(time: 0, samples: [
            TouchSample(id: 3, phase: .began, location: pt(10, 10)),
            TouchSample(id: 1, phase: .began, location: pt(200, 10)),
            TouchSample(id: 2, phase: .began, location: pt(20, 10)),
        ]))
        h.window.send(TouchFrame(time: 0.1, samples: [
            TouchSample(id: 1, phase: .moved, location: pt(210, 10)),
            TouchSample(id: 2, phase: .ended, location: pt(20, 10)),
            TouchSample(id: 3, phase: .moved, location: pt(15, 10)),
        ]))
        h.window.send(TouchFrame(time: 0.2, samples: [
            TouchSample(id: 1, phase: .stationary, location: pt(210, 10)),
            TouchSample(id: 3, phase: .cancelled, location: pt(15, 10)),
        ]))
        #expect(left.log == ["began 2,3", "moved 3", "ended 2", "cancelled 3"])
        #expect(right.log == ["began 1", "moved 1"])
        #expect(h.recorder.deliveries == ["R began 1", "L began 2,3", "R moved 1", "L moved 3", "L ended 2", "L cancelled 3"])
    }

    @Test func aTouchThatBeginsAndEndsInOneFrameIsATap() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        tap.cancelsTouchesInView = false
        v.addGestureRecognizer(tap)
        h.window.send(TouchFrame(time: 0, samples: [
            TouchSample(id: 1, phase: .began, location: pt(10, 10)),
            TouchSample(id: 1, phase: .ended, location: pt(10, 10)),
        ]))
        #expect(h.recorder.states(of: "tap") == [.ended])
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test func unmatchedSamplesAreCountedAndIgnored() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        h.window.send(TouchFrame(time: 0, samples: [TouchSample(id: 9, phase: .moved, location: pt(1, 1))]))
        let g = try h.startGesture(at: pt(10, 10), time: 0.1)
        h.window.send(TouchFrame(time: 0.2, samples: [TouchSample(id: g.id, phase: .began, location: pt(1, 1))]))
        #expect(h.window.unmatchedSampleCount == 2)
        #expect(v.log == ["began 1"])
    }

    @Test func framesOlderThanTheClockAreHandledAtTheClocksTimeAndCounted() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        let g = try h.startGesture(at: pt(0, 0), time: 1)
        try g.moveTo(pt(30, 0), at: 0.5)
        #expect(h.window.lateFrameCount == 1)
        #expect(h.window.now == 1)
        #expect(h.recorder.times(of: "pan", .began) == [1])
    }

    @Test func removingARecognizerUnderWayCancelsIt() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        pan.cancelsTouchesInView = false
        v.addGestureRecognizer(pan)
        let g = try h.startGesture(at: pt(0, 0), time: 0)
        try g.moveTo(pt(30, 0), at: 0.02)
        v.removeGestureRecognizer(pan)
        try g.moveTo(pt(60, 0), at: 0.04)
        try g.up(at: 0.05)
        #expect(h.recorder.states(of: "pan") == [.began, .cancelled])
        #expect(pan.state == .possible)
        #expect(v.log == ["began 1", "moved 1", "moved 1", "ended 1"])
    }

    @Test func askingForATouchBeyondTheCountStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let r = GestureRecognizer(id: "r")
            _ = r.location(ofTouch: 0, in: nil)
        }
    }

    @Test func tapCountGrowsForQuickNearbyTapsOnTheSameView() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        var counts: [Int] = []
        func tap(_ p: Point, _ t: Timestamp) throws {
            let g = try h.startGesture(at: p, time: t)
            counts.append(h.window.liveTouches.last!.tapCount)
            try g.up(at: t + 0.05)
        }
        try tap(pt(100, 100), 0)
        try tap(pt(105, 100), 0.2)
        try tap(pt(100, 104), 0.4)
        try tap(pt(100, 100), 1.0)
        try tap(pt(250, 400), 1.2)
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesEnded() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let tap = TapGestureRecognizer(id: "tap")
        tap.cancelsTouchesInView = false
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tap") == [.ended])
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test func panCancelsTheViewsTouchAndTheViewHearsNothingMore() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        try g.moveTo(pt(15, 10), at: 0.016)
        try g.moveTo(pt(40, 10), at: 0.032)
        try g.moveTo(pt(60, 10), at: 0.048)
        try g.up(at: 0.06)
        #expect(v.log == ["began 1", "moved 1", "cancelled 1"])
    }

    @Test func aTouchAddedWhileAPanIsUnderWayNeverReachesTheView() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        try g.moveTo(pt(60, 10), at: 0.02)
        let second = try h.startGesture(at: pt(100, 100), time: 0.03)
        try second.moveTo(pt(120, 100), at: 0.04)
        try h.up([g, second], at: 0.05)
        #expect(v.log == ["began 1", "cancelled 1"])
        #expect(h.window.liveTouches.isEmpty)
    }

    @Test func delaysTouchesBeganHoldsBeganUntilTheRecognizerFails() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        pan.delaysTouchesBegan = true
        v.addGestureRecognizer(pan)
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        try g.moveTo(pt(12, 10), at: 0.016)
        #expect(v.log.isEmpty)
        try g.up(at: 0.05)
        #expect(v.log == ["began 1", "ended 1"])
        let g2 = try h.startGesture(at: pt(10, 10), time: 1)
        try g2.moveTo(pt(60, 10), at: 1.016)
        try g2.up(at: 1.05)
        #expect(v.log == ["began 1", "ended 1"])
    }

    @Test func delaysTouchesEndedOffLetsEndedThroughWhileADoubleTapWaits() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(v.log == ["began 1"])
        try h.pump(to: 0.4)
        #expect(v.log == ["began 1", "ended 1"])
        double.delaysTouchesEnded = false
        try h.startGesture(at: pt(10, 10), time: 1).up(at: 1.05)
        #expect(v.log == ["began 1", "ended 1", "began 2", "ended 2"])
    }

    @Test func removingAViewCancelsItsTouchesForRecognizersAndView() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        pan.cancelsTouchesInView = false
        v.addGestureRecognizer(pan)
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        try g.moveTo(pt(60, 10), at: 0.02)
        v.removeFromSuperview()
        #expect(h.recorder.states(of: "pan") == [.began, .cancelled])
        #expect(v.log == ["began 1", "moved 1", "cancelled 1"])
        #expect(h.window.activeTouches.isEmpty)
        try g.moveTo(pt(80, 10), at: 0.04)
        #expect(v.log.count == 3)
    }

    @Test func anActionThatRemovesItsViewMidGestureCancelsCleanly() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        pan.cancelsTouchesInView = false
        pan.addTarget { if $0.state == .changed { $0.view?.removeFromSuperview() } }
        let tap = TapGestureRecognizer(id: "tap")
        v.addGestureRecognizer(pan)
        let other = View(id: "other", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(other)
        other.addGestureRecognizer(tap)
        tap.addTarget { $0.view?.removeFromSuperview() }
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tap") == [.ended])
        #expect(other.superview == nil)
        let g = try h.startGesture(at: pt(10, 10), time: 1)
        try g.moveTo(pt(40, 10), at: 1.02)
        try g.moveTo(pt(50, 10), at: 1.04)
        try g.moveTo(pt(60, 10), at: 1.06)
        try g.up(at: 1.08)
        #expect(h.recorder.states(of: "pan") == [.began, .changed, .cancelled])
        // The changed action runs after the view got that event's move (actions end the event).
        #expect(v.log == ["began 2", "moved 2", "moved 2", "cancelled 2"])
        #expect(h.window.liveTouches.isEmpty && pan.state == .possible)
    }

    @Test func hidingAViewCancelsItsTouches() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        try h.startGesture(at: pt(10, 10), time: 0)
        v.isHidden = true
        #expect(v.log == ["began 1", "cancelled 1"])
    }

    @Test func systemCancelCancelsARecognizerUnderWay() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        try g.moveTo(pt(60, 10), at: 0.02)
        try g.cancel(at: 0.03)
        #expect(h.recorder.states(of: "pan") == [.began, .cancelled])
        #expect(h.window.liveTouches.isEmpty)
    }

    @Test func ignoredTouchesNoLongerReachTheRecognizer() throws {
        final class IgnoringRecognizer: GestureRecognizer {
            var moves = 0
            override func touchesBegan(_ touches: [Touch], with event: Event) { for t in touches { ignore(t, for: event) } }
            override func touchesMoved(_ touches: [Touch], with event: Event) { moves += 1 }
        }
        let (h, v) = GestureHarness.withFullScreenView()
        let r = IgnoringRecognizer(id: "r")
        v.addGestureRecognizer(r)
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        try g.moveTo(pt(60, 10), at: 0.02)
        try g.up(at: 0.03)
        #expect(r.moves == 0 && r.numberOfTouches == 0)
        #expect(v.log == ["began 1", "moved 1", "ended 1"])
    }

    @Test func disabledRecognizersReceiveNoTouches() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        let tap = TapGestureRecognizer(id: "tap")
        tap.isEnabled = false
        v.addGestureRecognizer(tap)
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(h.recorder.states(of: "tap").isEmpty)
    }

    @Test func traceValuesNameTheKindsNumbers() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        v.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        let g = try h.startGesture(at: pt(10, 10), time: 0)
        try g.moveTo(pt(30, 10), at: 0.1)
        #expect(h.recorder.lines.first { $0.contains("pan began") } == "0.1 pan began location=(30, 10) touches=1 translation=(20, 0) velocity=(200, 0)")
    }
}
