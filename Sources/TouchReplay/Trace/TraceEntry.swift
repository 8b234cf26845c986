import GestureEngine
import OutputFiles

/// A touch, gesture or view record, made once per touch or frame, as the replay's file
/// writer (``TraceLineWriter``) hands it to its output: a compact entry whose strings are
/// numbered (``TraceName``), where a `TraceRecord` holds up to six `String`s in about 230 bytes
/// (docs/performance.md). The entries are written by the same line writers as records
/// (``TraceJSONLine``).
protocol TraceEntry {
    /// The most bytes its line and newline take (each string counted as the longest in `names`).
    func jsonLineBound(_ names: TraceNames) -> Int
    /// Writes its line (without a newline) with the record line writers (``TraceJSONLine``).
    func writeJSON(to out: inout ByteWriter, _ names: TraceNames)
    /// The record it stands for (for the text format, which writes records).
    func record(_ names: TraceNames) -> TraceRecord
}

/// The most bytes of an entry's line besides its strings: keys and punctuation
/// stay under 256 bytes, 12 numbers under `ByteWriter.numberBound` each.
private var fixedLineBound: Int { 12 * ByteWriter.numberBound + 257 }

/// A ``TouchRecord`` with its view's id numbered.
struct TouchEntry: TraceEntry {
    var time: Double
    var touch: Int
    var phase: TouchPhase
    var location: Point
    var view: TraceName?
    var detail: TouchDetail

    func jsonLineBound(_ names: TraceNames) -> Int { fixedLineBound + names.longestJSON }

    func writeJSON(to out: inout ByteWriter, _ names: TraceNames) {
        TraceJSONLine.touch(time: time, touch: touch, phase: phase, location: location, view: view, detail: detail, names, to: &out)
    }

    func record(_ names: TraceNames) -> TraceRecord {
        .touch(TouchRecord(time: time, touch: touch, phase: phase, location: location, view: view.map { names[$0] }, detail: detail))
    }
}

/// A ``GestureRecord`` with its strings numbered.
struct GestureEntry: TraceEntry {
    var time: Double
    var gesture: TraceName
    var kind: TraceName
    var view: TraceName?
    var state: TraceName
    var location: Point
    var touches: Int
    var values: GestureValues
    var reason: TraceName?
    var by: TraceName?

    func jsonLineBound(_ names: TraceNames) -> Int { GestureEntry.jsonLineBound(names, named: values.named) }

    /// The most bytes of a gesture line with `named` values, and its newline.
    static func jsonLineBound(_ names: TraceNames, named: [GestureValues.NamedValue]) -> Int {
        fixedLineBound + 6 * names.longestJSON + TraceJSONLine.bound(named)
    }

    func writeJSON(to out: inout ByteWriter, _ names: TraceNames) {
        TraceJSONLine.gesture(time: time, gesture: gesture, kind: kind, view: view, state: state, location: location,
                              touches: touches, values: values, reason: reason, by: by, names, to: &out)
    }

    func record(_ names: TraceNames) -> TraceRecord {
        .gesture(GestureRecord(time: time, gesture: names[gesture], kind: names[kind], view: view.map { names[$0] },
                               state: names[state], location: location, touches: touches,
                               translation: values.translation, velocity: values.velocity, scale: values.scale,
                               rotation: values.rotation, named: values.named, reason: reason.map { names[$0] }, by: by.map { names[$0] }))
    }
}

/// A ``ViewRecord`` with its strings numbered.
struct ViewEntry: TraceEntry {
    var time: Double
    var view: TraceName
    var frame: Rect
    var contentOffset: Point?
    var zoomScale: Double?
    var scrollPhase: TraceName?
    var value: Double?

    func jsonLineBound(_ names: TraceNames) -> Int { fixedLineBound + 2 * names.longestJSON }

    func writeJSON(to out: inout ByteWriter, _ names: TraceNames) {
        TraceJSONLine.view(time: time, view: view, frame: frame, contentOffset: contentOffset, zoomScale: zoomScale,
                           scrollPhase: scrollPhase, value: value, names, to: &out)
    }

    func record(_ names: TraceNames) -> TraceRecord {
        .view(ViewRecord(time: time, view: names[view], frame: frame, contentOffset: contentOffset, zoomScale: zoomScale,
                         scrollPhase: scrollPhase.map { names[$0] }, value: value))
    }
}
