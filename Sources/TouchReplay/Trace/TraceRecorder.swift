import GestureEngine

/// An `EngineObserver` (GestureEngine) that turns what the engine does into ``TraceRecord``s.
///
/// Set it as the window's observer, call ``checkViews(at:)`` after each frame
/// and each scheduled task (``EngineSession`` does), and ``finish(frames:)`` at
/// the end for the summary. Records go to ``records`` and, as they happen, to
/// ``onRecord``. The views watched for `view` lines are those in the window
/// when the recorder is made (`ViewWatch`); the window tells its observer
/// when a view's geometry is set, so the recorder must be the window's
/// observer, and a view taken out of the window is no longer heard.
///
/// Its state is grouped in a few values (`ViewWatch`, `RecognizerTally`,
/// the stream), so that an engine callback touches one or two stored properties.
public final class TraceRecorder: EngineObserver {
    /// Whether `hitTest` records are made.
    public let tracesHitTests: Bool
    /// Every record so far, in order.
    public private(set) var records: [TraceRecord] = []
    /// Called with each record as it is made (for live output).
    public var onRecord: ((TraceRecord) -> Void)?
    /// Whether ``records`` keeps the records (turn off for long live sessions that only stream).
    public var keepsRecords = true
    /// The control events to write as `control` lines, by control id (a scene's
    /// `control: {events: …}`); controls not listed write none.
    public var tracedControlEvents: [String: Control.Events] = [:]

    let window: Window
    // The three properties used on every engine callback skip the run-time
    // exclusivity check: the callbacks come from deep in the engine, where each
    // check walks the thread's many open accesses. Measured with callgrind on the
    // replay benchmark's first 400,000 lines against its 1,000-view scene
    // (docs/performance.md): checked, they cost the engine thread 45 M more
    // instructions (62 M in swift_beginAccess against 16 M), 10 % of it. Each is
    // a value used by this class alone and never across a call out to user code
    // (``checkViews(at:)`` takes the changes out of ``watch`` before emitting them).

    /// The views watched for `view` lines.
    @exclusivity(unchecked) private var watch: ViewWatch
    private var pendingSteps: [HitTestRecord.Step] = []
    private var touchCount = 0
    /// The recognizers seen so far and the state changes counted.
    @exclusivity(unchecked) private var tally: RecognizerTally
    /// Where records go instead of ``records`` and ``onRecord`` (``RecordingReplay/write(to:format:flushesEachFrame:beforeFrame:)``).
    @exclusivity(unchecked) private var stream: Stream?

    /// A recorder for `window`. Recognizers describe themselves: the kind is
    /// `GestureRecognizer.traceKind`, `recognized` or `ended` follows
    /// `GestureRecognizer.isDiscrete`, the values `GestureRecognizer.reportedValues`.
    public init(window: Window, tracesHitTests: Bool = false) {
        self.window = window
        self.tracesHitTests = tracesHitTests
        watch = ViewWatch(window: window)
        tally = RecognizerTally(expected: watch.views.reduce(0) { $0 + $1.gestureRecognizers.count })
    }

    /// Sends `record` on: into the stream's batch when streaming, else to ``records`` and ``onRecord``.
    private func emit(_ record: TraceRecord) {
        guard !streamed(stream?.append(record)) else { return }
        keep(record)
    }

    /// Kept out of line: inlined, the exclusivity checks of the public
    /// ``keepsRecords`` and ``onRecord`` were hoisted into the callers and paid
    /// on the streaming path too (two per touch, 10 M instructions in the callgrind run below).
    @inline(never)
    private func keep(_ record: TraceRecord) {
        if keepsRecords { records.append(record) }
        onRecord?(record)
    }

    /// Whether the stream took what was appended (`appended` is nil when not
    /// streaming); hands the batch over when it is full. Inlined into each hook
    /// (one call per entry); the hand-over stays out of line.
    @inline(__always)
    private func streamed(_ appended: Bool?) -> Bool {
        switch appended {
        case nil: return false
        case false?: return true
        case true?:
            flushStream()
            return true
        }
    }

    /// Sends every record from now on to `sink` in batches (not to ``records``
    /// nor ``onRecord``). Call ``endStream()`` after the last record.
    func stream(to sink: any TraceBatchSink) {
        stream = Stream(sink: sink, views: watch.views.count, recognizers: tally.expected)
    }

    /// Hands the batch being filled to the sink (if it holds anything) and starts a new one.
    @inline(never)
    private func flushStream() {
        guard let batch = stream?.takeBatch() else { return }
        stream?.sink.handOver(batch)
    }

    /// Hands the last batch to the sink and lets go of it: later records go to
    /// ``records`` and ``onRecord`` again.
    func endStream() {
        flushStream()
        stream = nil
    }

    /// Hit-tests report their steps only when `hitTest` records are made.
    public var observesHitTests: Bool { tracesHitTests }

    /// Collects the step for the next `hitTest` record (only with hit-test tracing on).
    public func engine(didHitTest step: HitTestStep) {
        guard tracesHitTests else { return }
        let result: TraceValue = switch step.result {
        case let .view(view): view.map { .string($0.id) } ?? .null
        case let .inside(inside): .bool(inside)
        }
        pendingSteps.append(HitTestRecord.Step(view: step.view.id, call: step.call.rawValue, result: result, reason: step.reason?.description))
    }

    /// Counts the touch, writes the collected `hitTest` record, and a `touch` line for a touch that hit no view.
    public func engine(didBind touch: Touch, to view: View?, event: Event) {
        touchCount += 1
        if tracesHitTests {
            emit(.hitTest(HitTestRecord(time: window.now, touch: touch.id, steps: pendingSteps, result: view?.id)))
            pendingSteps.removeAll(keepingCapacity: true)
        }
        if view == nil { emitTouch(time: window.now, touch: touch, phase: .began, view: nil) }
    }

    /// Writes one `touch` record per delivered touch.
    public func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        let time = window.now
        guard stream != nil else {
            for touch in touches { emitTouch(time: time, touch: touch, phase: phase, view: view) }
            return
        }
        let viewName = streamName(of: view)
        // Each touch read where the array holds it: nothing retained per touch.
        for index in touches.indices {
            _ = streamed(stream?.touch(time: time, touch: touches[index].id, phase: phase,
                                       location: touches[index].locationInWindow, view: viewName,
                                       detail: TouchDetail(touches[index])))
        }
    }

    private func emitTouch(time: Double, touch: Touch, phase: TouchPhase, view: View?) {
        let location = touch.locationInWindow
        if stream != nil {
            let viewName = view.flatMap { streamName(of: $0) }
            if streamed(stream?.touch(time: time, touch: touch.id, phase: phase, location: location, view: viewName,
                                      detail: TouchDetail(touch))) { return }
        }
        emit(.touch(TouchRecord(time: time, touch: touch.id, phase: phase, location: location, view: view?.id, detail: TouchDetail(touch))))
    }

    /// The stream's name of `view`'s id (only while streaming).
    @inline(__always)
    private func streamName(of view: View) -> TraceName? {
        let position = watch.position(of: view)
        return stream?.name(of: view, position: position)
    }

    /// Writes a `hover` record.
    public func engine(didHover sample: HoverSample, over view: View?) {
        emit(.hover(HoverRecord(time: window.now, phase: sample.phase.rawValue, location: sample.location, view: view?.id,
                                touchType: sample.type.rawValue)))
    }

    /// Writes a `wheel` record.
    public func engine(didScrollWheel wheel: WheelScroll, takenBy view: View?) {
        emit(.wheel(WheelRecord(time: window.now, location: wheel.location, clicks: wheel.clicks, view: view?.id)))
    }

    /// Writes a `gesture` record (not for the reset to possible) and counts the state.
    public func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        let state = recognizer.state
        guard state != .possible else { return }
        let (number, stateIndex) = tally.count(recognizer, state: state)
        let location = recognizer.location(in: nil), touches = recognizer.numberOfTouches
        let values = recognizer.reportedValues
        let reason = state == .failed || state == .cancelled ? recognizer.failureReason : nil
        let view = recognizer.view
        if stream != nil {
            let names = stream?.names(ofRecognizer: number) ?? nameRecognizer(number)
            let viewName = view.flatMap { streamName(of: $0) }
            if let names, streamed(stream?.gesture(time: time, names: names, view: viewName, stateIndex: stateIndex, location: location,
                                                   touches: touches, values: values, reason: reason)) { return }
        }
        let info = tally.recognizers[number]
        emit(.gesture(GestureRecord(time: time, gesture: info.id, kind: info.kind, view: view?.id,
                                    state: TraceSummary.gestureStates[stateIndex], location: location, touches: touches,
                                    translation: values.translation, velocity: values.velocity, scale: values.scale, rotation: values.rotation,
                                    named: values.named, reason: reason?.code, by: reason?.by)))
    }

    /// Gives the recognizer numbered `number` in the tally its names in the stream (the first time it is written).
    /// Out of line: copying the recognizer's strings retains them, which the
    /// state changes that find their names already given should not pay for.
    @inline(never)
    private func nameRecognizer(_ number: Int) -> RecognizerNames? {
        let info = tally.recognizers[number]
        return stream?.nameRecognizer(number, id: info.id, kind: info.kind)
    }

    /// Writes an `action` record: `recognizer` is sending its actions now
    /// (the session calls this from a target it adds to the scene's recognizers with `traceActions`).
    func recordAction(of recognizer: GestureRecognizer) {
        let state = recognizer.state
        let name = state == .ended && type(of: recognizer).kind == .discrete ? "recognized" : state.rawValue
        emit(.action(ActionRecord(time: window.now, gesture: recognizer.id, state: name)))
    }

    /// Writes one `control` record per traced event, in the order of the events' bits.
    public func engine(control: Control, didSend events: Control.Events, at time: Double) {
        guard let traced = tracedControlEvents[control.id] else { return }
        for name in events.intersection(traced).names {
            let value = name == "valueChanged" ? (control as? any ValueControl)?.tracedValue : nil
            emit(.control(ControlRecord(time: time, control: control.id, event: name, value: value)))
        }
    }

    /// Notes that a watched view's geometry was set, for the next ``checkViews(at:)``.
    public func engine(viewDidChangeGeometry view: View) {
        watch.markDirty(view)
    }

    /// Records a `view` line for every view whose frame, content offset or zoom
    /// changed (as rounded in traces) since the last check, in tree order.
    ///
    /// Only views whose geometry was set since the last check (and scroll views) are compared.
    public func checkViews(at time: Double) {
        guard watch.needsCheck else { return }
        for record in watch.changes(at: time) where !streamed(stream?.view(record)) { emit(.view(record)) }
    }

    /// Records the summary after `frames` input frames; call once, last.
    public func finish(frames: Int) {
        let gestures = zip(TraceSummary.gestureStates, tally.stateCounts).map { (state: $0, count: $1) }
        emit(.summary(TraceSummary(duration: window.now, frames: frames, touches: touchCount, gestures: gestures,
                                   views: watch.views.map { (view: $0.id, frame: $0.frame) })))
    }
}
