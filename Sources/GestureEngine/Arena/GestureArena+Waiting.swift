extension GestureArena {
    /// The recognizers that want to recognize but wait for others to fail, in the order they started waiting.
    var waiting: [GestureRecognizer] { waits.compactMap(\.current) }

    /// `recognizer` waits, before entering `target`, for the recognizers it requires to fail.
    func startWaiting(_ recognizer: GestureRecognizer, for target: GestureRecognizer.State) {
        let ticket = nextWaitTicket
        nextWaitTicket += 1
        recognizer.arenaEntry.isWaiting = true
        recognizer.arenaEntry.pendingState = target
        recognizer.arenaEntry.waitTicket = ticket
        recognizer.arenaEntry.isQueued = false
        waitingCount += 1
        let entry = WaitEntry(recognizer: recognizer, ticket: ticket)
        if waits.count > 2 * waitingCount + 16 { waits.removeAll { $0.current == nil } }
        waits.append(entry)
        for requirement in recognizer.failureRequirements {
            if let other = requirement.recognizer, other !== recognizer { other.addDependentWait(entry) }
        }
    }

    /// `recognizer`, waiting, declared one more requirement: it waits on it too, and is looked at again.
    func requirementAdded(_ other: GestureRecognizer, to recognizer: GestureRecognizer) {
        guard recognizer.isWaitingForFailure, other !== recognizer else { return }
        other.addDependentWait(WaitEntry(recognizer: recognizer, ticket: recognizer.arenaEntry.waitTicket))
        enqueue(recognizer)
    }

    /// `recognizer` stops waiting (it reached a final state some other way, or its wait is over).
    func stopWaiting(_ recognizer: GestureRecognizer) {
        guard recognizer.arenaEntry.isWaiting else { return }
        recognizer.arenaEntry.isWaiting = false
        recognizer.arenaEntry.isQueued = false
        recognizer.arenaEntry.pendingState = .possible
        waitingCount -= 1
        if waitingCount == 0 {
            // No entry is current any more.
            waits.removeAll(keepingCapacity: true)
            queue.removeAll()
        }
    }

    /// `recognizer`'s state (or whether it takes part) changed: the waiters that
    /// declared it a requirement are looked at again at the next resolution.
    func stateChanged(_ recognizer: GestureRecognizer) {
        guard !recognizer.dependentWaits.isEmpty else { return }
        var dependents: [WaitEntry] = []
        swap(&dependents, &recognizer.dependentWaits)
        dependents.removeAll { $0.current == nil }
        for entry in dependents {
            if let waiter = entry.current { enqueue(waiter) }
        }
        swap(&dependents, &recognizer.dependentWaits)
    }

    /// Queues `waiter` to be looked at again, unless it already is.
    func enqueue(_ waiter: GestureRecognizer) {
        guard waiter.arenaEntry.isWaiting, !waiter.arenaEntry.isQueued else { return }
        waiter.arenaEntry.isQueued = true
        queue.push(WaitEntry(recognizer: waiter, ticket: waiter.arenaEntry.waitTicket))
    }

    /// Queues every waiter (while members may relate through methods, whose answers may change at any time).
    func enqueueAllWaiters() {
        for entry in waits { if let waiter = entry.current { enqueue(waiter) } }
    }

    /// The queued waiter that started waiting first, taken out of the queue.
    func nextQueuedWaiter() -> GestureRecognizer? {
        while let entry = queue.popFirst() {
            guard let waiter = entry.current, waiter.arenaEntry.isQueued else { continue }
            waiter.arenaEntry.isQueued = false
            return waiter
        }
        return nil
    }

    /// After a member failed, was cancelled or recognized: lets each waiting
    /// recognizer whose requirements are settled recognize or fail, until none
    /// changes: the queued waiters in the order they started waiting (the others'
    /// requirements have not changed since they were last found waiting), so the
    /// first decided is the first a scan of every waiter would find. While a
    /// decision is under way further up the stack it does nothing: the waiters
    /// the change queued are settled when that is over, so no decision nests another.
    func settleWaiters() {
        guard !isDeciding else { return }
        isDeciding = true
        defer { isDeciding = false }
        if relationHookMembers > 0 { enqueueAllWaiters() }
        while let waiter = nextQueuedWaiter() {
            let status = failureRequirementStatus(of: waiter)
            if status == .waiting { continue }
            let target = waiter.arenaEntry.pendingState
            stopWaiting(waiter)
            guard waiter._state == .possible else { continue }
            // The settling of waiters that this decision causes (its own, and
            // that of the recognizers it fails) is left to this loop
            // (``settleWaiters()``): no decision takes stack for another.
            if status == .blocked {
                waiter.rejectGesture(.requiredRecognizerRecognized(blockingRequirement(of: waiter)?.id ?? ""))
            } else if let preventer = preventer(of: waiter) {
                waiter.rejectGesture(.preventedBy(preventer.id))
            } else if target == .began && waiter.trackedTouches.allSatisfy({ $0.phase.isTerminal }) {
                waiter.rejectGesture(.touchesEnded)
            } else {
                waiter.acceptGesture(target)
            }
            if relationHookMembers > 0 { enqueueAllWaiters() }
        }
    }
}

extension GestureArenaMember {
    /// Records that the wait `entry` declared this recognizer a requirement
    /// (dropping entries of waits that are over when the list has grown, so it
    /// stays proportional to the waits going on).
    func addDependentWait(_ entry: WaitEntry) {
        if dependentWaits.count >= 16 && dependentWaits.count == dependentWaits.capacity {
            dependentWaits.removeAll { $0.current == nil }
        }
        dependentWaits.append(entry)
    }
}
