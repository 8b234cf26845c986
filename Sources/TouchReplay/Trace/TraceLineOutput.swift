import GestureEngine
import OutputFiles

/// A replay's trace lines, formatted on the engine's thread as the recorder makes them
/// (``TraceLineWriter``), each into the output's buffer while its values are still in the
/// core's caches: to the file (``ReplayThreading/callerOnly``), or into the blocks that
/// `HelperThreadTraceWriter` hands to the helper thread (``ReplayThreading/helperThread``).
///
/// It keeps the table of the strings the lines name (``TraceNames``): each string is turned
/// into its JSON bytes once, when it is first named, and a line copies those bytes.
final class TraceLineOutput: ReplayTraceWriter {
    /// Whether a write failed; the run then stops and ``finish()`` answers the error.
    @exclusivity(unchecked) private(set) var isStopped = false

    private let output: TraceOutput
    private let format: TraceFormat
    /// The strings named so far (a constant reference: a line reads it without a copy).
    let names = TraceNames()
    private var failure: OutputFileError?
    /// The text of the last gesture line's time: the lines of a frame share it (the pan's and the
    /// pinch's), and each after the first copies it (read and set only by ``writeGesture(time:head:location:touches:values:reason:by:)``).
    @exclusivity(unchecked) private var recentTime = RecentNumber()

    /// Writes the lines given to `output` in `format`.
    init(output: TraceOutput, format: TraceFormat) {
        self.output = output
        self.format = format
    }

    /// Itself: on the replay's thread the lines are written where they are formatted.
    var lines: TraceLineOutput { self }

    /// Numbers `string` (even if it was numbered before) for the lines that name it.
    func name(_ string: String) -> TraceName { names.add(string) }

    /// Whether the lines are JSON Lines (gesture lines may then copy pieces of lines written once,
    /// ``writeGesture(time:head:location:touches:values:reason:by:)``).
    var writesJSONLines: Bool { format == .jsonl }

    /// Numbers the bytes `body` writes (at most `maximum`) verbatim: a piece of line that lines copy.
    func name(verbatimOf maximum: Int, _ body: (inout ByteWriter) -> Void) -> TraceName {
        names.add(verbatim: ByteWriter.string(maximum: maximum, body))
    }

    /// Writes the line of `entry` now; after a write error nothing more is written.
    @inline(__always)
    func write(_ entry: some TraceEntry) {
        guard !isStopped else { return }
        guard format == .jsonl else { return write(entry.record(names)) }
        do {
            try output.appendLine(reserving: entry.jsonLineBound(names)) { out in
                entry.writeJSON(to: &out, names)
                out.append(byte: 0x0A)
            }
        } catch {
            stop(error)
        }
    }

    /// Writes a gesture line with a head now, from its pieces: the replay's
    /// path for most lines of a trace, which makes no entry (copying the entry, with its values, into
    /// the call cost about 50 instructions a line; docs/performance.md). JSON Lines only.
    @inline(__always)
    func writeGesture(time: Double, head: TraceName, location: Point, touches: Int, values: GestureValues, reason: TraceName?,
                      by: TraceName?) {
        guard !isStopped else { return }
        do {
            try output.appendLine(reserving: GestureEntry.jsonLineBound(names, named: values.named)) { out in
                TraceJSONLine.gesture(time: time, recentTime: &recentTime, head: head, location: location, touches: touches,
                                      values: values, reason: reason, by: by, names, to: &out)
                out.append(byte: 0x0A)
            }
        } catch {
            stop(error)
        }
    }

    /// Writes the line of `record` now; after a write error nothing more is written.
    func write(_ record: TraceRecord) {
        guard !isStopped else { return }
        do {
            try output.write(record, format: format)
        } catch {
            stop(error)
        }
    }

    private func stop(_ error: OutputFileError) {
        failure = error
        isStopped = true
    }

    /// The first write error, if any (each line was written as it came).
    @discardableResult
    func finish() -> OutputFileError? { failure }
}
