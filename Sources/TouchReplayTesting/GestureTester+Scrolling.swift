import GestureEngine
import TouchReplay

extension GestureTester {
    /// The most drags ``scrollIntoView(_:)`` makes before it gives up: 50.
    public static let scrollIntoViewDragLimit = 50

    /// Scrolls the scroll views around the view `id` as a user would, until the
    /// view is in sight, like XCUITest's `tap()` on an element off screen or
    /// Flutter's `scrollUntilVisible`.
    ///
    /// Each round picks the outermost enclosing scroll view that does not show
    /// the view yet, and drags it (a drag that rests before lifting, so no glide
    /// follows) from the middle of its visible part by what is left to scroll,
    /// at most 80 % of that part, plus the pan's 10 pt (and a frame) before it begins; the
    /// drags are ordinary steps, with their `touch` and `gesture` lines in the
    /// trace. A scroll view shows the view when it is where
    /// `ScrollView.scrollRectToVisible(_:animated:)` would leave it. Then a touch
    /// at the view's centre must land on it (``target(_:at:)``).
    ///
    /// - Throws: ``GestureTesterError/noView(_:)``;
    ///   ``GestureTesterError/cannotScrollIntoView(target:reason:)`` when a drag
    ///   does not move its scroll view (something else takes the drag, or the
    ///   content ends) or after ``scrollIntoViewDragLimit`` drags; the errors of
    ///   ``target(_:at:)`` when the view, scrolled into sight, is still not touchable.
    public func scrollIntoView(_ id: String) throws(GestureTesterError) {
        guard let view = view(id) else { throw .noView(id) }
        var drags = 0
        while let (scrollView, wanted) = Self.scrollNeeded(toShow: view) {
            guard drags < Self.scrollIntoViewDragLimit else {
                throw .cannotScrollIntoView(target: id, reason: "still out of sight after \(drags) drags")
            }
            let before = scrollView.contentOffset
            try drag(scrollView, by: Point(x: wanted.x - before.x, y: wanted.y - before.y), toShow: id)
            try settle()
            drags += 1
            let after = scrollView.contentOffset
            guard abs(after.x - before.x) >= 0.5 || abs(after.y - before.y) >= 0.5 else {
                throw .cannotScrollIntoView(
                    target: id, reason: "a drag on scroll view \"\(scrollView.id)\" did not move it (content offset "
                        + "\(Self.describe(after))); another view takes the drag or the content ends")
            }
        }
        _ = try target(id)
    }

    /// The outermost scroll view around `view` that does not show it yet, and the content offset that would.
    private static func scrollNeeded(toShow view: View) -> (ScrollView, Point)? {
        var enclosing: [ScrollView] = []
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? ScrollView { enclosing.append(scrollView) }
            ancestor = current.superview
        }
        for scrollView in enclosing.reversed() {
            let wanted = scrollView.contentOffset(toShow: view.convert(view.bounds, to: scrollView))
            let now = scrollView.contentOffset
            if abs(wanted.x - now.x) >= 0.5 || abs(wanted.y - now.y) >= 0.5 { return (scrollView, wanted) }
        }
        return nil
    }

    /// Drags the content of `scrollView` by `change` (content offset points, capped to 80 % of its visible part).
    private func drag(_ scrollView: ScrollView, by change: Point, toShow id: String) throws(GestureTesterError) {
        let visible = scrollView.convert(scrollView.bounds, to: window).intersection(window.bounds)
        guard let visible, visible.width >= 1, visible.height >= 1 else {
            throw .cannotScrollIntoView(target: id, reason: "scroll view \"\(scrollView.id)\" is itself out of the window")
        }
        // The finger moves against the content, by the change plus what the pan lets go by before it
        // begins: its 10 pt and at most one frame's movement more (a drag's frames are 8 ms apart).
        func finger(_ change: Double, _ room: Double) -> Double {
            guard abs(change) >= 0.5 else { return 0 }
            let distance = (abs(change) + GestureDefaults.panMinimumMovement)
                * (1 + GestureTesterTiming.frameInterval / GestureTesterTiming.moveDuration)
            return (change > 0 ? -1 : 1) * Swift.min(distance, 0.8 * room)
        }
        let move = Point(x: finger(change.x, visible.width), y: finger(change.y, visible.height))
        let start = Point(x: visible.midX - move.x / 2, y: visible.midY - move.y / 2)
        try drag(on: scrollView.id, at: scrollView.convert(start, from: window), by: move)
    }

    /// `(x, y)` with trace rounding.
    static func describe(_ point: Point) -> String {
        "(\(TraceValue.format(point.x)), \(TraceValue.format(point.y)))"
    }
}
