import GestureEngine
import TouchReplay
import TouchTime

extension GestureTester {
    /// Runs the clock on until nothing is left to happen: every timer fired
    /// (a long press, the tap recognizer's wait for a second tap) and every
    /// scroll view's glide, bounce or page settled (Flutter's `pumpAndSettle`).
    ///
    /// - Parameter limit: the most seconds to run on (10 by default, as a replay's end).
    /// - Throws: ``GestureTesterError/notSettled(after:)`` when work is still pending after `within` seconds.
    public func settle(within limit: Double = EngineSession.maximumMotionDuration) throws(GestureTesterError) {
        guard !session.isFinished else { throw .finished }
        guard limit.isFinite else { throw .nonFiniteTime(now: now.seconds, requested: now.seconds + limit) }
        let end = now + limit
        while let due = window.scheduler.nextDueTime {
            guard due <= end else {
                try pump(to: end)
                throw .notSettled(after: limit)
            }
            // Up to the next microsecond, so the task runs and the clock stays on what a recording holds.
            let (microseconds, rest) = due.nanoseconds.quotientAndRemainder(dividingBy: 1_000)
            try pump(to: max(Timestamp(microseconds: rest > 0 ? microseconds + 1 : microseconds), now))
        }
    }

    /// Ends the run as a replay of the saved recording would: cancels the
    /// fingers still down, runs the clock on as `EngineSession.finish()`
    /// does, and adds the summary to ``trace``. No step can follow.
    public func finish() {
        guard !session.isFinished else { return }
        if !fingers.isEmpty { try? end(fingers, phase: .cancelled, at: now) }
        deliverDisplayFrames(before: .max)
        session.finish()
    }

    /// The whole trace, summary included (finishes the tester).
    public var finishedTrace: [TraceLine] {
        finish()
        return trace
    }
}
