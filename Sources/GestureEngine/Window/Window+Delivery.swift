extension Window {
    /// Takes one input frame: runs scheduled work due by its time, updates and
    /// binds touches, and delivers them.
    ///
    /// Per view, one call per phase per frame, with only that view's touches;
    /// views are served in the order of their lowest touch id, phases in the
    /// order began, moved, ended, cancelled.
    public func send(_ frame: TouchFrame) {
        advance(to: frame.time)
        event.timestamp = frame.time
        for sample in frame.samples { apply(sample, at: frame.time) }
        event.allTouches = activeTouches
        deliverToViews()
        activeTouches.removeAll { $0.phase.isTerminal }
    }

    private func apply(_ sample: TouchSample, at time: Double) {
        if sample.phase == .began {
            let touch = Touch(id: sample.id, location: sample.location, timestamp: time, tapCount: 1, window: self)
            let index = activeTouches.firstIndex { $0.id > sample.id } ?? activeTouches.endIndex
            activeTouches.insert(touch, at: index)
            event.allTouches = activeTouches
            touch.view = hitTest(sample.location, with: event)
            observer?.engine(didBind: touch, to: touch.view, event: event)
            return
        }
        guard let touch = activeTouches.first(where: { $0.id == sample.id }) else {
            unmatchedSampleCount += 1
            return
        }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = sample.location
        touch.timestamp = time
        touch.phase = sample.phase
    }

    private func deliverToViews() {
        for (index, touch) in activeTouches.enumerated() {
            guard let view = touch.view,
                  !activeTouches[..<index].contains(where: { $0.view === view }) else { continue }
            for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
                deliveryBuffer.removeAll(keepingCapacity: true)
                for t in activeTouches[index...] where t.view === view && (t.phase == phase || (phase == .moved && t.phase == .stationary)) {
                    deliveryBuffer.append(t)
                }
                guard !deliveryBuffer.isEmpty else { continue }
                deliver(phase, deliveryBuffer, to: view)
            }
        }
    }

    /// Calls the touches method for `phase` on `view`.
    func deliver(_ phase: TouchPhase, _ touches: [Touch], to view: View) {
        observer?.engine(didDeliver: phase, touches: touches, to: view, event: event)
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved, .stationary: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        }
    }

    /// Cancels, for the views that lost them, the touches bound to `view` or its subtree
    /// (called when a view is removed from the window or hidden).
    func viewBecameUnreachable(_ view: View) {
        for touch in activeTouches where !touch.phase.isTerminal {
            guard let bound = touch.view, bound.isDescendant(of: view) else { continue }
            touch.phase = .cancelled
            deliver(.cancelled, [touch], to: bound)
            touch.view = nil
        }
    }
}
