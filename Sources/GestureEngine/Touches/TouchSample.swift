import TouchTime

/// One finger's state in one input frame, as the input side reports it.
public struct TouchSample: Hashable, Sendable {
    /// The id of the finger's sequence (stable from began to ended/cancelled).
    public var id: Int
    /// Where the finger is in its sequence.
    public var phase: TouchPhase
    /// The position in window coordinates.
    public var location: Point
    /// Type, buttons, force, size and a pen's angles (``TouchAttributes/finger`` unless the device says more).
    public var attributes: TouchAttributes
    /// Whether the input side computed the sample for the frame's time from the device's
    /// samples around it (resampling) rather than taking one the device reported.
    public var isResampled: Bool

    /// A sample from its parts.
    public init(id: Int, phase: TouchPhase, location: Point, attributes: TouchAttributes = .finger, isResampled: Bool = false) {
        self.id = id
        self.phase = phase
        self.location = location
        self.attributes = attributes
        self.isResampled = isResampled
    }
}

/// All fingers' states at one instant: what the window consumes.
public struct TouchFrame: Hashable, Sendable {
    /// When the frame happened, on the window's clock.
    public var time: Timestamp
    /// The samples, one per finger.
    public var samples: [TouchSample]
    /// A mouse wheel's turn in this frame, nil when the wheel did not turn.
    public var wheel: WheelScroll?
    /// A hovering pointer's or pen's motion in this frame, nil when nothing hovered or moved.
    public var hover: HoverSample?
    /// Every sample the device reported since the previous delivery of the frame's moving
    /// touches, in time order, the one delivered last for each touch (what
    /// ``Event/coalescedTouches(for:)`` answers); empty when each report is delivered
    /// on its own (a replay's default).
    public var coalescedSamples: [TimedTouchSample]
    /// Where the input side expects the frame's moving touches to go, up to a display frame
    /// ahead, in time order (what ``Event/predictedTouches(for:)`` answers); empty when none.
    public var predictedSamples: [TimedTouchSample]

    /// A frame from its parts.
    public init(time: Timestamp, samples: [TouchSample], wheel: WheelScroll? = nil, hover: HoverSample? = nil,
                coalescedSamples: [TimedTouchSample] = [], predictedSamples: [TimedTouchSample] = []) {
        self.time = time
        self.samples = samples
        self.wheel = wheel
        self.hover = hover
        self.coalescedSamples = coalescedSamples
        self.predictedSamples = predictedSamples
    }
}
