/// The shared part of pinch and rotation: both follow the first two fingers down
/// (by id); further fingers are ignored. Fails if fingers lift before it began;
/// once began it ends when the last finger lifts.
open class TwoFingerGestureRecognizer: GestureRecognizer {
    /// Continuous: began, changed, ended or cancelled (or failed before began).
    open override class var kind: Kind { .continuous }

    private var pair: (Int, Int)?
    final var tracker = VelocityTracker()

    /// The first two tracked touches still down, or nil.
    func currentPair() -> (Touch, Touch)? {
        var first: Touch?
        for touch in trackedTouches where !touch._phase.isTerminal {
            if let first { return (first, touch) }
            first = touch
        }
        return nil
    }

    /// The distance between the two fingers.
    static func span(_ pair: (Touch, Touch)) -> Double { pair.0.locationInWindow.distance(to: pair.1.locationInWindow) }

    /// The angle of the line from the first finger to the second, in radians.
    static func angle(_ pair: (Touch, Touch)) -> Double {
        Math.atan2(pair.1.locationInWindow.y - pair.0.locationInWindow.y, pair.1.locationInWindow.x - pair.0.locationInWindow.x)
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if downTouchCount > 2 {
            for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
        }
        pairMayHaveChanged(event)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let pair = currentPair() else { return }
        update(pair, event)
        if state.isActive {
            state = .changed
        } else if state == .possible && hasMovedEnough(pair) {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        if state.isActive {
            if downTouchCount == 0 { state = .ended } else { pairMayHaveChanged(event) }
        } else if state == .possible {
            fail(.touchesEnded)
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        state = state.isActive ? .cancelled : .failed
    }

    open override func reset() {
        pair = nil
        tracker.clear()
    }

    private func pairMayHaveChanged(_ event: Event) {
        guard let now = currentPair() else { return }
        let ids = (now.0.id, now.1.id)
        if let pair, pair == ids { return }
        let isFirst = pair == nil
        pair = ids
        rebase(now, isFirst: isFirst)
    }

    /// A new pair of fingers: measure from it (keeping the value when under way).
    func rebase(_ pair: (Touch, Touch), isFirst: Bool) {}
    /// The fingers moved: update the value and its velocity.
    func update(_ pair: (Touch, Touch), _ event: Event) {}
    /// Whether the fingers moved enough from the reference to begin.
    func hasMovedEnough(_ pair: (Touch, Touch)) -> Bool { false }
}
