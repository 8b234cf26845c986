import GestureEngine
import InputEvents
import InputRecordings
import TouchTime

/// The frames of a one-device recording: its events read in batches by a
/// feed (on this thread, or ahead on a helper thread) and decoded here by one
/// ``FrameSource``, each frame handed over where the source keeps it.
///
/// Trace time 0 is the recording's first event. The contacts still down after
/// the last event are cancelled at its time (``end(_:)``).
struct RecordingFrames<Feed: ReplayFeed>: FrameProducer {
    static var hasOneSourceNumberedAsTheWindow: Bool { true }

    /// Where the events come from.
    let feed: Feed
    /// The decoder and the frame it fills.
    private(set) var source: FrameSource
    /// The file (and description) the warnings name.
    let name: String
    /// The frames `source` decodes from the events `feed` reads of the file `name`.
    init(feed: Feed, source: FrameSource, name: String) {
        self.feed = feed
        self.source = source
        self.name = name
    }

    mutating func produceFrames(_ deliver: (inout TouchFrame, Int) throws(ReplayError) -> Void) throws(ReplayError) {
        while let batch = feed.nextEvents() {
            let events = batch.events.span
            var index = 0
            // The frame is handed over where the source keeps it: no copy per frame.
            while source.feedInPlace(events, from: &index) {
                try source.withFrame { (frame) throws(ReplayError) in try deliver(&frame, 0) }
            }
            if case let .failed(error)? = batch.end { throw .recording(error) }
        }
    }

    mutating func end(_ deliver: (inout TouchFrame, Int) throws(ReplayError) -> Void) throws(ReplayError) {
        guard source.end() != nil else { return }
        try source.withFrame { (frame) throws(ReplayError) in try deliver(&frame, 0) }
    }

    var lastTraceTime: Timestamp? { source.lastTraceTime }

    var warnings: [String] { source.warnings(named: name) + source.endWarnings(named: name) }
}
