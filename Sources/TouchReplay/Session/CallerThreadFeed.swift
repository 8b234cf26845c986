import InputRecordings

/// A replay's events read on the caller's thread (``ReplayThreading/callerOnly``):
/// each batch is read when the engine asks for it, so that its events are
/// decoded while they are still in the core's caches.
final class CallerThreadFeed: ReplayFeed {
    private let reader: RecordingReader
    private var readingDone = false

    /// Reads `reader`.
    init(reader: RecordingReader) {
        self.reader = reader
    }

    func nextEvents() -> EventBatch? {
        guard !readingDone else { return nil }
        let batch = EventBatch.read(from: reader, upTo: EventBatch.capacity)
        if batch.end != nil { readingDone = true }
        return batch
    }

    func stop() { readingDone = true }
}
