import GestureEngine

extension GestureTester {
    /// The window point at `fraction` of the bounds of the view `id` (`(0.5, 0.5)` its
    /// centre), as the view is now: how a test written by `touchreplay lift` aims each touch.
    ///
    /// - Throws: ``GestureTesterError/noView(_:)``.
    public func point(atFraction fraction: Point, of id: String) throws(GestureTesterError) -> Point {
        guard let view = view(id) else { throw .noView(id) }
        let bounds = view.bounds
        return view.convert(Point(x: bounds.origin.x + fraction.x * bounds.size.width,
                                  y: bounds.origin.y + fraction.y * bounds.size.height), to: window)
    }
}
