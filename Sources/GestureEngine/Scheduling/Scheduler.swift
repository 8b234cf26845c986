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
/// O(log n) and O(1): pending work sits in a binary heap, and a cancelled
/// task's heap entry is skipped when it comes up.
public final class Scheduler {
    private struct Entry {
        let time: Double
        let id: Int

        /// Whether `self` runs before `other`: earlier time, then earlier scheduling.
        func precedes(_ other: Entry) -> Bool { time < other.time || (time == other.time && id < other.id) }
    }

    /// The current virtual time in seconds.
    public private(set) var now: Double {
        get { _now }
        set { _now = newValue }
    }
    private final var _now: Double
    // Unchecked: checked, these cost 30 M of the 264 M instructions of `Window.send` (callgrind, 400k-line cut of the benchmark replay); no access spans a call out.
    @exclusivity(unchecked) private var heap: [Entry] = []
    @exclusivity(unchecked) private var actions: [Int: () -> Void] = [:]
    private var nextID = 0

    /// A scheduler whose clock starts at `start`.
    public init(start: Double = 0) {
        _now = start
        heap.reserveCapacity(64)
        actions.reserveCapacity(64)
    }

    /// Runs `action` when the clock reaches `time` (on the next advance if `time`
    /// is not after ``now``; a NaN time counts as ``now``).
    @discardableResult
    public func schedule(at time: Double, _ action: @escaping () -> Void) -> ScheduledTask {
        let task = ScheduledTask(id: nextID)
        nextID += 1
        actions[task.id] = action
        push(Entry(time: time.isNaN ? now : time, id: task.id))
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
            heap.removeAll(keepingCapacity: true)
        } else if heap.count > 2 * actions.count + 32 {
            // Many cancelled entries: keep the live ones (a sorted array is a valid heap).
            heap = heap.filter { actions[$0.id] != nil }.sorted { $0.precedes($1) }
        }
    }

    /// Whether `task` is still waiting to run.
    public func isPending(_ task: ScheduledTask) -> Bool { actions[task.id] != nil }

    /// How many tasks are waiting to run.
    public var pendingCount: Int { actions.count }

    /// The due time of the earliest pending task.
    public var nextDueTime: Double? {
        dropCancelled()
        return heap.first?.time
    }

    /// Moves the clock to `time`, running every task due at or before it, in order.
    /// Time never goes backwards: an earlier `time` leaves the clock where it is. A `time`
    /// that is not finite (NaN, ±∞) traps with one line, the clock unmoved: at +∞ it would
    /// stay for good, and every later time would be before it.
    public func advance(to time: Double) {
        Self.requireFinite(time, "Scheduler.advance(to:)", clock: now)
        while true {
            dropCancelled()
            guard let first = heap.first, first.time <= time, let action = actions.removeValue(forKey: first.id) else { break }
            pop()
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
        while let first = heap.first, actions[first.id] == nil { pop() }
    }

    private func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func pop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count && heap[left].precedes(heap[first]) { first = left }
            if right < heap.count && heap[right].precedes(heap[first]) { first = right }
            guard first != parent else { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}
