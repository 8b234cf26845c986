/// A handle for work scheduled on the virtual clock.
public struct ScheduledTask: Hashable, Sendable {
    /// The task's id, from the scheduler's counter.
    public let id: Int
}

/// The engine's only clock: virtual time that moves when a frame arrives or a
/// caller advances it, never by itself.
///
/// Work scheduled for a later time runs when the clock passes that time, in
/// the order (time, then scheduling order); each task sees ``now`` equal to
/// its own due time.
public final class Scheduler {
    private struct Entry {
        let time: Double
        let task: ScheduledTask
        let action: () -> Void
    }

    /// The current virtual time in seconds.
    public private(set) var now: Double
    private var entries: [Entry] = []
    private var nextID = 0

    /// A scheduler whose clock starts at `start`.
    public init(start: Double = 0) { now = start }

    /// Runs `action` when the clock reaches `time` (at once on the next advance if `time` is past).
    @discardableResult
    public func schedule(at time: Double, _ action: @escaping () -> Void) -> ScheduledTask {
        let task = ScheduledTask(id: nextID)
        nextID += 1
        let index = entries.firstIndex { $0.time > time } ?? entries.endIndex
        entries.insert(Entry(time: time, task: task, action: action), at: index)
        return task
    }

    /// Runs `action` `delay` seconds from now.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ScheduledTask {
        schedule(at: now + delay, action)
    }

    /// Cancels a task that has not run yet; does nothing otherwise.
    public func cancel(_ task: ScheduledTask) {
        entries.removeAll { $0.task == task }
    }

    /// Whether `task` is still waiting to run.
    public func isPending(_ task: ScheduledTask) -> Bool { entries.contains { $0.task == task } }

    /// The due time of the earliest pending task.
    public var nextDueTime: Double? { entries.first?.time }

    /// Moves the clock to `time`, running every task due at or before it, in order.
    /// Time never goes backwards: an earlier `time` leaves the clock where it is.
    public func advance(to time: Double) {
        while let first = entries.first, first.time <= time {
            entries.removeFirst()
            now = Swift.max(now, first.time)
            first.action()
        }
        now = Swift.max(now, time)
    }
}
