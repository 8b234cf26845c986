/// The shared part of pinch and rotation: both follow the first two fingers down
/// (by id); further fingers are ignored. Fails if fingers lift before it began;
/// once began it ends when the last finger lifts. Values are measured from the
/// first span of at least ``GestureDefaults/minimumMeasurableSpan``, so fingers
/// landing on one spot and spreading never make a value jump.
open class TwoFingerGestureRecognizer: GestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { TwoFingerGestureRecognizer.self }
    /// Continuous: began, changed, ended or cancelled (or failed before began).
    open override class var kind: Kind { .continuous }

    private var pair: (Int, Int)?
    /// Whether the pair's span is still below ``GestureDefaults/minimumMeasurableSpan``,
    /// so the value waits for a span it can be measured from (and whether that
    /// will be the first pair's reference).
    private var awaitingSpan: (waiting: Bool, isFirst: Bool) = (false, false)
    /// The value's samples for its velocity.
    final let tracker = VelocityTracker()

    /// The first two tracked touches still down (ids and window locations), or nil.
    func currentPair() -> FingerPair? {
        var ids = (first: -1, second: -1)
        var first = Point.zero, second = Point.zero
        trackedTouches.forEachUnretained { touch in
            guard ids.second < 0, !touch._phase.isTerminal else { return }
            if ids.first < 0 {
                ids.first = touch.id
                first = touch._locationInWindow
            } else {
                ids.second = touch.id
                second = touch._locationInWindow
            }
        }
        guard ids.second >= 0 else { return nil }
        return FingerPair(ids: (ids.first, ids.second), first: first, second: second)
    }

    /// The distance between the two fingers.
    static func span(_ pair: FingerPair) -> Double { pair.first.distance(to: pair.second) }

    /// The angle of the line from the first finger to the second, in radians.
    static func angle(_ pair: FingerPair) -> Double {
        Math.atan2(pair.second.y - pair.first.y, pair.second.x - pair.first.x)
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if downTouchCount > 2 {
            for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
        }
        pairMayHaveChanged(event)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let pair = currentPair() else { return }
        if awaitingSpan.waiting {
            guard Self.span(pair) >= GestureDefaults.minimumMeasurableSpan else { return }
            awaitingSpan.waiting = false
            rebase(pair, isFirst: awaitingSpan.isFirst)
        }
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
        awaitingSpan = (false, false)
        tracker.clear()
    }

    private func pairMayHaveChanged(_ event: Event) {
        guard let now = currentPair() else { return }
        let ids = now.ids
        if let pair, pair == ids { return }
        let isFirst = pair == nil || (awaitingSpan.waiting && awaitingSpan.isFirst)
        pair = ids
        guard Self.span(now) >= GestureDefaults.minimumMeasurableSpan else {
            // Fingers (almost) on one spot: no span or angle to measure from yet.
            awaitingSpan = (true, isFirst)
            return
        }
        awaitingSpan = (false, false)
        rebase(now, isFirst: isFirst)
    }

    /// A new pair of fingers: measure from it (keeping the value when under way).
    func rebase(_ pair: FingerPair, isFirst: Bool) {}
    /// The fingers moved: update the value and its velocity.
    func update(_ pair: FingerPair, _ event: Event) {}
    /// Whether the fingers moved enough from the reference to begin.
    func hasMovedEnough(_ pair: FingerPair) -> Bool { false }
}

/// The two fingers a pinch or rotation follows, as they are now: their ids and window locations.
struct FingerPair {
    /// The ids of the first and second finger (by id).
    var ids: (Int, Int)
    /// Where the first finger is, in window coordinates.
    var first: Point
    /// Where the second finger is, in window coordinates.
    var second: Point
}
