import GestureEngine

/// An `EngineObserver` (GestureEngine) that turns what the engine does into ``TraceRecord``s.
///
/// Set it as the window's observer, call ``checkViews(at:)`` after each frame
/// and each scheduled task (``EngineSession`` does), and ``finish(frames:)`` at
/// the end for the summary. Records go to ``records`` and, as they happen, to
/// ``onRecord``. The views watched for `view` lines are those in the window
/// when the recorder is made (scenes never add views later); a check looks
/// only at the views whose geometry was set since the last one (the window
/// tells its observer, so the recorder must be the window's observer and a view
/// taken out of the window is no longer heard), and at scroll views, so it costs
/// nothing when nothing moved.
public final class TraceRecorder: EngineObserver {
    /// Whether `hitTest` records are made.
    public let tracesHitTests: Bool
    /// Every record so far, in order.
    @exclusivity(unchecked) public private(set) var records: [TraceRecord] = []
    /// Called with each record as it is made (for live output).
    public var onRecord: ((TraceRecord) -> Void)?
    /// Whether ``records`` keeps the records (turn off for long live sessions that only stream).
    public var keepsRecords = true
    /// The control events to write as `control` lines, by control id (a scene's
    /// `control: {events: …}`); controls not listed write none.
    public var tracedControlEvents: [String: Control.Events] = [:]

    let window: Window
    @exclusivity(unchecked) private var views: [View] = []
    @exclusivity(unchecked) private var lastGeometry: [ViewGeometry] = []
    /// The position of each watched view in ``views``.
    @exclusivity(unchecked) private var viewIndices: [ObjectIdentifier: Int] = [:]
    /// Positions in ``views`` of views whose geometry was set since the last check, in the order they were first set.
    @exclusivity(unchecked) private var dirtyIndices: [Int] = []
    /// Whether the view at a position is in ``dirtyIndices``.
    @exclusivity(unchecked) private var isDirty: [Bool] = []
    /// The batch being checked (swapped with ``dirtyIndices`` so that changes made while writing records are kept).
    @exclusivity(unchecked) private var checkingIndices: [Int] = []
    /// Positions of scroll views, always checked (their zoom scale has no setter that tells the window).
    @exclusivity(unchecked) private var scrollViewIndices: [Int] = []
    @exclusivity(unchecked) private var pendingSteps: [HitTestRecord.Step] = []
    @exclusivity(unchecked) private var touchCount = 0
    @exclusivity(unchecked) private var stateCounts = [Int](repeating: 0, count: TraceSummary.gestureStates.count)
    /// Kinds of the recognizers seen so far, by identity (checked against class and id, as identities are reused).
    @exclusivity(unchecked) private var recognizerInfo: [ObjectIdentifier: RecognizerInfo] = [:]
    /// The strings of the events made so far, by number.
    @exclusivity(unchecked) private var names = TraceNames()
    /// The number of each gesture state's name, in ``TraceSummary/gestureStates`` order.
    private var stateNames: [Int32] = []
    /// The number of each failure reason's code, by code.
    private var reasonNames: [String: Int32] = [:]
    /// The numbers of the names failure reasons gave (recognizer and view ids, `delegate`).
    @exclusivity(unchecked) private var byNames: [String: Int32] = [:]
    /// The numbers of the scroll phases' names used so far.
    @exclusivity(unchecked) private var scrollPhaseNames: [ScrollPhase: Int32] = [:]
    /// The number of each watched view's id, by position in ``views``.
    private var viewNames: [Int32] = []
    /// Numbers of the ids of views that are not watched, by identity (checked against the id).
    @exclusivity(unchecked) private var otherViewNames: [ObjectIdentifier: (id: String, name: Int32)] = [:]
    /// The numbers of watched views' ids, cached by identity.
    @exclusivity(unchecked) private var watchedViewNames: IdentityCache<Int32>
    /// ``recognizerInfo``, cached by identity (checked like it).
    @exclusivity(unchecked) private var recognizerInfoCache: IdentityCache<RecognizerInfo>
    /// Where events go instead of becoming records (``RecordingReplay/write(to:format:flushesEachFrame:beforeFrame:)``).
    @exclusivity(unchecked) private var eventSink: (any TraceEventSink)?
    /// The batch being filled for ``eventSink`` (batched here, so each event costs an append, not a call).
    @exclusivity(unchecked) private var streamBatch = TraceBatch()

    /// A recorder for `window`. Recognizers describe themselves: the kind is
    /// `GestureRecognizer.traceKind`, `recognized` or `ended` follows
    /// `GestureRecognizer.isDiscrete`, the values `GestureRecognizer.reportedValues`.
    public init(window: Window, tracesHitTests: Bool = false) {
        self.window = window
        self.tracesHitTests = tracesHitTests
        views = TraceRecorder.subtree(of: window)
        lastGeometry = views.map(ViewGeometry.init)
        for (index, view) in views.enumerated() {
            viewIndices[ObjectIdentifier(view)] = index
            if view is ScrollView { scrollViewIndices.append(index) }
        }
        watchedViewNames = IdentityCache(expected: views.count)
        recognizerInfoCache = IdentityCache(expected: views.reduce(0) { $0 + $1.gestureRecognizers.count })
        stateNames = TraceSummary.gestureStates.map { names.add($0) }
        for code in GestureFailureReason.codes { reasonNames[code] = names.add(code) }
        viewNames = views.map { names.add($0.id) }
        isDirty = Array(repeating: false, count: views.count)
        dirtyIndices.reserveCapacity(views.count)
        checkingIndices.reserveCapacity(views.count)
    }

    private static func subtree(of view: View) -> [View] {
        view.subviews.flatMap { [$0] + subtree(of: $0) }
    }

    private func emit(_ record: TraceRecord) {
        if eventSink != nil {
            streamBatch.records.append((streamBatch.events.count, record))
            return
        }
        if keepsRecords { records.append(record) }
        onRecord?(record)
    }

    private func emit(_ event: TraceEvent) {
        guard eventSink != nil else {
            emitRecord(of: event)
            return
        }
        streamBatch.events.append(event)
        if streamBatch.events.count == TraceBatch.capacity { flushStream() }
    }

    /// `event` as a record, when not streaming. Kept out of line: inlined, the
    /// exclusivity checks of the public ``keepsRecords`` and ``onRecord`` were
    /// hoisted into every caller's loop and paid on the streaming path too.
    @inline(never)
    private func emitRecord(of event: TraceEvent) {
        emit(event.record(names: names))
    }

    /// Sends every record from now on to `sink` as events in batches (not to
    /// ``records`` nor ``onRecord``), starting with the strings numbered so far.
    /// Call ``endStream()`` after the last record.
    func stream(to sink: any TraceEventSink) {
        eventSink = sink
        streamBatch.events.reserveCapacity(TraceBatch.capacity)
        streamBatch.names.append(contentsOf: names.strings)
    }

    /// Hands the batch being filled to the sink (if it holds anything) and starts a new one.
    private func flushStream() {
        guard let eventSink, !streamBatch.isEmpty else { return }
        eventSink.handOver(streamBatch)
        streamBatch = TraceBatch()
        streamBatch.events.reserveCapacity(TraceBatch.capacity)
    }

    /// Hands the last batch to the sink and lets go of it: later records go to
    /// ``records`` and ``onRecord`` again.
    func endStream() {
        flushStream()
        eventSink = nil
    }

    /// Numbers `name` (and tells the sink).
    private func addName(_ name: String) -> Int32 {
        if eventSink != nil { streamBatch.names.append(name) }
        return names.add(name)
    }

    /// The number of `view`'s id.
    private func name(of view: View) -> Int32 {
        let key = ObjectIdentifier(view)
        // Watched views are kept alive by ``views``, so their identities are not reused.
        if let name = watchedViewNames[key] { return name }
        if let index = viewIndices[key] {
            watchedViewNames[key] = viewNames[index]
            return viewNames[index]
        }
        if let known = otherViewNames[key], known.id == view.id { return known.name }
        let name = addName(view.id)
        otherViewNames[key] = (view.id, name)
        return name
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
        if view == nil {
            emit(TraceEvent(time: window.now, touch: touch.id, phase: .began, location: touch.locationInWindow, view: -1))
        }
    }

    /// Writes one `touch` record per delivered touch.
    public func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        let viewName = name(of: view)
        let time = window.now
        // Read without retaining each touch: the array holds them for the call.
        touches.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<Touch>.self) { touches in
                for touch in touches {
                    emit(touch._withUnsafeGuaranteedRef { touch in
                        TraceEvent(time: time, touch: touch.id, phase: phase, location: touch.locationInWindow, view: viewName)
                    })
                }
            }
        }
    }

    /// Writes a `gesture` record (not for the reset to possible) and counts the state.
    public func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        guard recognizer.state != .possible else { return }
        let info = self.info(recognizer)
        let index = TraceRecorder.stateIndex(recognizer.state, isDiscrete: info.isDiscrete)
        stateCounts[index] += 1
        let view = recognizer.view
        var event = gestureEvent(recognizer, name: info.name, kind: info.kindName, view: view.map(name(of:)) ?? -1, state: stateNames[index], time: time)
        if let reason = recognizer.failureReason, recognizer.state == .failed || recognizer.state == .cancelled {
            event.reasonName = reasonNames[reason.code] ?? addName(reason.code)
            if let by = reason.by { event.byName = byName(by) }
        }
        emit(event)
    }

    /// The number of a name a failure reason gave.
    private func byName(_ name: String) -> Int32 {
        if let known = byNames[name] { return known }
        let number = addName(name)
        byNames[name] = number
        return number
    }

    /// The recognizer's kind and discreteness, worked out on its first state change.
    private func info(_ recognizer: GestureRecognizer) -> RecognizerInfo {
        let key = ObjectIdentifier(recognizer)
        let type = ObjectIdentifier(Swift.type(of: recognizer))
        if let info = recognizerInfoCache[key], info.type == type, info.id == recognizer.id { return info }
        if let info = recognizerInfo[key], info.type == type, info.id == recognizer.id {
            recognizerInfoCache[key] = info
            return info
        }
        let info = RecognizerInfo(type: type, id: recognizer.id,
                                  name: addName(recognizer.id), kindName: addName(Swift.type(of: recognizer).traceKind),
                                  isDiscrete: recognizer.isDiscrete)
        recognizerInfo[key] = info
        recognizerInfoCache[key] = info
        return info
    }

    /// Writes one `control` record per traced event, in the order of the events' bits.
    public func engine(control: Control, didSend events: Control.Events, at time: Double) {
        guard let traced = tracedControlEvents[control.id] else { return }
        for name in events.intersection(traced).names {
            emit(.control(ControlRecord(time: time, control: control.id, event: name)))
        }
    }

    /// Notes that a watched view's geometry was set, for the next ``checkViews(at:)``.
    public func engine(viewDidChangeGeometry view: View) {
        guard let index = viewIndices[ObjectIdentifier(view)] else { return }
        markDirty(index)
    }

    private func markDirty(_ index: Int) {
        guard !isDirty[index] else { return }
        isDirty[index] = true
        dirtyIndices.append(index)
    }

    /// Records a `view` line for every view whose frame, content offset or zoom
    /// changed (as rounded in traces) since the last check, in tree order.
    ///
    /// Only views whose geometry was set since the last check (and scroll views) are compared.
    public func checkViews(at time: Double) {
        for index in scrollViewIndices { markDirty(index) }
        guard !dirtyIndices.isEmpty else { return }
        swap(&dirtyIndices, &checkingIndices)
        checkingIndices.sort()
        for index in checkingIndices {
            isDirty[index] = false
            let view = views[index]
            let geometry = ViewGeometry(view)
            guard geometry != lastGeometry[index] else { continue }
            var event = TraceEvent(time: time, view: viewNames[index], frame: geometry.frame, contentOffset: geometry.contentOffset, zoomScale: geometry.zoomScale)
            if let phase = geometry.scrollPhase, phase != lastGeometry[index].scrollPhase { event.setScrollPhase(scrollPhaseName(phase)) }
            lastGeometry[index] = geometry
            emit(event)
        }
        checkingIndices.removeAll(keepingCapacity: true)
    }

    /// The number of a scroll phase's name, numbered on first use.
    private func scrollPhaseName(_ phase: ScrollPhase) -> Int32 {
        if let name = scrollPhaseNames[phase] { return name }
        let name = addName(phase.rawValue)
        scrollPhaseNames[phase] = name
        return name
    }

    /// Records the summary after `frames` input frames; call once, last.
    public func finish(frames: Int) {
        let gestures = zip(TraceSummary.gestureStates, stateCounts).map { (state: $0, count: $1) }
        emit(.summary(TraceSummary(duration: window.now, frames: frames, touches: touchCount, gestures: gestures,
                                   views: views.map { (view: $0.id, frame: $0.frame) })))
    }

    /// The position in ``TraceSummary/gestureStates`` of a state other than `possible`
    /// (discrete recognizers report `recognized` for `ended`).
    private static func stateIndex(_ state: GestureRecognizer.State, isDiscrete: Bool) -> Int {
        switch state {
        case .began: 0
        case .changed: 1
        case .ended: isDiscrete ? 3 : 2
        case .failed: 4
        case .cancelled, .possible: 5
        }
    }
}

/// What the recorder keeps about one recognizer so that each state change costs no string lookups.
private struct RecognizerInfo {
    let type: ObjectIdentifier
    let id: String
    /// The number of the id.
    let name: Int32
    /// The number of the kind's name.
    let kindName: Int32
    let isDiscrete: Bool
}
