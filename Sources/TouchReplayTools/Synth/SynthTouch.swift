import GestureEngine

/// One contact replayed sample by sample, as `touchreplay lift` writes it: where it
/// touches down, each later report's time and offset, and what it carries (a pointer's
/// button, a pen's pressure and tilt, a finger's size).
///
/// Unlike the other gestures, whose fingers report on the script's grid, a touch reports
/// exactly at its samples' times (to the microsecond) and nowhere between them, so a
/// lifted recording keeps the original's timing. Positions are screen points, or, in a
/// step that names a view (``SynthTarget``), fractions of that view's bounds.
public struct SynthTouch: Hashable, Sendable {
    /// One report of the contact.
    public struct Sample: Hashable, Sendable {
        /// Seconds after the touch-down (0 for the touch-down itself).
        public var time: Double
        /// The offset from the touch-down point: in points, or in fractions of the
        /// target view's bounds when the step's ``SynthTarget/fractionalOffsets`` is set.
        public var offset: Point
        /// A pen's or a pressure-sensing screen's pressure, 0 to 1 of the axis; nil when none.
        public var pressure: Double?
        /// A pen's tilt `[x, y]` in degrees (`ABS_TILT_X`, `ABS_TILT_Y`); nil when none.
        public var tilt: Point?
        /// The contact's radius in points (half `ABS_MT_TOUCH_MAJOR`); nil when none.
        public var radius: Double?

        /// A sample from its parts.
        public init(time: Double, offset: Point, pressure: Double? = nil, tilt: Point? = nil, radius: Double? = nil) {
            self.time = time
            self.offset = offset
            self.pressure = pressure
            self.tilt = tilt
            self.radius = radius
        }
    }

    /// What touches: a finger, a pen (or its eraser), or a mouse.
    public enum Tool: String, Hashable, Sendable, CaseIterable {
        /// A finger on a touchscreen.
        case finger
        /// A pen's tip.
        case pen
        /// A pen's eraser end (`BTN_TOOL_RUBBER`).
        case eraser
        /// A mouse pointer.
        case mouse
    }

    /// Where the contact touches down.
    public var start: Point
    /// The reports in time order; the first is the touch-down (time 0, offset 0).
    public var samples: [Sample]
    /// Seconds after the touch-down when the contact lifts; nil when it stays down to the
    /// recording's end (and the replay cancels it there).
    public var end: Double?
    /// What touches.
    public var tool: Tool
    /// The pointer's button (1 primary, 2 secondary, 3 middle) or 0 for none: a mouse or a
    /// pen that moves in range without a button or without touching hovers.
    public var button: Int

    /// A touch from its parts.
    public init(start: Point, samples: [Sample], end: Double?, tool: Tool = .finger, button: Int = 1) {
        self.start = start
        self.samples = samples.isEmpty ? [Sample(time: 0, offset: .zero)] : samples
        self.end = end
        self.tool = tool
        self.button = button
    }

    /// Seconds from the touch-down to the lift (or to the last sample when it never lifts).
    public var duration: Double { end ?? samples[samples.count - 1].time }

    /// The touch as one stroke starting at `time`, its offsets in points added to ``start``.
    func stroke(startingAt time: Double, index: Int) -> SynthStroke {
        var stroke = SynthStroke(
            keyframes: samples.map { SynthStroke.Keyframe(time: time + $0.time, point: Point(x: start.x + $0.offset.x, y: start.y + $0.offset.y)) },
            gestureIndex: index, button: button)
        stroke.isSampled = true
        stroke.liftTime = end.map { time + $0 }
        stroke.eraser = tool == .eraser
        if samples.contains(where: { $0.pressure != nil || $0.tilt != nil }) {
            stroke.penSamples = samples.map {
                SynthPenSample(pressure: $0.pressure ?? 0, tiltX: $0.tilt?.x ?? 0, tiltY: $0.tilt?.y ?? 0)
            }
        }
        if samples.contains(where: { $0.radius != nil }) { stroke.radii = samples.map { $0.radius ?? 0 } }
        return stroke
    }
}
