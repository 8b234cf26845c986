/// A mouse wheel's turn in one input frame, and where the pointer was: what
/// scrolls the scroll view under the pointer (``Window/scrollWheel(_:)``).
public struct WheelScroll: Hashable, Sendable {
    /// The pointer's position in window coordinates.
    public var location: Point
    /// The turn in wheel clicks (fractions from high-resolution wheels): x
    /// positive to the right, y positive towards the user (the content moves
    /// up, the offset grows), as a touchscreen's finger dragging up would scroll.
    public var clicks: Point

    /// A wheel turn from its parts.
    public init(location: Point, clicks: Point) {
        self.location = location
        self.clicks = clicks
    }
}
