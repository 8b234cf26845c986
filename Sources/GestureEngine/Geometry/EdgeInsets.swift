/// Distances to move each edge of a rectangle inwards (outwards when negative).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset of the top edge.
    public var top: Double
    /// Inset of the left edge.
    public var left: Double
    /// Inset of the bottom edge.
    public var bottom: Double
    /// Inset of the right edge.
    public var right: Double

    /// Insets from the four edges.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    /// No insets.
    public static let zero = EdgeInsets(all: 0)

    /// A one-line rendering for logs and failure messages.

    /// A one-line rendering for logs and failure messages.
    public var description: String { "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}
