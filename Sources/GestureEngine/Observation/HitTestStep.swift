/// One call made during hit-testing, for traces.
public struct HitTestStep {
    /// Which method was called.
    public enum Call: String, Sendable {
        /// `hitTest(_:with:)`.
        case hitTest
        /// `point(inside:with:)`.
        case pointInside
    }

    /// What the call answered.
    public enum Result {
        /// The view `hitTest(_:with:)` returned (nil for none).
        case view(View?)
        /// What `point(inside:with:)` returned.
        case inside(Bool)
    }

    /// The view whose method was called.
    public let view: View
    /// Which method.
    public let call: Call
    /// Its answer.
    public let result: Result

    /// A step from its parts.
    public init(view: View, call: Call, result: Result) {
        self.view = view
        self.call = call
        self.result = result
    }
}
