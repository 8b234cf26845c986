import GestureEngine
import TouchReplay

/// What a ``GestureTester`` step aimed at a view does when the touch would land on another view.
public enum MissedTargetPolicy: Sendable {
    /// The step throws ``GestureTesterError/missedTarget(target:point:hit:steps:)`` and sends nothing.
    case fail
    /// The step goes ahead and the miss is kept in ``GestureTester/warnings``
    /// (Flutter's `warnIfMissed`).
    case warn
}

extension GestureTester {
    /// The view with `id` in the window (depth first, the first found), or nil.
    public func view(_ id: String) -> View? {
        if window.id == id { return window }
        return Self.find(id, in: window)
    }

    /// The innermost scroll view around `view` whose visible bounds do not hold `point` (window coordinates).
    private static func scrollView(around view: View, hiding point: Point) -> ScrollView? {
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? ScrollView, !scrollView.bounds.contains(scrollView.convert(point, from: nil)) {
                return scrollView
            }
            ancestor = current.superview
        }
        return nil
    }

    private static func find(_ id: String, in view: View) -> View? {
        for subview in view.subviews {
            if subview.id == id { return subview }
            if let found = find(id, in: subview) { return found }
        }
        return nil
    }

    /// The window point of `point` in the view `id` (its bounds' centre when nil),
    /// checked by a hit-test: the touch must land on the view or one of its
    /// subviews, whose recognizers and touches reach the view too.
    ///
    /// - Throws: ``GestureTesterError/noView(_:)``, or under ``MissedTargetPolicy/fail``
    ///   ``GestureTesterError/outOfSight(target:point:scrollView:)`` when the point lies
    ///   outside the visible bounds of a scroll view around the view (see ``scrollIntoView(_:)``),
    ///   else ``GestureTesterError/missedTarget(target:point:hit:steps:)`` with the hit-test steps.
    public func target(_ id: String, at point: Point? = nil) throws(GestureTesterError) -> Point {
        guard let view = view(id) else { throw .noView(id) }
        let bounds = view.bounds
        let local = point ?? Point(x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + bounds.size.height / 2)
        let windowPoint = fit(view.convert(local, to: window))
        let (hit, steps) = window.tracedHitTest(windowPoint)
        var reached = hit
        while let candidate = reached, candidate !== view { reached = candidate.superview }
        guard reached == nil else { return windowPoint }
        let missed: GestureTesterError = if let scrollView = Self.scrollView(around: view, hiding: windowPoint) {
            .outOfSight(target: id, point: Self.describe(windowPoint), scrollView: scrollView.id)
        } else {
            .missedTarget(target: id, point: Self.describe(windowPoint), hit: hit?.id, steps: steps.map(\.description))
        }
        switch missedTargetPolicy {
        case .fail: throw missed
        case .warn:
            warnings.append(missed.description)
            return windowPoint
        }
    }
}
