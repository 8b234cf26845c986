import GestureEngine

/// Where a ``TraceRecorder`` sends what it records, in the order it happens:
/// one call per record, whatever the destination.
///
/// Two sinks: `TraceRecordSink` makes ``TraceRecord``s, keeps them (tests,
/// rendering) and hands each to a closure (live sessions, `--realtime`); the
/// replay's file writer, `TraceBatchWriter`, numbers the strings and fills
/// batches that are written in 64 kB blocks (docs/performance.md). The
/// recorder tells a sink the watched view's position and the recognizer's
/// number it already has, so that the file writer names them without hashing.
protocol TraceSink: AnyObject {
    /// A `touch` line: `touch` delivered in `phase` to `view` (nil: it hit no view),
    /// at `position` in the recorder's watch (nil: not watched).
    func touch(at time: Double, _ touch: Touch, phase: TouchPhase, view: View?, position: Int?)
    /// A `gesture` line.
    func gesture(_ change: GestureChange)
    /// A `view` line.
    func view(_ record: ViewRecord)
    /// Any other line (hit test, hover, wheel, action, control, summary).
    func record(_ record: TraceRecord)
    /// The recorder sends nothing more to this sink: what it holds goes on now.
    func end()
}

/// A recognizer's state change as the recorder hands it to its sink.
struct GestureChange {
    var time: Double
    /// The recognizer's number in the recorder's tally.
    var number: Int
    /// Its id and kind.
    var recognizer: RecognizerInfo
    var view: View?
    /// The view's position in the recorder's watch (nil: not watched).
    var viewPosition: Int?
    /// The state's position in ``TraceSummary/gestureStates``.
    var stateIndex: Int
    var location: Point
    var touches: Int
    var values: GestureValues
    var reason: GestureFailureReason?
}

/// The sink of a recorder that makes ``TraceRecord``s: keeps them when asked
/// (``TraceRecorder/records``) and hands each to ``onRecord``.
final class TraceRecordSink: TraceSink {
    /// Every record kept so far, in order.
    private(set) var records: [TraceRecord] = []
    /// Whether ``records`` keeps the records.
    var keepsRecords = true
    /// Called with each record as it is made.
    var onRecord: ((TraceRecord) -> Void)?

    func touch(at time: Double, _ touch: Touch, phase: TouchPhase, view: View?, position: Int?) {
        record(.touch(TouchRecord(time: time, touch: touch.id, phase: phase, location: touch.locationInWindow, view: view?.id,
                                  detail: TouchDetail(touch))))
    }

    func gesture(_ c: GestureChange) {
        let values = c.values
        record(.gesture(GestureRecord(time: c.time, gesture: c.recognizer.id, kind: c.recognizer.kind, view: c.view?.id,
                                      state: TraceSummary.gestureStates[c.stateIndex], location: c.location, touches: c.touches,
                                      translation: values.translation, velocity: values.velocity, scale: values.scale,
                                      rotation: values.rotation, named: values.named, reason: c.reason?.code, by: c.reason?.by)))
    }

    func view(_ record: ViewRecord) { self.record(.view(record)) }

    func record(_ record: TraceRecord) {
        if keepsRecords { records.append(record) }
        onRecord?(record)
    }

    func end() {}
}
