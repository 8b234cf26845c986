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
    /// A `gesture` line: `recognizer` (numbered `number` by ``recognizer(_:number:)``) entered the state at
    /// `stateIndex` of ``TraceSummary/gestureStates`` at `time`; the line's location, touches, values and
    /// reason are read from it in the call (``GestureRecognizer/tracedFailureReason``). It is attached to
    /// `view` (nil: to none), at `viewPosition` in the recorder's watch (nil: not watched). The view is lent
    /// for the call, not retained (`GestureRecognizer.unretainedView`): read what the line needs of it before
    /// calling out.
    ///
    /// The recognizer itself rather than a value made of what it reports: that value (about 150 bytes, with
    /// an array and strings) was built, copied and destroyed per line, 3 % of the replay benchmark's CPU
    /// (docs/performance.md).
    func gesture(of recognizer: GestureRecognizer, number: Int, stateIndex: Int, at time: Double, view: View?, viewPosition: Int?)
    /// A `view` line.
    func view(_ record: ViewRecord)
    /// Any other line (hit test, hover, wheel, action, control, summary).
    func record(_ record: TraceRecord)
}

extension GestureRecognizer {
    /// Why a failed or cancelled recognizer ended, as its gesture line says; nil in every other state.
    var tracedFailureReason: GestureFailureReason? {
        let state = state
        return state == .failed || state == .cancelled ? failureReason : nil
    }
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

    func gesture(of recognizer: GestureRecognizer, number: Int, stateIndex: Int, at time: Double, view: View?, viewPosition: Int?) {
        let values = recognizer.reportedValues, info = recognizers[number], reason = recognizer.tracedFailureReason
        record(.gesture(GestureRecord(time: time, gesture: info.id, kind: info.kind, view: view?.id,
                                      state: TraceSummary.gestureStates[stateIndex], location: recognizer.location(in: nil),
                                      touches: recognizer.numberOfTouches, translation: values.translation, velocity: values.velocity,
                                      scale: values.scale, rotation: values.rotation, named: values.named, reason: reason?.code,
                                      by: reason?.by)))
    }

    func view(_ record: ViewRecord) { self.record(.view(record)) }

    func record(_ record: TraceRecord) {
        if keepsRecords { records.append(record) }
        onRecord?(record)
    }
}
