import Testing
@testable import GestureEngine

/// The arena on its own: who takes part in each touch sequence, who waits for
/// whom, who has won, and how sequences end.
@Suite struct ArenaTests {
    /// A window with one full-screen view carrying `recognizers`, and its arena.
    private func arena(with recognizers: [GestureRecognizer]) -> (GestureHarness, GestureArena) {
        let (h, v) = GestureHarness.withFullScreenView()
        for recognizer in recognizers { v.addGestureRecognizer(recognizer) }
        return (h, h.window.arena)
    }

    @Test func aRecognizerJoinsOncePerSequenceAndEachTouchListsItsRecognizers() throws {
        let tap = TapGestureRecognizer(id: "tap"), pan = PanGestureRecognizer(id: "pan")
        let (h, arena) = arena(with: [tap, pan])
        try h.startGesture(at: pt(10, 10), time: 0)
        try h.startGesture(at: pt(50, 10), time: 0.01)
        // The tap failed at the second finger (it wants one) but takes part until its touches end.
        #expect(arena.members.map(\.id) == ["tap", "pan"])
        #expect(h.window.liveTouches.map { $0.gestureRecognizers.map(\.id) } == [["tap", "pan"], ["tap", "pan"]])
        #expect(pan.trackedTouches.map(\.id) == [1, 2])
        #expect(tap.state == .failed)
    }

    @Test func aMemberThatWonIsTheTouchsWinnerAndTheOthersFailed() throws {
        let tap = TapGestureRecognizer(id: "tap"), pan = PanGestureRecognizer(id: "pan")
        let (h, arena) = arena(with: [tap, pan])
        let finger = try h.startGesture(at: pt(10, 10), time: 0)
        let touch = h.window.liveTouches[0]
        #expect(arena.winners(of: touch).isEmpty)
        try finger.moveTo(pt(10, 60), at: 0.02)
        #expect(arena.winners(of: touch).map(\.id) == ["pan"])
        #expect(h.recorder.states(of: "tap") == [.failed])
    }

    @Test func aRecognizerUnderWayPreventsAnotherOnTheSameTouchButNotOnOthers() throws {
        let pan = PanGestureRecognizer(id: "pan"), other = PanGestureRecognizer(id: "other")
        let (h, arena) = arena(with: [pan])
        let v = h.window.subviews[0]
        let finger = try h.startGesture(at: pt(10, 10), time: 0)
        try finger.moveTo(pt(10, 60), at: 0.02)
        #expect(arena.preventer(of: other) == nil)
        v.addGestureRecognizer(other)
        try h.startGesture(at: pt(100, 100), time: 0.03)
        // `other` shares only the new touch with `pan`, which also got it: `pan` under way prevents it.
        #expect(arena.preventer(of: other) === pan)
        let delegate = SimultaneousDelegate()
        other.delegate = delegate
        #expect(!arena.isPrevented(other))
    }

    @Test func aWaiterIsListedWithWhatItAwaitsUntilThatFails() throws {
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let (h, arena) = arena(with: [single, double])
        try h.startGesture(at: pt(10, 10), time: 0).up(at: 0.05)
        #expect(arena.waiting.map(\.id) == ["single"])
        #expect(arena.awaited(by: single).map(\.id) == ["double"])
        #expect(arena.failureRequirementStatus(of: single) == .waiting)
        try h.pump(to: 0.4)
        #expect(arena.waiting.isEmpty)
        #expect(h.recorder.states(of: "single") == [.ended])
        #expect(arena.members.isEmpty)
    }

    @Test func aRequiredRecognizerThatRecognizedBlocksItsWaiter() throws {
        let pan = PanGestureRecognizer(id: "pan"), swipe = SwipeGestureRecognizer(id: "swipe")
        pan.require(toFail: swipe)
        let (h, arena) = arena(with: [pan, swipe])
        let finger = try h.startGesture(at: pt(10, 200), time: 0)
        try finger.moveTo(pt(40, 200), at: 0.02)
        #expect(arena.waiting.map(\.id) == ["pan"])
        try finger.moveTo(pt(80, 200), at: 0.04)
        #expect(h.recorder.states(of: "swipe") == [.ended])
        #expect(arena.blockingRequirement(of: pan) === swipe)
        #expect(h.recorder.states(of: "pan") == [.failed])
        #expect(arena.waiting.isEmpty)
    }

    @Test func finishingSequencesResetsOnlyTheRecognizersThatAreDoneAndKeepsTheOthersInOrder() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let left = View(id: "L", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try! v.addSubview(left)
        let leftTap = TapGestureRecognizer(id: "leftTap"), pan = PanGestureRecognizer(id: "pan"), press = LongPressGestureRecognizer(id: "press")
        left.addGestureRecognizer(leftTap)
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(press)
        let arena = h.window.arena
        let a = try h.startGesture(at: pt(10, 10), time: 0)
        try h.startGesture(at: pt(200, 200), time: 0.01)
        #expect(arena.members.map(\.id) == ["leftTap", "pan", "press"])
        try a.up(at: 0.05)
        // The tap recognized and is done; the pan and the press still track the second finger.
        #expect(h.recorder.states(of: "leftTap") == [.ended])
        #expect(arena.members.map(\.id) == ["pan", "press"])
        #expect(leftTap.state == .possible)
    }

    @Test func manyRecognizersOnOneViewEachJoinEveryTouchOnce() throws {
        let recognizers = (0..<1000).map { TapGestureRecognizer(id: "tap\($0)") }
        let (h, arena) = arena(with: recognizers)
        try h.startGesture(at: pt(10, 10), time: 0)
        #expect(arena.members.count == 1000)
        #expect(h.window.liveTouches[0].gestureRecognizers.count == 1000)
        #expect(h.window.liveTouches[0].gestureRecognizers.map(\.id) == recognizers.map(\.id))
    }
}
