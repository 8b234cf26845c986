@testable import GestureEngine

/// A scripted-gesture harness in the manner of Flutter's `WidgetTester`: a
/// window on the virtual clock, fingers started with ``startGesture(at:time:)``,
/// moved and lifted at explicit times, and ``pump(to:)`` to let timers run.
final class GestureHarness {
    let window: Window
    let recorder = EngineRecorder()
    private var nextID = 1

    /// A harness with a window of the given size (320 × 480 by default, as in the scenarios).
    init(width: Double = 320, height: Double = 480) {
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
        window.observer = recorder
    }

    /// Puts a finger down at `point` (window coordinates) at `time`, in a frame of its own.
    @discardableResult
    func startGesture(at point: Point, time: Double) -> TestGesture {
        let gesture = TestGesture(id: nextID, harness: self, location: point)
        nextID += 1
        window.send(TouchFrame(time: time, samples: [TouchSample(id: gesture.id, phase: .began, location: point)]))
        return gesture
    }

    /// Sends one frame moving several fingers at once.
    func move(_ moves: [(TestGesture, Point)], at time: Double) {
        var samples: [TouchSample] = []
        for (gesture, point) in moves {
            gesture.location = point
            samples.append(TouchSample(id: gesture.id, phase: .moved, location: point))
        }
        window.send(TouchFrame(time: time, samples: samples))
    }

    /// Moves every finger in `paths` along a straight line in `steps` equal frames from `start` to `end` (times in seconds).
    func drag(_ paths: [(TestGesture, Point)], from start: Double, to end: Double, steps: Int) {
        let origins = paths.map { $0.0.location }
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let time = start + (end - start) * Double(step - 1) / Double(max(steps - 1, 1))
            var moves: [(TestGesture, Point)] = []
            for (index, (gesture, target)) in paths.enumerated() {
                let o = origins[index]
                moves.append((gesture, Point(x: o.x + (target.x - o.x) * f, y: o.y + (target.y - o.y) * f)))
            }
            move(moves, at: time)
        }
    }

    /// Lifts several fingers in one frame.
    func up(_ gestures: [TestGesture], at time: Double) {
        window.send(TouchFrame(time: time, samples: gestures.map { TouchSample(id: $0.id, phase: .ended, location: $0.location) }))
    }

    /// Advances the virtual clock to `time`, running due timers.
    func pump(to time: Double) { window.advance(to: time) }

    /// Adds `view` to the window.
    func add(_ view: View) { try! window.addSubview(view) }

    /// A harness whose window holds one full-screen recording view "V".
    static func withFullScreenView() -> (GestureHarness, GestureRecordingView) {
        let h = GestureHarness()
        let v = GestureRecordingView(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        return (h, v)
    }
}

/// One scripted finger.
final class TestGesture {
    let id: Int
    unowned let harness: GestureHarness
    var location: Point

    init(id: Int, harness: GestureHarness, location: Point) {
        self.id = id
        self.harness = harness
        self.location = location
    }

    /// Moves the finger to `point` at `time`, in a frame of its own.
    func moveTo(_ point: Point, at time: Double) { harness.move([(self, point)], at: time) }

    /// Moves the finger in `steps` equal frames to `point`, from `start` to `end`.
    func drag(to point: Point, from start: Double, to end: Double, steps: Int) {
        harness.drag([(self, point)], from: start, to: end, steps: steps)
    }

    /// Lifts the finger at `time`.
    func up(at time: Double) { harness.up([self], at: time) }

    /// The system cancels the finger at `time`.
    func cancel(at time: Double) {
        harness.window.send(TouchFrame(time: time, samples: [TouchSample(id: id, phase: .cancelled, location: location)]))
    }
}

/// Records state changes and view deliveries as readable lines.
final class EngineRecorder: EngineObserver {
    struct Change: Equatable {
        let recognizer: String
        let state: GestureRecognizer.State
        let time: Double
    }

    private(set) var changes: [Change] = []
    private(set) var deliveries: [String] = []
    private(set) var lines: [String] = []
    /// The reason of each recognizer's last failure or cancellation, by id.
    private(set) var reasons: [String: GestureFailureReason] = [:]

    func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        changes.append(Change(recognizer: recognizer.id, state: recognizer.state, time: time))
        if recognizer.state == .failed || recognizer.state == .cancelled { reasons[recognizer.id] = recognizer.failureReason }
        lines.append("\(time.traceFormatted) \(recognizer.id) \(recognizer.state.rawValue) \(recognizer.traceValues)")
    }

    func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        let line = "\(view.id) \(phase.rawValue) \(touches.map { String($0.id) }.joined(separator: ","))"
        deliveries.append(line)
        lines.append("\(event.timestamp.traceFormatted) \(line)")
    }

    /// The states `id` went through, in order.
    func states(of id: String) -> [GestureRecognizer.State] { changes.filter { $0.recognizer == id }.map(\.state) }

    /// The times `id` entered `state`.
    func times(of id: String, _ state: GestureRecognizer.State) -> [Double] {
        changes.filter { $0.recognizer == id && $0.state == state }.map(\.time)
    }

    /// The deliveries to the view `id` ("began 1", "ended 1,2", …).
    func deliveries(to id: String) -> [String] {
        deliveries.filter { $0.hasPrefix(id + " ") }.map { String($0.dropFirst(id.count + 1)) }
    }
}

/// A view that records its touches calls and stops them there.
class GestureRecordingView: View {
    private(set) var log: [String] = []

    override func touchesBegan(_ touches: [Touch], with event: Event) { log.append("began " + ids(touches)) }
    override func touchesMoved(_ touches: [Touch], with event: Event) { log.append("moved " + ids(touches)) }
    override func touchesEnded(_ touches: [Touch], with event: Event) { log.append("ended " + ids(touches)) }
    override func touchesCancelled(_ touches: [Touch], with event: Event) { log.append("cancelled " + ids(touches)) }

    private func ids(_ touches: [Touch]) -> String { touches.map { String($0.id) }.joined(separator: ",") }
}

/// A delegate answering yes to simultaneous recognition for the pairs it was given, and recording questions.
final class SimultaneousDelegate: GestureRecognizerDelegate {
    var allowAll = true
    var shouldBegin = true
    var refused: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !refused.contains(gestureRecognizer.id)
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        allowAll
    }
}

func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// Whether two points agree to within `tolerance` (for sums of many small moves).
func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
