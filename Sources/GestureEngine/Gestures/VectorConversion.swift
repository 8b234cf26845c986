extension View {
    /// Converts a displacement (not a position) from window coordinates to this view's:
    /// only the transforms on the way apply, not the offsets.
    func convertVector(fromWindow vector: Point) -> Point {
        let origin = convert(Point.zero, from: nil)
        let tip = convert(vector, from: nil)
        return Point(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// Converts a displacement from this view's coordinates to the window's.
    func convertVector(toWindow vector: Point) -> Point {
        let origin = convert(Point.zero, to: nil)
        let tip = convert(vector, to: nil)
        return Point(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}

extension Optional where Wrapped == View {
    /// A window displacement in the view's coordinates (unchanged for nil, the window).
    func vector(fromWindow vector: Point) -> Point { self?.convertVector(fromWindow: vector) ?? vector }
    /// A displacement in the view's coordinates (the window's for nil) in window coordinates.
    func vector(toWindow vector: Point) -> Point { self?.convertVector(toWindow: vector) ?? vector }
}

extension Point {
    /// The vector's length.
    var length: Double { (x * x + y * y).squareRoot() }
}
