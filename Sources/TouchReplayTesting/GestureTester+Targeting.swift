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
    ///   ``GestureTesterError/missedTarget(target:point:hit:steps:)`` with the hit-test steps.
    public func target(_ id: String, at point: Point? = nil) throws(GestureTesterError) -> Point {
        guard let view = view(id) else { throw .noView(id) }
        let bounds = view.bounds
        let local = point ?? Point(x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + bounds.size.height / 2)
        let windowPoint = fit(view.convert(local, to: window))
        let (hit, steps) = window.tracedHitTest(windowPoint)
        var reached = hit
        while let candidate = reached, candidate !== view { reached = candidate.superview }
        guard reached == nil else { return windowPoint }
        let missed = GestureTesterError.missedTarget(
            target: id, point: "(\(TraceValue.format(windowPoint.x)), \(TraceValue.format(windowPoint.y)))",
            hit: hit?.id, steps: steps.map(\.description))
        switch missedTargetPolicy {
        case .fail: throw missed
        case .warn:
            warnings.append(missed.description)
            return windowPoint
        }
    }
}
