import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting
import TouchTime

/// A GestureTester delivering per display frame (`setTiming(_:)`, the tester's `replay --display-rate`):
/// coalesced and predicted touches as UIKit's `UIEvent` gives them, and Android's resampling.
@Suite struct GestureTesterDisplayFrameTests {
    /// A view that keeps, for each move it is told of, the touch's coalesced and predicted touches.
    final class Ink: View {
        var coalesced: [[Touch]] = []
        var predicted: [[Touch]] = []
        /// A touch of another window, which no event of this one holds.
        var stranger: Touch?
        var strangerHadCoalescedTouches = false
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            guard let touch = touches.first else { return }
            coalesced.append(event.coalescedTouches(for: touch) ?? [])
            predicted.append(event.predictedTouches(for: touch) ?? [])
            if let stranger, event.coalescedTouches(for: stranger) != nil { strangerHadCoalescedTouches = true }
        }
    }

    /// A 125 Hz drag at constant speed (1,000 pt/s to the right) across a 320 × 480 window with an ink view.
    static func drag(timing: FrameTiming) throws -> (tester: GestureTester, ink: Ink, frames: [TouchFrame]) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 640, height: 480))
        let ink = Ink(id: "ink", frame: window.bounds)
        try window.addSubview(ink)
        let elsewhere = Window(frame: window.bounds)
        elsewhere.send(TouchFrame(time: 0, samples: [TouchSample(id: 0, phase: .began, location: Point(x: 1, y: 1))]))
        ink.stranger = elsewhere.activeTouches.first
        let tester = GestureTester(window: window)
        try tester.setTiming(timing)
        var frames: [TouchFrame] = []
        tester.pipeline.onDeliver = { frames.append($0) }
        let finger = try tester.startGesture(at: Point(x: 20, y: 240), time: 0.1)
        // 125 reports, 8 ms apart, 8 pt apart.
        try tester.drag([(finger, Point(x: 20 + 125 * 8, y: 240))], from: 0.108, to: Timestamp(seconds: 0.108 + 124 * 0.008), steps: 125)
        try tester.up([finger], at: Timestamp(seconds: 0.108 + 125 * 0.008))
        tester.finish()
        return (tester, ink, frames)
    }

    @Test("Per display frame, a view's touchesMoved gets the touch once a frame, its coalesced touches every report since the last (in time order, the touch itself last) and predicted touches ahead of it")
    func aMoveCarriesItsCoalescedAndPredictedTouches() throws {
        let (_, ink, _) = try Self.drag(timing: .displayFrames)
        #expect(ink.coalesced.count < 100, "\(ink.coalesced.count) deliveries of moves for 125 reports at 60 Hz")
        #expect(ink.coalesced.reduce(0) { $0 + $1.count } == 125, "every report is among the coalesced touches once")
        for touches in ink.coalesced {
            #expect(zip(touches, touches.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp && $0.locationInWindow.x < $1.locationInWindow.x })
        }
        let lastPredicted = try #require(ink.predicted.last { !$0.isEmpty })
        #expect(lastPredicted.allSatisfy { $0.phase == .moved })
        #expect(ink.stranger != nil && !ink.strangerHadCoalescedTouches, "a touch the event does not hold has no coalesced touches")
    }

    @Test("Each report delivered on its own (the default): a move's coalesced touches are the touch alone, and nothing is predicted")
    func perReportTheCoalescedTouchesAreTheTouchAlone() throws {
        let (_, ink, _) = try Self.drag(timing: .eachReport)
        #expect(ink.coalesced.count == 125)
        #expect(ink.coalesced.allSatisfy { $0.count == 1 })
        #expect(ink.predicted.allSatisfy { $0.isEmpty })
    }

    /// The coefficient of variation of the moving touch's displacement from one delivery to the next, and
    /// the mean time from a delivered sample to the display frame that delivered it.
    static func smoothness(_ frames: [TouchFrame], rate: Double) -> (variation: Double, age: Double) {
        let moves = frames.compactMap { frame -> (time: Double, x: Double)? in
            frame.samples.first { $0.phase == .moved }.map { (frame.time.seconds, $0.location.x) }
        }
        // Leave out the first and last display frames of the drag (a part of a frame each).
        let inner = Array(moves.dropFirst(2).dropLast(2))
        let steps = zip(inner, inner.dropFirst()).map { $1.x - $0.x }
        let mean = steps.reduce(0, +) / Double(steps.count)
        let deviation = (steps.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(steps.count)).squareRoot()
        let ages = inner.map { move in ((move.time * rate).rounded(.up) / rate) - move.time }
        return (deviation / mean, ages.reduce(0, +) / Double(ages.count))
    }

    @Test("On a 125 Hz drag at constant speed delivered at 60 Hz, resampling cuts the variation of the per-frame displacement by at least half and adds at most 5 ms")
    func resamplingSmoothsA125HzDragAt60Hz() throws {
        let plain = Self.smoothness(try Self.drag(timing: .displayFrames).frames, rate: 60)
        let resampled = try Self.drag(timing: .displayFrames(rate: 60, resampling: .android))
        let smooth = Self.smoothness(resampled.frames, rate: 60)
        #expect(plain.variation > 0.1, "without resampling a frame holds two or three reports: \(plain.variation)")
        #expect(smooth.variation <= 0.5 * plain.variation, "resampled \(smooth.variation), plain \(plain.variation)")
        #expect(smooth.age - plain.age <= 0.005 + 1e-9, "added latency \((smooth.age - plain.age) * 1000) ms")
        #expect(resampled.frames.contains { $0.samples.contains(where: \.isResampled) })
        let lines = resampled.tester.trace.filter { $0.type == "touch" && $0["resampled"] == true }
        #expect(!lines.isEmpty, "a resampled sample is marked in the trace")
        #expect(resampled.frames.allSatisfy { $0.samples.allSatisfy { $0.phase == .moved || !$0.isResampled } },
                "began, ended and cancelled samples are never resampled")
    }

    @Test("The timing is set before the first step, and a display rate outside 1–1000 Hz is refused in one line")
    func aTesterTimingIsSetFirstAndChecked() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let tester = GestureTester(window: window)
        #expect(throws: GestureTesterError.badArgument("the display rate must be from 1 to 1000 Hz, not 2000.0")) {
            var timing = FrameTiming.displayFrames
            timing.displayRate = 2000
            try tester.setTiming(timing)
        }
        try tester.startGesture(at: Point(x: 5, y: 5))
        #expect(throws: GestureTesterError.badArgument("the frame timing is set before the first step")) {
            try tester.setTiming(.displayFrames)
        }
    }
}
