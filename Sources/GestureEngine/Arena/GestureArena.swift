/// The competition between recognizers, kept in one place (the idea of
/// Flutter's `GestureArenaManager`, with UIKit's rules).
///
/// For the window's touch sequences it holds the recognizers taking part
/// (``members``, in the order they first received a touch, and each touch's
/// ``Touch/gestureRecognizers``), who waits for whom (``waiting``, with
/// ``failureRequirementStatus(of:)``) and who has won (``winners(of:)``).
/// Recognizers ask it whether they may recognize (``isPrevented(_:)``,
/// ``failureRequirementStatus(of:)``), tell it when they did
/// (``recognized(_:)``), and the window asks it to end sequences
/// (``finishSequences()``). It decides for a recognizer only through
/// `GestureArenaMember` (accept, reject).
///
/// Waits are resolved through a queue, not by looking every waiter over after
/// each change: a recognizer whose state changes queues the waiters that
/// declared it a requirement (`ArenaEntry.dependentWaits`), and the queue
/// hands them out in the order they started waiting (`WaiterQueue`), so a
/// chain of n recognizers each requiring the next resolves in O(n log n), not
/// O(n³). Only while a member may relate to others through methods (a delegate,
/// or a class of its own that may override the relation hooks) is every waiter
/// looked at again after each decision, as those answers may change at any time.
///
/// The arena never calls the window; it reads the window's live touches,
/// which is all it needs to know about touch sequences.
final class GestureArena {
    /// Recognizers that received a touch since their last reset, in the order they first did.
    // Unchecked: read every frame by the window's delivery; the checks cost 9 M instructions (callgrind, 400k-line cut of the benchmark replay).
    @exclusivity(unchecked) final private(set) var members: [GestureRecognizer] = reserved(32)
    /// ``members`` as unretained references, for the window's per-frame delivery loop:
    /// valid until the next change of the members, and while a delivery is under way
    /// (``deliveries``) until it ends, because a change meanwhile (a nested frame
    /// from a touches method) keeps the array it replaces.
    final private(set) var membersView = UnsafeBufferPointer<Unmanaged<GestureRecognizer>>(start: nil, count: 0)
    /// The deliveries over ``membersView`` under way, and the member arrays replaced meanwhile.
    // Unchecked: no access to it runs other code (`PassKeeper`'s methods only count, append and
    // swap; what `release()` hands over is let go after the access).
    @exclusivity(unchecked) final var deliveries = PassKeeper<[GestureRecognizer]>()
    /// The waits in the order they started, some over (``waiting`` reads the current ones).
    var waits: [WaitEntry] = []
    /// How many recognizers wait now.
    var waitingCount = 0
    /// The number the next wait gets (waits are numbered in the order they start).
    var nextWaitTicket = 0
    /// The waiters to look at again.
    var queue = WaiterQueue()
    /// The members that began or recognized in this sequence, in the order they did:
    /// the only ones that can prevent another (``preventer(of:)``).
    var underWay: [GestureRecognizer] = []
    /// The waiter whose wait ``resolveWaiters()`` is deciding now (its loop settles the others after it).
    var memberBeingDecided: ObjectIdentifier?
    /// How many members may relate to others through methods (`ArenaEntry.countsRelationHooks`).
    var relationHookMembers = 0
    /// A touch ended or a recognizer reached a final state: members may need dropping touches or a reset.
    final var needsCleanup = false
    /// The touches the window still handles, ordered by id (set by the window).
    unowned var window: Window?
    private var resetBuffer: [GestureRecognizer] = reserved(32)

    init() {}

    /// The window's live touches (none without a window).
    var touches: [Touch] { window?.liveTouches ?? [] }

    // MARK: Membership

    /// `recognizer` takes part in `touch`'s sequence: it is added to the touch's
    /// recognizers (after those already there), tracks the touch, and becomes a
    /// member if it was not.
    func join(_ recognizer: GestureRecognizer, _ touch: Touch, in window: Window) {
        touch._gestureRecognizers.append(recognizer)
        if !recognizer.isEngaged {
            recognizer.isEngaged = true
            recognizer.window = window
            retireMembersIfDelivering()
            members.append(recognizer)
            refreshMembersView()
            if recognizer.mayRelateThroughMethods { relationHooksAppeared(on: recognizer) }
            // Taking part may change how its waiters stand (it was skipped until now).
            stateChanged(recognizer)
            if recognizer._state.isActive || recognizer._state == .ended { enteredUnderWay(recognizer) }
        }
        recognizer.changeTrackedTouches { touches in
            touches.insert(touch, at: touches.firstIndex { $0.id > touch.id } ?? touches.endIndex)
        }
    }

    /// `recognizer` stops taking part in `touch`'s sequence (``GestureRecognizer/ignore(_:for:)``).
    func leave(_ recognizer: GestureRecognizer, _ touch: Touch) {
        recognizer.changeTrackedTouches { $0.removeAll { $0 === touch } }
        touch._gestureRecognizers.removeAll { $0 === recognizer }
    }

    /// `recognizer` leaves every touch it tracks (it was removed from its view).
    func withdraw(_ recognizer: GestureRecognizer) {
        for touch in recognizer.trackedTouches { touch._gestureRecognizers.removeAll { $0 === recognizer } }
        recognizer.changeTrackedTouches { $0.removeAll() }
    }

    /// The recognizers of `touch` that have won: began (and under way) or recognized, in the touch's order.
    func winners(of touch: Touch) -> [GestureRecognizer] {
        touch.gestureRecognizers.filter { $0.isEngaged && ($0.state.isActive || $0.state == .ended) }
    }

    /// Drops ended touches from members and resets, in order, those whose
    /// sequence is over (no touch left, final state, not waiting): they leave the arena.
    func finishSequences() {
        guard needsCleanup else { return }
        needsCleanup = false
        retireMembersIfDelivering()
        var list: [GestureRecognizer] = []
        swap(&list, &members)
        var kept = 0
        for index in list.indices {
            let recognizer = list[index]
            recognizer.dropFinishedTouches()
            if recognizer.trackedTouches.isEmpty && recognizer._state.isFinal && !recognizer.isWaitingForFailure {
                if recognizer.arenaEntry.countsRelationHooks {
                    recognizer.arenaEntry.countsRelationHooks = false
                    relationHookMembers -= 1
                }
                resetBuffer.append(recognizer)
            } else {
                if kept != index { list.swapAt(kept, index) }
                kept += 1
            }
        }
        list.removeSubrange(kept...)
        swap(&list, &members)
        refreshMembersView()
        // Resets run subclass code: only once the members are consistent again.
        var index = 0
        while index < resetBuffer.count {
            resetBuffer[index].performReset()
            index += 1
        }
        resetBuffer.removeAll(keepingCapacity: true)
    }

    // MARK: The members view

    /// Keeps the current member array alive, when a delivery is reading it, before it is changed.
    private func retireMembersIfDelivering() {
        deliveries.keepIfReading(members)
    }

    /// Points ``membersView`` at the current members (their buffer outlives the closure: ``members`` keeps it until the next change).
    private func refreshMembersView() {
        membersView = members.withUnretainedElements { $0 }
    }

    /// A delivery over ``membersView`` starts (debug builds check the view is current).
    func beginDelivery() {
        assert(members.isViewed(by: membersView), "the arena's members view is stale")
        deliveries.begin()
    }

    /// A delivery over ``membersView`` ends; after the outermost, the member arrays kept for it go.
    func endDelivery() {
        if deliveries.end() { _ = deliveries.release() }
        deliveries.assertConsistent()
    }
}
