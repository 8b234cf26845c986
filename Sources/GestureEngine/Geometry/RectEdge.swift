/// Edges of a rectangle, as a set (UIKit's `UIRectEdge`, with its raw values).
public struct RectEdge: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The edge bits, as in UIKit's `UIRectEdge`.
    public let rawValue: UInt8

    /// The edges whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge (`UIRectEdgeTop`, 1 << 0).
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge (`UIRectEdgeLeft`, 1 << 1).
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge (`UIRectEdgeBottom`, 1 << 2).
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge (`UIRectEdgeRight`, 1 << 3).
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]

    /// The single edges with their names, in the order of their bits.
    public static let named: [(edge: RectEdge, name: String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]

    /// The names of the edges in the set, in bit order.
    public var names: [String] { RectEdge.named.filter { contains($0.edge) }.map(\.name) }

    /// The names in brackets, e.g. `[top, left]`.
    public var description: String { "[" + names.joined(separator: ", ") + "]" }

    /// The edges of `rect` that `point` lies less than `width` from (a point beyond an edge counts for it).
    public static func edges(of rect: Rect, near point: Point, width: Double) -> RectEdge {
        var near: RectEdge = []
        if point.y - rect.minY < width { near.insert(.top) }
        if point.x - rect.minX < width { near.insert(.left) }
        if rect.maxY - point.y < width { near.insert(.bottom) }
        if rect.maxX - point.x < width { near.insert(.right) }
        return near
    }

    /// The unit vector pointing from this single edge into the rectangle (y down): left → (1, 0), top → (0, 1).
    var inward: Point {
        switch self {
        case .top: Point(x: 0, y: 1)
        case .left: Point(x: 1, y: 0)
        case .bottom: Point(x: 0, y: -1)
        default: Point(x: -1, y: 0)
        }
    }
}
