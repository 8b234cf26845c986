import Testing
import GestureEngine

/// Issue 35: a time that is not finite moved the clock to +∞ for good (`Window.send` of a frame
/// at +∞, `Scheduler.advance(to: .infinity)`), after which every later time was "late", or was
/// taken silently (NaN). The engine's entries that take a time trap on it with one line naming
/// the entry and the clock, before the clock moves (docs/engine.md, "Times": the house traps on
/// what can only be a caller's bug in an API that does not throw).
@Suite struct NonFiniteTimeTests {
    static func message(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    /// A window with a touch down at 1 s, sent a frame at `time`.
    static func sendTouch(at time: Double) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.send(TouchFrame(time: 1, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 5, y: 5))]))
        window.send(TouchFrame(time: time, samples: [TouchSample(id: 1, phase: .moved, location: Point(x: 6, y: 5))]))
    }

    @Test func aFrameAtATimeThatIsNotFiniteTrapsWithOneLine() async {
        let infinite = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { Self.sendTouch(at: .infinity) }
        let negative = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { Self.sendTouch(at: -.infinity) }
        let nan = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { Self.sendTouch(at: .nan) }
        for (result, time) in [(infinite, "inf"), (negative, "-inf"), (nan, "nan")] {
            #expect(Self.message(result).contains("Window.send: the frame's time is \(time) s, not a finite number of seconds; the clock stays at 1.0 s"),
                    "\(Self.message(result))")
        }
    }

    @Test func advancingTheWindowOrItsSchedulerToInfinityTraps() async {
        let window = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Window(frame: Rect(x: 0, y: 0, width: 100, height: 100)).advance(to: .infinity)
        }
        #expect(Self.message(window).contains("Window.advance(to:) is inf s, not a finite number of seconds; the clock stays at 0.0 s"))
        let scheduler = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Scheduler(start: 2).advance(to: .nan)
        }
        #expect(Self.message(scheduler).contains("Scheduler.advance(to:) is nan s, not a finite number of seconds; the clock stays at 2.0 s"))
    }

    /// The check costs the finite times nothing they could see: an earlier finite time still leaves the clock.
    @Test func finiteTimesBehaveAsBefore() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.advance(to: 5)
        window.send(TouchFrame(time: 3, samples: []))
        #expect(window.now == 5 && window.lateFrameCount == 1)
    }
}
