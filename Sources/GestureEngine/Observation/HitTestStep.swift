/// One completed `hitTest(_:with:)` or `point(inside:with:)` call, for traces.
///
/// Steps are reported when a call returns, so a view's `hitTest` step follows
/// the steps of everything it asked: for a tap on D in A ⊃ C ⊃ D the order is
/// `A pointInside, C pointInside, D pointInside, D hitTest, C hitTest, A hitTest`.
/// A view's `pointInside` step comes before the steps of its subviews.
public struct HitTestStep: CustomStringConvertible {
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

    /// Why the answer differs from (or was decided beyond) plain bounds containment.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// `hitTest` returned nil because the view is hidden.
        case hidden
        /// `hitTest` returned nil because user interaction is off.
        case interactionDisabled
        /// `hitTest` returned nil because the view's alpha is at or below 0.01.
        case transparent(alpha: Double)
        /// `point(inside:)` answered false because the view ignores touches.
        case ignoresTouches
        /// `point(inside:)` tested the bounds inset by these touch-area insets.
        case touchArea(EdgeInsets)
        /// `point(inside:)` answered true because the point is inside this subview (by id).
        case insideSubview(String)
        /// `point(inside:)` compared the composited drawn alpha under the point with the threshold.
        case drawnAlpha(Double, threshold: Double)
        /// `hitTest` turned a self answer into nil (pass-through).
        case passThrough
        /// `hitTest` replaced its answer (the id of the view it would have returned) with the redirect target.
        case redirected(from: String)

        /// A one-line rendering for logs and failure messages.

        /// A one-line rendering for logs and failure messages.
        public var description: String {
            switch self {
            case .hidden: "hidden"
            case .interactionDisabled: "interaction disabled"
            case let .transparent(alpha): "alpha \(alpha) ≤ 0.01"
            case .ignoresTouches: "ignores touches"
            case let .touchArea(insets): "touch area \(insets)"
            case let .insideSubview(id): "inside subview \(id)"
            case let .drawnAlpha(alpha, threshold):
                alpha > threshold ? "drawn alpha \(alpha) > \(threshold)" : "drawn alpha \(alpha) ≤ \(threshold)"
            case .passThrough: "pass-through"
            case let .redirected(from): "redirected from \(from)"
            }
        }
    }

    /// The view whose method was called.
    public let view: View
    /// Which method.
    public let call: Call
    /// Its answer.
    public let result: Result
    /// Why, when a customisation or an untouchable flag decided the answer; nil for plain bounds.
    public let reason: Reason?

    /// A step from its parts.
    public init(view: View, call: Call, result: Result, reason: Reason? = nil) {
        self.view = view
        self.call = call
        self.result = result
        self.reason = reason
    }

    /// The step as a log line, in the seeds' words: `"A pointInside → YES"`,
    /// `"A hitTest → D"`, `"O hitTest → nil (pass-through)"`.
    /// A one-line rendering for logs and failure messages.
    public var description: String {
        let answer: String
        switch result {
        case let .view(view): answer = view?.id ?? "nil"
        case let .inside(inside): answer = inside ? "YES" : "NO"
        }
        let line = "\(view.id) \(call.rawValue) → \(answer)"
        guard let reason else { return line }
        return "\(line) (\(reason))"
    }
}
