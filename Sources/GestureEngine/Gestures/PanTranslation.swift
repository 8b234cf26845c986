/// A pan's translation bookkeeping, kept in one value; the samples of its velocity
/// go to a ``VelocityTracker`` the recognizer holds beside it.
///
/// The translation is measured from touch-down and does not jump when fingers
/// land or lift: at each change of fingers the movement so far is folded into
/// ``accumulated`` and measuring starts again from the centroid of the fingers
/// down then.
struct PanTranslation {
    /// The translation folded in before the last change of fingers.
    private var accumulated = Point.zero
    /// The centroid of ``members`` at the last change of fingers (nil: no finger down then).
    private var origin: Point?
    /// The ids of the fingers whose centroid measures the translation since the last
    /// change of fingers, ordered: a finger that lifts or lands changes the set only
    /// when the recognizer hears of it, so the centroid's shift is never taken for motion.
    private var members: [Int]
    /// What ``PanGestureRecognizer/setTranslation(_:in:)`` added, left out of the velocity.
    private var adjustment = Point.zero

    init() {
        members = reserved(4)
    }

    /// Back to touch-down.
    mutating func reset() {
        accumulated = .zero
        origin = nil
        members.removeAll(keepingCapacity: true)
        adjustment = .zero
    }

    /// The centroid's displacement since touch-down, in window coordinates.
    func translation(_ touches: [Touch], fallback: Point) -> Point {
        guard let origin else { return accumulated }
        let centroid = memberCentroid(touches, fallback: fallback)
        return Point(x: accumulated.x + centroid.x - origin.x, y: accumulated.y + centroid.y - origin.y)
    }

    /// Makes the translation `target` now (later moves add to it).
    mutating func setTranslation(_ target: Point, _ touches: [Touch], fallback: Point) {
        let current = translation(touches, fallback: fallback)
        adjustment = Point(x: adjustment.x + target.x - current.x, y: adjustment.y + target.y - current.y)
        accumulated = target
        origin = members.isEmpty ? nil : memberCentroid(touches, fallback: fallback)
    }

    /// The fingers changed: folds the members' movement into the accumulated
    /// translation and measures from the fingers down now.
    mutating func fold(_ touches: [Touch], fallback: Point) {
        if let origin {
            let before = memberCentroid(touches, fallback: fallback)
            accumulated = Point(x: accumulated.x + before.x - origin.x, y: accumulated.y + before.y - origin.y)
        }
        members.removeAll(keepingCapacity: true)
        for touch in touches where !touch.phase.isTerminal { members.append(touch.id) }
        origin = members.isEmpty ? nil : memberCentroid(touches, fallback: fallback)
    }

    /// Adds the current translation (without the adjustment) to `tracker`'s fit at `time`;
    /// returns the translation.
    @discardableResult
    func record(at time: Double, _ touches: [Touch], fallback: Point, into tracker: VelocityTracker) -> Point {
        let t = translation(touches, fallback: fallback)
        tracker.add(time: time, x: t.x - adjustment.x, y: t.y - adjustment.y)
        return t
    }

    /// Adds to `tracker`'s fit the translation at each time of `coalesced` before `time`
    /// (the samples an input side coalesced into this delivery; those at `time` are the
    /// delivered ones, which ``record(at:_:fallback:into:)`` adds): each member where its latest
    /// sample by then put it, or where it was before this delivery. The fit then holds the
    /// same samples as when every report is delivered on its own, so the velocity is the same.
    func recordCoalesced(_ coalesced: [TimedTouchSample], before time: Double, _ touches: [Touch],
                         into tracker: VelocityTracker) {
        guard let origin, !members.isEmpty else { return }
        // The members' positions before this delivery, then as each coalesced sample moves one.
        var positions: [Point] = members.map { id in
            touches.first { $0.id == id }?._previousLocationInWindow ?? origin
        }
        var index = 0
        while index < coalesced.count, coalesced[index].time.seconds < time {
            let sampleTime = coalesced[index].time
            while index < coalesced.count, coalesced[index].time == sampleTime {
                if let member = members.firstIndex(of: coalesced[index].sample.id) {
                    positions[member] = coalesced[index].sample.location
                }
                index += 1
            }
            var x = 0.0, y = 0.0
            for position in positions {
                x += position.x
                y += position.y
            }
            let count = Double(positions.count)
            tracker.add(time: sampleTime.seconds, x: accumulated.x + x / count - origin.x - adjustment.x,
                        y: accumulated.y + y / count - origin.y - adjustment.y)
        }
    }

    /// The centroid of the `touches` that are ``members`` (a member that lifted in
    /// this frame counts where it lifted); ``origin`` when none is tracked any more,
    /// else `fallback`.
    private func memberCentroid(_ touches: [Touch], fallback: Point) -> Point {
        var x = 0.0, y = 0.0, n = 0
        // Both are ordered by id: one merge walk.
        var m = 0
        touches.forEachUnretained { touch in
            while m < members.count && members[m] < touch.id { m += 1 }
            guard m < members.count && members[m] == touch.id else { return }
            x += touch._locationInWindow.x
            y += touch._locationInWindow.y
            n += 1
        }
        return n > 0 ? Point(x: x / Double(n), y: y / Double(n)) : origin ?? fallback
    }
}
