extension Window {
    /// Scrolls the scroll view under the pointer by a wheel turn, as a mouse
    /// wheel scrolls a `UIScrollView` on iPadOS 13.4 and later: the innermost
    /// scroll view at `wheel.location` (hit-tested; scroll views that cannot
    /// scroll along the turn's axis pass it to their ancestors) moves its
    /// content by the clicks times ``GestureDefaults/wheelPointsPerClick``.
    ///
    /// Our decisions (docs/gestures.md): each turn moves the offset at once,
    /// without an animation or a glide after it, and stops at the content's
    /// edges (no rubber band); a glide or spring under way is stopped; a scroll
    /// view being dragged by a finger ignores the wheel. Answers the scroll
    /// view that moved, nil when none could. The observer hears each turn
    /// (``EngineObserver/engine(didScrollWheel:takenBy:)``) before what it moves;
    /// the hit-test is not traced (it binds no touch).
    ///
    /// A ``PanGestureRecognizer`` whose ``PanGestureRecognizer/allowedScrollTypesMask``
    /// holds ``ScrollTypeMask/discrete``, on a view met before such a scroll view
    /// (the hit view first, then its ancestors), takes the turn instead: it pans
    /// (began, changed, ended after ``GestureDefaults/wheelPanEndDelay``), and nil is answered.
    @discardableResult
    public func scrollWheel(_ wheel: WheelScroll) -> ScrollView? {
        let delta = Point(x: wheel.clicks.x * GestureDefaults.wheelPointsPerClick,
                          y: wheel.clicks.y * GestureDefaults.wheelPointsPerClick)
        var current = event.withoutHitTestTracing { hitTest(wheel.location, with: event) }
        while let view = current {
            for recognizer in view.gestureRecognizers {
                guard let pan = recognizer as? PanGestureRecognizer, pan.takesWheel else { continue }
                observer?.engine(didScrollWheel: wheel, takenBy: view)
                pan.wheelTurned(by: Point(x: -delta.x, y: -delta.y), at: wheel.location, in: self)
                return nil
            }
            if let scrollView = view as? ScrollView, scrollView.isScrollEnabled, !scrollView.isTracking {
                let offset = scrollView.contentOffset
                let target = scrollView.clampedOffset(Point(x: scrollView.canScrollHorizontally ? offset.x + delta.x : offset.x,
                                                            y: scrollView.canScrollVertically ? offset.y + delta.y : offset.y))
                if target != offset {
                    observer?.engine(didScrollWheel: wheel, takenBy: scrollView)
                    scrollView.setContentOffset(target, animated: false)
                    return scrollView
                }
            }
            current = view.superview
        }
        observer?.engine(didScrollWheel: wheel, takenBy: nil)
        return nil
    }
}
