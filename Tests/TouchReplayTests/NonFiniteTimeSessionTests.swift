import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting
import TouchTime

/// Issue 35: `GestureTester.pump(.infinity)` moved the clock to +∞ for good, and a later step's
/// error read `time -nan s is before the tester's clock (inf s)`. Every tester entry that takes a
/// duration in seconds throws one clear error and leaves the clock where it was; the entries that
/// take a time take a `Timestamp` (issue 37), which cannot be NaN or infinite: seconds that are
/// trap with one line where they would become one (`Timestamp(seconds:)`, TimestampTests).
@Suite struct NonFiniteTimeSessionTests {
    static func tester() throws -> GestureTester {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let pad = View(id: "pad", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        pad.addGestureRecognizer(LongPressGestureRecognizer(id: "press"))
        try window.addSubview(pad)
        return GestureTester(window: window)
    }

    @Test func everyTesterEntryTakingADurationRefusesOneThatIsNotFiniteAndKeepsItsClock() throws {
        let tester = try Self.tester()
        let finger = try tester.startGesture(at: Point(x: 100, y: 100))
        try tester.pump(0.1)
        let clock = tester.now
        let steps: [(String, () throws -> Void)] = [
            ("pump(inf)", { try tester.pump(.infinity) }),
            ("pump(nan)", { try tester.pump(.nan) }),
            ("pump(-inf)", { try tester.pump(-.infinity) }),
            ("settle(within: inf)", { try tester.settle(within: .infinity) }),
        ]
        for (name, step) in steps {
            let error = #expect(throws: GestureTesterError.self, "\(name)") { try step() }
            guard case let .nonFiniteTime(now, requested)? = error else {
                Issue.record("\(name): \(String(describing: error))")
                continue
            }
            #expect(now == clock.seconds && !requested.isFinite, "\(name)")
            #expect(error?.description.hasSuffix("is not a finite number of seconds; the tester's clock stays at \(clock.seconds) s") == true,
                    "\(name): \(String(describing: error))")
            #expect(tester.now == clock, "\(name) moved the clock")
        }
        // The tester goes on as if nothing had been asked: the press is recognized at its time.
        try tester.pump(1)
        try finger.up()
        #expect(tester.states(of: "press") == ["began", "ended"])
    }

    @Test func secondsThatAreNotFiniteTrapBeforeAnEngineSessionSeesThem() async {
        let sent = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            EngineSession(window: Window(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
                .send(TouchFrame(time: Timestamp(seconds: .infinity), samples: []))
        }
        let sentMessage = String(decoding: sent?.standardErrorContent ?? [], as: UTF8.self)
        #expect(sentMessage.contains("Timestamp(seconds:): inf s is not a finite time within ±9223372036.85 s"))
        let advanced = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = EngineSession(window: Window(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
            session.advance(to: session.window.now + .nan)
        }
        let advancedMessage = String(decoding: advanced?.standardErrorContent ?? [], as: UTF8.self)
        #expect(advancedMessage.contains("Timestamp + nan s: not a finite number of seconds"))
    }
}
