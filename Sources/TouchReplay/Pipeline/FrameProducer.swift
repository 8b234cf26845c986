import GestureEngine
import TouchTime

/// A source of touch frames for an ``InputPipeline``: a recording of one
/// device (`RecordingFrames`) or of several (`RecordedDevices`), live
/// devices and an app's own sources (TouchReplayLive's `LiveInput`), a test's
/// scripted fingers (TouchReplayTesting's `GestureTester`).
///
/// A producer only produces: it decodes its input into frames in trace time,
/// each in the touch ids of the source it came from (a device numbers its own
/// contacts). The pipeline that drives it owns the engine, the seat that makes
/// touch ids unique across sources, and the clock. A pipeline is generic over
/// its producer where the replay's speed needs it, so a producer's frame is
/// handed over where the producer keeps it, without a copy.
public protocol FrameProducer {
    /// Whether the producer has one source whose touch ids are already the
    /// window's (a decoder numbers its contacts from 0 in the order they begin,
    /// as the seat would): the pipeline then sends its frames as they are.
    static var hasOneSourceNumberedAsTheWindow: Bool { get }

    /// Hands `deliver` every frame the input has, in order, each in place with its
    /// source's number: a recording's producer returns after its last frame, a live
    /// one once nothing more is pending.
    ///
    /// - Throws: ``ReplayError`` when the input turns out unreadable (its path and line),
    ///   and what `deliver` throws (the run stops there).
    mutating func produceFrames(_ deliver: (inout TouchFrame, _ source: Int) throws(ReplayError) -> Void) throws(ReplayError)

    /// Ends the input: hands `deliver` the frames cancelling the contacts still
    /// down (each source's, at its last event), in time order.
    mutating func end(_ deliver: (inout TouchFrame, _ source: Int) throws(ReplayError) -> Void) throws(ReplayError)

    /// The trace time of the last event read from any source, nil before the first.
    var lastTraceTime: Timestamp? { get }

    /// Lines worth saying once about the input (a device skipped, an attribute that
    /// will be missing, values clamped), each naming the file and device; complete
    /// once the input has ended.
    var warnings: [String] { get }
}
