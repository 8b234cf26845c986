import GestureEngine

/// The file writer's sink (``TraceRecorder/init(window:tracesHitTests:streamingTo:)``): fills ``TraceBatch``es
/// and hands each, when full, to a ``TraceBatchSink`` that writes it
/// (`TraceBatchOutput` on the replay's thread, `HelperThreadTraceWriter`, which hands the bytes to its helper).
///
/// The watched views and the recognizers are named by the numbers the
/// recorder already has for them (a view's position in the `ViewWatch`, a
/// recognizer's number in the `RecognizerTally`): an entry costs no string
/// hashing. The properties used per entry skip the run-time exclusivity
/// check, as the recorder's do (docs/performance.md): each is used by this
/// class alone and never across a call out.
final class TraceBatchWriter: TraceSink {
    private let sink: any TraceBatchSink
    @exclusivity(unchecked) private var batch = TraceBatch.empty()
    @exclusivity(unchecked) private var count: Int32 = 0
    /// The names of the gesture states, in ``TraceSummary/gestureStates`` order.
    private var stateNames: [TraceName] = []
    /// Names of other strings (failure reasons, what they name, view ids of view lines, scroll phases).
    private var stringNames: [String: TraceName] = [:]
    /// Names of the watched views' ids, by position in the watch (nil until first written).
    @exclusivity(unchecked) private var watchedViewNames: [TraceName?]
    /// Names of the ids of views not watched, by identity (checked against the id, as identities are reused).
    private var otherViewNames: [ObjectIdentifier: (id: String, name: TraceName)] = [:]
    /// Names of recognizers' ids and kinds, by the tally's number (``recognizer(_:number:)``).
    @exclusivity(unchecked) private var recognizerNames: [RecognizerNames] = []

    /// A writer to `sink` for `views` watched views, with room for about `recognizers` recognizers.
    init(sink: any TraceBatchSink, views: Int, recognizers: Int) {
        self.sink = sink
        watchedViewNames = Array(repeating: nil, count: views)
        recognizerNames.reserveCapacity(recognizers)
        stateNames = TraceSummary.gestureStates.map { name($0) }
    }

    func touch(at time: Double, _ touch: Touch, phase: TouchPhase, view: View?, position: Int?) {
        let viewName = view.map { name(of: $0, position: position) }
        batch.touches.append(TouchEntry(time: time, touch: touch.id, phase: phase, location: touch.locationInWindow, view: viewName,
                                        detail: TouchDetail(touch, phase: phase)))
        appended(.touch)
    }

    func recognizer(_ info: RecognizerInfo, number: Int) {
        assert(number == recognizerNames.count, "recognizers are numbered in order")
        recognizerNames.append(RecognizerNames(idName: name(info.id), kindName: name(info.kind)))
    }

    func gesture(_ c: GestureChange, view: View?, viewPosition: Int?) {
        let names = recognizerNames[c.number]
        let entry = GestureEntry(
            time: c.time, gesture: names.idName, kind: names.kindName, view: view.map { name(of: $0, position: viewPosition) },
            state: stateNames[c.stateIndex], location: c.location, touches: c.touches, values: c.values,
            reason: c.reason.map { named($0.code) }, by: c.reason?.by.map { named($0) })
        batch.gestures.append(entry)
        appended(.gesture)
    }

    func view(_ record: ViewRecord) {
        batch.views.append(ViewEntry(time: record.time, view: named(record.view), frame: record.frame,
                                     contentOffset: record.contentOffset, zoomScale: record.zoomScale,
                                     scrollPhase: record.scrollPhase.map { named($0) }, value: record.value))
        appended(.view)
    }

    /// A record that has no entry (control, hitTest, summary…) travels as it is.
    func record(_ record: TraceRecord) {
        batch.records.append((batch.order.count, record))
        // A trace of several windows comes as records alone: its batches go when as full as the others.
        if batch.records.count == TraceBatch.capacity { handOver() }
    }

    /// Hands the batch being filled over (if it holds anything).
    func end() { handOver() }

    /// Notes that an entry of `kind` was appended; hands the batch over when it is full.
    @inline(__always)
    private func appended(_ kind: TraceBatch.Kind) {
        batch.order.append(kind)
        if batch.order.count == TraceBatch.capacity { handOver() }
    }

    /// Hands the batch to the sink, if it holds anything, and starts one with
    /// room for as many entries of each kind as it held.
    @inline(never)
    private func handOver() {
        guard !batch.isEmpty else { return }
        let full = batch
        batch = TraceBatch.empty(like: full)
        sink.handOver(full)
    }

    // MARK: Names

    /// Numbers `string` (even if it was numbered before) and hands it over with the batch.
    private func name(_ string: String) -> TraceName {
        batch.names.append(string)
        count += 1
        return TraceName(number: count - 1)
    }

    private func named(_ string: String) -> TraceName {
        if let known = stringNames[string] { return known }
        let new = name(string)
        stringNames[string] = new
        return new
    }

    /// The name of `view`'s id; `position` is the view's in the watch, nil when it is not watched.
    /// A watched view named before is answered inline (once a touch or gesture entry).
    @inline(__always)
    private func name(of view: View, position: Int?) -> TraceName {
        if let position, position < watchedViewNames.count, let known = watchedViewNames[position] { return known }
        return newName(of: view, position: position)
    }

    @inline(never)
    private func newName(of view: View, position: Int?) -> TraceName {
        if let position {
            let new = name(view.id)
            // A view the watch took on later (added to the window after the recorder was made).
            if position >= watchedViewNames.count { watchedViewNames += Array(repeating: nil, count: position + 1 - watchedViewNames.count) }
            watchedViewNames[position] = new
            return new
        }
        let key = ObjectIdentifier(view)
        if let known = otherViewNames[key], known.id == view.id { return known.name }
        let new = name(view.id)
        otherViewNames[key] = (id: view.id, name: new)
        return new
    }

    /// The names a writer gave a recognizer's id and kind.
    private struct RecognizerNames {
        let idName: TraceName
        let kindName: TraceName
    }
}
