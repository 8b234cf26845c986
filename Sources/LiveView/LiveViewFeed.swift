import GestureEngine
import TouchReplay
import TouchReplayLive
import TouchReplayTools

/// The live view's sink of the input pipeline: an engine observer added to the
/// window (`Window.addObserver`) and the pipeline's `onDeliver`, which gather
/// what an update shows into one ``LiveViewDelta`` on the session's thread.
///
/// It only reads: it changes neither the frames nor the engine, so a session's
/// trace is the same with it as without it. ``take(at:)`` hands over what was
/// gathered and starts the next delta.
final class LiveViewFeed: EngineObserver {
    private let window: Window
    private let pipeline: InputPipeline
    private let hitTests: Bool
    /// The views drawn, by identity: their index in the scene.
    private let indices: [ObjectIdentifier: Int]
    private let views: [View]
    private var delta = LiveViewDelta()
    /// The recognizers seen, by identity.
    private var seen: Set<ObjectIdentifier> = []
    private var moved: Set<Int> = []
    private var steps: [TraceValue] = []
    private var previousOnDeliver: ((TouchFrame) -> Void)?

    /// The views of the window as the page first draws them.
    let scene: LiveViewScene

    /// A feed of `input`'s window, whose views `scene` read; with the scene's `hitTests`, each new
    /// touch's hit-test steps are sent.
    init(input: LiveInput, scene: LiveViewScene) {
        pipeline = input.pipeline
        window = input.window
        hitTests = scene.hitTests
        self.scene = scene
        views = LiveViewScene.subtree(of: window)
        var indices: [ObjectIdentifier: Int] = [:]
        for (index, view) in views.enumerated() { indices[ObjectIdentifier(view)] = index }
        self.indices = indices
        previousOnDeliver = pipeline.onDeliver
        window.addObserver(self)
        pipeline.onDeliver = { [unowned self] frame in
            self.previousOnDeliver?(frame)
            self.add(frame)
        }
    }

    /// Stops observing: the window and the pipeline are as they were.
    func detach() {
        window.removeObserver(self)
        pipeline.onDeliver = previousOnDeliver
    }

    /// What was gathered since the last call, as of window time `time`; nil when nothing happened.
    func take(at time: Double) -> LiveViewDelta? {
        for index in moved.sorted() { delta.views.append(LiveViewScene.place(of: views[index], index: index, at: time)) }
        moved.removeAll(keepingCapacity: true)
        defer { delta = LiveViewDelta() }
        guard !delta.isEmpty || !delta.frames.isEmpty else { return nil }
        delta.time = time
        return delta
    }

    /// A frame as the window gets it: its fingers, pointers and pens, hover and wheel.
    private func add(_ frame: TouchFrame) {
        delta.frames.append(frame.time.seconds)
        for sample in frame.samples {
            let attributes = sample.attributes
            delta.samples.append(LiveViewDelta.Sample(
                touch: sample.id, time: frame.time.seconds, location: sample.location, phase: sample.phase, type: attributes.type,
                force: attributes.maximumPossibleForce > 0 ? attributes.force : nil))
        }
        if let hover = frame.hover {
            delta.hovers.append(LiveViewDelta.Hover(time: frame.time.seconds, location: hover.location, type: hover.type, exited: hover.phase == .exited))
        }
        if let wheel = frame.wheel {
            delta.wheels.append(LiveViewDelta.Wheel(time: frame.time.seconds, location: wheel.location, clicks: wheel.clicks))
        }
    }

    var observesHitTests: Bool { hitTests }
    /// Touches passed on along the responder chain change nothing it shows.
    var observesForwarding: Bool { false }

    func engine(didHitTest step: HitTestStep) {
        let result: TraceValue = switch step.result {
        case .view(let view): view.map { .string($0.id) } ?? .null
        case .inside(let inside): .bool(inside)
        }
        steps.append(.array([.string(step.view.id), .string(step.call.rawValue), .string(result.jsonText),
                             step.reason.map { .string($0.description) } ?? .null]))
    }

    func engine(didBind touch: Touch, to view: View?, event: Event) {
        delta.bindings.append(LiveViewDelta.Binding(touch: touch.id, view: view?.id))
        if hitTests {
            delta.hitTests.append((touch.id, steps))
            steps.removeAll(keepingCapacity: true)
        }
    }

    func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        guard phase == .cancelled else { return }
        for touch in touches { delta.taken.append(touch.id) }
    }

    func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        let state = recognizer.state
        guard state != .possible else { return }
        let kind = type(of: recognizer).traceKind
        if seen.insert(ObjectIdentifier(recognizer)).inserted {
            delta.recognizers.append(LiveViewDelta.Recognizer(id: recognizer.id, kind: kind, view: recognizer.view?.id))
        }
        let name = state == .ended && recognizer.isDiscrete ? "recognized" : state.rawValue
        let values = recognizer.reportedValues
        let reason = state == .failed || state == .cancelled ? recognizer.failureReason : nil
        let record = GestureRecord(
            time: time, gesture: recognizer.id, kind: kind, view: recognizer.view?.id, state: name,
            location: recognizer.location(in: nil), touches: recognizer.numberOfTouches, translation: values.translation,
            velocity: values.velocity, scale: values.scale, rotation: values.rotation, named: values.named,
            reason: reason?.code, by: reason?.by)
        delta.gestureEvents.append((recognizer.id, ViewerData.gestureEvent(TraceRecord.gesture(record).line, time: time)))
    }

    func engine(viewDidChangeGeometry view: View) {
        // A view and its subviews move on screen together.
        var stack = [view]
        while let next = stack.popLast() {
            if let index = indices[ObjectIdentifier(next)] { moved.insert(index) }
            stack += next.subviews
        }
    }
}
