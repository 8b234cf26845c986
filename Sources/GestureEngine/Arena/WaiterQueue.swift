import HeapModule

/// The waiters the arena must look at again, taken in the order they started
/// waiting (swift-collections' `Heap`, ordered by the wait ticket): that is the
/// order a scan of every waiter would meet them in, so resolving through the
/// queue decides exactly what the scan decided, visiting only the waiters whose
/// requirements changed.
struct WaiterQueue {
    /// A queued wait, ordered by its ticket.
    private struct Queued: Comparable {
        let entry: WaitEntry
        static func < (a: Queued, b: Queued) -> Bool { a.entry.ticket < b.entry.ticket }
        static func == (a: Queued, b: Queued) -> Bool { a.entry.ticket == b.entry.ticket }
    }

    private var heap = Heap<Queued>()

    /// Whether nothing is queued.
    var isEmpty: Bool { heap.isEmpty }

    /// Queues `entry` (the caller marks its recognizer queued).
    mutating func push(_ entry: WaitEntry) {
        heap.insert(Queued(entry: entry))
    }

    /// Takes out the entry that started waiting first.
    mutating func popFirst() -> WaitEntry? {
        heap.popMin()?.entry
    }

    /// Forgets every entry (none is current: nobody waits).
    mutating func removeAll() { heap = Heap() }
}
