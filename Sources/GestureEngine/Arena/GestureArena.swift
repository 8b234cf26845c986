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
/// declared it a requirement (`GestureArenaMember.dependentWaits`), and the queue
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
    var members: [GestureRecognizer] { memberList.elements }
    /// `members`, kept where the window's per-frame delivery reads them unretained
    /// (`deliver(_:)`).
    private let memberList = UnretainedList<GestureRecognizer>(reserving: 32)
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
    /// A decision is under way (a ``settleWaiters()`` loop, or a recognizer
    /// failing the members it excludes): the waiters that changes queue
    /// meanwhile are settled when it is over, never in the middle of it.
    var isDeciding = false
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
            memberList.append(recognizer)
            if recognizer.mayRelateThroughMethods { relationHooksAppeared(on: recognizer) }
            // Taking part may change how its waiters stand (it was skipped until now).
            stateChanged(recognizer)
            if recognizer._state.isActive || recognizer._state == .ended { enteredUnderWay(recognizer) }
        }
        // In id order; a binary search, since a frame may begin many touches on one recognizer.
        recognizer.changeTrackedTouches { touches in
            var low = 0, high = touches.count
            while low < high {
                let middle = (low + high) / 2
                if touches[middle].id <= touch.id { low = middle + 1 } else { high = middle }
            }
            touches.insert(touch, at: low)
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
        memberList.rewrite { dropFinishedMembers(&$0) }
        // Resets run subclass code: only once the members are consistent again.
        var index = 0
        while index < resetBuffer.count {
            resetBuffer[index].performReset()
            index += 1
        }
        resetBuffer.removeAll(keepingCapacity: true)
    }

    /// Drops ended touches from `list`'s recognizers and moves those whose sequence is over to `resetBuffer`.
    private func dropFinishedMembers(_ list: inout [GestureRecognizer]) {
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
    }

    // MARK: Delivery

    /// Calls `body` with each member, in order, without retaining it (the window's
    /// per-frame delivery): a change of the members meanwhile keeps the array it
    /// replaces, with its recognizers, until the loop ends.
    @inline(__always)
    func deliver(_ body: (GestureRecognizer) -> Void) {
        memberList.forEachInPass(body)
    }
}
