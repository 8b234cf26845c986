/// Where a touch is in its sequence.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move in this frame.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled

    /// Whether the phase ends the touch's sequence.
    @inline(__always)
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}
