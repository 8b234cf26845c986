import GestureEngine
import TouchTime

/// Where a moving touch goes next, and where it was between two samples: the
/// arithmetic of predicted touches and resampling.
///
/// Prediction follows Chromium's first-order `LinearPredictor`
/// (`ui/base/prediction/linear_predictor.cc`): the last position moved on by the
/// velocity of the last two samples. Resampling follows Android's
/// `InputConsumer::resampleTouchState` (`libs/input/InputTransport.cpp`): a linear
/// interpolation between the samples around the time, or an extrapolation from the
/// last two, not past `RESAMPLE_MAX_PREDICTION` and not from samples closer than
/// `RESAMPLE_MIN_DELTA` (2 ms) or further apart than `RESAMPLE_MAX_DELTA` (20 ms).
enum TouchPrediction {
    /// Samples closer in time than this give no velocity (Android's `RESAMPLE_MIN_DELTA`).
    static let minimumDelta = 0.002
    /// Samples further apart than this give no extrapolation (Android's `RESAMPLE_MAX_DELTA`).
    static let maximumDelta = 0.020
    /// The most predicted samples made for one touch and frame.
    static let maximumPredictions = 8

    /// The point on the line through `a` and `b` at `time` (a linear interpolation, or an
    /// extrapolation outside them); nil when they are too close in time to say.
    static func point(at time: Timestamp, from a: TimedTouchSample, to b: TimedTouchSample) -> Point? {
        let delta = b.time - a.time
        guard delta >= minimumDelta else { return nil }
        let f = (time - a.time) / delta
        let p = a.sample.location, q = b.sample.location
        return Point(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
    }

    /// Predicted samples of the touch whose recent samples are `recent` (oldest first, the
    /// last the one delivered), every report interval up to `horizon` seconds past the last
    /// sample; none with fewer than two samples or samples too close in time.
    static func predictions(from recent: [TimedTouchSample], horizon: Double) -> [TimedTouchSample] {
        guard recent.count >= 2 else { return [] }
        let a = recent[recent.count - 2], b = recent[recent.count - 1]
        let interval = b.time - a.time
        guard interval >= minimumDelta, interval <= maximumDelta * 5 else { return [] }
        let step = Swift.min(interval, horizon)
        var predicted: [TimedTouchSample] = []
        var offset = step
        while offset <= horizon + 1e-9, predicted.count < maximumPredictions {
            guard let location = point(at: b.time + offset, from: a, to: b) else { break }
            var sample = b.sample
            sample.location = location
            sample.phase = .moved
            predicted.append(TimedTouchSample(time: b.time + offset, sample: sample))
            offset += step
        }
        return predicted
    }
}
