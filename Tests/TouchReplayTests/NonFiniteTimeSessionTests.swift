import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// Issue 35: `GestureTester.pump(.infinity)` moved the clock to +∞ for good, and a later step's
/// error read `time -nan s is before the tester's clock (inf s)`. Every tester entry that takes a
/// time throws one clear error and leaves the clock where it was; the engine sessions under
/// them trap on such a time (docs/engine.md, "Times").
@Suite struct NonFiniteTimeSessionTests {
    static func tester() throws -> GestureTester {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let pad = View(id: "pad", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        pad.addGestureRecognizer(LongPressGestureRecognizer(id: "press"))
        try window.addSubview(pad)
        return GestureTester(window: window)
    }

    @Test func everyTesterEntryTakingATimeRefusesOneThatIsNotFiniteAndKeepsItsClock() throws {
        let tester = try Self.tester()
        let finger = try tester.startGesture(at: Point(x: 100, y: 100))
        try tester.pump(0.1)
        let clock = tester.now
        let steps: [(String, () throws -> Void)] = [
            ("pump(inf)", { try tester.pump(.infinity) }),
            ("pump(nan)", { try tester.pump(.nan) }),
            ("pump(to: -inf)", { try tester.pump(to: -.infinity) }),
            ("startGesture(time: inf)", { _ = try tester.startGesture(at: Point(x: 5, y: 5), time: .infinity) }),
            ("move(at: nan)", { try tester.move([(finger, Point(x: 120, y: 100))], at: .nan) }),
            ("moveTo(at: inf)", { try finger.moveTo(Point(x: 130, y: 100), at: .infinity) }),
            ("up(at: nan)", { try finger.up(at: .nan) }),
            ("drag(to: inf)", { try tester.drag([(finger, Point(x: 200, y: 100))], from: clock, to: .infinity, steps: 3) }),
            ("settle(within: inf)", { try tester.settle(within: .infinity) }),
        ]
        for (name, step) in steps {
            let error = #expect(throws: GestureTesterError.self, "\(name)") { try step() }
            guard case let .nonFiniteTime(now, requested)? = error else {
                Issue.record("\(name): \(String(describing: error))")
                continue
            }
            #expect(now == clock && !requested.isFinite, "\(name)")
            #expect(error?.description.hasSuffix("is not a finite number of seconds; the tester's clock stays at \(clock) s") == true,
                    "\(name): \(String(describing: error))")
            #expect(tester.now == clock, "\(name) moved the clock")
        }
        // The tester goes on as if nothing had been asked: the press is recognized at its time.
        try tester.pump(1)
        try finger.up()
        #expect(tester.states(of: "press") == ["began", "ended"])
    }

    @Test func anEngineSessionTrapsOnAFrameOrAnAdvanceThatIsNotFinite() async {
        let sent = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            EngineSession(window: Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))).send(TouchFrame(time: .infinity, samples: []))
        }
        let sentMessage = String(decoding: sent?.standardErrorContent ?? [], as: UTF8.self)
        #expect(sentMessage.contains("EngineSession.send: the frame's time is inf s, not a finite number of seconds; the clock stays at 0.0 s"))
        let advanced = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            EngineSession(window: Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))).advance(to: .nan)
        }
        let advancedMessage = String(decoding: advanced?.standardErrorContent ?? [], as: UTF8.self)
        #expect(advancedMessage.contains("EngineSession.advance(to:) is nan s, not a finite number of seconds; the clock stays at 0.0 s"))
    }
}
