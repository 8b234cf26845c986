import GestureEngine

extension GestureDescription {
    /// A fresh recognizer built by its kind, with the flags every recognizer takes
    /// (relations and actions are added by ``Scene/makeHierarchy(startTime:)``).
    func makeRecognizer() -> GestureRecognizer {
        let recognizer = kind.make(self)
        recognizer.cancelsTouchesInView = cancelsTouchesInView
        recognizer.delaysTouchesBegan = delaysTouchesBegan
        recognizer.delaysTouchesEnded = delaysTouchesEnded
        recognizer.allowedTouchTypes = allowedTouchTypes
        return recognizer
    }
}

extension GestureAction {
    /// Adds the action to `recognizer` for `view`: each works from the view's
    /// geometry when the gesture began, so the traced values stay cumulative.
    /// The actions hold their view weakly: the view holds the recognizer, and a
    /// strong capture made a cycle that kept every window built from a scene alive.
    func attach(to recognizer: GestureRecognizer, view: View) {
        switch self {
        case .none:
            return
        case .move:
            var startCenter = view.center
            var startLocation = Point.zero
            recognizer.addTarget { [weak view] r in
                guard let view else { return }
                let offset: Point
                if let pan = r as? PanGestureRecognizer {
                    if r.state == .began { startCenter = view.center }
                    offset = pan.translation(in: view.superview)
                } else {
                    let location = r.location(in: view.superview)
                    if r.state == .began { startCenter = view.center; startLocation = location }
                    offset = Point(x: location.x - startLocation.x, y: location.y - startLocation.y)
                }
                view.center = Point(x: startCenter.x + offset.x, y: startCenter.y + offset.y)
            }
        case .scale:
            var start = view.transform
            recognizer.addTarget { [weak view] r in
                guard let view, let scale = r.reportedValues.scale else { return }
                if r.state == .began { start = view.transform }
                view.transform = start.scaledBy(x: scale, y: scale)
            }
        case .rotate:
            var start = view.transform
            recognizer.addTarget { [weak view] r in
                guard let view, let rotation = r.reportedValues.rotation else { return }
                if r.state == .began { start = view.transform }
                view.transform = start.rotated(by: rotation)
            }
        }
    }
}
