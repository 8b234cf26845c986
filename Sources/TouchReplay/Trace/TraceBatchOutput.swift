import OutputFiles

/// A replay's trace batches formatted and written on the engine's thread, each as it is
/// handed over, so that its lines are written while they are still in the core's caches:
/// to the file (``ReplayThreading/callerOnly``), or into the blocks that
/// `HelperThreadTraceWriter` hands to the helper thread (``ReplayThreading/helperThread``).
final class TraceBatchOutput: ReplayTraceWriter {
    /// Whether a write failed; the run then stops and ``finish()`` answers the error.
    private(set) var isStopped = false

    private let output: TraceOutput
    private let format: TraceFormat
    private var names = TraceNames()
    private var failure: OutputFileError?

    /// Writes the batches handed over to `output` in `format`.
    init(output: TraceOutput, format: TraceFormat) {
        self.output = output
        self.format = format
    }

    /// Writes `batch` now; after a write error nothing more is written.
    func handOver(_ batch: TraceBatch) {
        guard failure == nil, !batch.isEmpty else { return }
        do {
            try batch.write(to: output, format: format, names: &names)
        } catch {
            failure = error
            isStopped = true
        }
    }

    func finish() -> OutputFileError? { failure }
}
