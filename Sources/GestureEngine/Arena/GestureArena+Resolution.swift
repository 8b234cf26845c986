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

    /// The first recognizer under way that shares a touch with `recognizer` and keeps it from recognizing.
    func preventer(of recognizer: GestureRecognizer) -> GestureRecognizer? {
        for touch in touches where touch._gestureRecognizers.contains(where: { $0 === recognizer }) {
            for other in touch._gestureRecognizers where other !== recognizer && other.isEngaged {
                guard other._state.isActive || other._state == .ended else { continue }
                if other.excludes(recognizer) { return other }
            }
        }
        return nil
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
        var index = 0
        while index < members.count {
            let other = members[index]
            index += 1
            if other !== recognizer && recognizer.dynamicallyRequiresFailure(of: other)
                && !recognizer.failureRequirements.contains(other) { body(other) }
        }
    }

    /// What `recognizer` beginning or recognizing implies for the others: every
    /// undecided member sharing one of its touches that it excludes fails
    /// (prevention keeps a recognizer from recognizing, `canPrevent(_:)`; one
    /// already under way is left alone), then the waiters are settled.
    func recognized(_ recognizer: GestureRecognizer) {
        var touchIndex = 0
        let touches = self.touches
        while touchIndex < touches.count {
            let touch = touches[touchIndex]
            touchIndex += 1
            guard touch._gestureRecognizers.contains(where: { $0 === recognizer }) else { continue }
            var index = 0
            while index < touch._gestureRecognizers.count {
                let other = touch._gestureRecognizers[index]
                index += 1
                guard other !== recognizer, other.isEngaged, other._state == .possible, recognizer.excludes(other) else { continue }
                let waitedForIt = other.isWaitingForFailure && other.requiresFailure(of: recognizer)
                other.commit(.failed, reason: waitedForIt ? .requiredRecognizerRecognized(recognizer.id) : .preventedBy(recognizer.id))
            }
        }
        resolveWaiters()
    }

    /// `recognizer` waits, before entering `target`, for the recognizers it requires to fail.
    func startWaiting(_ recognizer: GestureRecognizer, for target: GestureRecognizer.State) {
        recognizer.isWaitingForFailure = true
        recognizer.pendingState = target
        waiting.append(recognizer)
    }

    /// `recognizer` stops waiting (it reached a final state some other way).
    func stopWaiting(_ recognizer: GestureRecognizer) {
        recognizer.isWaitingForFailure = false
        waiting.removeAll { $0 === recognizer }
    }

    /// Lets each waiting recognizer whose requirements are settled recognize or fail, until none changes.
    func resolveWaiters() {
        var index = 0
        while index < waiting.count {
            let waiter = waiting[index]
            let status = failureRequirementStatus(of: waiter)
            if status == .waiting {
                index += 1
                continue
            }
            waiting.remove(at: index)
            waiter.isWaitingForFailure = false
            let target = waiter.pendingState
            waiter.pendingState = .possible
            guard waiter._state == .possible else { continue }
            if status == .blocked {
                waiter.commit(.failed, reason: .requiredRecognizerRecognized(blockingRequirement(of: waiter)?.id ?? ""))
            } else if let preventer = preventer(of: waiter) {
                waiter.commit(.failed, reason: .preventedBy(preventer.id))
            } else if target == .began && waiter.trackedTouches.allSatisfy({ $0.phase.isTerminal }) {
                waiter.commit(.failed, reason: .touchesEnded)
            } else {
                waiter.recognize(target)
            }
            index = 0
        }
    }
}
