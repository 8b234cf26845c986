import GestureEngine

/// The file writer's sink (``TraceRecorder/init(window:tracesHitTests:streamingTo:)``): writes
/// each line as the recorder makes it, through a ``TraceLineOutput`` (on the replay's thread, into
/// the file's buffer or the blocks `HelperThreadTraceWriter` hands to its helper).
///
/// The watched views and the recognizers are named by the numbers the
/// recorder already has for them (a view's position in the `ViewWatch`, a
/// recognizer's number in the `RecognizerTally`): a line costs no string
/// hashing. The properties used per line skip the run-time exclusivity
/// check, as the recorder's do (docs/performance.md): each is used by this
/// class alone and never across a call out.
final class TraceLineWriter: TraceSink {
    private let output: TraceLineOutput
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
    /// The last gesture head used, by recognizer number and state (``head(number:stateIndex:gesture:kind:view:state:)``).
    @exclusivity(unchecked) private var heads: [GestureHead?] = []
    /// Every gesture head made, by recognizer number, state and view: a recognizer that comes
    /// back to a view copies the head it had there (so there are never more heads than
    /// recognizers × states × the views each was on).
    private var madeHeads: [HeadKey: TraceName] = [:]

    /// A writer to `output` for `views` watched views, with room for about `recognizers` recognizers.
    init(output: TraceLineOutput, views: Int, recognizers: Int) {
        self.output = output
        watchedViewNames = Array(repeating: nil, count: views)
        recognizerNames.reserveCapacity(recognizers)
        stateNames = TraceSummary.gestureStates.map { output.name($0) }
    }

    func touch(at time: Double, _ touch: Touch, phase: TouchPhase, view: View?, position: Int?) {
        let viewName = view.map { name(of: $0, position: position) }
        output.write(TouchEntry(time: time, touch: touch.id, phase: phase, location: touch.locationInWindow, view: viewName,
                                detail: TouchDetail(touch, phase: phase)))
    }

    func recognizer(_ info: RecognizerInfo, number: Int) {
        assert(number == recognizerNames.count, "recognizers are numbered in order")
        recognizerNames.append(RecognizerNames(idName: name(info.id), kindName: name(info.kind)))
    }

    func gesture(of recognizer: GestureRecognizer, number: Int, stateIndex: Int, at time: Double, view: View?, viewPosition: Int?) {
        let names = recognizerNames[number]
        let viewName = view.map { name(of: $0, position: viewPosition) }, state = stateNames[stateIndex]
        let location = recognizer.location(in: nil), touches = recognizer.numberOfTouches, values = recognizer.reportedValues
        let failure = recognizer.tracedFailureReason
        let reason = failure.map { named($0.code) }, by = failure?.by.map { named($0) }
        if output.writesJSONLines {
            let head = head(number: number, stateIndex: stateIndex, gesture: names.idName, kind: names.kindName, view: viewName, state: state)
            return output.writeGesture(time: time, head: head, location: location, touches: touches, values: values, reason: reason, by: by)
        }
        output.write(GestureEntry(time: time, gesture: names.idName, kind: names.kindName, view: viewName, state: state, location: location,
                                  touches: touches, values: values, reason: reason, by: by))
    }

    // MARK: Gesture heads

    /// The head of a gesture line (``TraceJSONLine/gestureHead(gesture:kind:view:state:window:_:to:)``), kept per recognizer and state with the view it names:
    /// the lines of a recognizer in one state on one view, most of a trace, copy it. Looked up again
    /// (or made) when the recognizer's view changed.
    @inline(__always)
    private func head(number: Int, stateIndex: Int, gesture: TraceName, kind: TraceName, view: TraceName?, state: TraceName) -> TraceName {
        let slot = number &* TraceSummary.gestureStates.count &+ stateIndex
        if slot < heads.count, let known = heads[slot], known.view == view { return known.head }
        return newHead(slot: slot, gesture: gesture, kind: kind, view: view, state: state)
    }

    @inline(never)
    private func newHead(slot: Int, gesture: TraceName, kind: TraceName, view: TraceName?, state: TraceName) -> TraceName {
        let key = HeadKey(slot: slot, view: view)
        let head = madeHeads[key] ?? output.name(verbatimOf: 256 + 4 * output.names.longestJSON) { out in
            TraceJSONLine.gestureHead(gesture: gesture, kind: kind, view: view, state: state, window: nil, output.names, to: &out)
        }
        madeHeads[key] = head
        if slot >= heads.count { heads += Array(repeating: nil, count: slot + 1 - heads.count) }
        heads[slot] = GestureHead(view: view, head: head)
        return head
    }

    /// A recognizer number and state (``head(number:stateIndex:gesture:kind:view:state:)``'s slot) with a view.
    private struct HeadKey: Hashable {
        let slot: Int
        let view: TraceName?
    }

    /// A head made for a recognizer in one state, with the view it names.
    private struct GestureHead {
        let view: TraceName?
        let head: TraceName
    }

    func view(_ record: ViewRecord) {
        output.write(ViewEntry(time: record.time, view: named(record.view), frame: record.frame,
                               contentOffset: record.contentOffset, zoomScale: record.zoomScale,
                               scrollPhase: record.scrollPhase.map { named($0) }, value: record.value))
    }

    /// A record that has no entry (control, hitTest, summary…) is written as it is.
    func record(_ record: TraceRecord) {
        output.write(record)
    }

    // MARK: Names

    /// Numbers `string` (even if it was numbered before).
    private func name(_ string: String) -> TraceName { output.name(string) }

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
