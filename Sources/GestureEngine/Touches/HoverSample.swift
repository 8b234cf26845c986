/// A pointer hovering over the window in one input frame: a mouse moving with
/// no button down, or a pen in range of the screen without touching it.
///
/// UIKit keeps hover apart from touches (`UIEvent.EventType.hover`): a
/// hovering pointer is no ``Touch``, binds to no view and goes to no touch
/// recognizer; the window hit-tests it as it moves and drives the
/// ``HoverGestureRecognizer``s of the view under it (``Window/hover(_:)``).
public struct HoverSample: Hashable, Sendable {
    /// Where a hover is in its sequence.
    public enum Phase: String, Hashable, Sendable {
        /// The pointer hovers at ``HoverSample/location`` (the first sample begins the hover).
        case moved
        /// The hover is over: a button went down, the pen touched or left
        /// range, or the input ended.
        case exited
    }

    /// Where the hover is in its sequence.
    public var phase: Phase
    /// The pointer's position in window coordinates.
    public var location: Point
    /// What hovers: ``TouchType/indirectPointer`` (a mouse) or ``TouchType/pencil`` (a pen).
    public var type: TouchType

    /// A sample from its parts.
    public init(phase: Phase, location: Point, type: TouchType = .indirectPointer) {
        self.phase = phase
        self.location = location
        self.type = type
    }
}
