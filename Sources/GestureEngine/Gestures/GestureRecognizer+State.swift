extension GestureRecognizer {
    /// Which of UIKit's two state machines a recognizer follows.
    public enum Kind: String, Sendable {
        /// One instant: possible → recognized (``State/ended``) or failed (tap, swipe).
        case discrete
        /// A gesture that goes on: possible → began → changed* → ended or cancelled,
        /// or possible → failed (long press, pan, pinch, rotation, the scroll view's).
        case continuous
        /// Not declared (the base class's default, as in UIKit): the first state out of
        /// possible picks the machine, began for continuous, recognized for discrete.
        case unspecified
    }

    /// Whether UIKit allows a recognizer of `kind` to go from `old` to `new`.
    static func isLegal(from old: State, to new: State, kind: Kind) -> Bool {
        switch old {
        case .possible:
            switch kind {
            case .discrete: new == .ended || new == .failed
            case .continuous: new == .began || new == .failed
            case .unspecified: new == .began || new == .ended || new == .failed
            }
        case .began, .changed: kind != .discrete && (new == .changed || new == .ended || new == .cancelled)
        case .ended, .cancelled, .failed: false
        }
    }

    /// Applies a state change a subclass asked for.
    ///
    /// Legal from the current state: applied (leaving possible goes through
    /// arbitration). Legal only from the state the subclass itself last asked
    /// for: ignored, because the engine decided otherwise in between (it failed
    /// or cancelled the recognizer, or made it wait for another one to fail).
    /// Asking again for the final state it is in: nothing happens. Anything
    /// else is a bug in the subclass: it traps in debug builds with a message
    /// naming the recognizer and the transition, and is ignored in release builds.
    func transition(to new: State) {
        let kind = Self.kind
        guard Self.isLegal(from: _state, to: new, kind: kind) else {
            if new == _state && new.isFinal { return }
            if Self.isLegal(from: requestedState, to: new, kind: kind) { return }
            assertionFailure(illegalTransitionMessage(to: new, kind: kind))
            return
        }
        requestedState = new
        if _state == .possible && (new == .began || new == .ended) {
            requestRecognition(new)
        } else {
            commit(new)
        }
    }

    /// One line naming the recognizer, the refused transition and the legal ones.
    func illegalTransitionMessage(to new: State, kind: Kind) -> String {
        let legal = switch kind {
        case .discrete: "a discrete recognizer goes possible → recognized (ended) or failed"
        case .continuous: "a continuous recognizer goes possible → began → changed* → ended or cancelled, or possible → failed"
        case .unspecified: "a recognizer goes possible → recognized (ended) or failed, or possible → began → changed* → ended or cancelled"
        }
        return "\(Self.self) \"\(id)\" (\(kind.rawValue)): illegal state change \(_state.rawValue) → \(new.rawValue); \(legal)"
    }

    /// Ends the recognizer's sequence on the engine's behalf (disabled or removed):
    /// cancelled when under way, failed when undecided.
    func abandon(_ reason: GestureFailureReason) {
        if _state.isActive { commit(.cancelled, reason: reason) } else if _state == .possible { commit(.failed, reason: reason) }
    }

    /// Tries to leave possible for `target` (began or recognized): asks the
    /// gates, checks arbitration and failure requirements, then recognizes,
    /// fails or starts waiting.
    func requestRecognition(_ target: State) {
        if isWaitingForFailure { return }
        // The one place gestureRecognizerShouldBegin(_:) is asked (the engine's own hook first,
        // then the views concerned, then the delegate).
        if !allowsBeginning() {
            commit(.failed, reason: .shouldBeginRefused(view?.id ?? "delegate"))
            return
        }
        if let refusing = viewRefusingBeginning() {
            commit(.failed, reason: .shouldBeginRefused(refusing.id))
            return
        }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            commit(.failed, reason: .shouldBeginRefused("delegate"))
            return
        }
        guard let window else {
            commit(target)
            return
        }
        let arena = window.arena
        if let preventer = arena.preventer(of: self) {
            commit(.failed, reason: .preventedBy(preventer.id))
            return
        }
        switch arena.failureRequirementStatus(of: self) {
        case .blocked:
            commit(.failed, reason: .requiredRecognizerRecognized(arena.blockingRequirement(of: self)?.id ?? ""))
        case .waiting:
            arena.startWaiting(self, for: target)
        case .clear:
            recognize(target)
        }
    }

    /// Enters `target` (began or recognized) and applies what recognition implies:
    /// its touches are cancelled in their views (with `cancelsTouchesInView`) and
    /// the arena fails the recognizers it excludes.
    func recognize(_ target: State) {
        commit(target)
        guard let window else { return }
        if cancelsTouchesInView { window.cancelTouchesInView(for: self) }
        window.arena.recognized(self)
    }

    /// Sets the state, tells the observer, queues the actions (sent when the event's
    /// deliveries are done; at once outside an event), and lets waiters and held touches react.
    func commit(_ new: State, reason: GestureFailureReason? = nil) {
        let old = _state
        _state = new
        // Leaving possible is the one change of state that changes how waiters on this one stand.
        if old == .possible { windowLink.withWindow { $0.arena.leftPossible(self) } }
        if new == .failed || new == .cancelled {
            _failureReason = reason ?? proposedFailureReason ?? inferredFailureReason()
        }
        // The window link is read again after each call out, which may change it.
        let reported: Void? = windowLink.withWindow { window in
            if new.isFinal {
                window.arena.needsCleanup = true
                if isWaitingForFailure { window.arena.stopWaiting(self) }
            }
            window.withObserver { $0.engine(recognizer: self, didChangeStateAt: window.now.seconds) }
        }
        if reported == nil {
            if new.isFinal && isWaitingForFailure { arenaEntry.isWaiting = false }
            if let reporting = view?.window {
                reporting.observer?.engine(recognizer: self, didChangeStateAt: reporting.now.seconds)
            }
        }
        if new != .failed && !targets.isEmpty {
            // UIGestureRecognizer.h: "the action method will be called at the next turn of
            // the run loop": after the views' touches calls of this event.
            let queued = windowLink.withWindow { window in
                guard window.isProcessing else { return false }
                window.pendingActions.append(PendingAction(recognizer: self, state: new))
                return true
            } ?? false
            if !queued { sendActions() }
        }
        if new == .failed || new == .cancelled { windowLink.withWindow { $0.arena.settleWaiters() } }
    }
}

extension GestureRecognizer {
    /// Calls every action, in the order added.
    func sendActions() {
        let actions = targets
        for action in actions { action(self) }
    }

    /// Calls the actions for a state change made earlier in the event: they see
    /// ``state`` as it was then (a recognizer may have begun and ended in one event).
    func sendActions(for state: State) {
        let current = _state
        guard state != current else {
            sendActions()
            return
        }
        _state = state
        sendActions()
        if _state == state { _state = current }
    }
}

/// A state change whose actions wait for the end of the event.
struct PendingAction {
    /// The recognizer whose state changed.
    let recognizer: GestureRecognizer
    /// The state it changed to.
    let state: GestureRecognizer.State
}
