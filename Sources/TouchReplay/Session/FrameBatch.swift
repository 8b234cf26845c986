import InputEvents
import InputRecordings

/// Consecutive decoded frames, stored flat (frame `i` is
/// `contacts[ends[i - 1] ..< ends[i]]` at `times[i]`), as the replay's helper
/// thread hands them to the engine.
struct FrameBatch: Sendable {
    /// How the recording ended, on the last batch.
    enum End: Sendable {
        /// Every event was read. `lastTime` is the last event's time (nil for an
        /// empty recording); `cancelFrame` cancels the contacts still down then.
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
}
