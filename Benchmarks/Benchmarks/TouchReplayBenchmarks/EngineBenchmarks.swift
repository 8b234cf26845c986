import Benchmark
import GestureEngine
import TouchTime

/// The engine core's hot paths: hit-testing, point conversion, frame delivery
/// and the scheduler (docs/engine.md).
func registerEngineBenchmarks() {
    Benchmark("engine: hit-test, 10,000 views, depth 10", configuration: .init(scalingFactor: .kilo)) { benchmark, state in
        let (window, points) = state
        for index in benchmark.scaledIterations {
            blackHole(window.hitTest(points[index & 1_023], with: nil))
        }
    } setup: { () -> (Window, [Point]) in
        var rng = BenchmarkRandom(seed: 2026)
        let (window, _) = try makeTree(viewCount: 10_000, maxDepth: 10)
        return (window, (0..<1_024).map { _ in Point(x: rng.unit() * 1_000, y: rng.unit() * 1_000) })
    }

    Benchmark("engine: convert a point between two leaves", configuration: .init(scalingFactor: .kilo)) { benchmark, state in
        // A new point every time (1,024 in turn): each conversion walks both branches.
        let (from, to, points, _) = state
        var sum = 0.0, index = 0
        for _ in benchmark.scaledIterations {
            index = (index + 1) & 1_023
            sum += from.convert(points[index], to: to).x
        }
        blackHole(sum)
    } setup: { () -> (View, View, [Point], Window) in
        // The window is kept: the views hold their subviews, not their superviews.
        let (window, views) = try makeTree(viewCount: 10_000, maxDepth: 10)
        let leaves = views.filter(\.subviews.isEmpty)
        let from = leaves[leaves.count / 3]
        from.transform = AffineTransform(rotationAngle: 0.3)
        var rng = BenchmarkRandom(seed: 11)
        return (from, leaves[2 * leaves.count / 3], (0..<1_024).map { _ in Point(x: rng.unit() * 100, y: rng.unit() * 100) }, window)
    }

    Benchmark("engine: deliver a frame of 10 moving touches, 1,000 views", configuration: .init(scalingFactor: .kilo)) { benchmark, state in
        for _ in benchmark.scaledIterations { state.step() }
    } setup: { () -> MovingTouches in
        let (window, _) = try makeTree(viewCount: 1_000, maxDepth: 10)
        var rng = BenchmarkRandom(seed: 2026)
        let touches = MovingTouches(window: window, starts: (0..<10).map { _ in Point(x: rng.unit() * 900 + 50, y: rng.unit() * 900 + 50) })
        for _ in 0..<1_000 { touches.step() }
        return touches
    }

    Benchmark("engine: scheduler schedule + cancel", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let scheduler = Scheduler()
        var ticks = 0
        let action = { ticks &+= 1 }
        for _ in benchmark.scaledIterations {
            scheduler.cancel(scheduler.schedule(after: 0.5, action))
        }
        blackHole(ticks)
    }
}

/// Touches that go down at `starts` and then move back and forth by a point, one frame a step.
final class MovingTouches {
    let window: Window
    private var frames: [TouchFrame]
    private var index = 0

    init(window: Window, starts: [Point]) {
        self.window = window
        window.send(TouchFrame(time: 0, samples: starts.enumerated().map { TouchSample(id: $0.offset, phase: .began, location: $0.element) }))
        frames = (0..<2).map { flip in
            TouchFrame(time: 0, samples: starts.enumerated().map {
                TouchSample(id: $0.offset, phase: .moved, location: Point(x: $0.element.x + Double(flip), y: $0.element.y))
            })
        }
    }

    /// Sends the next frame, 8 ms after the one before.
    func step() {
        index &+= 1
        frames[index & 1].time = Timestamp(microseconds: Int64(index) * 8_000)
        window.send(frames[index & 1])
    }
}

/// A tree filled breadth-first, three children per view, each a third of its
/// parent (alternating horizontal and vertical strips, slightly overlapping).
func makeTree(viewCount: Int, maxDepth: Int) throws -> (Window, [View]) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1_000, height: 1_000))
    var views: [View] = [window]
    var queue: [(view: View, depth: Int)] = [(window, 1)]
    var head = 0
    while views.count < viewCount && head < queue.count {
        let (parent, depth) = queue[head]
        head += 1
        guard depth < maxDepth else { continue }
        let b = parent.bounds
        for slot in 0..<3 where views.count < viewCount {
            let frame = depth % 2 == 0
                ? Rect(x: b.width * Double(slot) / 3, y: 1, width: b.width / 3 + 1, height: b.height - 2)
                : Rect(x: 1, y: b.height * Double(slot) / 3, width: b.width - 2, height: b.height / 3 + 1)
            let view = View(id: "v\(views.count)", frame: frame)
            try parent.addSubview(view)
            views.append(view)
            queue.append((view, depth + 1))
        }
    }
    return (window, views)
}
