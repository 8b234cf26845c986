/// What a view draws, reduced to what hit-testing needs: the alpha at each point.
///
/// Shapes are filled back to front with source-over compositing; an optional
/// ``AlphaMask`` over the view's bounds then multiplies the result. Coordinates
/// are the view's bounds coordinates.
public struct Drawing: Hashable, Sendable {
    /// A filled shape and its opacity.
    public struct Fill: Hashable, Sendable {
        /// The outline.
        public var shape: Shape
        /// The opacity 0...1.
        public var alpha: Double

        /// A fill from its shape and opacity.
        public init(_ shape: Shape, alpha: Double = 1) {
            self.shape = shape
            self.alpha = alpha
        }
    }

    /// An outline to fill.
    public enum Shape: Hashable, Sendable {
        /// A rectangle (half-open edges, as `Rect.contains`).
        case rectangle(Rect)
        /// A rectangle with corners rounded by a radius (clamped to half the shorter side).
        case roundedRectangle(Rect, cornerRadius: Double)
        /// The ellipse inscribed in a rectangle (points on the curve are inside).
        case ellipse(Rect)

        /// Whether `point` is inside the filled shape.
        public func contains(_ point: Point) -> Bool {
            switch self {
            case let .rectangle(rect):
                return rect.contains(point)
            case let .roundedRectangle(rect, radius):
                guard rect.contains(point) else { return false }
                let r = Swift.min(Swift.max(radius, 0), rect.width / 2, rect.height / 2)
                let cx = Swift.min(Swift.max(point.x, rect.minX + r), rect.maxX - r)
                let cy = Swift.min(Swift.max(point.y, rect.minY + r), rect.maxY - r)
                let dx = point.x - cx, dy = point.y - cy
                return dx * dx + dy * dy <= r * r
            case let .ellipse(rect):
                guard rect.width > 0, rect.height > 0 else { return false }
                let dx = (point.x - rect.midX) / (rect.width / 2), dy = (point.y - rect.midY) / (rect.height / 2)
                return dx * dx + dy * dy <= 1
            }
        }
    }

    /// The fills, back to front.
    public var fills: [Fill]
    /// A mask multiplying the fills' alpha, stretched over the view's bounds.
    public var mask: AlphaMask?

    /// A drawing from its fills (back to front) and an optional mask.
    public init(_ fills: [Fill] = [], mask: AlphaMask? = nil) {
        self.fills = fills
        self.mask = mask
    }

    /// The composited alpha at `point`, for a view whose bounds are `bounds`.
    public func alpha(at point: Point, in bounds: Rect) -> Double {
        var alpha = 0.0
        for fill in fills where fill.shape.contains(point) {
            alpha = fill.alpha + alpha * (1 - fill.alpha)
        }
        guard let mask, alpha > 0 else { return alpha }
        return alpha * mask.alpha(at: point, in: bounds)
    }
}
