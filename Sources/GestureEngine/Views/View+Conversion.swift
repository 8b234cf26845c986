extension View {
    /// Maps a point from this view's bounds coordinates to its superview's.
    @inlinable func convertToSuperview(_ point: Point) -> Point {
        let local = Point(x: point.x - bounds.midX, y: point.y - bounds.midY)
        let t = transform.isIdentity ? local : local.applying(transform)
        return Point(x: t.x + center.x, y: t.y + center.y)
    }

    /// Maps a point from the superview's coordinates to this view's bounds coordinates.
    @inlinable func convertFromSuperview(_ point: Point) -> Point {
        let offset = Point(x: point.x - center.x, y: point.y - center.y)
        let t = transform.isIdentity ? offset : offset.applying(transform.inverted())
        return Point(x: t.x + bounds.midX, y: t.y + bounds.midY)
    }

    /// Maps `point` from this view's coordinates to the root's (the window's when nil).
    func convertToRoot(_ point: Point) -> Point {
        var p = point
        var view: View = self
        while let parent = view.superview {
            p = view.convertToSuperview(p)
            view = parent
        }
        return p
    }

    /// Maps `point` from the root's coordinates to this view's.
    func convertFromRoot(_ point: Point) -> Point {
        if let parent = superview { return convertFromSuperview(parent.convertFromRoot(point)) }
        return point
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let root = convertToRoot(point)
        return view?.convertFromRoot(root) ?? root
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        convertFromRoot(view?.convertToRoot(point) ?? point)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the bounding box of its corners).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { convert($0, to: view) }
        return Rect.bounding(corners)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { convert($0, from: view) }
        return Rect.bounding(corners)
    }
}

extension Rect {
    /// The smallest rectangle containing every point.
    static func bounding(_ points: [Point]) -> Rect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}
