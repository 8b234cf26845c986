import HeapModule
import TouchTime

/// A handle for work scheduled on the virtual clock.
public struct ScheduledTask: Hashable, Sendable {
    /// The task's id, from the scheduler's counter.
    public let id: Int
}

/// The engine's only clock: virtual time that moves when a frame arrives or a
/// caller advances it, never by itself. Times are `Timestamp`s (whole
/// nanoseconds, the frames' own times); delays are seconds in a `Double`, rounded
/// to the nearest nanosecond when added to the clock.
///
/// Work scheduled for a later time runs when the clock passes that time, in
/// the order (time, then scheduling order); each task sees ``now`` equal to
/// its own due time (or the current time, for work scheduled in the past).
/// Tasks may schedule and cancel tasks; work they schedule that falls due
/// within the same advance runs in that advance. Scheduling and cancelling cost
/// O(log n) and O(1): pending work sits in swift-collections' `Heap`, and a
/// cancelled task's heap entry is skipped when it comes up.
public final class Scheduler {
    private struct Entry: Comparable {
        let time: Timestamp
        let id: Int

        /// Whether `a` runs before `b`: earlier time, then earlier scheduling.
        static func < (a: Entry, b: Entry) -> Bool { a.time < b.time || (a.time == b.time && a.id < b.id) }
    }

    /// The current virtual time.
    public private(set) var now: Timestamp {
        get { _now }
        set { _now = newValue }
    }
    private final var _now: Timestamp
    // Unchecked: checked, these cost 30 M of the 264 M instructions of `Window.send` (callgrind, 400k-line cut of the benchmark replay); no access spans a call out.
    @exclusivity(unchecked) private var heap = Heap<Entry>()
    @exclusivity(unchecked) private var actions: [Int: () -> Void] = [:]
    private var nextID = 0

    /// A scheduler whose clock starts at `start`.
    public init(start: Timestamp = 0) {
        _now = start
        actions.reserveCapacity(64)
    }

    /// Runs `action` when the clock reaches `time` (on the next advance if `time`
    /// is not after ``now``).
    @discardableResult
    public func schedule(at time: Timestamp, _ action: @escaping () -> Void) -> ScheduledTask {
        let task = ScheduledTask(id: nextID)
        nextID += 1
        actions[task.id] = action
        heap.insert(Entry(time: time, id: task.id))
        return task
    }

    /// Runs `action` `delay` seconds from now (rounded to the nearest nanosecond; a NaN
    /// delay counts as none, an infinite one traps with one line).
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ScheduledTask {
        schedule(at: delay.isNaN ? now : now + delay, action)
    }

    /// Cancels a task that has not run yet; does nothing otherwise.
    public func cancel(_ task: ScheduledTask) {
        guard actions.removeValue(forKey: task.id) != nil else { return }
        if actions.isEmpty {
            heap = Heap()
        } else if heap.count > 2 * actions.count + 32 {
            // Many cancelled entries: keep the live ones.
            heap = Heap(heap.unordered.filter { actions[$0.id] != nil })
        }
    }

    /// Whether `task` is still waiting to run.
    public func isPending(_ task: ScheduledTask) -> Bool { actions[task.id] != nil }

    /// How many tasks are waiting to run.
    public var pendingCount: Int { actions.count }

    /// The due time of the earliest pending task.
    public var nextDueTime: Timestamp? {
        dropCancelled()
        return heap.min?.time
    }

    /// The due time of the earliest pending task when it is at or before `time`, else nil.
    ///
    /// What a replay asks before every frame. The heap's earliest entry, pending or cancelled, is
    /// compared first: when it is later than `time`, so is every pending task, and the answer
    /// costs no look-up of the task's action (a hash of its id, about 100 instructions; a frame
    /// of the benchmark made two of them while a recognizer's timer waited).
    public func nextDueTime(by time: Timestamp) -> Timestamp? {
        while let first = heap.min, first.time <= time {
            if actions[first.id] != nil { return first.time }
            heap.removeMin()
        }
        return nil
    }

    /// Moves the clock to `time`, running every task due at or before it, in order.
    /// Time never goes backwards: an earlier `time` leaves the clock where it is.
    /// Cancelled entries are dropped as they come due (an earlier one is never looked up).
    public func advance(to time: Timestamp) {
        while let first = heap.min, first.time <= time {
            heap.removeMin()
            guard let action = actions.removeValue(forKey: first.id) else { continue }
            now = Swift.max(now, first.time)
            action()
        }
        if time > now { now = time }
    }

    /// Removes cancelled entries from the top of the heap.
    private func dropCancelled() {
        while let first = heap.min, actions[first.id] == nil { heap.removeMin() }
    }
}
