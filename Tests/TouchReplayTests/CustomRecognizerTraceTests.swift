import GestureEngine
import Testing
import TouchReplay
import TouchTime

/// A discrete recognizer written outside the engine: recognized when its one
/// touch lifts within 0.3 s; a timer on the virtual clock fails it otherwise.
/// Its trace kind comes from the class name (`quickLift`).
final class QuickLiftGestureRecognizer: GestureRecognizer {
    override class var kind: Kind { .discrete }
    private var deadline: ScheduledTask?

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        deadline = scheduleTimer(after: 0.3) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.fail(.timedOut)
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        if state == .possible { state = .recognized }
    }

    override func reset() {
        if let deadline { cancelTimer(deadline) }
        deadline = nil
    }
}

/// A continuous recognizer written outside the engine: begins when a timer
/// fires 0.2 s after touch-down, changes as the touch moves, ends when it lifts;
/// it reports how far the touch moved and, under a name of its own, how many times it moved.
final class DwellDrag: GestureRecognizer {
    override class var kind: Kind { .continuous }
    override class var traceKind: String { "dwellDrag" }
    private var start = Point.zero
    private var moves = 0
    /// The window's clock when the began action ran.
    private(set) var beganAt: Double?

    override var reportedValues: GestureValues {
        let now = location(in: nil)
        return GestureValues(translation: Point(x: now.x - start.x, y: now.y - start.y), named: [.number("moves", Double(moves))])
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        start = location(in: nil)
        scheduleTimer(after: 0.2) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.beganAt = self.view?.window?.now.seconds
            self.state = .began
        }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        moves += 1
        if state.isActive { state = .changed }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        state = state.isActive ? .ended : .failed
    }

    override func reset() {
        moves = 0
    }
}

/// Recognizers describe themselves to the trace recorder through public API
/// (UIGestureRecognizer, "Discrete versus continuous gestures": a discrete
/// gesture is recognized once; a continuous one begins, changes and ends).
@Suite struct CustomRecognizerTraceTests {
    private func gestures(_ recorder: TraceRecorder, of id: String) -> [GestureRecord] {
        recorder.records.compactMap { record in
            if case let .gesture(g) = record, g.gesture == id { return g }
            return nil
        }
    }

    private func recorded(_ recognizer: GestureRecognizer, samples: [(Double, TouchPhase, Double)]) -> TraceRecorder {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = View(id: "card", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try! window.addSubview(card)
        card.addGestureRecognizer(recognizer)
        let recorder = TraceRecorder(window: window)
        window.observer = recorder
        for (time, phase, x) in samples {
            window.send(TouchFrame(time: Timestamp(seconds: time), samples: [TouchSample(id: 1, phase: phase, location: Point(x: x, y: 20))]))
        }
        window.advance(to: 2)
        return recorder
    }

    @Test func aCustomDiscreteRecognizerTracesRecognizedUnderItsClassName() {
        let lift = QuickLiftGestureRecognizer(id: "lift")
        #expect(lift.isDiscrete)
        let recorder = recorded(lift, samples: [(0, .began, 10), (0.1, .ended, 10)])
        let lines = gestures(recorder, of: "lift")
        #expect(lines.map(\.state) == ["recognized"])
        #expect(lines.map(\.kind) == ["quickLift"])
        #expect(lines.first?.view == "card")
        #expect(lines.first?.translation == nil && lines.first?.scale == nil)
    }

    @Test func aCustomRecognizersTimerFailsItOnTheVirtualClock() {
        let recorder = recorded(QuickLiftGestureRecognizer(id: "lift"), samples: [(0, .began, 10), (0.5, .ended, 10)])
        let lines = gestures(recorder, of: "lift")
        #expect(lines.map(\.state) == ["failed"])
        #expect(lines.map(\.time) == [0.3])
        #expect(lines.map(\.reason) == ["timedOut"])
    }

    @Test func aCustomContinuousRecognizerTracesBeganChangedEndedWithItsKindAndValues() {
        let drag = DwellDrag(id: "drag")
        #expect(!drag.isDiscrete)
        let recorder = recorded(drag, samples: [(0, .began, 10), (0.5, .moved, 40), (0.6, .moved, 70), (0.7, .ended, 70)])
        let lines = gestures(recorder, of: "drag")
        #expect(lines.map(\.state) == ["began", "changed", "changed", "ended"])
        #expect(lines.allSatisfy { $0.kind == "dwellDrag" })
        // The timer began it at its own due time, between the frames at 0 and 0.5.
        #expect(lines.map(\.time) == [0.2, 0.5, 0.6, 0.7])
        #expect(drag.beganAt == 0.2)
        #expect(lines.map { $0.translation?.x } == [0, 30, 60, 60])
        #expect(lines.map(\.named) == [0, 1, 2, 2].map { [.number("moves", $0)] })
        #expect(lines.allSatisfy { $0.velocity == nil && $0.scale == nil && $0.rotation == nil })
    }

    @Test func theBuiltInsDescribeTheirKinds() {
        let kinds: [(GestureRecognizer.Type, String, Bool)] = [
            (TapGestureRecognizer.self, "tap", true), (SwipeGestureRecognizer.self, "swipe", true),
            (LongPressGestureRecognizer.self, "longPress", false), (PanGestureRecognizer.self, "pan", false),
            (PinchGestureRecognizer.self, "pinch", false), (RotationGestureRecognizer.self, "rotation", false),
        ]
        for (type, name, discrete) in kinds {
            #expect(type.traceKind == name)
            #expect((type.kind == .discrete) == discrete)
        }
    }
}
