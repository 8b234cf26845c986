import Testing
@testable import GestureEngine

/// The arena's queue of waiters (issue 26 item 3): waits are looked at again only
/// when a requirement changes, in the order they started, through the same
/// decisions a scan of every waiter made.
@Suite struct ArenaQueueTests {
    /// Says each `g<i>` requires `g<i+1>` to fail, the delegate form of a declared chain.
    final class ChainDelegate: GestureRecognizerDelegate {
        func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
            guard let index = Int(g.id.dropFirst()), let otherIndex = Int(other.id.dropFirst()) else { return false }
            return otherIndex == index + 1
        }
    }

    /// A tap that states its requirement by overriding the subclass hook: `g<i>` requires `g<i+1>`.
    final class HookedTap: TapGestureRecognizer {
        override func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
            guard let index = Int(id.dropFirst()), let otherIndex = Int(otherGestureRecognizer.id.dropFirst()) else { return false }
            return otherIndex == index + 1
        }
    }

    /// A tap on a view with `count` taps chained by `require(toFail:)`, or by a delegate:
    /// the state changes with their reasons, in order.
    private func chainRun(count: Int, byDelegate: Bool, byHook: Bool = false) throws -> [String] {
        let (h, v) = GestureHarness.withFullScreenView()
        let delegate = ChainDelegate()
        let taps = (0..<count).map { byHook ? HookedTap(id: "g\($0)") : TapGestureRecognizer(id: "g\($0)") }
        for index in taps.indices {
            if byDelegate {
                taps[index].delegate = delegate
            } else if !byHook && index + 1 < count {
                taps[index].require(toFail: taps[index + 1])
            }
            v.addGestureRecognizer(taps[index])
        }
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        try h.pump(to: 1)
        return h.recorder.changes.map { change in
            let reason = change.state == .failed ? h.recorder.reasons[change.recognizer].map { " \($0)" } ?? "" : ""
            return "\(change.recognizer) \(change.state.rawValue)\(reason)"
        }
    }

    @Test func aChainStatedByDelegatesResolvesAsTheDeclaredChainDoes() throws {
        // Delegates make the arena ask about every waiter after each decision; declared
        // requirements go through the queue. Both must decide the same, in the same order.
        let declared = try chainRun(count: 60, byDelegate: false)
        let stated = try chainRun(count: 60, byDelegate: true)
        #expect(declared == stated)
        #expect(declared.first == "g59 ended")
        #expect(declared.count == 60)
        #expect(declared.filter { $0.hasSuffix(" ended") } == ["g59 ended"])
    }

    @Test func aSubclassOfAnEngineClassThatOverridesTheHooksIsAskedLikeADelegate() throws {
        // The engine's own classes declare that they keep the hooks; a subclass of one
        // cannot, so the arena asks it, and its stated chain decides as the declared one.
        #expect(TapGestureRecognizer(id: "t").hasDefaultRelationHooks)
        #expect(ScreenEdgePanGestureRecognizer(id: "e").hasDefaultRelationHooks)
        #expect(!HookedTap(id: "g0").hasDefaultRelationHooks)
        #expect(try chainRun(count: 40, byDelegate: false, byHook: true) == chainRun(count: 40, byDelegate: false))
    }

    @Test func theQueueHandsOutWaitsInTheOrderTheyStarted() {
        let recognizers = (0..<6).map { TapGestureRecognizer(id: "r\($0)") }
        var queue = WaiterQueue()
        for ticket in [4, 1, 5, 0, 3, 2] { queue.push(WaitEntry(recognizer: recognizers[ticket], ticket: ticket)) }
        var order: [Int] = []
        while let entry = queue.popFirst() { order.append(entry.ticket) }
        #expect(order == [0, 1, 2, 3, 4, 5])
        #expect(queue.isEmpty)
    }

    /// `waiter` (simultaneous with `winner`) waits for `requirement` to fail;
    /// `winner` begins and excludes `requirement` and `bystander`. `winner` fails
    /// both before the waiter is settled, so it is `winner` that prevented the
    /// bystander, and the waiter recognizes after: no decision nests another
    /// (docs/gestures.md, our decision).
    @Test func aRecognizerFailsAllItExcludesBeforeTheirWaitersAreSettled() throws {
        // The base class never leaves possible by itself: each changes state when told to.
        let winner = GestureRecognizer(id: "winner"), requirement = GestureRecognizer(id: "requirement")
        let waiter = GestureRecognizer(id: "waiter"), bystander = GestureRecognizer(id: "bystander")
        waiter.require(toFail: requirement)
        waiter.recognizesSimultaneously(with: winner)
        let (h, v) = GestureHarness.withFullScreenView()
        for recognizer in [winner, requirement, waiter, bystander] { v.addGestureRecognizer(recognizer) }
        try h.startGesture(at: pt(10, 10), time: 0)
        waiter.state = .ended
        #expect(h.window.arena.waiting.map(\.id) == ["waiter"])
        winner.state = .began
        #expect(h.recorder.changes.map { "\($0.recognizer) \($0.state)" } == ["winner began", "requirement failed", "bystander failed", "waiter ended"])
        #expect(requirement.failureReason == .preventedBy("winner"))
        #expect(bystander.failureReason == .preventedBy("winner"))
        #expect(h.window.arena.waiting.isEmpty)
    }

    /// A recognizer that can prevent only the one named `prevents` (the base
    /// class: it changes state only when told to).
    final class Link: GestureRecognizer {
        var prevents = ""
        /// It keeps the base class's relation hooks (as the engine's own classes declare).
        override class var defaultRelationHooksClass: GestureRecognizer.Type? { Link.self }
        override func canPrevent(_ preventedRecognizer: GestureRecognizer) -> Bool { preventedRecognizer.id == prevents }
    }

    /// `w<i>` waits for `r<i>` to fail and prevents `r<i+1>`; `start` prevents `r1`.
    /// `start` beginning sets off the alternation: `r1` fails, `w1` recognizes and
    /// fails `r2`, `w2` recognizes, and so on. Every `w<i>` recognizes in order,
    /// each at the same depth of the stack: no decision nests another.
    @Test func anAlternationOfFailuresAndRecognitionsTakesNoStackPerLink() throws {
        let count = 300
        let start = Link(id: "start")
        start.prevents = "r1"
        let requirements = (1 ... count).map { Link(id: "r\($0)") }
        let waiters = (1 ... count).map { index in
            let waiter = Link(id: "w\(index)")
            waiter.prevents = "r\(index + 1)"
            waiter.require(toFail: requirements[index - 1])
            return waiter
        }
        var stackAddresses: [Int] = []
        for waiter in waiters {
            waiter.addTarget { _ in
                var marker = 0
                withUnsafeMutablePointer(to: &marker) { stackAddresses.append(Int(bitPattern: $0)) }
            }
        }
        let (h, v) = GestureHarness.withFullScreenView()
        for recognizer in [start] + requirements + waiters { v.addGestureRecognizer(recognizer) }
        try h.startGesture(at: pt(10, 10), time: 0)
        for waiter in waiters { waiter.state = .ended }
        #expect(h.window.arena.waiting.count == count)
        stackAddresses.removeAll()
        start.state = .began
        #expect(waiters.allSatisfy { $0.state == .ended })
        #expect(requirements.allSatisfy { $0.state == .failed })
        #expect(h.recorder.changes.filter { $0.recognizer.hasPrefix("w") }.map(\.recognizer) == waiters.map(\.id))
        #expect(stackAddresses.count == count)
        // Nested, each link took at least a few hundred bytes of stack.
        let spread = (stackAddresses.max() ?? 0) - (stackAddresses.min() ?? 0)
        #expect(spread < 4_096, "the stack grew by \(spread) bytes over \(count) links")
    }

    @Test func aRequirementDeclaredDuringTheWaitIsWaitedForToo() throws {
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        // The base class never leaves possible by itself: it fails when told to.
        let manual = GestureRecognizer(id: "manual")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let (h, v) = GestureHarness.withFullScreenView()
        for recognizer in [single, double, manual] { v.addGestureRecognizer(recognizer) }
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(h.window.arena.waiting.map(\.id) == ["single"])
        single.require(toFail: manual)
        #expect(h.window.arena.awaited(by: single).map(\.id) == ["double", "manual"])
        try h.pump(to: 1)
        // The double tap failed, but the single tap still waits for the later requirement.
        #expect(h.recorder.states(of: "double") == [.failed])
        #expect(h.recorder.states(of: "single").isEmpty)
        #expect(h.window.arena.waiting.map(\.id) == ["single"])
        manual.state = .failed
        #expect(h.recorder.states(of: "single") == [.ended])
        #expect(h.window.arena.waiting.isEmpty)
    }
}
