extension PanGestureRecognizer {
    /// The scroll input the pan takes besides touches (`UIPanGestureRecognizer.allowedScrollTypesMask`):
    /// empty by default; with ``ScrollTypeMask/discrete`` a mouse wheel turned
    /// over its view pans it (``Window/scrollWheel(_:)``).
    ///
    /// Apple: "Setting this mask enables the pan gesture to recognize scroll
    /// events, like a mouse scroll movement", and it "doesn't disable scrolling
    /// through touches". Our decisions (docs/gestures.md): the first turn
    /// begins the pan, each further turn changes it, and it ends
    /// ``GestureDefaults/wheelPanEndDelay`` after the last turn; the
    /// translation grows by ``GestureDefaults/wheelPointsPerClick`` per click,
    /// in the direction a finger would drag to scroll the same way (a turn
    /// towards the user, which scrolls content up, is a drag up: negative y);
    /// the velocity is zero; the location is the pointer's; a pan following
    /// fingers ignores the wheel, and one following the wheel takes no new
    /// fingers until it ended.
    public var allowedScrollTypesMask: ScrollTypeMask {
        get { _allowedScrollTypesMask }
        set { _allowedScrollTypesMask = newValue }
    }

    /// Whether a wheel turn now would go to this pan.
    var takesWheel: Bool {
        _allowedScrollTypesMask.contains(.discrete) && isEnabled && (wheelTranslation != nil || !isEngaged)
    }

    /// A wheel turn of `delta` points (already a drag's direction) with the pointer at `location`.
    func wheelTurned(by delta: Point, at location: Point, in window: Window) {
        lastLocationInWindow = location
        if let translation = wheelTranslation {
            wheelTranslation = Point(x: translation.x + delta.x, y: translation.y + delta.y)
            if let task = wheelEndTask { window.scheduler.cancel(task) }
            state = .changed
        } else {
            wheelTranslation = delta
            receivesTouches = false
            state = .began
            guard _state == .began else {
                endWheelPan()
                return
            }
        }
        wheelEndTask = window.scheduleGestureTimer(after: GestureDefaults.wheelPanEndDelay) { [weak self] in
            guard let self, self._state.isActive else { return }
            self.state = .ended
            self.endWheelPan()
        }
    }

    /// Back to possible after a wheel pan, ready for touches again.
    private func endWheelPan() {
        receivesTouches = true
        performReset()
    }
}
