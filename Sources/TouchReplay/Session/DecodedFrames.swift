import Foundation
import InputEvents
import InputRecordings

/// A recording read and decoded on a thread of its own, its frames handed to
/// the engine's thread in batches, so parsing overlaps with the engine.
///
/// The reader and decoder are used only by that thread once it starts. The
/// frames, the end of the recording and a read error arrive in file order, so
/// the engine sees exactly what reading inline would give it; a read error
/// comes after every frame before it.
final class DecodedFrames {
    /// Consecutive frames, stored flat: frame `i` is `contacts[ends[i - 1] ..< ends[i]]` at `times[i]`.
    struct Batch: Sendable {
        var times: [Timestamp] = []
        var ends: [Int] = []
        var contacts: [Contact] = []
        /// Set on the last batch.
        var end: End?

        /// The contacts of frame `index`.
        func contacts(ofFrame index: Int) -> ArraySlice<Contact> {
            contacts[(index == 0 ? 0 : ends[index - 1]) ..< ends[index]]
        }
    }

    /// How the recording ended.
    enum End: Sendable {
        /// Every event was read. `lastTime` is the last event's time (nil for an
        /// empty recording); `cancelFrame` cancels the contacts still down then.
        case finished(lastTime: Timestamp?, cancelFrame: ContactFrame?)
        /// Reading failed after the frames handed over so far.
        case failed(RecordingError)
    }

    /// Frames per batch: large enough that hand-offs cost nothing per frame,
    /// small enough that the engine starts at once.
    static let batchSize = 512

    private let handOff = HandOff<Batch>(capacity: 4)

    /// Starts reading `reader` through `decoder` on a new thread.
    init(reader: RecordingReader, decoder: FrameDecoder) {
        let parts = Parts(reader: reader, decoder: decoder)
        let handOff = self.handOff
        let thread = Thread { DecodedFrames.produce(parts, into: handOff) }
        thread.name = "touchreplay-reader"
        thread.start()
    }

    deinit { stop() }

    /// The next batch, waiting for it; nil after the batch that carries the end.
    func next() -> Batch? { handOff.take() }

    /// Stops the reading thread (if it is still going) and waits for it to exit.
    func stop() {
        handOff.cancel()
        handOff.waitUntilFinished()
    }

    /// The reader and decoder, handed over to the reading thread: nothing else uses them once it starts.
    private final class Parts: @unchecked Sendable {
        let reader: RecordingReader
        var decoder: FrameDecoder

        init(reader: RecordingReader, decoder: FrameDecoder) {
            self.reader = reader
            self.decoder = decoder
        }
    }

    /// The reading thread's loop.
    private static func produce(_ parts: Parts, into handOff: HandOff<Batch>) {
        defer { handOff.finish() }
        var batch = Batch()
        var lastTime: Timestamp?
        while true {
            let event: InputEvent?
            do {
                event = try parts.reader.next()
            } catch {
                batch.end = .failed(error)
                _ = handOff.put(batch)
                return
            }
            guard let event else { break }
            lastTime = event.time
            guard let frame = parts.decoder.feed(event) else { continue }
            batch.times.append(frame.time)
            batch.contacts.append(contentsOf: frame.contacts)
            batch.ends.append(batch.contacts.count)
            if batch.times.count == batchSize {
                guard handOff.put(batch) else { return }
                batch = Batch()
                batch.times.reserveCapacity(batchSize)
                batch.ends.reserveCapacity(batchSize)
                batch.contacts.reserveCapacity(batchSize * 2)
            }
        }
        batch.end = .finished(lastTime: lastTime, cancelFrame: lastTime.flatMap { parts.decoder.cancelAll(at: $0) })
        _ = handOff.put(batch)
    }
}
