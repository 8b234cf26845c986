import Foundation
import GestureEngine
import TouchReplay

/// Makes the fuzzer's episodes: a few random gestures on one device, aimed mostly at the
/// scene's views (taps, holds, drags, flings, pinches and rotations with up to three fingers
/// on a touchscreen; clicks, drags, hovers and wheel turns with a mouse; strokes with
/// pressure and tilt and hovers with a pen), each finger reporting every few milliseconds,
/// and now and then a finger left down until the input ends (cancelled there).
struct FuzzGestures {
    private var random: FuzzRandom
    /// The screen points of the views a touch can reach, sampled inside each.
    private let targets: [Point]
    private let screen: Size

    init(seed: UInt64, targets: [Point], screen: Size) {
        random = FuzzRandom(seed: seed)
        self.targets = targets
        self.screen = screen
    }

    /// The next episode: a script of sampled touches on a built-in device.
    mutating func episode() -> SynthScript {
        let roll = random.number(0...1)
        let device: SynthDevice = roll < 0.7 ? .multiTouchScreen : roll < 0.85 ? .mouse : .pen
        var steps: [SynthScript.Step] = []
        var time = 0.0
        let count = Int(random.number(1...6.99))
        for index in 0..<count {
            let last = index == count - 1
            let made: [(SynthTouch, Double)] = switch device.kind {
            case .relativePointer: pointerGesture(at: time)
            case .pen: penGesture(at: time)
            default: touchGesture(at: time, mayStayDown: last)
            }
            for (touch, start) in made {
                steps.append(SynthScript.Step(gesture: .touch(touch), start: start))
                time = max(time, start + touch.duration)
            }
            if device.kind == .relativePointer, random.chance(0.3) {
                steps.append(SynthScript.Step(gesture: .wheel(at: target(), clicks: Point(x: 0, y: Double(Int(random.number(-3...3.99))))), start: time + 0.01))
                time += 0.02
            }
            // Touchscreen gestures overlap now and then; pointers press one at a time.
            time += device.maximumContacts > 1 && random.chance(0.2) ? -random.number(0...0.2) : random.number(0.02...0.6)
            time = max(time, 0)
        }
        return SynthScript(device: device, screen: screen, pause: 0, steps: steps)
    }

    /// A point on a view (or, one time in five, anywhere on the screen).
    private mutating func target() -> Point {
        guard !targets.isEmpty, !random.chance(0.2) else { return Point(x: random.number(0...screen.width - 1), y: random.number(0...screen.height - 1)) }
        return targets[Int(random.number(0...Double(targets.count) - 0.01))]
    }

    /// A path of `points` (offsets from the first) over `duration`, reported every 4 to 16 ms.
    private mutating func touch(from start: Point, path: (Double) -> Point, duration: Double, liftAfter rest: Double?,
                                tool: SynthTouch.Tool = .finger, button: Int = 1, pen: Bool = false) -> SynthTouch {
        var samples = [SynthTouch.Sample(time: 0, offset: .zero)]
        let interval = random.number(0.004...0.016)
        var t = interval
        while t <= duration {
            var sample = SynthTouch.Sample(time: t, offset: clampedOffset(start, path(t / max(duration, 1e-9))))
            if pen { (sample.pressure, sample.tilt) = (random.number(0.05...1), Point(x: random.number(-40...40), y: random.number(-40...40))) }
            samples.append(sample)
            t += interval
        }
        if pen { (samples[0].pressure, samples[0].tilt) = (random.number(0.05...1), .zero) }
        let end = rest.map { (samples.last?.time ?? 0) + max($0, 0.001) }
        return SynthTouch(start: start, samples: samples, end: end, tool: tool, button: button)
    }

    /// `offset` from `start`, kept on the screen.
    private func clampedOffset(_ start: Point, _ offset: Point) -> Point {
        Point(x: min(max(start.x + offset.x, 0), screen.width - 1) - start.x, y: min(max(start.y + offset.y, 0), screen.height - 1) - start.y)
    }

    private mutating func touchGesture(at time: Double, mayStayDown: Bool) -> [(SynthTouch, Double)] {
        let center = target()
        let fingers = random.chance(0.7) ? 1 : random.chance(0.6) ? 2 : 3
        let kind = Int(random.number(0...5.99))
        let stays = mayStayDown && random.chance(0.15)
        let angle = random.number(0...(2 * Double.pi))
        let distance = random.number(2...400)
        return (0..<fingers).map { finger in
            let spread = Point(x: Double(finger) * 30 * cos(angle + 1.3), y: Double(finger) * 30 * sin(angle + 1.3))
            let start = Point(x: min(max(center.x + spread.x, 0), screen.width - 1), y: min(max(center.y + spread.y, 0), screen.height - 1))
            let lag = random.number(0...0.03)
            let made: SynthTouch
            switch kind {
            case 0: made = touch(from: start, path: { _ in .zero }, duration: random.number(0.01...0.25), liftAfter: stays ? nil : 0.001)
            case 1: made = touch(from: start, path: { _ in .zero }, duration: random.number(0.4...1.2), liftAfter: stays ? nil : 0.001)
            case 2, 3:
                // A drag that rests before lifting (kind 2) or a fling lifted at speed (kind 3).
                let duration = kind == 2 ? random.number(0.1...1.0) : random.number(0.04...0.15)
                made = touch(from: start, path: { f in Point(x: distance * f * cos(angle), y: distance * f * sin(angle)) },
                             duration: duration, liftAfter: stays ? nil : kind == 2 ? random.number(0.05...0.2) : 0.001)
            default:
                // Two-finger shapes: each finger turns and spreads about the centre.
                let turn = kind == 4 ? 0 : random.number(-2...2)
                let scale = kind == 4 ? random.number(0.3...3) : 1
                let radius = Point(x: spread.x + (finger == 0 ? 15 : 0), y: spread.y)
                made = touch(from: start, path: { f in
                    let s = 1 + (scale - 1) * f, a = turn * f
                    return Point(x: (radius.x * cos(a) - radius.y * sin(a)) * s - radius.x, y: (radius.x * sin(a) + radius.y * cos(a)) * s - radius.y)
                }, duration: random.number(0.2...0.8), liftAfter: stays ? nil : 0.02)
            }
            return (made, time + Double(finger) * lag)
        }
    }

    private mutating func pointerGesture(at time: Double) -> [(SynthTouch, Double)] {
        let start = target()
        let angle = random.number(0...(2 * Double.pi)), distance = random.number(0...300)
        let button = random.chance(0.2) ? 0 : random.chance(0.8) ? 1 : 2
        let moves = button == 0 || random.chance(0.5)
        let made = touch(from: start, path: { f in moves ? Point(x: distance * f * cos(angle), y: distance * f * sin(angle)) : .zero },
                         duration: random.number(0.02...0.6), liftAfter: 0.005, tool: .mouse, button: button)
        return [(made, time)]
    }

    private mutating func penGesture(at time: Double) -> [(SynthTouch, Double)] {
        let start = target()
        let angle = random.number(0...(2 * Double.pi)), distance = random.number(0...300)
        let made = touch(from: start, path: { f in Point(x: distance * f * cos(angle), y: distance * f * sin(angle)) },
                         duration: random.number(0.02...0.6), liftAfter: 0.005, tool: .pen, button: random.chance(0.2) ? 0 : 1, pen: true)
        return [(made, time)]
    }
}
