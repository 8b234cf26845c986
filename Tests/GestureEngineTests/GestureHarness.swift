@testable import GestureEngine
import TouchReplayTesting
import TouchTime

/// The engine's tests drive fingers with `GestureTester` (TouchReplayTesting),
/// the harness users get: one harness, not two. This subclass only adds what
/// the engine's tests look at besides the trace: an ``EngineRecorder`` told
/// everything the engine does, fingers numbered from 1, and points and
/// times sent exactly as given (late frames included).
final class GestureHarness: GestureTester {
    let recorder: EngineRecorder

    /// A harness with a window of the given size (320 × 480 by default, as in the scenarios).
    init(width: Double = 320, height: Double = 480) {
        let recorder = EngineRecorder()
        self.recorder = recorder
        super.init(window: Window(frame: Rect(x: 0, y: 0, width: width, height: height)), observer: recorder, firstTouchID: 1, roundsToRecording: false)
    }

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

extension TestFinger {
    /// The harness the finger belongs to.
    var harness: GestureHarness { tester as! GestureHarness }
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
