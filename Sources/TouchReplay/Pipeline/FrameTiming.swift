import TouchTime
/// When an ``InputPipeline`` delivers what its sources report: each device report on
/// its own as it comes (a replay's and a test's default), or UIKit's model of one
/// delivery per display frame, the moving touches' samples in between coalesced
/// (`Event.coalescedTouches(for:)`), predicted samples a frame ahead
/// (`Event.predictedTouches(for:)`) and, if asked, the delivered samples resampled
/// to the frame's time.
///
/// Our decisions (docs/gestures.md, "Touches timed to display frames"): a sample that
/// begins, ends or cancels a touch is never coalesced away or resampled (Flutter's
/// resampler never moves them either); a frame holding one goes out at its own time,
/// after the moves before it. Velocities are fitted from every sample, coalesced ones
/// included, so a pan's velocity is the same per report and per display frame.
public struct FrameTiming: Sendable, Equatable {
    /// How the deliveries are cut.
    public enum Delivery: Sendable, Equatable {
        /// Every device report is delivered on its own, at its time.
        case eachReport
        /// The moving touches of a display frame are delivered once, with their latest samples
        /// and every sample since the last delivery among the frame's coalesced samples.
        case perDisplayFrame
    }

    /// Resampling of the delivered samples to the display frame's time, Android's way
    /// (`InputTransport.cpp`): the sample is interpolated for the frame's time minus
    /// ``latency`` between the samples around it, or extrapolated from the last two by at
    /// most ``maximumPrediction``; samples newer than that time wait for the next frame.
    public struct Resampling: Sendable, Equatable {
        /// How far behind the display frame's time the delivered sample is placed:
        /// Android's `RESAMPLE_LATENCY`, 5 ms, by default.
        public var latency: Double
        /// How far past the last sample a sample may be extrapolated: Android's
        /// `RESAMPLE_MAX_PREDICTION`, 8 ms, by default.
        public var maximumPrediction: Double

        /// Android's resampling: 5 ms behind the frame, at most 8 ms extrapolated.
        public static let android = Resampling(latency: 0.005, maximumPrediction: 0.008)

        /// Resampling with its two times, in seconds (each from 0 to 50 ms, as ``FrameTiming/validate()`` checks).
        public init(latency: Double, maximumPrediction: Double) {
            self.latency = latency
            self.maximumPrediction = maximumPrediction
        }
    }

    /// How deliveries are cut.
    public var delivery: Delivery
    /// The display's refresh rate in hertz: predictions reach one display frame ahead, and a
    /// replay or test on the virtual clock delivers on frames this far apart.
    public var displayRate: Double
    /// Whether predicted samples are made (per display frame only).
    public var predicts: Bool
    /// Resampling of the delivered samples, nil for none (the default: it adds latency).
    public var resampling: Resampling?

    /// Each device report delivered on its own: a replay's, a test's and `attach`'s default.
    public static let eachReport = FrameTiming(delivery: .eachReport, displayRate: 60, predicts: false, resampling: nil)

    /// One delivery per display frame of a 60 Hz display, with predictions and without
    /// resampling: UIKit's model, and `LiveInput`'s default.
    public static let displayFrames = FrameTiming(delivery: .perDisplayFrame, displayRate: 60, predicts: true, resampling: nil)

    /// One delivery per display frame of `displayRate` hertz, with predictions; resampled
    /// when `resampling` is given.
    ///
    /// - Throws: ``FrameTimingError`` for a rate outside 1–1000 Hz, or resampling times
    ///   that are negative, not finite or beyond 50 ms.
    public static func displayFrames(rate displayRate: Double = 60, resampling: Resampling? = nil) throws(FrameTimingError) -> FrameTiming {
        let timing = FrameTiming(delivery: .perDisplayFrame, displayRate: displayRate, predicts: true, resampling: resampling)
        try timing.validate()
        return timing
    }

    /// One display frame, in seconds.
    public var displayInterval: Double { 1 / displayRate }

    /// The newest frame time that the delivery for the display frame at `frameTime` takes
    /// (`InputPipeline.deliverPending(forFrameAt:)`): with resampling per display frame, frames
    /// newer than the resampling time (`frameTime` less the resampling latency) wait for the next
    /// display frame; otherwise every frame waiting goes (`Timestamp.max`).
    public func latestDeliveredTime(forFrameAt frameTime: Timestamp) -> Timestamp {
        guard delivery == .perDisplayFrame, let resampling else { return .max }
        return frameTime + -resampling.latency
    }

    /// Checks the rate and resampling times.
    ///
    /// - Throws: ``FrameTimingError`` naming the value.
    public func validate() throws(FrameTimingError) {
        guard displayRate.isFinite, (1...1000).contains(displayRate) else { throw .displayRate(displayRate) }
        if let resampling {
            for (name, value) in [("latency", resampling.latency), ("maximum prediction", resampling.maximumPrediction)] {
                guard value.isFinite, (0...0.05).contains(value) else { throw .resampling(name: name, value) }
            }
        }
    }
}

/// A frame timing that cannot be used.
public enum FrameTimingError: Error, Equatable, CustomStringConvertible {
    /// A display rate outside 1–1000 Hz (or not a number).
    case displayRate(Double)
    /// A resampling time (its name) negative, not finite, or beyond 50 ms.
    case resampling(name: String, Double)

    public var description: String {
        switch self {
        case let .displayRate(rate): "the display rate must be from 1 to 1000 Hz, not \(rate)"
        case let .resampling(name, value):
            "the resampling \(name) must be from 0 to 50 ms, not \(value * 1000) ms"
        }
    }
}
