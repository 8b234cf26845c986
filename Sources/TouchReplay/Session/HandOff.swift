import Foundation

/// A bounded first-in first-out queue from one producing thread to one consuming thread.
///
/// The producer ``put(_:)``s items (waiting while the queue is full) and calls
/// ``finish()`` once, last; the consumer ``take()``s them in order (waiting
/// while it is empty) until nil, or ``cancel()``s, after which ``put(_:)``
/// answers false so the producer stops early, and may
/// ``waitUntilFinished()`` for the producer to be done.
final class HandOff<Element: Sendable>: @unchecked Sendable {
    // Every stored property below is read and written only with `condition` locked.
    private let condition = NSCondition()
    private var items: [Element] = []
    private let capacity: Int
    private var isFinished = false
    private var isCancelled = false

    /// A queue that holds at most `capacity` items.
    init(capacity: Int) {
        precondition(capacity > 0, "a hand-off needs room for an item")
        self.capacity = capacity
        items.reserveCapacity(capacity)
    }

    /// Producer: adds `item`, waiting for room; false (and the item dropped) once the consumer cancelled.
    func put(_ item: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity && !isCancelled { condition.wait() }
        guard !isCancelled else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// Producer: there will be no more items.
    func finish() {
        condition.lock()
        isFinished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Consumer: the next item, waiting for one; nil once the producer finished and every item was taken.
    func take() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !isFinished { condition.wait() }
        guard !items.isEmpty else { return nil }
        condition.broadcast()
        return items.removeFirst()
    }

    /// Consumer: takes no more items; the producer's next ``put(_:)`` answers false.
    func cancel() {
        condition.lock()
        isCancelled = true
        items.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the producer called ``finish()``.
    func waitUntilFinished() {
        condition.lock()
        while !isFinished { condition.wait() }
        condition.unlock()
    }
}
