/// A position on the screen, in points, with the origin at the top left.
public struct ScreenPoint: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `(x, y)` with the coordinates as Swift prints doubles.
    public var description: String { "(\(x), \(y))" }
}

/// A width and height on the screen, in points.
public struct ScreenSize: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A size from its dimensions.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle on the screen, in points.
public struct ScreenRectangle: Hashable, Sendable {
    /// The top-left corner.
    public var origin: ScreenPoint
    /// The width and height.
    public var size: ScreenSize

    /// A rectangle from its origin and size.
    public init(origin: ScreenPoint, size: ScreenSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: ScreenPoint(x: x, y: y), size: ScreenSize(width: width, height: height))
    }

    /// The centre point.
    public var center: ScreenPoint {
        ScreenPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    }
}
