/// A location in a two-dimensional coordinate system, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// A one-line rendering for logs and failure messages.

    /// A one-line rendering for logs and failure messages.
    public var description: String { "(\(x), \(y))" }
}
