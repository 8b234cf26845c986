import GestureEngine
import TouchReplay
import TouchTime

extension GestureTester {
    /// Makes the tester deliver its frames as `timing` says, as `touchreplay replay
    /// --display-rate` does: `FrameTiming.eachReport` (the default) sends each step's frame
    /// at once; `FrameTiming.displayFrames(rate:resampling:)` holds them for the display
    /// frame after them (every `1 / rate` seconds from time 0) and delivers the moves of a
    /// display frame once, coalesced, with predictions, as an app on that display gets
    /// them, on the tester's clock and as deterministic as ever.
    ///
    /// - Throws: ``GestureTesterError/badArgument(_:)`` once a frame was sent (the timing holds
    ///   for the whole run) or for a timing that cannot be used (a rate outside 1–1000 Hz).
    public func setTiming(_ timing: FrameTiming) throws(GestureTesterError) {
        guard frames.isEmpty else { throw .badArgument("the frame timing is set before the first step") }
        do {
            try timing.validate()
        } catch {
            throw .badArgument(error.description)
        }
        pipeline.timing = timing
    }

    /// Delivers the display frames that fall before `time` while frames wait for one.
    func deliverDisplayFrames(before time: Timestamp) {
        guard pipeline.timing.delivery == .perDisplayFrame else { return }
        let interval = pipeline.timing.displayInterval
        // Compared in seconds, as the grid is computed.
        let seconds = time.seconds
        while pipeline.hasPendingFrames, Double(nextDisplayFrame) * interval < seconds {
            pipeline.update(to: Timestamp(seconds: Double(nextDisplayFrame) * interval))
            nextDisplayFrame += 1
        }
        // Display frames with nothing waiting pass without a delivery.
        if time != .max, Double(nextDisplayFrame) * interval < seconds {
            nextDisplayFrame = Swift.max(nextDisplayFrame, Int((seconds / interval).rounded(.up)))
        }
    }
}
