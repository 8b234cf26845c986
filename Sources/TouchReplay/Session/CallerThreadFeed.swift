import InputRecordings
import OutputFiles

/// A replay's reading and writing done on the caller's thread
/// (``ReplayThreading/callerOnly``): each event batch is read when the engine
/// asks for it, and each trace batch is written as it is handed over, so a
/// batch's events and lines are used while they are still in the core's caches.
final class CallerThreadFeed: ReplayFeed {
    /// Whether a write failed; the run then stops and ``finish()`` answers the error.
    private(set) var isStopped = false

    /// The recording, nil when the feed only writes (a multi-device replay reads its devices itself).
    private let reader: RecordingReader?
    private let output: TraceOutput?
    private let format: TraceFormat
    private var names = TraceNames()
    private var failure: OutputFileError?
    private var readingDone = false

    /// Reads `reader` (no events without one); with an `output`, writes the trace batches handed over, in `format`.
    init(reader: RecordingReader?, output: TraceOutput?, format: TraceFormat) {
        self.reader = reader
        self.output = output
        self.format = format
    }

    func nextEvents() -> EventBatch? {
        guard !readingDone, let reader else { return nil }
        let batch = EventBatch.read(from: reader, upTo: EventBatch.capacity)
        if batch.end != nil { readingDone = true }
        return batch
    }

    /// Writes `batch` now; after a write error nothing more is written.
    func handOver(_ batch: TraceBatch) {
        guard let output, failure == nil, !batch.isEmpty else { return }
        do {
            try batch.write(to: output, format: format, names: &names)
        } catch {
            failure = error
            isStopped = true
        }
    }

    func finish() -> OutputFileError? { failure }

    func stop() { readingDone = true }
}
