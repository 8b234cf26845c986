import GestureEngine
import TouchTime

extension GestureTester {
    /// Clicks the view `id` with a mouse: a pointer touch (`TouchType.indirectPointer`) at its
    /// centre (or at `point`, in the view's coordinates) with `button` down for
    /// ``GestureTesterTiming/tapDuration``. UIKit's default recognizers take the primary
    /// button only; a tap or long press whose `buttonMaskRequired` names the button takes it.
    public func click(on id: String, at point: Point? = nil, button: ButtonMask = .primary) throws(GestureTesterError) {
        guard !button.isEmpty else { throw .badArgument("a click needs a button") }
        let location = fit(try target(id, at: point))
        let attributes = TouchAttributes(type: .indirectPointer, buttons: button)
        let touch = nextTouchID
        nextTouchID += 1
        try send([TouchSample(id: touch, phase: .began, location: location, attributes: attributes)], at: now)
        try send([TouchSample(id: touch, phase: .ended, location: location, attributes: attributes)], at: now + GestureTesterTiming.tapDuration)
    }

    /// Clicks the view `id` with the secondary (right) mouse button; see ``click(on:at:button:)``.
    public func rightClick(on id: String, at point: Point? = nil) throws(GestureTesterError) {
        try click(on: id, at: point, button: .secondary)
    }

    /// Turns the mouse wheel by `clicks` with the pointer over the view `id` (its centre, or
    /// `point` in its coordinates), in one frame: y positive towards the user scrolls the
    /// scroll view under the pointer down its content (the offset grows), as the engine's
    /// wheel does (`Window.scrollWheel(_:)`).
    public func wheel(on id: String, at point: Point? = nil, clicks: Point) throws(GestureTesterError) {
        guard clicks.x.isFinite, clicks.y.isFinite, clicks != .zero else { throw .badArgument("a wheel turn needs a finite, non-zero number of clicks") }
        let location = fit(try target(id, at: point))
        try send([], at: now + GestureTesterTiming.frameInterval, wheel: WheelScroll(location: location, clicks: clicks))
    }

    /// Moves a hovering mouse pointer (no button down) over the view `id`, to its centre (or
    /// `point`, in its coordinates), in one frame ``GestureTesterTiming/frameInterval`` from now:
    /// the window hit-tests it and tells the view's `HoverGestureRecognizer`s, as a mouse read from evdev does.
    public func hover(over id: String, at point: Point? = nil) throws(GestureTesterError) {
        let location = fit(try target(id, at: point))
        try send([], at: now + GestureTesterTiming.frameInterval, hover: HoverSample(phase: .moved, location: location))
    }

    /// Draws a pen stroke on the view `id`: a `.pencil` touch from its centre (or `point`, in its
    /// coordinates) moved by `offset` in frames ``GestureTesterTiming/frameInterval`` apart over
    /// `duration`, then lifted, pressing with `force` (of at most `maximumPossibleForce`) at
    /// `altitudeAngle` and `azimuthAngle` (radians, as `UITouch` gives them).
    public func penStroke(on id: String, at point: Point? = nil, by offset: Point, force: Double = 1,
                          maximumPossibleForce: Double = 20.0 / 3, altitudeAngle: Double = Double.pi / 3, azimuthAngle: Double = 0,
                          duration: Double = GestureTesterTiming.moveDuration) throws(GestureTesterError) {
        guard force > 0, force <= maximumPossibleForce, maximumPossibleForce.isFinite else {
            throw .badArgument("a pen's force must be more than 0 and at most maximumPossibleForce (\(maximumPossibleForce)), not \(force)")
        }
        guard (0...(Double.pi / 2)).contains(altitudeAngle), azimuthAngle.isFinite else {
            throw .badArgument("a pen's altitude is from 0 to π/2 radians and its azimuth finite, not \(altitudeAngle) and \(azimuthAngle)")
        }
        guard duration > 0, duration.isFinite else { throw .badArgument("a pen stroke's duration must be a positive number of seconds, not \(duration)") }
        let start = fit(try target(id, at: point))
        let attributes = TouchAttributes(type: .pencil, force: force, maximumPossibleForce: maximumPossibleForce,
                                         altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle)
        let touch = nextTouchID
        nextTouchID += 1
        try send([TouchSample(id: touch, phase: .began, location: start, attributes: attributes)], at: now)
        let steps = max(Int((duration / GestureTesterTiming.frameInterval).rounded()), 1)
        let origin = now
        var location = start
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            location = fit(Point(x: start.x + offset.x * f, y: start.y + offset.y * f))
            try send([TouchSample(id: touch, phase: .moved, location: location, attributes: attributes)],
                     at: origin + Double(step) * GestureTesterTiming.frameInterval)
        }
        try send([TouchSample(id: touch, phase: .ended, location: location, attributes: attributes)], at: now + GestureTesterTiming.frameInterval)
    }
}
