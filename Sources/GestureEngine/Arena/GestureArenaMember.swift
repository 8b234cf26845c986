/// What the arena tells a recognizer when it decides for it (the idea of
/// Flutter's `GestureArenaMember`, `acceptGesture` / `rejectGesture`, with
/// UIKit's states): the arena never sets a recognizer's state itself.
///
/// The arena reads what it arbitrates on (state, touches, relations) and keeps
/// its own bookkeeping in the member's ``arenaEntry``; every decision it makes
/// reaches the recognizer through these two calls.
protocol GestureArenaMember: AnyObject {
    /// The arena's bookkeeping for this member; only the arena changes it.
    var arenaEntry: ArenaEntry { get set }
    /// The waits that declared this member a requirement, so that its change
    /// of state queues exactly those waiters (entries of waits that are over
    /// are dropped as they are met); only the arena changes it.
    var dependentWaits: [WaitEntry] { get set }
    /// Nothing stands in the way any more: enter `state` (began or recognized),
    /// with what recognition implies.
    func acceptGesture(_ state: GestureRecognizer.State)
    /// The arena decided against the member: it fails for `reason`.
    func rejectGesture(_ reason: GestureFailureReason)
}

extension GestureRecognizer: GestureArenaMember {
    func acceptGesture(_ state: State) { recognize(state) }

    func rejectGesture(_ reason: GestureFailureReason) { commit(.failed, reason: reason) }
}
