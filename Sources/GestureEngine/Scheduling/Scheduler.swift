import HeapModule

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
/// its own due time (or the current time, for work scheduled in the past).
/// Tasks may schedule and cancel tasks; work they schedule that falls due
/// within the same advance runs in that advance. Scheduling and cancelling cost
/// O(log n) and O(1): pending work sits in swift-collections' `Heap`, and a
/// cancelled task's heap entry is skipped when it comes up.
public final class Scheduler {
    private struct Entry: Comparable {
        let time: Double
        let id: Int

        /// Whether `a` runs before `b`: earlier time, then earlier scheduling.
        static func < (a: Entry, b: Entry) -> Bool { a.time < b.time || (a.time == b.time && a.id < b.id) }
    }

    /// The current virtual time in seconds.
    public private(set) var now: Double {
        get { _now }
        set { _now = newValue }
    }
    private final var _now: Double
    // Unchecked: checked, these cost 30 M of the 264 M instructions of `Window.send` (callgrind, 400k-line cut of the benchmark replay); no access spans a call out.
    @exclusivity(unchecked) private var heap = Heap<Entry>()
    @exclusivity(unchecked) private var actions: [Int: () -> Void] = [:]
    private var nextID = 0

    /// A scheduler whose clock starts at `start`.
    public init(start: Double = 0) {
        _now = start
        actions.reserveCapacity(64)
    }

    /// Runs `action` when the clock reaches `time` (on the next advance if `time`
    /// is not after ``now``; a NaN time counts as ``now``).
    @discardableResult
    public func schedule(at time: Double, _ action: @escaping () -> Void) -> ScheduledTask {
        let task = ScheduledTask(id: nextID)
        nextID += 1
        actions[task.id] = action
        heap.insert(Entry(time: time.isNaN ? now : time, id: task.id))
        return task
    }

    /// Runs `action` `delay` seconds from now.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ScheduledTask {
        schedule(at: now + delay, action)
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
    public var nextDueTime: Double? {
        dropCancelled()
        return heap.min?.time
    }

    /// Moves the clock to `time`, running every task due at or before it, in order.
    /// Time never goes backwards: an earlier `time` leaves the clock where it is. A `time`
    /// that is not finite (NaN, ±∞) traps with one line, the clock unmoved: at +∞ it would
    /// stay for good, and every later time would be before it.
    public func advance(to time: Double) {
        Self.requireFinite(time, "Scheduler.advance(to:)", clock: now)
        while true {
            dropCancelled()
            guard let first = heap.min, first.time <= time, let action = actions.removeValue(forKey: first.id) else { break }
            heap.removeMin()
            now = Swift.max(now, first.time)
            action()
        }
        if time > now { now = time }
    }

    /// Traps, with one line naming `what` and the clock, unless `time` is finite: the engine's
    /// entries that take a time (``advance(to:)``, ``Window/send(_:)``, ``Window/advance(to:)``,
    /// and the sessions over them) refuse NaN and infinities this way.
    public static func requireFinite(_ time: Double, _ what: @autoclosure () -> String, clock: Double) {
        precondition(time.isFinite, "\(what()) is \(time) s, not a finite number of seconds; the clock stays at \(clock) s")
    }

    /// Removes cancelled entries from the top of the heap.
    private func dropCancelled() {
        while let first = heap.min, actions[first.id] == nil { heap.removeMin() }
    }
}
