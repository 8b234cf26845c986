import TouchTime

/// One sample of a touch at its own time: what a frame carries when the
/// input side coalesced several device reports into one delivery (UIKit's
/// coalesced touches) or predicted where the touch goes next (its predicted
/// touches).
public struct TimedTouchSample: Hashable, Sendable {
    /// When the device reported the sample (or when a predicted one is expected), on the window's clock.
    public var time: Timestamp
    /// The touch's state then (its id is the touch's, in the window's ids).
    public var sample: TouchSample

    /// A sample at `time`.
    public init(time: Timestamp, sample: TouchSample) {
        self.time = time
        self.sample = sample
    }
}
