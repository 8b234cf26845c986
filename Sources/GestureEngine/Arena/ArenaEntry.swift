/// The arena's bookkeeping for one recognizer, kept on the recognizer so the
/// arena reaches it in O(1); only the arena changes it (recognizers read
/// ``isWaiting``).
struct ArenaEntry {
    /// Wants to recognize, waiting for the recognizers it requires to fail.
    var isWaiting = false
    /// The state to enter once the wait is over (began or recognized).
    var pendingState: GestureRecognizer.State = .possible
    /// Which wait this is: the arena numbers waits in the order they start, so
    /// entries left from an earlier wait are told apart from the current one.
    var waitTicket = 0
    /// In the arena's queue of waiters to look at again.
    var isQueued = false
    /// In the arena's list of recognizers that began or recognized in this sequence.
    var isUnderWayCandidate = false
    /// Counted among the members that may relate to others through methods
    /// (a delegate, or a class that may override the relation hooks).
    var countsRelationHooks = false
    /// The waits that declared this recognizer a requirement, so that its
    /// change of state queues exactly those waiters (entries of waits that
    /// are over are dropped as they are met).
    var dependentWaits: [WaitEntry] = []
}

/// One wait of one recognizer: current while the recognizer still waits under the same ticket.
struct WaitEntry {
    /// The waiting recognizer (weak: a dependent's list must not keep it alive).
    weak var recognizer: GestureRecognizer?
    /// The wait's number (``ArenaEntry/waitTicket`` when it started).
    let ticket: Int

    /// The recognizer, while this wait is still going on.
    var current: GestureRecognizer? {
        guard let recognizer, recognizer.arenaEntry.isWaiting, recognizer.arenaEntry.waitTicket == ticket else { return nil }
        return recognizer
    }
}
