/// An invariant `touchreplay fuzz` checks after every frame (docs/fuzzing.md, "Gestures
/// against the engine's invariants").
public enum FuzzInvariant: String, Hashable, Sendable, CaseIterable {
    /// Every touch delivered as began is later delivered as ended or cancelled.
    case touchesEnd
    /// Once the input has ended, no touch is live and no recognizer holds a touch or is under way.
    case nothingBoundAfterInput
    /// No two recognizers are under way on one touch unless they may recognize together.
    case oneWinner
    /// A recognizer that ended, failed or was cancelled reports no `changed`, `ended` or
    /// `cancelled` before it starts again.
    case silentUntilReset
    /// A recognizer that waits for another to fail begins or recognizes only once it failed.
    case failureOrder
    /// A scroll view's offset stays within its content plus the rubber band, and rests inside it.
    case scrollBounds
    /// A highlighted control has a touch on it.
    case highlight

    /// The invariant in words.
    public var statement: String {
        switch self {
        case .touchesEnd: "every began touch ends or is cancelled"
        case .nothingBoundAfterInput: "no touch stays bound after the input ends"
        case .oneWinner: "one recognizer wins an exclusive touch at most"
        case .silentUntilReset: "a failed or ended recognizer reports nothing until it is reset"
        case .failureOrder: "require(toFail:) order holds"
        case .scrollBounds: "scroll offsets stay within content plus the rubber band and come to rest inside it"
        case .highlight: "no control stays highlighted without a touch"
        }
    }
}

/// An invariant found broken, where and how.
public struct FuzzViolation: Hashable, Sendable, CustomStringConvertible {
    /// The invariant.
    public var invariant: FuzzInvariant
    /// Trace time, in seconds.
    public var time: Double
    /// What broke it, naming the touch, recognizer, view or control.
    public var message: String

    /// `t=TIME s: STATEMENT: MESSAGE`.
    public var description: String { "t=\(LiftedScript.seconds(time)) s: \(invariant.statement): \(message)" }
}
