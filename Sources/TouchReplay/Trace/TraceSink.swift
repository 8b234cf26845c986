import GestureEngine

/// Where a ``TraceRecorder`` sends what it records, in the order it happens:
/// one call per record, whatever the destination.
///
/// Two sinks: `TraceRecordSink` makes ``TraceRecord``s, keeps them (tests,
/// rendering) and hands each to a closure (live sessions, `--realtime`); the
/// replay's file writer, `TraceLineWriter`, numbers the strings and writes
/// each line into the output's buffer, which goes out in 64 kB blocks (docs/performance.md). The
/// recorder tells a sink the watched view's position and the recognizer's
/// number it already has, so that the file writer names them without hashing.
protocol TraceSink: AnyObject {
    /// A `touch` line: `touch` delivered in `phase` to `view` (nil: it hit no view),
    /// at `position` in the recorder's watch (nil: not watched).
    func touch(at time: Double, _ touch: Touch, phase: TouchPhase, view: View?, position: Int?)
    /// A recognizer's first state change is coming: the number by which later
    /// ``gesture(_:view:viewPosition:)`` calls name it (numbers count up from 0, one per recognizer).
    func recognizer(_ info: RecognizerInfo, number: Int)
    /// A `gesture` line: `change` of a recognizer attached to `view` (nil: to none), at `viewPosition`
    /// in the recorder's watch (nil: not watched). The view is lent for the call, not retained
    /// (`GestureRecognizer.withView(_:)`): read what the line needs of it before calling out.
    func gesture(_ change: GestureChange, view: View?, viewPosition: Int?)
    /// A `view` line.
    func view(_ record: ViewRecord)
    /// Any other line (hit test, hover, wheel, action, control, summary).
    func record(_ record: TraceRecord)
}

/// A recognizer's state change as the recorder hands it to its sink. It holds
/// no object: made for each gesture line, each object held would cost two
/// atomic reference-count operations (docs/performance.md, "Reference counting").
struct GestureChange {
    var time: Double
    /// The recognizer's number in the recorder's tally (``TraceSink/recognizer(_:number:)`` gave its id and kind).
    var number: Int
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
    /// The recognizers announced so far, by number.
    private var recognizers: [RecognizerInfo] = []

    func touch(at time: Double, _ touch: Touch, phase: TouchPhase, view: View?, position: Int?) {
        record(.touch(TouchRecord(time: time, touch: touch.id, phase: phase, location: touch.locationInWindow, view: view?.id,
                                  detail: TouchDetail(touch, phase: phase))))
    }

    func recognizer(_ info: RecognizerInfo, number: Int) {
        assert(number == recognizers.count, "recognizers are numbered in order")
        recognizers.append(info)
    }

    func gesture(_ c: GestureChange, view: View?, viewPosition: Int?) {
        let values = c.values, recognizer = recognizers[c.number]
        record(.gesture(GestureRecord(time: c.time, gesture: recognizer.id, kind: recognizer.kind, view: view?.id,
                                      state: TraceSummary.gestureStates[c.stateIndex], location: c.location, touches: c.touches,
                                      translation: values.translation, velocity: values.velocity, scale: values.scale,
                                      rotation: values.rotation, named: values.named, reason: c.reason?.code, by: c.reason?.by)))
    }

    func view(_ record: ViewRecord) { self.record(.view(record)) }

    func record(_ record: TraceRecord) {
        if keepsRecords { records.append(record) }
        onRecord?(record)
    }
}
