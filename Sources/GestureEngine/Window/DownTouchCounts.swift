/// The live touches that are down and take part in touch exclusion (not blocked, bound to a
/// view), counted by view: built once in a frame, when a touch begins among many, and kept up
/// to date by that frame's samples, so that each touch that begins is checked against the
/// others at once (``Window/withholdFromView(_:boundTo:)``).
struct DownTouchCounts {
    /// Up to this many live touches, a touch that begins walks the others instead (no table to build).
    static let walkedTouchCount = 16

    /// Touches per view.
    private var byView: [ObjectIdentifier: Int] = [:]
    /// Touches on views with `isExclusiveTouch`.
    private var onExclusiveViews = 0
    /// Touches on any view.
    private var total = 0

    /// The counts of `touches`, `touch` left out.
    init(_ touches: [Touch], except touch: Touch) {
        byView.reserveCapacity(touches.count)
        for other in touches where other !== touch && Self.counts(other) { add(other) }
    }

    /// Whether `touch` counts: down, not blocked, bound to a view.
    static func counts(_ touch: Touch) -> Bool {
        !touch._phase.isTerminal && !touch.isExclusionBlocked && touch._view != nil
    }

    /// Whether another touch is down on `view`, and whether one is down on another view where
    /// either view has `isExclusiveTouch`.
    func others(of view: View) -> (sameView: Bool, exclusive: Bool) {
        let onView = byView[ObjectIdentifier(view)] ?? 0
        let elsewhere = total - onView
        let exclusiveElsewhere = onExclusiveViews - (view.isExclusiveTouch ? onView : 0)
        return (onView > 0, exclusiveElsewhere > 0 || view.isExclusiveTouch && elsewhere > 0)
    }

    /// Counts `touch` (which ``counts(_:)``).
    mutating func add(_ touch: Touch) {
        change(touch, by: 1)
    }

    /// Stops counting `touch`, which was counted and has just ended or been cancelled.
    mutating func remove(_ touch: Touch) {
        change(touch, by: -1)
    }

    private mutating func change(_ touch: Touch, by step: Int) {
        guard let view = touch._view else { return }
        byView[ObjectIdentifier(view), default: 0] += step
        total += step
        if view.isExclusiveTouch { onExclusiveViews += step }
    }
}
