import Foundation
import GestureEngine

/// The engine core's hot paths: hit-testing, point conversion, frame delivery
/// and the scheduler. Numbers go to docs/engine.md.
func runEngineBenchmarks() throws {
    var rng = BenchmarkRandom(seed: 2026)

    let (bigWindow, bigViews) = try makeTree(viewCount: 10_000, maxDepth: 10)
    let points = (0..<1_024).map { _ in Point(x: rng.unit() * 1_000, y: rng.unit() * 1_000) }
    var index = 0
    var sink = 0
    let hitNanoseconds = timed(iterations: 10_000) {
        if bigWindow.hitTest(points[index & 1_023], with: nil) != nil { sink &+= 1 }
        index &+= 1
    }
    let hitAllocations = Measure.allocations {
        for point in points where bigWindow.hitTest(point, with: nil) != nil { sink &+= 1 }
    }
    let depth = bigViews.map(depthOf).max() ?? 0
    report("hit-test, \(bigViews.count) views, depth \(depth)", hitNanoseconds, "ns/hit-test (goal < 1000)",
           allocations: Double(hitAllocations) / Double(points.count))

    let leaves = bigViews.filter(\.subviews.isEmpty)
    let from = leaves[leaves.count / 3], to = leaves[2 * leaves.count / 3]
    from.transform = AffineTransform(rotationAngle: 0.3)
    var converted = Point.zero
    let convertNanoseconds = timed(iterations: 10_000) {
        converted = from.convert(Point(x: converted.x * 1e-9 + 1, y: 2), to: to)
    }
    let convertAllocations = Measure.allocations {
        for _ in 0..<1_000 { converted = from.convert(converted, to: to) }
    }
    report("convert point between two depth-\(depthOf(from)) leaves", convertNanoseconds, "ns/conversion",
           allocations: Double(convertAllocations) / 1_000)

    let (window, views) = try makeTree(viewCount: 1_000, maxDepth: 10)
    let starts = (0..<10).map { _ in Point(x: rng.unit() * 900 + 50, y: rng.unit() * 900 + 50) }
    window.send(TouchFrame(time: 0, samples: starts.enumerated().map { TouchSample(id: $0.offset, phase: .began, location: $0.element) }))
    let moves = (0..<2).map { flip in
        TouchFrame(time: 0, samples: starts.enumerated().map {
            TouchSample(id: $0.offset, phase: .moved, location: Point(x: $0.element.x + Double(flip), y: $0.element.y))
        })
    }
    var frameIndex = 0
    let sendMove = {
        frameIndex &+= 1
        var frame = moves[frameIndex & 1]
        frame.time = Double(frameIndex) * 0.008
        window.send(frame)
    }
    for _ in 0..<1_000 { sendMove() }
    let deliverNanoseconds = timed(iterations: 1_000, sendMove)
    let deliverAllocations = Measure.allocations { for _ in 0..<1_000 { sendMove() } }
    let bound = Set(window.activeTouches.compactMap { $0.view.map(ObjectIdentifier.init) }).count
    report("deliver 10 moving touches (\(bound) views), \(views.count) views", deliverNanoseconds, "ns/frame (goal < 2000)",
           allocations: Double(deliverAllocations) / 1_000)

    let scheduler = Scheduler()
    var ticks = 0
    let action = { ticks &+= 1 }
    let scheduleNanoseconds = timed(iterations: 10_000) {
        let task = scheduler.schedule(after: 0.5, action)
        scheduler.cancel(task)
    }
    report("scheduler schedule + cancel", scheduleNanoseconds, "ns/pair", allocations: nil)
    if sink == -1 || ticks == -1 { print(sink, ticks, converted) }
}

/// A tree filled breadth-first, three children per view, each a third of its
/// parent (alternating horizontal and vertical strips, slightly overlapping).
private func makeTree(viewCount: Int, maxDepth: Int) throws -> (Window, [View]) {
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

private func depthOf(_ view: View) -> Int {
    var depth = 1
    var current = view
    while let parent = current.superview { depth += 1; current = parent }
    return depth
}

/// Wall-clock median (Measure's) and the median of this thread's CPU time, which
/// stays meaningful when other processes load the machine.
private func timed(iterations: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    let wall = Measure.medianNanoseconds(iterations: iterations, body)
    var results: [Double] = []
    for _ in 0..<31 {
        let start = threadCPUNanoseconds()
        for _ in 0..<iterations { body() }
        results.append(Double(threadCPUNanoseconds() - start) / Double(iterations))
    }
    results.sort()
    return (wall, results[results.count / 2])
}

private func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

private func report(_ name: String, _ time: (wall: Double, cpu: Double), _ unit: String, allocations: Double?) {
    let allocationText = allocations.map { ", allocations/op \($0)" } ?? ""
    func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    print("\(name): \(rounded(time.cpu)) \(unit) CPU (wall \(rounded(time.wall)))\(allocationText)")
}

/// SplitMix64, so every run measures the same points.
private struct BenchmarkRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
