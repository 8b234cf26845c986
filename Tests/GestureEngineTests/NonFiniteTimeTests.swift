import Testing
import GestureEngine
import TouchTime

/// Issue 35: a time that is not finite moved the clock to +∞ for good (`Window.send` of a frame
/// at +∞, `Scheduler.advance(to: .infinity)`), after which every later time was "late", or was
/// taken silently (NaN). The engine's times are `Timestamp`s now (issue 37), which cannot be
/// NaN or infinite: such seconds trap with one line where they would become a time
/// (`Timestamp(seconds:)`, a literal, `Timestamp + seconds`), before the engine sees them (docs/engine.md, "Times").
@Suite struct NonFiniteTimeTests {
    static func message(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    /// A window with a touch down at 1 s, sent a frame at `time`.
    static func sendTouch(at time: Double) {
        let time = Timestamp(seconds: time)
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.send(TouchFrame(time: 1, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 5, y: 5))]))
        window.send(TouchFrame(time: time, samples: [TouchSample(id: 1, phase: .moved, location: Point(x: 6, y: 5))]))
    }

    @Test func aFrameAtATimeThatIsNotFiniteTrapsWithOneLine() async {
        let infinite = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { Self.sendTouch(at: .infinity) }
        let negative = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { Self.sendTouch(at: -.infinity) }
        let nan = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { Self.sendTouch(at: .nan) }
        for (result, time) in [(infinite, "inf"), (negative, "-inf"), (nan, "nan")] {
            #expect(Self.message(result).contains("Timestamp(seconds:): \(time) s is not a finite time within ±9223372036.85 s"),
                    "\(Self.message(result))")
        }
    }

    @Test func anInfiniteDelayOnTheClockTraps() async {
        let scheduler = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Scheduler(start: 2).schedule(after: .infinity) {}
        }
        #expect(Self.message(scheduler).contains("Timestamp + inf s: not a finite number of seconds"))
    }

    /// The check costs the finite times nothing they could see: an earlier finite time still leaves the clock.
    @Test func finiteTimesBehaveAsBefore() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.advance(to: 5)
        window.send(TouchFrame(time: 3, samples: []))
        #expect(window.now == 5 && window.lateFrameCount == 1)
    }
}
