import Benchmark
import Foundation
import GestureEngine
import TouchReplay

/// Loading a scene against the number of its recognizers and relations (issue 27):
/// N recognizers on one view with no relation (plain), each recognizing with the next
/// (simultaneous), each requiring the next to fail (chained), and the first requiring
/// all the others to fail (fan-in). Each iteration parses, validates and builds the
/// scene; linear loading shows as a time that grows ten times per ten times N (it was
/// quadratic: 43 s for 100,000 plain, 240 s for the fan-in). Then the run-time curve
/// of the chained shape: one tap resolved against the chain.
func registerRelationBenchmarks() {
    for shape in RelationShape.allCases {
        for count in [1_000, 10_000, 100_000] {
            Benchmark(
                "relations: \(shape.rawValue), \(count)",
                configuration: .init(metrics: [.cpuTotal, .wallClock, .peakMemoryResident], maxDuration: .seconds(20), maxIterations: 5, thresholds: [:])
            ) { benchmark, text in
                for _ in benchmark.scaledIterations {
                    let scene = try Scene.parse(text, file: "relations.yml")
                    blackHole(scene.makeHierarchy())
                }
            } setup: {
                shape.scene(count)
            }
        }
    }

    // Arbitration along a chain: one tap against `count` taps on one view, each
    // requiring the next to fail. Every wait ends in a cascade of failures down the
    // chain; through the arena's queue each failure looks at the one waiter it
    // concerns (it took 2.1 s at 300 and over 60 s at 1,000 when each looked the
    // chain over again).
    for count in [1_000, 10_000, 100_000] {
        Benchmark(
            "relations: a tap against a chain, \(count)",
            configuration: .init(metrics: [.cpuTotal, .wallClock, .peakMemoryResident], maxDuration: .seconds(20), maxIterations: 5, thresholds: [:])
        ) { benchmark, taps in
            for _ in benchmark.scaledIterations { taps.tap() }
        } setup: { () -> Taps in
            let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
            let view = View(id: "root", frame: window.bounds)
            try window.addSubview(view)
            let taps = (0..<count).map { TapGestureRecognizer(id: "g\($0)") }
            for index in taps.indices {
                if index + 1 < count { taps[index].require(toFail: taps[index + 1]) }
                view.addGestureRecognizer(taps[index])
            }
            return Taps(window: window, points: [Point(x: 400, y: 240)])
        }
    }
}

/// How the recognizers of a relations benchmark relate.
enum RelationShape: String, CaseIterable {
    case plain, simultaneous, chained, fanIn = "fan-in"

    /// A scene of `count` tap recognizers on one view, related as the shape says.
    func scene(_ count: Int) -> String {
        var text = "screen:\n  size: [800, 480]\nroot:\n  id: root\n  gestures:\n"
        for index in 0..<count {
            text += "    - {id: g\(index), kind: tap"
            switch self {
            case .plain: break
            case .simultaneous: text += ", simultaneousWith: [g\((index + 1) % count)]"
            case .chained: if index + 1 < count { text += ", requireToFail: [g\(index + 1)]" }
            case .fanIn: if index == 0 { text += ", requireToFail: [" + (1..<count).map { "g\($0)" }.joined(separator: ", ") + "]" }
            }
            text += "}\n"
        }
        return text
    }
}
