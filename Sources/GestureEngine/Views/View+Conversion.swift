/// Converting points and rectangles between the coordinate systems of views.
///
/// A view's coordinates are its bounds coordinates: a point `p` maps to its
/// superview as `center + transform · (p − bounds.mid)`. Conversion between
/// two views goes through the root of their tree (the window); views in
/// different trees are treated as if both roots shared one coordinate system.
/// Converting points allocates nothing.
extension View {
    /// Maps a point from this view's bounds coordinates to its superview's.
    func convertToSuperview(_ point: Point) -> Point {
        let local = Point(x: point.x - bounds.midX, y: point.y - bounds.midY)
        let t = transform.isIdentity ? local : local.applying(transform)
        return Point(x: t.x + center.x, y: t.y + center.y)
    }

    /// Maps a point from the superview's coordinates to this view's bounds coordinates.
    func convertFromSuperview(_ point: Point) -> Point {
        let offset = Point(x: point.x - _center.x, y: point.y - _center.y)
        let t = hasIdentityTransform ? offset : offset.applying(inverseTransform)
        return Point(x: t.x + _bounds.midX, y: t.y + _bounds.midY)
    }

    /// Maps `point` from this view's coordinates to the root's.
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

    /// Converts `point` from this view's coordinates to `view`'s (the root's, i.e. the window's, when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        if view === self { return point }
        if let view, view === superview { return convertToSuperview(point) }
        let root = convertToRoot(point)
        return view?.convertFromRoot(root) ?? root
    }

    /// Converts `point` from `view`'s coordinates (the root's, i.e. the window's, when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        if view === self { return point }
        if let view, view === superview { return convertFromSuperview(point) }
        return convertFromRoot(view?.convertToRoot(point) ?? point)
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of its converted corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(bounding: convert(Point(x: rect.minX, y: rect.minY), to: view),
             convert(Point(x: rect.maxX, y: rect.minY), to: view),
             convert(Point(x: rect.minX, y: rect.maxY), to: view),
             convert(Point(x: rect.maxX, y: rect.maxY), to: view))
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's: the bounding box of its converted corners.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(bounding: convert(Point(x: rect.minX, y: rect.minY), from: view),
             convert(Point(x: rect.maxX, y: rect.minY), from: view),
             convert(Point(x: rect.minX, y: rect.maxY), from: view),
             convert(Point(x: rect.maxX, y: rect.maxY), from: view))
    }
}
