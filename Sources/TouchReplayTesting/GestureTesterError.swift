/// Why a ``GestureTester`` step failed; each description is one line.
public enum GestureTesterError: Error, Equatable, CustomStringConvertible {
    /// No view in the window has the id.
    case noView(String)
    /// The step's touch would land on another view; `hit` is that view's id
    /// (nil when nothing is hit) and `steps` the hit-test steps that explain why.
    case missedTarget(target: String, point: String, hit: String?, steps: [String])
    /// The step's touch would land outside the visible bounds of `scrollView`, which
    /// holds the target: it is scrolled out of sight (``GestureTester/scrollIntoView(_:)`` brings it back).
    case outOfSight(target: String, point: String, scrollView: String)
    /// ``GestureTester/scrollIntoView(_:)`` could not bring the view into sight, and why.
    case cannotScrollIntoView(target: String, reason: String)
    /// A step asked for a time before the tester's clock.
    case timeWentBack(now: Double, requested: Double)
    /// A step asked for a time that is not finite (NaN, ±∞); the clock stays at `now`.
    case nonFiniteTime(now: Double, requested: Double)
    /// The finger was already lifted or cancelled.
    case fingerUp(Int)
    /// A step needs a positive number of fingers, a positive duration, or a nonzero velocity.
    case badArgument(String)
    /// ``GestureTester/settle(within:)`` ran out of time with timers or motion still pending.
    case notSettled(after: Double)
    /// The tester was finished (saved); make a new one.
    case finished
    /// The steps cannot be saved as a recording.
    case cannotSave(String)

    public var description: String {
        switch self {
        case let .noView(id): "no view \"\(id)\" in the window"
        case let .missedTarget(target, point, hit, steps):
            "a touch at \(point) aimed at \"\(target)\" would land on \(hit.map { "\"\($0)\"" } ?? "no view"); hit-test: "
                + steps.joined(separator: "; ")
        case let .outOfSight(target, point, scrollView):
            "a touch at \(point) aimed at \"\(target)\" would land outside the visible bounds of scroll view \"\(scrollView)\", "
                + "which has scrolled it out of sight; scroll it into view first (scrollIntoView(\"\(target)\"))"
        case let .cannotScrollIntoView(target, reason): "cannot scroll \"\(target)\" into view: \(reason)"
        case let .timeWentBack(now, requested): "time \(requested) s is before the tester's clock (\(now) s)"
        case let .nonFiniteTime(now, requested):
            "time \(requested) s is not a finite number of seconds; the tester's clock stays at \(now) s"
        case let .fingerUp(id): "finger \(id) is not down"
        case let .badArgument(reason): reason
        case let .notSettled(after): "still moving or waiting on timers after \(after) s"
        case .finished: "the tester was finished; make a new one"
        case let .cannotSave(reason): "cannot save the steps as a recording: \(reason)"
        }
    }
}
