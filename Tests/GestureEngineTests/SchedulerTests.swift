import Testing
import TouchTime
@testable import GestureEngine

@Suite struct SchedulerTests {
    let scheduler = Scheduler()

    final class Log { var entries: [String] = [] }

    @Test func tasksRunInTimeThenSchedulingOrderAndSeeTheirDueTime() {
        let log = Log()
        for (name, time) in [("c", 0.3), ("a1", 0.1), ("b", 0.2), ("a2", 0.1), ("a3", 0.1)] {
            scheduler.schedule(at: Timestamp(seconds: time)) { [scheduler] in log.entries.append("\(name)@\(scheduler.now.seconds)") }
        }
        scheduler.advance(to: 1)
        #expect(log.entries == ["a1@0.1", "a2@0.1", "a3@0.1", "b@0.2", "c@0.3"])
        #expect(scheduler.now == 1)
    }

    @Test func advanceRunsOnlyWorkDueByTheTargetTime() {
        let log = Log()
        scheduler.schedule(at: 0.5) { log.entries.append("early") }
        scheduler.schedule(at: 2) { log.entries.append("late") }
        scheduler.advance(to: 0.5)
        #expect(log.entries == ["early"])
        #expect(scheduler.nextDueTime == 2)
        scheduler.advance(to: 1.999)
        #expect(log.entries == ["early"])
        scheduler.advance(to: 2)
        #expect(log.entries == ["early", "late"])
        #expect(scheduler.nextDueTime == nil)
    }

    /// `nextDueTime(by:)`, a replay's question before every frame: a cancelled task is never the
    /// answer, a pending one only when it is due by then, and a later one leaves the heap as it is.
    @Test func theNextDueTimeByATimeSkipsCancelledTasksAndLaterOnes() {
        let log = Log()
        let cancelled = scheduler.schedule(at: 1) { log.entries.append("cancelled") }
        scheduler.schedule(at: 2) { log.entries.append("two") }
        scheduler.schedule(at: 3) { log.entries.append("three") }
        scheduler.cancel(cancelled)
        #expect(scheduler.nextDueTime(by: 0.5) == nil)
        #expect(scheduler.nextDueTime(by: 1.5) == nil)
        #expect(scheduler.nextDueTime(by: 2) == 2)
        #expect(scheduler.nextDueTime(by: 10) == 2)
        #expect(scheduler.nextDueTime == 2)
        scheduler.advance(to: 2.5)
        #expect(log.entries == ["two"])
        #expect(scheduler.nextDueTime(by: 2.9) == nil)
        #expect(scheduler.nextDueTime(by: 3) == 3)
        scheduler.advance(to: 3)
        #expect(log.entries == ["two", "three"])
        #expect(scheduler.nextDueTime(by: .max) == nil)
    }

    @Test func tasksCanScheduleTasksThatRunInTheSameAdvance() {
        let log = Log()
        scheduler.schedule(at: 1) { [scheduler] in
            log.entries.append("first")
            scheduler.schedule(after: 0.5) { log.entries.append("child@\(scheduler.now.seconds)") }
            scheduler.schedule(after: 5) { log.entries.append("too late") }
            scheduler.schedule(at: 0) { log.entries.append("past@\(scheduler.now.seconds)") }
        }
        scheduler.schedule(at: 1.2) { log.entries.append("second") }
        scheduler.advance(to: 2)
        #expect(log.entries == ["first", "past@1.0", "second", "child@1.5"])
        #expect(scheduler.pendingCount == 1)
    }

    @Test func cancelledTasksNeverRun() {
        let log = Log()
        let doomed = scheduler.schedule(at: 1) { log.entries.append("doomed") }
        let kept = scheduler.schedule(at: 1) { log.entries.append("kept") }
        #expect(scheduler.isPending(doomed))
        scheduler.cancel(doomed)
        #expect(!scheduler.isPending(doomed) && scheduler.isPending(kept))
        scheduler.advance(to: 1)
        #expect(log.entries == ["kept"])
        #expect(!scheduler.isPending(kept))
        scheduler.cancel(kept)
        scheduler.cancel(ScheduledTask(id: 999))
        #expect(scheduler.pendingCount == 0)
    }

    @Test func taskCanCancelALaterTask() {
        let log = Log()
        var later: ScheduledTask?
        scheduler.schedule(at: 1) { [scheduler] in scheduler.cancel(later!) }
        later = scheduler.schedule(at: 1) { log.entries.append("later") }
        scheduler.advance(to: 3)
        #expect(log.entries.isEmpty)
    }

    @Test func manyCancellationsKeepTheOrderOfTheSurvivors() {
        let log = Log()
        var tasks: [ScheduledTask] = []
        for index in 0..<1_000 {
            let time = Timestamp(seconds: Double((index * 7919) % 1_000) / 100)
            tasks.append(scheduler.schedule(at: time) { log.entries.append("\(index)") })
        }
        for (index, task) in tasks.enumerated() where index % 3 != 0 { scheduler.cancel(task) }
        #expect(scheduler.pendingCount == 334)
        scheduler.advance(to: 100)
        let expected = (0..<1_000).filter { $0 % 3 == 0 }
            .sorted { ((($0 * 7919) % 1_000), $0) < ((($1 * 7919) % 1_000), $1) }.map(String.init)
        #expect(log.entries == expected)
    }

    @Test func timeNeverGoesBackwards() {
        scheduler.advance(to: 5)
        scheduler.advance(to: 3)
        #expect(scheduler.now == 5)
        // An infinite delay traps instead (NonFiniteTimeTests); a NaN delay counts as none.
        let log = Log()
        scheduler.schedule(at: 1) { [scheduler] in log.entries.append("\(scheduler.now.seconds)") }
        scheduler.schedule(after: .nan) { [scheduler] in log.entries.append("nan@\(scheduler.now.seconds)") }
        scheduler.advance(to: 5)
        #expect(log.entries == ["5.0", "nan@5.0"])
    }

    @Test func clockStartsWhereItIsToldAndWindowAdvancesIt() {
        #expect(Scheduler(start: 12.5).now == 12.5)
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10), startTime: 3)
        let log = Log()
        window.scheduler.schedule(after: 0.25) { log.entries.append("due@\(window.now.seconds)") }
        window.send(TouchFrame(time: 3.5, samples: []))
        #expect(log.entries == ["due@3.25"])
        #expect(window.now == 3.5)
    }
}
