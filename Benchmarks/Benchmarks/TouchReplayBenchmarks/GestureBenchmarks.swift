import Benchmark
import GestureEngine
import TouchTime

/// Lets every pair of recognizers run together, so all of them stay under way.
private final class AllSimultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { true }
}

/// 10 fingers on the deepest of 10 nested views carrying 10 recognizers each
/// (4 pans, 3 pinches, 3 rotations), moving a little every frame.
private final class TenByTen {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    private let delegate = AllSimultaneous()
    private var frame: TouchFrame
    private var n = 0

    init(simultaneous: Bool) throws {
        var parent: View = window
        for level in 0..<10 {
            let view = View(id: "v\(level)", frame: Rect(x: 10, y: 10, width: 900 - Double(level) * 20, height: 900 - Double(level) * 20))
            try parent.addSubview(view)
            for k in 0..<10 {
                let r: GestureRecognizer = k < 4 ? PanGestureRecognizer(id: "pan\(level).\(k)")
                    : k < 7 ? PinchGestureRecognizer(id: "pinch\(level).\(k)") : RotationGestureRecognizer(id: "rot\(level).\(k)")
                if simultaneous { r.delegate = delegate }
                view.addGestureRecognizer(r)
            }
            parent = view
        }
        frame = TouchFrame(time: 0, samples: (0..<10).map {
            TouchSample(id: $0, phase: .began, location: Point(x: 200 + Double($0) * 30, y: 300))
        })
        window.send(frame)
        for i in frame.samples.indices { frame.samples[i].phase = .moved }
        for _ in 0..<200 { step() }
    }

    /// Moves every finger a little (alternating directions, fingers spreading) and sends the frame.
    func step() {
        frame.time += 0.008
        let dy = n % 2 == 0 ? 3.0 : -2.0
        n += 1
        for i in frame.samples.indices {
            frame.samples[i].location.y += dy
            frame.samples[i].location.x += (Double(i) - 4.5) * 0.1
        }
        window.send(frame)
    }
}

/// One finger dragging inside an inner horizontal scroll view nested in an
/// outer vertical one, back and forth, so the inner one scrolls every frame.
private final class NestedScroll {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    private var frame = TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 300, y: 200))])
    private var n = 0

    init() throws {
        let outer = ScrollView(id: "outer", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        outer.contentSize = Size(width: 320, height: 2000)
        let inner = ScrollView(id: "inner", frame: Rect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = Size(width: 100_000, height: 200)
        try inner.addSubview(View(id: "content", frame: Rect(x: 0, y: 0, width: 100_000, height: 200)))
        try outer.addSubview(inner)
        try window.addSubview(outer)
        window.send(frame)
        frame.samples[0].phase = .moved
        for _ in 0..<200 { step() }
    }

    func step() {
        frame.time += 0.008
        frame.samples[0].location.x += n % 40 < 20 ? -3 : 2
        n += 1
        window.send(frame)
    }
}

/// One 10-touch frame through 10 views × 10 recognizers, with all 100 under
/// way together and with the default exclusivity (one winner, 99 failed); and
/// a finger scrolling a nested scroll view. Per frame; none may allocate.
func registerGestureBenchmarks() {
    for simultaneous in [true, false] {
        let name = "gestures: 10 touches × 10 views × 10 recognizers, \(simultaneous ? "all simultaneous" : "exclusive")"
        Benchmark(name, configuration: .init(scalingFactor: .kilo)) { benchmark, scene in
            for _ in benchmark.scaledIterations { scene.step() }
        } setup: {
            try TenByTen(simultaneous: simultaneous)
        }
    }
    Benchmark("gestures: 1 finger scrolling a nested scroll view", configuration: .init(scalingFactor: .kilo)) { benchmark, scene in
        for _ in benchmark.scaledIterations { scene.step() }
    } setup: {
        try NestedScroll()
    }
}
