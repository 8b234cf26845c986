import GestureEngine
import TouchReplay

/// One finger's path in a synthesized recording: it touches down at the
/// first keyframe, moves linearly between keyframes, and lifts one report
/// after the last keyframe.
public struct SynthStroke: Hashable, Sendable {
    /// A position of the finger at a time.
    public struct Keyframe: Hashable, Sendable {
        /// Seconds from the start of the recording.
        public var time: Double
        /// Position in screen points.
        public var point: Point

        /// A keyframe from a time and a position.
        public init(time: Double, point: Point) {
            self.time = time
            self.point = point
        }
    }

    /// The keyframes in time order; the first is the touch-down.
    public var keyframes: [Keyframe]
    /// Index of the script gesture that made the stroke (for error messages).
    public var gestureIndex: Int
    /// The mouse button a pointer device presses for the stroke, numbered as
    /// `ButtonMask.button(_:)` (1 `BTN_LEFT`, 2 `BTN_RIGHT`, 3 `BTN_MIDDLE`), 0 for
    /// none (the pointer moves with no button down: it hovers); touchscreens ignore it.
    public var button: Int
    /// The wheel clicks a pointer device turns at the stroke's start (`y` positive
    /// towards the user, `x` to the right), nil for none.
    public var wheelClicks: Point?
    /// A pen stroke's pressure and tilt at each keyframe (as many as `keyframes`),
    /// nil for ``SynthPenSample/standard`` throughout; pen devices only.
    public var penSamples: [SynthPenSample]?
    /// Whether a pen device writes the stroke with the eraser end (`BTN_TOOL_RUBBER`).
    public var eraser = false
    /// Whether the stroke reports exactly at its keyframes' times and holds each position
    /// until the next (a lifted ``SynthTouch``), instead of at every report between them.
    public var isSampled = false
    /// When a sampled stroke lifts; nil for one that never lifts (the recording's end
    /// cancels it). Strokes that are not sampled lift one report after their last keyframe.
    public var liftTime: Double?
    /// The contact's radius in points at each keyframe (`ABS_MT_TOUCH_MAJOR` is twice it), nil for none.
    public var radii: [Double]?

    /// A stroke through `keyframes` (at least one, in time order).
    public init(keyframes: [Keyframe], gestureIndex: Int = 0, button: Int = 1) {
        precondition(!keyframes.isEmpty, "a stroke needs at least one keyframe")
        self.keyframes = keyframes
        self.gestureIndex = gestureIndex
        self.button = button
    }

    /// When the finger touches down.
    public var startTime: Double { keyframes[0].time }
    /// When the finger reaches its last position.
    public var endTime: Double { keyframes[keyframes.count - 1].time }

    /// The position at `time`, clamped to the stroke's time span.
    public func point(at time: Double) -> Point {
        if time <= keyframes[0].time { return keyframes[0].point }
        if isSampled { return keyframes[heldKeyframe(at: time)].point }
        let end = segmentEnd(at: time)
        guard end < keyframes.count else { return keyframes[keyframes.count - 1].point }
        let a = keyframes[end - 1]
        let b = keyframes[end]
        let span = b.time - a.time
        let f = span > 0 ? (time - a.time) / span : 1
        return Point(x: a.point.x + (b.point.x - a.point.x) * f, y: a.point.y + (b.point.y - a.point.y) * f)
    }

    /// The pen's pressure and tilt at `time`, interpolated as ``point(at:)`` is.
    public func penSample(at time: Double) -> SynthPenSample {
        guard let samples = penSamples, samples.count == keyframes.count else { return .standard }
        if time <= keyframes[0].time { return samples[0] }
        if isSampled { return samples[heldKeyframe(at: time)] }
        let end = segmentEnd(at: time)
        guard end < keyframes.count else { return samples[samples.count - 1] }
        let span = keyframes[end].time - keyframes[end - 1].time
        return samples[end - 1].interpolated(to: samples[end], span > 0 ? (time - keyframes[end - 1].time) / span : 1)
    }

    /// The radius at `time` (a sampled stroke's last keyframe at or before it), nil when the stroke has none.
    public func radius(at time: Double) -> Double? {
        guard let radii, radii.count == keyframes.count else { return nil }
        return radii[time <= keyframes[0].time ? 0 : heldKeyframe(at: time)]
    }

    /// The last keyframe at or before `time` (after the touch-down): what a sampled stroke holds then.
    /// A keyframe within half a microsecond after `time` counts as reached: its time, a sum of
    /// seconds, may miss the report's by a rounding (sampled strokes report on a microsecond grid).
    func heldKeyframe(at time: Double) -> Int {
        let end = segmentEnd(at: time)
        return end < keyframes.count && keyframes[end].time <= time + 5e-7 ? end : end - 1
    }

    /// The index of the keyframe that ends the span holding `time`: the first after the
    /// touch-down at or after `time` (`keyframes.count` past the last), found by bisection.
    func segmentEnd(at time: Double) -> Int {
        var low = 1
        var high = keyframes.count
        while low < high {
            let middle = (low + high) / 2
            if keyframes[middle].time >= time { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
