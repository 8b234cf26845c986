import Testing
import TouchTime
@testable import GestureEngine

/// The arrays the window hands to touches methods: ordinary arrays of the window's
/// touches (it hands a view the same array again while its touches stay the same),
/// which a view may keep; and deliveries that go on while a touches method sends
/// the window another frame.
@Suite struct DeliveryArrayTests {
    /// Keeps every array it is handed, with the phase.
    final class KeepingView: View {
        var kept: [(phase: String, touches: [Touch])] = []
        override func touchesBegan(_ touches: [Touch], with event: Event) { kept.append(("began", touches)) }
        override func touchesMoved(_ touches: [Touch], with event: Event) { kept.append(("moved", touches)) }
        override func touchesEnded(_ touches: [Touch], with event: Event) { kept.append(("ended", touches)) }
        override func touchesCancelled(_ touches: [Touch], with event: Event) { kept.append(("cancelled", touches)) }

        var summary: [String] { kept.map { "\($0.phase) " + $0.touches.map { String($0.id) }.joined(separator: ",") } }
    }

    @Test("UIResponder.touchesMoved(_:with:): a view may keep the touches array it was handed; later frames change neither its touches nor their order")
    func aViewMayKeepTheArraysItWasHanded() throws {
        let h = GestureHarness()
        let v = KeepingView(id: "v", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        v.isMultipleTouchEnabled = true
        h.add(v)
        let a = try h.startGesture(at: pt(10, 10), time: 0)
        let b = try h.startGesture(at: pt(50, 50), time: 0.01)
        try h.move([(a, pt(12, 12)), (b, pt(52, 52))], at: 0.02)
        try h.move([(a, pt(14, 14)), (b, pt(54, 54))], at: 0.03)
        try a.up(at: 0.04)
        try h.move([(b, pt(56, 56))], at: 0.05)
        try h.move([(b, pt(58, 58))], at: 0.06)
        try b.up(at: 0.07)
        let c = try h.startGesture(at: pt(20, 20), time: 0.08)
        try h.move([(c, pt(22, 22))], at: 0.09)
        #expect(v.summary == ["began 1", "began 2", "moved 1,2", "moved 1,2", "ended 1", "moved 2", "moved 2", "ended 2", "began 3", "moved 3"])
        // The arrays hold the window's touch objects, alive and as they are now.
        let first = v.kept[0].touches[0], second = v.kept[1].touches[0]
        #expect(v.kept[2].touches[0] === first && v.kept[2].touches[1] === second)
        #expect(v.kept[3].touches[0] === first && v.kept[4].touches[0] === first)
        #expect(v.kept[5].touches[0] === second && v.kept[6].touches[0] === second)
        #expect(first.phase == .ended && second.phase == .ended && v.kept[9].touches[0].phase == .moved)
    }

    @Test("A view that changes its copy of the touches array it was handed changes nothing the window hands out later")
    func changingAKeptArrayChangesNoLaterDelivery() throws {
        final class Emptying: View {
            var seen: [[Int]] = []
            var hoard: [[Touch]] = []
            override func touchesMoved(_ touches: [Touch], with event: Event) {
                seen.append(touches.map(\.id))
                var mine = touches
                mine.removeAll()
                hoard.append(mine)
                hoard.append(touches)
            }
        }
        let h = GestureHarness()
        let v = Emptying(id: "v", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        v.isMultipleTouchEnabled = true
        h.add(v)
        let a = try h.startGesture(at: pt(10, 10), time: 0)
        let b = try h.startGesture(at: pt(50, 50), time: 0.01)
        for step in 1...3 { try h.move([(a, pt(10 + Double(step), 10)), (b, pt(50 + Double(step), 50))], at: 0.01 + 0.01 * Double(step)) }
        #expect(v.seen == [[1, 2], [1, 2], [1, 2]])
        #expect(v.hoard.map(\.count) == [0, 2, 0, 2, 0, 2])
    }

    /// Records its calls, and runs `onMove` once, from its first touchesMoved.
    final class RelayingView: GestureRecordingView {
        var onMove: (() -> Void)?
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            super.touchesMoved(touches, with: event)
            let relay = onMove
            onMove = nil
            relay?()
        }
    }

    @Test("A view's touches method that sends the window a frame (lifting a finger, moving one, putting one down on another view): the nested frame is delivered in full and the window's touches stay consistent")
    func aViewMaySendAFrameFromATouchesMethod() throws {
        let h = GestureHarness()
        let left = RelayingView(id: "L", frame: Rect(x: 0, y: 0, width: 160, height: 480))
        left.isMultipleTouchEnabled = true
        let right = GestureRecordingView(id: "R", frame: Rect(x: 160, y: 0, width: 160, height: 480))
        right.isMultipleTouchEnabled = true
        h.add(left)
        h.add(right)
        let a = try h.startGesture(at: pt(10, 10), time: 0)
        let b = try h.startGesture(at: pt(200, 10), time: 0)
        let c = try h.startGesture(at: pt(210, 10), time: 0)
        left.onMove = {
            h.window.send(TouchFrame(time: 0.05, samples: [
                TouchSample(id: b.id, phase: .ended, location: pt(200, 10)),
                TouchSample(id: c.id, phase: .moved, location: pt(216, 10)),
                TouchSample(id: 9, phase: .began, location: pt(220, 10)),
            ]))
        }
        try h.move([(a, pt(20, 10)), (b, pt(200, 10)), (c, pt(215, 10))], at: 0.05)
        #expect(left.log == ["began 1", "moved 1"])
        // The nested frame's flush serves the right view (touch 3's move of the outer frame is
        // folded into the nested one); the outer flush, going on over the touches as they were,
        // finds nothing left to tell it.
        #expect(right.log == ["began 2", "began 3", "began 9", "moved 3", "ended 2"])
        #expect(h.window.activeTouches.map(\.id) == [1, 3, 9])
    }

    /// Records its calls, and runs `onMove` once, from its first touchesMoved.
    final class RelayingRecognizer: GestureRecognizer {
        var log: [String] = []
        var onMove: (() -> Void)?
        override func touchesBegan(_ touches: [Touch], with event: Event) { log.append("began " + touches.map { String($0.id) }.joined(separator: ",")) }
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            log.append("moved " + touches.map { String($0.id) }.joined(separator: ","))
            let relay = onMove
            onMove = nil
            relay?()
        }
        override func touchesEnded(_ touches: [Touch], with event: Event) {
            log.append("ended " + touches.map { String($0.id) }.joined(separator: ","))
            state = .failed
        }
    }

    @Test("A recognizer's touches method that sends the window a frame (lifting a finger, putting one down): the recognizers get the nested frame, and those it failed nothing more")
    func aRecognizerMaySendAFrameFromATouchesMethod() throws {
        let h = GestureHarness()
        let left = GestureRecordingView(id: "L", frame: Rect(x: 0, y: 0, width: 160, height: 480))
        left.isMultipleTouchEnabled = true
        let right = GestureRecordingView(id: "R", frame: Rect(x: 160, y: 0, width: 160, height: 480))
        right.isMultipleTouchEnabled = true
        h.add(left)
        h.add(right)
        let relaying = RelayingRecognizer(id: "relay"), other = RelayingRecognizer(id: "other"), late = RelayingRecognizer(id: "late")
        left.addGestureRecognizer(relaying)
        right.addGestureRecognizer(other)
        h.window.addGestureRecognizer(late)
        let a = try h.startGesture(at: pt(10, 10), time: 0)
        let b = try h.startGesture(at: pt(200, 10), time: 0)
        relaying.onMove = {
            h.window.send(TouchFrame(time: 0.05, samples: [
                TouchSample(id: b.id, phase: .ended, location: pt(200, 10)),
                TouchSample(id: 9, phase: .began, location: pt(220, 10)),
            ]))
        }
        try h.move([(a, pt(20, 10)), (b, pt(200, 10))], at: 0.05)
        #expect(relaying.log == ["began 1", "moved 1"])
        // Each recognizer fails when a touch of its ends (as recorded): `late` and `other`
        // fail in the nested frame, so the outer loop, going on over the members as they
        // were, calls them no more.
        #expect(other.log == ["began 2", "began 9", "ended 2"])
        #expect(late.log == ["began 1", "began 2", "began 9", "ended 2"])
        #expect(late.state == .failed && other.state == .failed)
        #expect(h.window.activeTouches.map(\.id) == [1, 9])
    }
}
