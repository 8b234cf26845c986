import InputEvents
import InputRecordings

/// Consecutive decoded frames, stored flat (frame `i` is
/// `contacts[ends[i - 1] ..< ends[i]]` at `times[i]`), or the raw events for
/// the engine's thread to decode, as the replay's helper thread hands them over.
struct FrameBatch: Sendable {
    /// How the recording ended, on the last batch.
    enum End: Sendable {
        /// Every event was read. `lastTime` is the last event's time (nil for an
        /// empty recording); `cancelFrame` cancels the contacts still down then
        /// (nil when the events were handed over raw: their decoder makes it).
        case finished(lastTime: Timestamp?, cancelFrame: ContactFrame?)
        /// Reading failed after the frames handed over so far.
        case failed(RecordingError)
    }

    /// Frames per batch: large enough that hand-overs cost nothing per frame,
    /// small enough that the engine starts at once.
    static let capacity = 512

    var times: [Timestamp] = []
    var ends: [Int] = []
    var contacts: [Contact] = []
    /// Events not decoded yet (``readEvents(from:lastTime:)``).
    var events: [InputEvent] = []
    /// Set on the last batch.
    var end: End?

    /// The contacts of frame `index`.
    func contacts(ofFrame index: Int) -> ArraySlice<Contact> {
        contacts[(index == 0 ? 0 : ends[index - 1]) ..< ends[index]]
    }

    /// Reads and decodes up to ``capacity`` frames; sets ``end`` when the recording ends or fails.
    static func read(from reader: RecordingReader, through decoder: inout FrameDecoder, lastTime: inout Timestamp?) -> FrameBatch {
        var batch = FrameBatch()
        batch.times.reserveCapacity(capacity)
        batch.ends.reserveCapacity(capacity)
        batch.contacts.reserveCapacity(capacity * 2)
        while batch.times.count < capacity {
            let event: InputEvent?
            do {
                event = try reader.next()
            } catch {
                batch.end = .failed(error)
                return batch
            }
            guard let event else {
                batch.end = .finished(lastTime: lastTime, cancelFrame: lastTime.flatMap { decoder.cancelAll(at: $0) })
                return batch
            }
            lastTime = event.time
            guard let frame = decoder.feed(event) else { continue }
            batch.times.append(frame.time)
            batch.contacts.append(contentsOf: frame.contacts)
            batch.ends.append(batch.contacts.count)
        }
        return batch
    }

    /// Reads up to ``capacity`` × 8 events without decoding them; sets ``end`` when the recording ends or fails.
    static func readEvents(from reader: RecordingReader, lastTime: inout Timestamp?) -> FrameBatch {
        var batch = FrameBatch()
        batch.events.reserveCapacity(capacity * 8)
        do {
            let more = try reader.read(into: &batch.events, upTo: capacity * 8)
            if !more { batch.end = .finished(lastTime: batch.events.last?.time ?? lastTime, cancelFrame: nil) }
        } catch {
            batch.end = .failed(error)
        }
        if let last = batch.events.last { lastTime = last.time }
        return batch
    }
}
