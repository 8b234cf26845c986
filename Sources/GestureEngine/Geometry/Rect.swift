/// A rectangle: an origin and a size, in points.
///
/// `contains(_:)` uses UIKit's half-open edges: the minimum edges belong to the
/// rectangle, the maximum edges do not.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates (for a standardised rectangle).
    public var origin: Point
    /// The width and height; may be negative until standardised.
    public var size: Size

    /// A rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: Swift.min(origin.x, origin.x + size.width), y: Swift.min(origin.y, origin.y + size.height),
             width: abs(size.width), height: abs(size.height))
    }

    /// The smallest x coordinate.
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The largest x coordinate.
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y coordinate.
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest y coordinate.
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width of the standardised rectangle.
    public var width: Double { abs(size.width) }
    /// The height of the standardised rectangle.
    public var height: Double { abs(size.height) }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether `point` lies inside, with UIKit's half-open edges (min inclusive, max exclusive).
    @inlinable public func contains(_ point: Point) -> Bool {
        let r = standardized
        return point.x >= r.origin.x && point.x < r.origin.x + r.size.width
            && point.y >= r.origin.y && point.y < r.origin.y + r.size.height
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (grown when negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        return Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.size.width - 2 * dx, height: r.size.height - 2 * dy)
    }

    /// The rectangle shrunk by `insets` (grown by negative insets), as `UIEdgeInsetsInsetRect` does.
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        return Rect(x: r.origin.x + insets.left, y: r.origin.y + insets.top,
                    width: r.size.width - insets.left - insets.right,
                    height: r.size.height - insets.top - insets.bottom)
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Whether the two rectangles share some area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        Swift.max(minX, other.minX) < Swift.min(maxX, other.maxX)
            && Swift.max(minY, other.minY) < Swift.min(maxY, other.maxY)
    }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The overlap of both rectangles, or nil when they are apart; rectangles that
    /// only touch give a zero-width or zero-height overlap, as in Core Graphics.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A one-line rendering for logs and failure messages.

    /// A one-line rendering for logs and failure messages.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
