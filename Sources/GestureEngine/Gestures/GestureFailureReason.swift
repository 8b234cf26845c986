/// Why a recognizer failed or was cancelled: a small fixed vocabulary, so that
/// a trace says why a gesture did not fire (UIKit never does).
///
/// Each reason has a ``code`` (what traces write in `reason`) and, for the
/// reasons that name another party, ``by`` (a recognizer's or view's id, or
/// `delegate`). docs/trace-format.md lists them.
public enum GestureFailureReason: Hashable, Sendable {
    /// Its touches ended while it was still possible (a pan that never moved enough, a long press lifted early).
    case touchesEnded
    /// A finger moved beyond the recognizer's allowable movement (or a later tap began too far from the first).
    case movedTooFar
    /// The movement was slower than the recognizer's minimum speed (swipe).
    case tooSlow
    /// A wait ran out: the next tap did not come in time.
    case timedOut
    /// More (or fewer) fingers than the recognizer accepts.
    case wrongNumberOfTouches
    /// The stroke went another way than allowed, or was too crooked (swipe).
    case wrongDirection
    /// The touch began away from the edges the recognizer watches (screen edge pan).
    case notAtEdge
    /// A recognizer it must wait for (failure requirement) began or recognized; the id of that one.
    case requiredRecognizerRecognized(String)
    /// Another recognizer sharing its touches won and prevented it; the id of the winner.
    case preventedBy(String)
    /// `gestureRecognizerShouldBegin(_:)` said no: the id of the view that answered, or `delegate`.
    case shouldBeginRefused(String)
    /// It was disabled (`isEnabled = false`) while taking part.
    case disabled
    /// Its view left the window or was hidden, or it was removed from its view, while taking part.
    case viewRemoved
    /// The system cancelled one of its touches (a contact lost in a resync, an unplug, the end of a recording).
    case contactLost
    /// A custom recognizer failed without one of the reasons above.
    case notRecognized

    /// The reason's name in traces.
    public var code: String {
        switch self {
        case .touchesEnded: "touchesEnded"
        case .movedTooFar: "movedTooFar"
        case .tooSlow: "tooSlow"
        case .timedOut: "timedOut"
        case .wrongNumberOfTouches: "wrongNumberOfTouches"
        case .wrongDirection: "wrongDirection"
        case .notAtEdge: "notAtEdge"
        case .requiredRecognizerRecognized: "requiredRecognizerRecognized"
        case .preventedBy: "preventedBy"
        case .shouldBeginRefused: "shouldBeginRefused"
        case .disabled: "disabled"
        case .viewRemoved: "viewRemoved"
        case .contactLost: "contactLost"
        case .notRecognized: "notRecognized"
        }
    }

    /// The other party the reason names (a recognizer's or view's id, or `delegate`), if any.
    public var by: String? {
        switch self {
        case let .requiredRecognizerRecognized(id), let .preventedBy(id), let .shouldBeginRefused(id): id
        default: nil
        }
    }

    /// Every code, in the documented order.
    public static let codes = ["touchesEnded", "movedTooFar", "tooSlow", "timedOut", "wrongNumberOfTouches", "wrongDirection", "notAtEdge",
                               "requiredRecognizerRecognized", "preventedBy", "shouldBeginRefused", "disabled", "viewRemoved",
                               "contactLost", "notRecognized"]
}

extension GestureRecognizer {
    /// Fails the recognizer (as `state = .failed`) saying why; for subclasses.
    public func fail(_ reason: GestureFailureReason) {
        proposedFailureReason = reason
        state = .failed
        proposedFailureReason = nil
    }

    /// The reason for a failure or cancellation nobody explained: a cancelled
    /// touch (its view removed, or the contact lost), all touches ended, or
    /// else the recognizer's own decision.
    func inferredFailureReason() -> GestureFailureReason {
        var anyCancelled = false, allEnded = true
        for touch in trackedTouches {
            if touch.phase == .cancelled { anyCancelled = true }
            if !touch.phase.isTerminal { allEnded = false }
        }
        if anyCancelled { return window?.isCancellingForRemovedView == true ? .viewRemoved : .contactLost }
        return allEnded ? .touchesEnded : .notRecognized
    }
}
