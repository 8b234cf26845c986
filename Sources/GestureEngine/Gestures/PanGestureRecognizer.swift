/// A continuous recognizer for fingers dragging (UIKit's `UIPanGestureRecognizer`).
///
/// Begins once the centroid of its touches has moved ``minimumMovement``
/// from where it came down, with between ``minimumNumberOfTouches`` and
/// ``maximumNumberOfTouches`` fingers down; reports every move as changed;
/// ends when the last finger lifts. ``translation(in:)`` is measured from
/// touch-down (so it includes the movement before began) and does not jump
/// when fingers are added or lifted.
open class PanGestureRecognizer: GestureRecognizer {
    /// Continuous: began, changed, ended or cancelled (or failed before began).
    open override class var kind: Kind { .continuous }
    /// `pan` in traces.
    open override class var traceKind: String { "pan" }

    /// Fewest fingers. Default 1.
    public var minimumNumberOfTouches: Int {
        get { _minimumNumberOfTouches }
        set { _minimumNumberOfTouches = newValue }
    }
    final var _minimumNumberOfTouches: Int = 1
    /// Most fingers; more make it fail before it began, and are ignored after. Default `Int.max`.
    public var maximumNumberOfTouches: Int {
        get { _maximumNumberOfTouches }
        set { _maximumNumberOfTouches = newValue }
    }
    final var _maximumNumberOfTouches: Int = Int.max
    /// Centroid movement before it begins. Default ``GestureDefaults/panMinimumMovement``.
    public var minimumMovement: Double {
        get { _minimumMovement }
        set { _minimumMovement = newValue }
    }
    final var _minimumMovement: Double = GestureDefaults.panMinimumMovement

    /// The translation folded in before the last change of fingers.
    private var accumulated = Point.zero
    /// The centroid of ``members`` at the last change of fingers (nil: no finger down then).
    private var origin: Point?
    /// The ids of the fingers whose centroid measures the translation since the last
    /// change of fingers, ordered: a finger that lifts or lands changes the set only
    /// when the recognizer hears of it, so the centroid's shift is never taken for motion.
    private var members: [Int] = reserved(4)
    private var adjustment = Point.zero
    private var tracker = VelocityTracker()

    /// The centroid's displacement since touch-down, in `view`'s coordinates (window's when nil).
    public func translation(in view: View?) -> Point {
        view.vector(fromWindow: translationInWindow())
    }

    /// Makes ``translation(in:)`` return `translation` now (later moves add to it).
    public func setTranslation(_ translation: Point, in view: View?) {
        let current = translationInWindow()
        let target = view.vector(toWindow: translation)
        adjustment = Point(x: adjustment.x + target.x - current.x, y: adjustment.y + target.y - current.y)
        accumulated = target
        origin = members.isEmpty ? nil : memberCentroid()
    }

    /// The centroid's velocity in points per second in `view`'s coordinates,
    /// from a least-squares fit over the last ``GestureDefaults/velocityWindow`` seconds.
    public func velocity(in view: View?) -> Point {
        let v = tracker.velocity()
        return view.vector(fromWindow: Point(x: v.x, y: v.y))
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if state.isActive && numberOfTouches > maximumNumberOfTouches {
            for touch in touches where numberOfTouches > maximumNumberOfTouches { ignore(touch, for: event) }
        }
        fold()
        record(event)
        if state == .possible && downTouchCount > maximumNumberOfTouches { fail(.wrongNumberOfTouches) }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        let count = downTouchCount
        let t = translationInWindow()
        tracker.add(time: event.timestamp, x: t.x - adjustment.x, y: t.y - adjustment.y)
        if state.isActive {
            state = .changed
            return
        }
        guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return }
        if t.length >= minimumMovement { state = .began }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        fold()
        record(event)
        finishIfLifted()
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        fold()
        if state.isActive { state = .cancelled } else if downTouchCount == 0 { state = .failed }
    }

    open override func reset() {
        accumulated = .zero
        origin = nil
        members.removeAll(keepingCapacity: true)
        adjustment = .zero
        tracker.clear()
    }

    /// The translation and velocity in window coordinates.
    open override var reportedValues: GestureValues {
        GestureValues(translation: translation(in: nil), velocity: velocity(in: nil))
    }

    open override var traceValues: String {
        let t = translation(in: nil), v = velocity(in: nil)
        return super.traceValues + " translation=(\(t.x.traceFormatted), \(t.y.traceFormatted)) velocity=(\(v.x.traceFormatted), \(v.y.traceFormatted))"
    }

    private func finishIfLifted() {
        guard downTouchCount == 0 else { return }
        state = state.isActive ? .ended : .failed
    }

    func translationInWindow() -> Point {
        guard let origin else { return accumulated }
        let centroid = memberCentroid()
        return Point(x: accumulated.x + centroid.x - origin.x, y: accumulated.y + centroid.y - origin.y)
    }

    /// The centroid of the tracked touches that are ``members`` (a member that lifted in
    /// this frame counts where it lifted); ``origin`` when none is tracked any more.
    private func memberCentroid() -> Point {
        var x = 0.0, y = 0.0, n = 0
        // Both are ordered by id: one merge walk.
        let members = self.members
        var m = 0
        trackedTouches.forEachUnretained { touch in
            while m < members.count && members[m] < touch.id { m += 1 }
            guard m < members.count && members[m] == touch.id else { return }
            x += touch._locationInWindow.x
            y += touch._locationInWindow.y
            n += 1
        }
        return n > 0 ? Point(x: x / Double(n), y: y / Double(n)) : origin ?? lastLocationInWindow
    }

    /// The fingers changed: folds the members' movement into the accumulated
    /// translation and measures from the fingers down now.
    private func fold() {
        if let origin {
            let before = memberCentroid()
            accumulated = Point(x: accumulated.x + before.x - origin.x, y: accumulated.y + before.y - origin.y)
        }
        members.removeAll(keepingCapacity: true)
        for touch in trackedTouches where !touch.phase.isTerminal { members.append(touch.id) }
        origin = members.isEmpty ? nil : memberCentroid()
    }

    private func record(_ event: Event) {
        let t = translationInWindow()
        tracker.add(time: event.timestamp, x: t.x - adjustment.x, y: t.y - adjustment.y)
    }
}
