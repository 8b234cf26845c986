/// How a recognizer's failure requirements stand.
enum FailureRequirementStatus: Equatable {
    /// Every required recognizer failed or is not taking part.
    case clear
    /// A required recognizer is still undecided.
    case waiting
    /// A required recognizer began or recognized.
    case blocked
}

extension GestureArena {
    /// Whether a recognizer under way (began, changed or just recognized) that
    /// shares a touch with `recognizer` keeps it from recognizing (UIKit's
    /// exclusivity, subject to simultaneity and `canPrevent(_:)` / `canBePrevented(by:)`).
    func isPrevented(_ recognizer: GestureRecognizer) -> Bool {
        preventer(of: recognizer) != nil
    }

    /// The first recognizer under way that shares a touch with `recognizer` and
    /// keeps it from recognizing: by touch (in id order), then by the order the
    /// touch met its recognizers. Only the members that began or recognized in
    /// this sequence (``underWay``) are candidates, so this costs the touches
    /// times those, not the touches times every recognizer.
    func preventer(of recognizer: GestureRecognizer) -> GestureRecognizer? {
        guard !underWay.isEmpty else { return nil }
        var candidates: [GestureRecognizer] = []
        for touch in touches where holds(touch, recognizer) {
            candidates.removeAll(keepingCapacity: true)
            for other in underWay where other !== recognizer && other.isEngaged && (other._state.isActive || other._state == .ended) {
                if holds(touch, other) { candidates.append(other) }
            }
            if candidates.count > 1 {
                // Several: asked in the touch's order, as a walk of its recognizers
                // would (one walk, each looked up in a set of the candidates).
                let isCandidate = Set(candidates.lazy.map(ObjectIdentifier.init))
                for other in touch._gestureRecognizers where isCandidate.contains(ObjectIdentifier(other)) && other.excludes(recognizer) {
                    return other
                }
                continue
            }
            for other in candidates where other.excludes(recognizer) { return other }
        }
        return nil
    }

    /// Whether `touch` lists `recognizer` among its recognizers. A recognizer tracks
    /// only touches that list it, and every live touch that lists an engaged
    /// recognizer is tracked by it, except an ended one it has already dropped; so
    /// the touch's list (as long as the recognizers of its view) is walked only then.
    func holds(_ touch: Touch, _ recognizer: GestureRecognizer) -> Bool {
        var tracked = false
        recognizer.trackedTouches.forEachUnretained { if $0 === touch { tracked = true } }
        if tracked { return true }
        guard touch._phase.isTerminal || !recognizer.isEngaged else { return false }
        return touch._gestureRecognizers.contains { $0 === recognizer }
    }

    /// How `recognizer`'s failure requirements (declared, and dynamic ones
    /// among the members) stand now. A required recognizer that received no
    /// touch in this sequence counts as failed.
    func failureRequirementStatus(of recognizer: GestureRecognizer) -> FailureRequirementStatus {
        var status = FailureRequirementStatus.clear
        forEachRequirement(of: recognizer) { other in
            switch other._state {
            case .failed: break
            case .possible: if status == .clear { status = .waiting }
            case .began, .changed, .ended, .cancelled: status = .blocked
            }
        }
        return status
    }

    /// The first required recognizer that began or recognized (what blocks `recognizer`), if any.
    func blockingRequirement(of recognizer: GestureRecognizer) -> GestureRecognizer? {
        var found: GestureRecognizer?
        forEachRequirement(of: recognizer) { other in
            if found == nil && other._state != .failed && other._state != .possible { found = other }
        }
        return found
    }

    /// The required recognizers `recognizer` is waiting for (still undecided), in order.
    func awaited(by recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        forEachRequirement(of: recognizer) { if $0._state == .possible { result.append($0) } }
        return result
    }

    /// Calls `body` with each engaged recognizer that `recognizer` must wait for:
    /// the declared ones, then the members it requires dynamically (delegates, subclasses).
    private func forEachRequirement(of recognizer: GestureRecognizer, _ body: (GestureRecognizer) -> Void) {
        for entry in recognizer.failureRequirements {
            if let other = entry.recognizer, other !== recognizer, other.isEngaged { body(other) }
        }
        // Only members that may relate through methods can add requirements this way.
        guard relationHookMembers > 0 else { return }
        var index = 0
        while index < members.count {
            let other = members[index]
            index += 1
            if other !== recognizer && recognizer.dynamicallyRequiresFailure(of: other)
                && !recognizer.failureRequirements.contains(other) { body(other) }
        }
    }

    /// `recognizer` left possible: its waiters are looked at again, and if it began
    /// or recognized while taking part it is a candidate preventer until it is reset.
    func leftPossible(_ recognizer: GestureRecognizer) {
        stateChanged(recognizer)
        if recognizer._state != .failed { enteredUnderWay(recognizer) }
    }

    /// `recognizer` is under way while taking part: a candidate preventer until it is reset.
    func enteredUnderWay(_ recognizer: GestureRecognizer) {
        guard recognizer.isEngaged, !recognizer.arenaEntry.isUnderWayCandidate else { return }
        recognizer.arenaEntry.isUnderWayCandidate = true
        underWay.append(recognizer)
    }

    /// `recognizer` takes part and may state requirements through methods (it joined so,
    /// or was given a delegate): counted once, until it leaves the members.
    func relationHooksAppeared(on recognizer: GestureRecognizer) {
        guard !recognizer.arenaEntry.countsRelationHooks else { return }
        recognizer.arenaEntry.countsRelationHooks = true
        relationHookMembers += 1
    }

    /// `recognizer` is reset: it stops waiting, is no candidate preventer any more,
    /// and no longer counts for the waiters that required it (it takes no part).
    func release(_ recognizer: GestureRecognizer) {
        stopWaiting(recognizer)
        if recognizer.arenaEntry.isUnderWayCandidate {
            recognizer.arenaEntry.isUnderWayCandidate = false
            underWay.removeAll { $0 === recognizer }
        }
        stateChanged(recognizer)
    }

    /// What `recognizer` beginning or recognizing implies for the others: every
    /// undecided member sharing one of its touches that it excludes fails
    /// (prevention keeps a recognizer from recognizing, `canPrevent(_:)`; one
    /// already under way is left alone), then the waiters are settled.
    ///
    /// All of them fail before any waiter is settled: a waiter that their
    /// failures let through recognizes after them, so those it would exclude
    /// were failed by `recognizer` (our decision, docs/gestures.md), and no
    /// decision nests another.
    func recognized(_ recognizer: GestureRecognizer) {
        let outer = isDeciding
        isDeciding = true
        var touchIndex = 0
        let touches = self.touches
        while touchIndex < touches.count {
            let touch = touches[touchIndex]
            touchIndex += 1
            guard holds(touch, recognizer) else { continue }
            var index = 0
            while index < touch._gestureRecognizers.count {
                let other = touch._gestureRecognizers[index]
                index += 1
                guard other !== recognizer, other.isEngaged, other._state == .possible, recognizer.excludes(other) else { continue }
                let waitedForIt = other.isWaitingForFailure && other.requiresFailure(of: recognizer)
                other.rejectGesture(waitedForIt ? .requiredRecognizerRecognized(recognizer.id) : .preventedBy(recognizer.id))
            }
        }
        isDeciding = outer
        settleWaiters()
    }
}
