import TouchTime
@testable import GestureEngine

/// One touches-method call a ``TouchRecordingView`` received.
struct TouchCall: Equatable, CustomStringConvertible {
    let view: String
    let phase: TouchPhase
    let touchIDs: [Int]
    let locations: [Point]

    var description: String { "\(view) \(phase.rawValue) \(touchIDs)" }
}

/// Shared, ordered log of touches-method calls across several views.
final class TouchLog {
    var calls: [TouchCall] = []
    var lines: [String] { calls.map(\.description) }
}

/// A view that handles touches itself (does not forward them) and logs every call.
final class TouchRecordingView: View {
    let log: TouchLog

    init(id: String, frame: Rect, log: TouchLog) {
        self.log = log
        super.init(id: id, frame: frame)
    }

    private func record(_ phase: TouchPhase, _ touches: [Touch]) {
        log.calls.append(TouchCall(view: id, phase: phase, touchIDs: touches.map(\.id),
                                   locations: touches.map { $0.location(in: nil) }))
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) { record(.began, touches) }
    override func touchesMoved(_ touches: [Touch], with event: Event) { record(.moved, touches) }
    override func touchesEnded(_ touches: [Touch], with event: Event) { record(.ended, touches) }
    override func touchesCancelled(_ touches: [Touch], with event: Event) { record(.cancelled, touches) }
}

/// Builds a view with `id` and `frame` and adds it to `parent`.
@discardableResult
func addView(_ id: String, _ frame: Rect, to parent: View) throws -> View {
    let view = View(id: id, frame: frame)
    try parent.addSubview(view)
    return view
}

/// A frame of samples at `time`.
func frame(_ time: Timestamp, _ samples: (Int, TouchPhase, Double, Double)...) -> TouchFrame {
    TouchFrame(time: time, samples: samples.map { TouchSample(id: $0.0, phase: $0.1, location: Point(x: $0.2, y: $0.3)) })
}

/// Whether two points are within `tolerance` of each other on both axes.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
