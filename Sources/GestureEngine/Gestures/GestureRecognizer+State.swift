extension GestureRecognizer {
    /// Whether UIKit allows going from `old` to `new`.
    static func isLegal(from old: State, to new: State) -> Bool {
        switch old {
        case .possible: new == .began || new == .ended || new == .failed
        case .began, .changed: new == .changed || new == .ended || new == .cancelled
        case .ended, .cancelled, .failed: false
        }
    }

    /// Applies a state change a subclass (or the engine) asked for.
    func transition(to new: State) {
        guard Self.isLegal(from: storedState, to: new) else { return }
        if storedState == .possible && (new == .began || new == .ended) {
            requestRecognition(new)
        } else {
            commit(new)
        }
    }

    /// Tries to leave possible for `target` (began or recognized): asks the
    /// gates, checks arbitration and failure requirements, then recognizes,
    /// fails or starts waiting.
    func requestRecognition(_ target: State) {
        if isWaitingForFailure { return }
        guard allowsBeginning(), delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            commit(.failed)
            return
        }
        guard let window else {
            commit(target)
            return
        }
        if window.isPrevented(self) {
            commit(.failed)
            return
        }
        switch window.failureRequirementStatus(of: self) {
        case .blocked:
            commit(.failed)
        case .waiting:
            isWaitingForFailure = true
            pendingState = target
            window.waitingRecognizers.append(self)
        case .clear:
            recognize(target)
        }
    }

    /// Enters `target` (began or recognized) and applies what recognition implies for others.
    func recognize(_ target: State) {
        commit(target)
        window?.didRecognize(self)
    }

    /// Sets the state, tells the observer and targets, and lets waiters and held touches react.
    func commit(_ new: State) {
        storedState = new
        if new.isFinal { window?.needsRecognizerCleanup = true }
        if new.isFinal && isWaitingForFailure {
            isWaitingForFailure = false
            window?.waitingRecognizers.removeAll { $0 === self }
        }
        if let reporting = window ?? view?.window {
            reporting.observer?.engine(recognizer: self, didChangeStateAt: reporting.now)
        }
        if new != .failed {
            for action in targets { action(self) }
        }
        if new == .failed || new == .cancelled { window?.resolveWaiters() }
    }
}
