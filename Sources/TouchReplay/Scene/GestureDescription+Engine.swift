import GestureEngine

extension GestureDescription {
    /// A fresh recognizer of this kind with the description's parameters and flags
    /// (relations and actions are added by ``Scene/makeHierarchy(startTime:)``).
    func makeRecognizer() -> GestureRecognizer {
        let recognizer: GestureRecognizer
        switch kind {
        case .tap, .doubleTap:
            let tap = TapGestureRecognizer(id: id)
            tap.numberOfTapsRequired = taps
            tap.numberOfTouchesRequired = touches
            tap.buttonMaskRequired = buttonMaskRequired
            recognizer = tap
        case .longPress:
            let press = LongPressGestureRecognizer(id: id)
            press.numberOfTapsRequired = taps
            press.numberOfTouchesRequired = touches
            press.buttonMaskRequired = buttonMaskRequired
            if let minimumPressDuration { press.minimumPressDuration = minimumPressDuration }
            if let allowableMovement { press.allowableMovement = allowableMovement }
            recognizer = press
        case .pan:
            let pan = PanGestureRecognizer(id: id)
            pan.minimumNumberOfTouches = minimumTouches
            pan.maximumNumberOfTouches = maximumTouches ?? Int.max
            pan.allowedScrollTypesMask = allowedScrollTypesMask
            recognizer = pan
        case .pinch:
            recognizer = PinchGestureRecognizer(id: id)
        case .rotation:
            recognizer = RotationGestureRecognizer(id: id)
        case .swipe:
            let swipe = SwipeGestureRecognizer(id: id)
            swipe.numberOfTouchesRequired = touches
            swipe.direction = directions.reduce(into: []) { set, direction in
                switch direction {
                case .right: set.insert(.right)
                case .left: set.insert(.left)
                case .up: set.insert(.up)
                case .down: set.insert(.down)
                }
            }
            recognizer = swipe
        case .screenEdgePan:
            recognizer = ScreenEdgePanGestureRecognizer(id: id, edges: edges)
        case .hover:
            recognizer = HoverGestureRecognizer(id: id)
        }
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
                guard let view, let pinch = r as? PinchGestureRecognizer else { return }
                if r.state == .began { start = view.transform }
                view.transform = start.scaledBy(x: pinch.scale, y: pinch.scale)
            }
        case .rotate:
            var start = view.transform
            recognizer.addTarget { [weak view] r in
                guard let view, let rotation = r as? RotationGestureRecognizer else { return }
                if r.state == .began { start = view.transform }
                view.transform = start.rotated(by: rotation.rotation)
            }
        }
    }
}
