/// The arena's bookkeeping for one recognizer, kept on the recognizer so the
/// arena reaches it in O(1); only the arena changes it (recognizers read
/// ``isWaiting``).
///
/// Flags and numbers only: every access to it is a load or a store that calls
/// nothing, so the optimiser proves that none overlaps another and drops the
/// run-time exclusivity checks of the recognizer's property, which delivery
/// reads for every recognizer in every frame. The list of dependent waits,
/// whose changes may free memory, is a property of its own
/// (``GestureArenaMember/dependentWaits``).
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
