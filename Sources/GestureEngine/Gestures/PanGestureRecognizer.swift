/// A continuous recognizer for fingers dragging (UIKit's `UIPanGestureRecognizer`).
///
/// Begins once the centroid of its touches has moved ``minimumMovement``
/// from where it came down, with between ``minimumNumberOfTouches`` and
/// ``maximumNumberOfTouches`` fingers down; reports every move as changed;
/// ends when the last finger lifts. ``translation(in:)`` is measured from
/// touch-down (so it includes the movement before began) and does not jump
/// when fingers are added or lifted.
open class PanGestureRecognizer: GestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { PanGestureRecognizer.self }
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
    /// The scroll input taken besides touches (see `PanGestureRecognizer+Scrolling.swift`).
    final var _allowedScrollTypesMask: ScrollTypeMask = []
    /// The translation of a pan the mouse wheel drives, nil when none is under way.
    final var wheelTranslation: Point?
    /// The timer that ends a wheel pan.
    final var wheelEndTask: ScheduledTask?

    /// The translation since touch-down, read on every move and changed only through
    /// ``changeMotion(_:)`` (fingers landing or lifting, ``setTranslation(_:in:)``, a reset). Optional only so that a change
    /// takes the value out by swapping nil in (nil while a change runs).
    private var motion: PanTranslation? = PanTranslation()
    /// The translation's samples for the velocity, added on every move.
    private let tracker = VelocityTracker()
    /// The translation ``touchesMoved(_:with:)`` just measured, while the change of state it makes
    /// is reported (``report(_:translation:)``): the trace's line, and any observer, read it
    /// instead of measuring the centroid again. Nil otherwise; it stands only while neither the
    /// motion (``changeMotion(_:)`` clears it) nor the tracked touches (their count of changes) change.
    private var reported: (translation: Point, trackedChanges: Int)?

    /// The centroid's displacement since touch-down, in `view`'s coordinates (window's when nil).
    public func translation(in view: View?) -> Point {
        view.vector(fromWindow: translationInWindow())
    }

    /// Makes ``translation(in:)`` return `translation` now (later moves add to it).
    public func setTranslation(_ translation: Point, in view: View?) {
        let target = view.vector(toWindow: translation), touches = trackedTouches, fallback = lastLocationInWindow
        changeMotion { $0.setTranslation(target, touches, fallback: fallback) }
    }

    /// The centroid's velocity in points per second in `view`'s coordinates,
    /// from a least-squares fit over the last ``GestureDefaults/velocityWindow`` seconds.
    public func velocity(in view: View?) -> Point {
        if wheelTranslation != nil { return .zero }
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
        // Read once for both (each read of the property retains the array).
        let tracked = trackedTouches
        let count = tracked.countUnretained { !$0._phase.isTerminal }
        let time = event.timestamp, fallback = lastLocationInWindow
        if !event._coalescedSamples.isEmpty {
            // The samples coalesced into this delivery count in the velocity as if each had come on its own.
            let coalesced = event._coalescedSamples
            motion!.recordCoalesced(coalesced, before: time, tracked, into: tracker)
        }
        let t = record(at: time, tracked, fallback: fallback)
        if state.isActive {
            report(.changed, translation: t)
            return
        }
        guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return }
        if t.length >= minimumMovement { report(.began, translation: t) }
    }

    /// Moves to `new`, `translation` (measured from the tracked touches now) standing for
    /// ``translationInWindow()`` while the change is reported.
    private func report(_ new: State, translation: Point) {
        reported = (translation, trackedTouchesChanges)
        state = new
        reported = nil
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
        changeMotion { $0.reset() }
        tracker.clear()
        wheelTranslation = nil
        wheelEndTask = nil
    }

    /// The translation and velocity in window coordinates.
    open override var reportedValues: GestureValues {
        GestureValues(translation: translation(in: nil), velocity: velocity(in: nil))
    }

    override var traceValues: String {
        let t = translation(in: nil), v = velocity(in: nil)
        return super.traceValues + " translation=(\(t.x.traceFormatted), \(t.y.traceFormatted)) velocity=(\(v.x.traceFormatted), \(v.y.traceFormatted))"
    }

    private func finishIfLifted() {
        guard downTouchCount == 0 else { return }
        state = state.isActive ? .ended : .failed
    }

    func translationInWindow() -> Point {
        if let wheelTranslation { return wheelTranslation }
        if let reported, reported.trackedChanges == trackedTouchesChanges { return reported.translation }
        return motion!.translation(trackedTouches, fallback: lastLocationInWindow)
    }

    /// The fingers changed: measure from the fingers down now.
    private func fold() {
        let touches = trackedTouches, fallback = lastLocationInWindow
        changeMotion { $0.fold(touches, fallback: fallback) }
    }

    /// Adds the current translation to the velocity fit; returns it.
    @discardableResult
    private func record(_ event: Event) -> Point {
        record(at: event.timestamp, trackedTouches, fallback: lastLocationInWindow)
    }

    /// Adds the translation of `touches` at `time` to the velocity fit; returns it.
    private func record(at time: Double, _ touches: [Touch], fallback: Point) -> Point {
        motion!.record(at: time, touches, fallback: fallback, into: tracker)
    }

    /// Changes ``motion`` through a local value, so that no access to the
    /// property spans code that may free memory (the arrays' changes): the
    /// optimiser then proves that no two accesses overlap and drops the run-time
    /// exclusivity checks of every read, as for ``trackedTouches``. The value is
    /// taken out and put back by swapping with nil, so nothing is made or freed
    /// for the change (a placeholder value held two empty arrays, whose release
    /// cost two runtime calls a move: docs/performance.md). `change` must not
    /// read `motion`.
    private func changeMotion<Result>(_ change: (inout PanTranslation) -> Result) -> Result {
        reported = nil
        var local: PanTranslation?
        swap(&local, &motion)
        let result = change(&local!)
        swap(&local, &motion)
        return result
    }
}
