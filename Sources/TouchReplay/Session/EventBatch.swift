import InputEvents
import InputRecordings

/// Consecutive events of a recording, as a replay reads them (on the engine's
/// thread or, ahead of it, on a helper thread) for the engine's thread to
/// decode (``FrameSource``).
struct EventBatch: Sendable {
    /// Events per batch: large enough that hand-overs cost nothing per event,
    /// small enough that the engine starts at once.
    static let capacity = 4096

    /// How the recording ended, on the last batch.
    enum End: Sendable {
        /// Every event was read.
        case finished
        /// Reading failed after the events handed over so far.
        case failed(RecordingError)
    }

    /// The events, in file order.
    var events: [InputEvent] = []
    /// Set on the last batch.
    var end: End?

    /// Reads up to `count` events; sets ``end`` when the recording ends or fails.
    static func read(from reader: RecordingReader, upTo count: Int) -> EventBatch {
        var batch = EventBatch()
        do {
            if try !reader.read(into: &batch.events, upTo: count) { batch.end = .finished }
        } catch {
            batch.end = .failed(error)
        }
        return batch
    }
}
