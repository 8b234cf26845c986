import Foundation
import GestureEngine
import Testing
import TouchReplay
@testable import TouchReplayTools

/// The fuzzer's episodes make every kind of gesture docs/fuzzing.md lists ("Episodes"):
/// judged from the samples of the episodes themselves, not from what the generator meant.
@Suite struct FuzzGestureMixTests {
    /// A touch of an episode on an absolute clock: its point at any time between its down and lift.
    struct Contact {
        var down: Double
        var lift: Double
        var touch: SynthTouch

        init(step: SynthScript.Step, touch: SynthTouch) {
            down = step.start ?? 0
            lift = down + touch.duration
            self.touch = touch
        }

        /// Where it is at `time` (its last report at or before then).
        func point(at time: Double) -> Point {
            let offset = touch.samples.last { down + $0.time <= time + 1e-9 }?.offset ?? .zero
            return Point(x: touch.start.x + offset.x, y: touch.start.y + offset.y)
        }

        /// How far its last report is from its touch-down.
        var travel: Double { touch.samples.last.map { ($0.offset.x * $0.offset.x + $0.offset.y * $0.offset.y).squareRoot() } ?? 0 }
    }

    /// The kinds of gesture in one episode.
    static func kinds(of script: SynthScript) -> Set<String> {
        let contacts = script.steps.compactMap { step -> Contact? in
            if case .touch(let touch) = step.gesture { Contact(step: step, touch: touch) } else { nil }
        }
        var kinds: Set<String> = []
        if script.steps.contains(where: { if case .wheel = $0.gesture { true } else { false } }) { kinds.insert("wheel") }
        switch script.device.kind {
        case .relativePointer:
            if contacts.contains(where: { $0.touch.tool == .mouse && $0.touch.button >= 1 }) { kinds.insert("mouse press") }
            if contacts.contains(where: { $0.touch.tool == .mouse && $0.touch.button == 0 }) { kinds.insert("mouse hover") }
            return kinds
        case .pen:
            if contacts.contains(where: { $0.touch.tool == .pen && $0.touch.samples.allSatisfy { $0.pressure != nil && $0.tilt != nil } }) {
                kinds.insert("pen stroke with pressure and tilt")
            }
            return kinds
        default:
            break
        }
        for contact in contacts where contact.touch.end != nil {
            let last = contact.touch.samples[contact.touch.samples.count - 1].time
            let rest = contact.touch.duration - last
            if contact.travel == 0 && last <= 0.25 { kinds.insert("tap") }
            if contact.travel == 0 && last >= 0.4 { kinds.insert("hold") }
            if contact.travel >= 20 && rest >= 0.05 { kinds.insert("drag") }
            if contact.travel >= 20 && rest <= 0.002 && contact.travel / max(last, 1e-6) >= 300 { kinds.insert("fling") }
        }
        for (index, a) in contacts.enumerated() {
            let together = contacts[(index + 1)...].filter { $0.down < a.lift && a.down < $0.lift }
            if !together.isEmpty { kinds.insert("two fingers") }
            if together.contains(where: { b in together.contains { c in c.touch != b.touch && c.down < b.lift && b.down < c.lift } }) {
                kinds.insert("three fingers")
            }
            for b in together {
                let from = max(a.down, b.down), to = min(a.lift, b.lift)
                let (a0, b0, a1, b1) = (a.point(at: from), b.point(at: from), a.point(at: to), b.point(at: to))
                let d0 = Point(x: b0.x - a0.x, y: b0.y - a0.y), d1 = Point(x: b1.x - a1.x, y: b1.y - a1.y)
                let span0 = (d0.x * d0.x + d0.y * d0.y).squareRoot(), span1 = (d1.x * d1.x + d1.y * d1.y).squareRoot()
                guard span0 > 5, span1 > 5 else { continue }
                var turn = abs(atan2(d1.y, d1.x) - atan2(d0.y, d0.x))
                if turn > .pi { turn = 2 * .pi - turn }
                let ratio = span1 / span0
                if (ratio >= 1.5 || ratio <= 0.67) && turn <= 0.35 { kinds.insert("pinch") }
                if turn >= 0.6 && ratio >= 0.8 && ratio <= 1.25 { kinds.insert("rotation") }
            }
        }
        return kinds
    }

    @Test func twoHundredEpisodesOfOneSeedHoldEveryKindOfGesture() throws {
        let scene = try Scene.load(contentsOf: ReplayFiles.packageRoot + "/Recordings/synth/scroll-view-with-control/scene.yml")
        var gestures = FuzzGestures(seed: 2026, targets: [Point(x: 400, y: 240), Point(x: 100, y: 100), Point(x: 700, y: 400)],
                                    screen: scene.screen.size)
        var counts: [String: Int] = [:]
        for _ in 0..<200 {
            for kind in Self.kinds(of: gestures.episode()) { counts[kind, default: 0] += 1 }
        }
        let expected = ["tap", "hold", "drag", "fling", "pinch", "rotation", "two fingers", "three fingers",
                        "mouse press", "mouse hover", "wheel", "pen stroke with pressure and tilt"]
        for kind in expected {
            #expect(counts[kind, default: 0] >= 5, "\(kind): \(counts[kind, default: 0]) of 200 episodes; all: \(counts)")
        }
    }
}
