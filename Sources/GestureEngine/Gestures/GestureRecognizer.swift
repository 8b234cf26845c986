/// An object that interprets the touches of a view and its subtree as a gesture.
///
/// (Skeleton: the gesture layer fills in the state machine, competition and delivery.)
open class GestureRecognizer {
    /// The recognizer's state, with UIKit's legal transitions.
    public enum State: String, Sendable {
        /// Waiting for touches to decide.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture cannot be recognized from these touches.
        case failed

        /// A discrete gesture was recognized (the same as ``ended``).
        public static let recognized = State.ended
    }

    /// An identifier for traces.
    public let id: String
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// The current state.
    public internal(set) var state: State = .possible
    /// Disabled recognizers receive no touches.
    public var isEnabled = true

    /// A recognizer with an identifier.
    public init(id: String) { self.id = id }
}

extension View {
    /// Attaches `recognizer` to this view (after those already attached).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` from this view.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
