import InputEvents
import TouchTime

/// The devices of a multi-device replay that have a frame waiting, ordered by that frame's
/// time and, on equal times, by the device's place in the file: a binary heap, so that
/// choosing the next frame among N devices costs log N, not N (issue 35).
struct PendingFrames {
    private var heap: [(time: Timestamp, device: Int)] = []

    /// Adds device `device`, whose waiting frame ends at `time`.
    mutating func insert(time: Timestamp, device: Int) {
        heap.append((time, device))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the device whose frame goes first, nil when none waits.
    mutating func popFirst() -> Int? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                var chosen = parent
                let left = 2 * parent + 1, right = left + 1
                if left < heap.count, Self.precedes(heap[left], heap[chosen]) { chosen = left }
                if right < heap.count, Self.precedes(heap[right], heap[chosen]) { chosen = right }
                guard chosen != parent else { break }
                heap.swapAt(parent, chosen)
                parent = chosen
            }
        }
        return first.device
    }

    private static func precedes(_ a: (time: Timestamp, device: Int), _ b: (time: Timestamp, device: Int)) -> Bool {
        a.time < b.time || a.time == b.time && a.device < b.device
    }
}
