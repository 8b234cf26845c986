import GestureEngine

/// An `EngineObserver` (GestureEngine) that turns what the engine does into ``TraceRecord``s.
///
/// Set it as the window's observer, call ``checkViews(at:)`` after each frame
/// and each scheduled task (``EngineSession`` does), and ``finish(frames:)`` at
/// the end for the summary. Each hook hands its record to one sink
/// (`TraceSink`), chosen when the recorder is made: by default the records go
/// to ``records`` and, as they happen, to ``onRecord``; a replay written to a
/// file streams them to its file writer instead (`TraceLineWriter`). The views watched for `view` lines are those in the window
/// when the recorder is made (`ViewWatch`); the window tells its observer
/// when a view's geometry is set, so the recorder must be the window's
/// observer, and a view taken out of the window is no longer heard.
///
/// Its state is grouped in a few values (`ViewWatch`, `RecognizerTally`,
/// the sink), so that an engine callback touches one or two stored properties.
public final class TraceRecorder: EngineObserver {
    /// Whether `hitTest` records are made.
    public let tracesHitTests: Bool
    /// Every record so far, in order (none of those streamed to a file).
    public var records: [TraceRecord] { recordSink.records }
    /// Called with each record as it is made (for live output; not while streaming to a file).
    public var onRecord: ((TraceRecord) -> Void)? {
        get { recordSink.onRecord }
        set { recordSink.onRecord = newValue }
    }
    /// Whether ``records`` keeps the records (turn off for long live sessions that only stream).
    public var keepsRecords: Bool {
        get { recordSink.keepsRecords }
        set { recordSink.keepsRecords = newValue }
    }
    /// The control events to write as `control` lines, by control id (a scene's
    /// `control: {events: …}`); controls not listed write none.
    public var tracedControlEvents: [String: Control.Events] = [:]

    let window: Window
    // The properties used on every engine callback skip the run-time
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
    /// Where the records go: `recordSink`, or a replay's file writer (``RecordingReplay/write(to:format:flushesEachFrame:beforeFrame:)``).
    /// A constant, so that a hook calls it without retaining it (a `var`, even
    /// `unowned(unsafe)`, is retained and released around each call: two atomic
    /// operations per touch line; docs/performance.md, "Reference counting").
    private let sink: any TraceSink
    /// The sink that makes ``records`` and calls ``onRecord``.
    private let recordSink: TraceRecordSink

    /// A recorder for `window`. Recognizers describe themselves: the kind is
    /// `GestureRecognizer.traceKind`, `recognized` or `ended` follows
    /// `GestureRecognizer.isDiscrete`, the values `GestureRecognizer.reportedValues`.
    public convenience init(window: Window, tracesHitTests: Bool = false) {
        self.init(window: window, tracesHitTests: tracesHitTests, streamingTo: nil)
    }

    /// A recorder for `window` whose records go, with `lines`, to a file writer that
    /// writes each line to it as it is made (not to ``records`` nor ``onRecord``).
    convenience init(window: Window, tracesHitTests: Bool, streamingTo lines: TraceLineOutput?) {
        self.init(windows: [window], tracesHitTests: tracesHitTests, streamingTo: lines)
    }

    /// A recorder for `windows` (one application's, on one clock; at least one), as
    /// ``init(window:tracesHitTests:streamingTo:)`` says. With several, every record names its
    /// window, and each window is to be observed through its ``windowObservers`` entry.
    init(windows: [Window], tracesHitTests: Bool, streamingTo lines: TraceLineOutput?) {
        window = windows[0]
        self.tracesHitTests = tracesHitTests
        let watch = ViewWatch(windows: windows)
        let tally = RecognizerTally(expected: watch.views.reduce(0) { $0 + $1.gestureRecognizers.count })
        (self.watch, self.tally) = (watch, tally)
        recordSink = TraceRecordSink()
        let unstamped: any TraceSink = lines.map { TraceLineWriter(output: $0, views: watch.views.count, recognizers: tally.expected) } ?? recordSink
        let stamping = windows.count > 1 ? WindowStampingSink(windows: windows, inner: unstamped) : nil
        sink = stamping ?? unstamped
        windowObservers = []
        if let stamping {
            windowObservers = windows.indices.map { WindowObserver(recorder: self, stamping: stamping, index: $0) }
        }
    }

    /// The observer each window of several is to be given (in the recorder's order), which tells
    /// the recorder which window speaks; empty for a recorder of one window (it is that window's observer).
    private(set) var windowObservers: [any EngineObserver]

    /// Hit-tests report their steps only when `hitTest` records are made.
    public var observesHitTests: Bool { tracesHitTests }

    /// A trace has no line for touches passed on along the responder chain (the views they reach
    /// are what it shows): the default touches methods take the untraced path.
    public var observesForwarding: Bool { false }

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
            sink.record(.hitTest(HitTestRecord(time: window.now.seconds, touch: touch.id, steps: pendingSteps, result: view?.id)))
            pendingSteps.removeAll(keepingCapacity: true)
        }
        if view == nil { sink.touch(at: window.now.seconds, touch, phase: .began, view: nil, position: nil) }
    }

    /// Writes one `touch` record per delivered touch.
    public func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        let time = window.now.seconds
        let position = watch.position(of: view)
        // Each touch lent where the array holds it: read from the array, even by index, it is retained around the call.
        touches.forEachUnretained { sink.touch(at: time, $0, phase: phase, view: view, position: position) }
    }

    /// Writes a `hover` record.
    public func engine(didHover sample: HoverSample, over view: View?) {
        sink.record(.hover(HoverRecord(time: window.now.seconds, phase: sample.phase.rawValue, location: sample.location, view: view?.id,
                                touchType: sample.type.rawValue)))
    }

    /// Writes a `wheel` record.
    public func engine(didScrollWheel wheel: WheelScroll, takenBy view: View?) {
        sink.record(.wheel(WheelRecord(time: window.now.seconds, location: wheel.location, clicks: wheel.clicks, view: view?.id)))
    }

    /// Writes a `gesture` record (not for the reset to possible) and counts the state.
    public func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        let state = recognizer.state
        guard state != .possible else { return }
        let (number, stateIndex, isFirst) = tally.count(recognizer, state: state)
        if isFirst { sink.recognizer(tally.recognizers[number], number: number) }
        // The view lent, not read: a read retains and releases it (docs/performance.md, "Reference counting").
        guard let view = recognizer.unretainedView else {
            return sink.gesture(of: recognizer, number: number, stateIndex: stateIndex, at: time, view: nil, viewPosition: nil)
        }
        view._withUnsafeGuaranteedRef { view in
            sink.gesture(of: recognizer, number: number, stateIndex: stateIndex, at: time, view: view, viewPosition: watch.position(of: view))
        }
    }

    /// Writes an `action` record: `recognizer` is sending its actions now
    /// (the session calls this from a target it adds to the scene's recognizers with `traceActions`).
    func recordAction(of recognizer: GestureRecognizer) {
        let state = recognizer.state
        let name = state == .ended && type(of: recognizer).kind == .discrete ? "recognized" : state.rawValue
        sink.record(.action(ActionRecord(time: window.now.seconds, gesture: recognizer.id, state: name)))
    }

    /// Writes one `control` record per traced event, in the order of the events' bits.
    public func engine(control: Control, didSend events: Control.Events, at time: Double) {
        guard let traced = tracedControlEvents[control.id] else { return }
        for name in events.intersection(traced).names {
            let value = name == "valueChanged" ? (control as? any ValueControl)?.tracedValue : nil
            sink.record(.control(ControlRecord(time: time, control: control.id, event: name, value: value)))
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
        for record in watch.changes(at: time) { sink.view(record) }
    }

    /// Records the summary after `frames` input frames; call once, last.
    public func finish(frames: Int) {
        let gestures = zip(TraceSummary.gestureStates, tally.stateCounts).map { (state: $0, count: $1) }
        sink.record(.summary(TraceSummary(duration: window.now.seconds, frames: frames, touches: touchCount, gestures: gestures,
                                   views: watch.views.map { (view: $0.id, frame: $0.frame) })))
    }
}
