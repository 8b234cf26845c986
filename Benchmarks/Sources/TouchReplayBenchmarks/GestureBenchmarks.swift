import Foundation
import GestureEngine

/// Lets every pair of recognizers run together, so all of them stay under way.
private final class AllSimultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { true }
}

/// A window with a path of 10 nested views carrying 10 recognizers each
/// (4 pans, 3 pinches, 3 rotations), and 10 fingers down on the deepest view.
private func makeScene(simultaneous: Bool, delegate: AllSimultaneous) -> (Window, TouchFrame) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    var parent: View = window
    for level in 0..<10 {
        let view = View(id: "v\(level)", frame: Rect(x: 10, y: 10, width: 900 - Double(level) * 20, height: 900 - Double(level) * 20))
        try! parent.addSubview(view)
        for k in 0..<10 {
            let r: GestureRecognizer = k < 4 ? PanGestureRecognizer(id: "pan\(level).\(k)")
                : k < 7 ? PinchGestureRecognizer(id: "pinch\(level).\(k)") : RotationGestureRecognizer(id: "rot\(level).\(k)")
            if simultaneous { r.delegate = delegate }
            view.addGestureRecognizer(r)
        }
        parent = view
    }
    var frame = TouchFrame(time: 0, samples: (0..<10).map {
        TouchSample(id: $0, phase: .began, location: Point(x: 200 + Double($0) * 30, y: 300))
    })
    window.send(frame)
    for i in frame.samples.indices { frame.samples[i].phase = .moved }
    return (window, frame)
}

/// Moves every finger a little (alternating directions, fingers spreading) and sends the frame.
private func step(_ window: Window, _ frame: inout TouchFrame, _ n: Int) {
    frame.time += 0.008
    let dy = n % 2 == 0 ? 3.0 : -2.0
    for i in frame.samples.indices {
        frame.samples[i].location.y += dy
        frame.samples[i].location.x += (Double(i) - 4.5) * 0.1
    }
    window.send(frame)
}

/// One finger dragging inside an inner horizontal scroll view nested in an outer
/// vertical one, back and forth, so the inner one scrolls every frame.
private func runScrollBenchmark() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let outer = ScrollView(id: "outer", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    outer.contentSize = Size(width: 320, height: 2000)
    let inner = ScrollView(id: "inner", frame: Rect(x: 0, y: 100, width: 320, height: 200))
    inner.contentSize = Size(width: 100_000, height: 200)
    let content = View(id: "content", frame: Rect(x: 0, y: 0, width: 100_000, height: 200))
    try! inner.addSubview(content)
    try! outer.addSubview(inner)
    try! window.addSubview(outer)
    var frame = TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 300, y: 200))])
    window.send(frame)
    frame.samples[0].phase = .moved
    var n = 0
    func step() {
        frame.time += 0.008
        frame.samples[0].location.x += n % 40 < 20 ? -3 : 2
        n += 1
        window.send(frame)
    }
    for _ in 0..<200 { step() }
    let frames = 2000
    let allocations = Measure.allocations { for _ in 0..<frames { step() } }
    let ns = Measure.medianNanoseconds(samples: 15, iterations: 500) { step() }
    print("1 finger scrolling a nested scroll view (\(inner.isDragging ? "inner dragging" : "not dragging")): \(String(format: "%.2f", ns / 1000)) µs/frame, \(String(format: "%.3f", Double(allocations) / Double(frames))) allocations/frame")
}

/// The "gestures" suite: cost and allocations of one 10-touch frame through
/// 10 views × 10 recognizers, with all 100 recognizers under way together, and
/// with the default exclusivity (one winner, 99 failed); and a finger scrolling
/// a nested scroll view.
func runGestureBenchmarks() {
    let delegate = AllSimultaneous()
    for simultaneous in [true, false] {
        var (window, frame) = makeScene(simultaneous: simultaneous, delegate: delegate)
        var n = 0
        for _ in 0..<200 { step(window, &frame, n); n += 1 }
        var active = 0
        var view: View? = window
        while let v = view {
            for r in v.gestureRecognizers where r.state == .began || r.state == .changed { active += 1 }
            view = v.subviews.first
        }
        let frames = 2000
        let allocations = Measure.allocations {
            for _ in 0..<frames { step(window, &frame, n); n += 1 }
        }
        let ns = Measure.medianNanoseconds(samples: 15, iterations: 500) { step(window, &frame, n); n += 1 }
        let label = simultaneous ? "all simultaneous" : "exclusive       "
        print("10 touches × 10 views × 10 recognizers, \(label) (\(active) under way): \(String(format: "%.2f", ns / 1000)) µs/frame, \(String(format: "%.3f", Double(allocations) / Double(frames))) allocations/frame (goal < 10 µs, 0)")
    }
    runScrollBenchmark()
}
