import OutputFiles

/// A replay's trace with the helper thread (``ReplayThreading/helperThread``):
/// the lines are formatted into bytes on the engine's thread, by the same
/// line writers as on one thread (``TraceLineOutput`` into an output that hands
/// over its blocks of about 64 KiB), and the helper (``ReplayHelperThread``)
/// only writes those bytes: no record or string crosses the threads.
final class HelperThreadTraceWriter: ReplayTraceWriter {
    private let helper: ReplayHelperThread
    /// The lines formatted here, handed to the helper a block at a time.
    private let blocks: TraceOutput
    /// Where the recorder's lines are formatted, into ``blocks``.
    let lines: TraceLineOutput

    /// Formats the lines in `format` and has `helper` write the bytes to its output (named `name`).
    init(helper: ReplayHelperThread, name: String, format: TraceFormat) {
        self.helper = helper
        blocks = TraceOutput(name: name) { [helper] bytes in
            helper.handOver(Array(bytes))
            return !helper.isStopped
        }
        lines = TraceLineOutput(output: blocks, format: format)
    }

    /// Whether writing failed: the helper's write, or a hand-over it refused after one.
    var isStopped: Bool { lines.isStopped || helper.isStopped }

    /// Hands over the last lines, waits for the helper to write everything, and answers
    /// the first write error (the helper's, rather than the refused hand-over it caused).
    func finish() -> OutputFileError? {
        var refused: OutputFileError?
        do throws(OutputFileError) { try blocks.flush() } catch { refused = error }
        return helper.finish() ?? lines.finish() ?? refused
    }
}
