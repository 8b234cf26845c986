/// How a recognizer's failure requirements stand.
enum FailureRequirementStatus {
    /// Every required recognizer failed or is not taking part.
    case clear
    /// A required recognizer is still undecided.
    case waiting
    /// A required recognizer began or recognized.
    case blocked
}

extension GestureRecognizer {
    /// Makes this recognizer wait, before recognizing, until `otherGestureRecognizer`
    /// fails; it fails if the other one recognizes.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Declares that this recognizer and `other` may recognize at the same time
    /// (symmetric; the same as a delegate answering yes).
    public func recognizesSimultaneously(with other: GestureRecognizer) {
        guard !simultaneousPartners.contains(where: { $0.recognizer === other }) else { return }
        simultaneousPartners.append(WeakRecognizer(recognizer: other))
    }

    /// Whether the two may recognize at the same time: a declared pair, or either delegate says yes.
    func allowsSimultaneous(with other: GestureRecognizer) -> Bool {
        if simultaneousPartners.contains(where: { $0.recognizer === other }) { return true }
        if other.simultaneousPartners.contains(where: { $0.recognizer === self }) { return true }
        if delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer must wait for `other`: declared, or asked of both recognizers and both delegates.
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether `self` recognizing would exclude `other` (not simultaneous, and prevention allowed both ways).
    func excludes(_ other: GestureRecognizer) -> Bool {
        !allowsSimultaneous(with: other) && canPrevent(other) && other.canBePrevented(by: self)
    }
}

extension Window {
    /// Whether a recognizer under way (began, changed or just ended) that shares a
    /// touch with `recognizer` keeps it from recognizing.
    func isPrevented(_ recognizer: GestureRecognizer) -> Bool {
        for touch in liveTouches where touch.gestureRecognizers.contains(where: { $0 === recognizer }) {
            for other in touch.gestureRecognizers where other !== recognizer && other.isEngaged {
                guard other.state.isActive || other.state == .ended else { continue }
                if other.excludes(recognizer) { return true }
            }
        }
        return false
    }

    /// How `recognizer`'s failure requirements (declared, and dynamic ones
    /// among the engaged recognizers) stand now. A required recognizer that
    /// received no touch in this sequence counts as failed.
    func failureRequirementStatus(of recognizer: GestureRecognizer) -> FailureRequirementStatus {
        var status = FailureRequirementStatus.clear
        func consider(_ other: GestureRecognizer) {
            guard other !== recognizer, other.isEngaged else { return }
            switch other.state {
            case .failed: break
            case .possible: if case .clear = status { status = .waiting }
            case .began, .changed, .ended, .cancelled: status = .blocked
            }
        }
        for entry in recognizer.failureRequirements {
            if let other = entry.recognizer { consider(other) }
        }
        for other in engagedRecognizers where other !== recognizer && recognizer.requiresFailure(of: other) {
            consider(other)
        }
        return status
    }

    /// What happens when `recognizer` begins or recognizes: its view touches are
    /// cancelled (if it cancels touches in view), every other undecided recognizer
    /// sharing a touch that it excludes fails, and the recognizers waiting for it
    /// to fail fail.
    func didRecognize(_ recognizer: GestureRecognizer) {
        if recognizer.cancelsTouchesInView { cancelTouchesInView(for: recognizer) }
        var touchIndex = 0
        while touchIndex < liveTouches.count {
            let touch = liveTouches[touchIndex]
            touchIndex += 1
            guard touch.gestureRecognizers.contains(where: { $0 === recognizer }) else { continue }
            var index = 0
            while index < touch.gestureRecognizers.count {
                let other = touch.gestureRecognizers[index]
                index += 1
                // Prevention keeps a recognizer from recognizing (canPrevent(_:)): it fails
                // one still possible and leaves one already under way alone.
                guard other !== recognizer, other.isEngaged, other.state == .possible, recognizer.excludes(other) else { continue }
                other.commit(.failed)
            }
        }
        resolveWaiters()
    }

    /// Lets each waiting recognizer whose requirements are settled recognize or fail, until none changes.
    func resolveWaiters() {
        var index = 0
        while index < waitingRecognizers.count {
            let waiter = waitingRecognizers[index]
            let status = failureRequirementStatus(of: waiter)
            if case .waiting = status {
                index += 1
                continue
            }
            waitingRecognizers.remove(at: index)
            waiter.isWaitingForFailure = false
            let target = waiter.pendingState
            waiter.pendingState = .possible
            guard waiter.storedState == .possible else { continue }
            if case .blocked = status {
                waiter.commit(.failed)
            } else if isPrevented(waiter) || (target == .began && waiter.trackedTouches.allSatisfy { $0.phase.isTerminal }) {
                waiter.commit(.failed)
            } else {
                waiter.recognize(target)
            }
            index = 0
        }
    }
}
