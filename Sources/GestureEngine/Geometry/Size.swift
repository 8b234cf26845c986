/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// A one-line rendering for logs and failure messages.

    /// A one-line rendering for logs and failure messages.
    public var description: String { "(\(width), \(height))" }
}
