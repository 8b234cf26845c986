/// The waiters the arena must look at again, taken in the order they started
/// waiting (a binary heap on the wait ticket): that is the order a scan of every
/// waiter would meet them in, so resolving through the queue decides exactly
/// what the scan decided, visiting only the waiters whose requirements changed.
struct WaiterQueue {
    private var heap: [WaitEntry] = []

    /// Whether nothing is queued.
    var isEmpty: Bool { heap.isEmpty }

    /// Queues `entry` (the caller marks its recognizer queued).
    mutating func push(_ entry: WaitEntry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].ticket < heap[parent].ticket else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes out the entry that started waiting first.
    mutating func popFirst() -> WaitEntry? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count && heap[left].ticket < heap[smallest].ticket { smallest = left }
            if right < heap.count && heap[right].ticket < heap[smallest].ticket { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    /// Forgets every entry (none is current: nobody waits).
    mutating func removeAll() { heap.removeAll(keepingCapacity: true) }
}
