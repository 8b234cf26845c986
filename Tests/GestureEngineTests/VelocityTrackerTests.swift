import Testing
import TestSupport
@testable import GestureEngine

/// The velocity behind `PanGestureRecognizer.velocity(in:)` (UIKit,
/// UIPanGestureRecognizer: "The velocity of the pan gesture, which is expressed
/// in points per second"): the least-squares slope of the samples of the last
/// ``GestureDefaults/velocityWindow`` seconds, at most
/// ``GestureDefaults/velocitySampleCount`` of them (our decision, after Flutter's
/// VelocityTracker, docs/gestures.md). The tracker keeps its samples in a buffer
/// it slides back to its front now and then; these tests run it far past that
/// point against a plain array that keeps every sample.
@Suite struct VelocityTrackerTests {
    /// The samples kept, as a plain list: the specification the tracker's buffer must match.
    struct Reference {
        var samples: [(time: Double, x: Double, y: Double)] = []

        mutating func add(time: Double, x: Double, y: Double) {
            if let last = samples.last, last.time == time {
                samples[samples.count - 1] = (time, x, y)
                return
            }
            samples.append((time, x, y))
            if samples.count > GestureDefaults.velocitySampleCount { samples.removeFirst() }
            while samples.count > 2 && time - samples[0].time > GestureDefaults.velocityWindow + 1e-9 {
                samples.removeFirst()
            }
        }

        /// Means first, then the sums of products of the deviations, oldest first.
        func velocity() -> (x: Double, y: Double) {
            guard let last = samples.last, samples.count >= 2 else { return (0, 0) }
            let inWindow = samples.filter { last.time - $0.time <= GestureDefaults.velocityWindow + 1e-9 }
            guard inWindow.count >= 2 else { return (0, 0) }
            var n = 0.0, st = 0.0, sx = 0.0, sy = 0.0
            for s in inWindow {
                n += 1
                st += s.time
                sx += s.x
                sy += s.y
            }
            let mt = st / n, mx = sx / n, my = sy / n
            var stt = 0.0, stx = 0.0, sty = 0.0
            for s in inWindow {
                let dt = s.time - mt
                stt += dt * dt
                stx += dt * (s.x - mx)
                sty += dt * (s.y - my)
            }
            guard stt > 0 else { return (0, 0) }
            return (stx / stt, sty / stt)
        }
    }

    @Test("a steady motion has its speed as velocity", arguments: [1.0 / 125, 1.0 / 60, 0.03])
    func steadyMotionGivesItsSpeed(step: Double) {
        let tracker = VelocityTracker()
        for i in 0 ..< 200 {
            let t = 5 + Double(i) * step
            tracker.add(time: t, x: 3 + 200 * (t - 5), y: -7 - 50 * (t - 5))
            if i >= 1 {
                let v = tracker.velocity()
                #expect(abs(v.x - 200) < 1e-6 && abs(v.y + 50) < 1e-6, "sample \(i): \(v)")
            }
        }
    }

    @Test("velocity is bit for bit the plain least-squares fit over the kept samples, long after the buffer slid", arguments: [1, 2, 3, 4] as [UInt64])
    func matchesPlainFitBitForBit(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
        let tracker = VelocityTracker()
        var reference = Reference()
        var time = 10.0
        for i in 0 ..< 2_000 {
            // Mostly frame steps; sometimes the same time (replaces), a pause beyond the window,
            // a step back (a clock the engine never has, but the fit must not depend on order), a NaN, or a reset.
            var sampleTime: Double?
            switch rng.next() % 40 {
            case 0, 1: break
            case 2, 3: time += 0.05 + unit() * 0.2
            case 4: time -= unit() * 0.03
            case 5: sampleTime = .nan
            case 6, 7:
                tracker.clear()
                reference = Reference()
            default: time += 0.002 + unit() * 0.012
            }
            let x = unit() * 400 - 200, y = unit() * 400 - 200
            tracker.add(time: sampleTime ?? time, x: x, y: y)
            reference.add(time: sampleTime ?? time, x: x, y: y)
            let got = tracker.velocity(), expected = reference.velocity()
            #expect(got.x.bitPattern == expected.x.bitPattern && got.y.bitPattern == expected.y.bitPattern,
                    "sample \(i): \(got) against \(expected)")
        }
    }

    @Test("with fewer than two samples in the window the velocity is zero")
    func fewerThanTwoSamplesGiveZero() {
        let tracker = VelocityTracker()
        #expect(tracker.velocity() == (0, 0))
        tracker.add(time: 1, x: 10, y: 10)
        #expect(tracker.velocity() == (0, 0))
        tracker.add(time: 1, x: 20, y: 20)
        #expect(tracker.velocity() == (0, 0))
        // Two samples farther apart than the window: the older one is outside it.
        tracker.add(time: 2, x: 30, y: 30)
        #expect(tracker.velocity() == (0, 0))
        tracker.add(time: 2.01, x: 31, y: 29)
        let v = tracker.velocity()
        #expect(abs(v.x - 100) < 1e-6 && abs(v.y + 100) < 1e-6)
    }
}
