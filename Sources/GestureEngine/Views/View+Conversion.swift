/// Converting points and rectangles between the coordinate systems of views.
///
/// A view's coordinates are its bounds coordinates: a point `p` maps to its
/// superview as `center + transform · (p − bounds.mid)`. Conversion between
/// two views goes through the root of their tree (the window); views in
/// different trees are treated as if both roots shared one coordinate system.
/// Results through the root are remembered per view until the tree's geometry
/// or hierarchy changes (``ConversionMemo``), so converting the same point at
/// many depths of one branch walks the branch once. Converting points
/// allocates nothing (the first conversion in a tree gives it its counter).
extension View {
    /// Maps a point from this view's bounds coordinates to its superview's.
    func convertToSuperview(_ point: Point) -> Point {
        let local = Point(x: point.x - _bounds.midX, y: point.y - _bounds.midY)
        let t = hasIdentityTransform ? local : local.applying(_transform)
        return Point(x: t.x + _center.x, y: t.y + _center.y)
    }

    /// Maps a point from the superview's coordinates to this view's bounds coordinates.
    func convertFromSuperview(_ point: Point) -> Point {
        let offset = Point(x: point.x - _center.x, y: point.y - _center.y)
        let t = hasIdentityTransform ? offset : offset.applying(inverseTransform)
        return Point(x: t.x + _bounds.midX, y: t.y + _bounds.midY)
    }

    /// Maps `point` from this view's coordinates to the root's, level by level
    /// (remembered along the way: ``ConversionMemo``).
    func convertToRoot(_ point: Point) -> Point {
        guard _superviewLink != nil else { return point }
        return convertToRoot(point, generation: conversionGeneration())
    }

    private func convertToRoot(_ point: Point, generation: UInt64) -> Point {
        guard _superviewLink != nil else { return point }
        if _conversionMemo.generation == generation, let known = _conversionMemo.toRoot.output(for: point) { return known }
        let inParent = convertToSuperview(point)
        guard let result = withUnretainedSuperview({ $0.convertToRoot(inParent, generation: generation) }) else { return point }
        _conversionMemo.use(generation)
        _conversionMemo.toRoot.remember(result, for: point)
        return result
    }

    /// Maps `point` from the root's coordinates to this view's, level by level
    /// (remembered along the way: ``ConversionMemo``).
    func convertFromRoot(_ point: Point) -> Point {
        guard _superviewLink != nil else { return point }
        return convertFromRoot(point, generation: conversionGeneration())
    }

    private func convertFromRoot(_ point: Point, generation: UInt64) -> Point {
        guard _superviewLink != nil else { return point }
        if _conversionMemo.generation == generation, let known = _conversionMemo.fromRoot.output(for: point) { return known }
        guard let inParent = withUnretainedSuperview({ $0.convertFromRoot(point, generation: generation) }) else { return point }
        let result = convertFromSuperview(inParent)
        _conversionMemo.use(generation)
        _conversionMemo.fromRoot.remember(result, for: point)
        return result
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
