import GestureEngine
import OutputFiles

/// Trace records on their way from a streaming ``TraceRecorder`` to the
/// thread that writes them (``TraceRecorder/stream(to:)``), a batch at a time.
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

    /// A touch, gesture or view record with its strings numbered.
    enum Entry: Sendable {
        case touch(time: Double, touch: Int, phase: TouchPhase, location: Point, view: TraceName?)
        case gesture(GestureEntry)
        case view(ViewEntry)
    }

    /// A ``GestureRecord`` with its strings numbered.
    struct GestureEntry: Sendable {
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
    }

    /// A ``ViewRecord`` with its strings numbered.
    struct ViewEntry: Sendable {
        var time: Double
        var view: TraceName
        var frame: Rect
        var contentOffset: Point?
        var zoomScale: Double?
        var scrollPhase: TraceName?
    }

    /// The strings numbered since the previous batch, in number order.
    var names: [String] = []
    var entries: [Entry] = []
    /// The other records, each with the number of entries before it.
    var records: [(position: Int, record: TraceRecord)] = []

    /// An empty batch with room for ``capacity`` entries.
    static func empty() -> TraceBatch {
        var batch = TraceBatch()
        batch.entries.reserveCapacity(capacity)
        return batch
    }

    var isEmpty: Bool { names.isEmpty && entries.isEmpty && records.isEmpty }

    /// Writes the batch's lines in order, numbering its strings after those in `names`.
    func write(to output: TraceOutput, format: TraceFormat, names: inout TraceNames) throws(OutputFileError) {
        for name in self.names { _ = names.add(name) }
        var next = 0
        for index in entries.indices {
            while next < records.count && records[next].position == index {
                try output.write(records[next].record, format: format)
                next += 1
            }
            if format == .jsonl {
                try output.write(entries[index], names: names)
            } else {
                try output.write(entries[index].record(names), format: format)
            }
        }
        for index in next..<records.count { try output.write(records[index].record, format: format) }
    }
}

extension TraceBatch.Entry {
    /// The most bytes its line and newline take.
    func jsonLineBound(_ names: TraceNames) -> Int {
        // Keys and punctuation stay under 256 bytes, 12 numbers under ByteWriter.numberBound each.
        let fixed = 12 * ByteWriter.numberBound + 257
        switch self {
        case let .touch(_, _, _, _, view): return fixed + view.jsonBound(names)
        case let .gesture(g):
            return fixed + g.gesture.jsonBound(names) + g.kind.jsonBound(names) + g.view.jsonBound(names) + g.state.jsonBound(names)
                + g.reason.jsonBound(names) + g.by.jsonBound(names)
        case let .view(v): return fixed + v.view.jsonBound(names) + v.scrollPhase.jsonBound(names)
        }
    }

    /// Writes its line (without a newline).
    func writeJSON(to out: inout ByteWriter, _ names: TraceNames) {
        switch self {
        case let .touch(time, touch, phase, location, view):
            TraceJSONLine.touch(time: time, touch: touch, phase: phase, location: location, view: view, names, to: &out)
        case let .gesture(g):
            TraceJSONLine.gesture(time: g.time, gesture: g.gesture, kind: g.kind, view: g.view, state: g.state, location: g.location,
                                  touches: g.touches, values: g.values, reason: g.reason, by: g.by, names, to: &out)
        case let .view(v):
            TraceJSONLine.view(time: v.time, view: v.view, frame: v.frame, contentOffset: v.contentOffset, zoomScale: v.zoomScale,
                               scrollPhase: v.scrollPhase, names, to: &out)
        }
    }

    /// The record it stands for (for the text format, which writes records).
    func record(_ names: TraceNames) -> TraceRecord {
        switch self {
        case let .touch(time, touch, phase, location, view):
            return .touch(TouchRecord(time: time, touch: touch, phase: phase, location: location, view: view.map { names[$0] }))
        case let .gesture(g):
            return .gesture(GestureRecord(time: g.time, gesture: names[g.gesture], kind: names[g.kind], view: g.view.map { names[$0] },
                                          state: names[g.state], location: g.location, touches: g.touches,
                                          translation: g.values.translation, velocity: g.values.velocity, scale: g.values.scale,
                                          rotation: g.values.rotation, reason: g.reason.map { names[$0] }, by: g.by.map { names[$0] }))
        case let .view(v):
            return .view(ViewRecord(time: v.time, view: names[v.view], frame: v.frame, contentOffset: v.contentOffset, zoomScale: v.zoomScale,
                                    scrollPhase: v.scrollPhase.map { names[$0] }))
        }
    }
}

/// Where a streaming ``TraceRecorder`` sends its records instead of keeping
/// them (see ``TraceRecorder/stream(to:)``), in order.
protocol TraceBatchSink: AnyObject {
    /// Takes a full batch, or the last one (``TraceRecorder/endStream()``).
    func handOver(_ batch: TraceBatch)
}
