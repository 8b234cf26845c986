import GestureEngine
import OutputFiles

/// Trace records on their way from a streaming ``TraceRecorder`` to the
/// writer that formats them on the same thread (``TraceRecorder/init(window:tracesHitTests:streamingTo:)``),
/// a batch at a time; with the helper thread only the formatted bytes cross threads.
///
/// Touch, gesture and view records, made once per touch or frame, travel as
/// compact entries whose strings are numbered (``TraceName``): a `TraceRecord`
/// holds up to six `String`s in about 230 bytes, and handing those over cost
/// the replay benchmark a third more CPU (docs/performance.md). The entries are
/// written by the same line writers as records (``TraceJSONLine``). Other
/// records travel as they are, with the number of entries before each.
struct TraceBatch: Sendable {
    /// Entries per batch.
    static let capacity = 1024

    /// The kinds of entries, in the order they were made.
    enum Kind: UInt8, Sendable {
        case touch, gesture, view
    }

    /// The strings numbered since the previous batch, in number order.
    var names: [String] = []
    /// Which kind each entry is, in order; the entries of each kind are in their own array
    /// (a touch entry is a third the size of a gesture entry, and touches are most lines).
    var order: [Kind] = []
    var touches: [TouchEntry] = []
    var gestures: [GestureEntry] = []
    var views: [ViewEntry] = []
    /// The other records, each with the number of entries before it.
    var records: [(position: Int, record: TraceRecord)] = []

    /// An empty batch with room for ``capacity`` entries.
    static func empty() -> TraceBatch {
        var batch = TraceBatch()
        batch.order.reserveCapacity(capacity)
        batch.touches.reserveCapacity(capacity)
        return batch
    }

    /// An empty batch with room for ``capacity`` entries, for twice as many
    /// gesture entries as `previous` held (at most ``capacity``) and as many view entries: growing the
    /// gesture array from nothing in every batch cost 8 M instructions in the callgrind run of
    /// docs/performance.md, room for half as many again as `previous` still left 1.1 M of copies
    /// when a batch held more, and room for ``capacity`` gesture entries would be 150 kB a batch.
    static func empty(like previous: TraceBatch) -> TraceBatch {
        var batch = empty()
        batch.gestures.reserveCapacity(min(2 * previous.gestures.count, capacity))
        batch.views.reserveCapacity(previous.views.count)
        return batch
    }

    var isEmpty: Bool { names.isEmpty && order.isEmpty && records.isEmpty }

    /// Writes the batch's lines in order, numbering its strings after those in `names`.
    func write(to output: TraceOutput, format: TraceFormat, names: inout TraceNames) throws(OutputFileError) {
        for name in self.names { _ = names.add(name) }
        let names = names
        try output.appendLines { (lines) throws(OutputFileError) in
            var next = 0, touch = 0, gesture = 0, view = 0
            for index in order.indices {
                while next < records.count && records[next].position == index {
                    try lines.append(records[next].record, format: format)
                    next += 1
                }
                switch order[index] {
                case .touch:
                    try lines.append(touches[touch], format: format, names: names)
                    touch += 1
                case .gesture:
                    try lines.append(gestures[gesture], format: format, names: names)
                    gesture += 1
                case .view:
                    try lines.append(views[view], format: format, names: names)
                    view += 1
                }
            }
            for index in next..<records.count { try lines.append(records[index].record, format: format) }
        }
    }
}

/// A touch, gesture or view record in a ``TraceBatch``, its strings numbered.
protocol TraceBatchEntry {
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
struct TouchEntry: TraceBatchEntry, Sendable {
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
struct GestureEntry: TraceBatchEntry, Sendable {
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

    func jsonLineBound(_ names: TraceNames) -> Int { fixedLineBound + 6 * names.longestJSON + TraceJSONLine.bound(values.named) }

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
struct ViewEntry: TraceBatchEntry, Sendable {
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

/// Where a recorder's file writer (`TraceBatchWriter`, see ``TraceRecorder/init(window:tracesHitTests:streamingTo:)``)
/// hands its batches, in order.
protocol TraceBatchSink: AnyObject {
    /// Takes a full batch, or the last one (``TraceRecorder/endStream()``).
    func handOver(_ batch: TraceBatch)
}
