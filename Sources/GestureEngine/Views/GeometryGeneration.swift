/// A counter shared by the views of one tree that moves on whenever the
/// geometry (`center`, `bounds`, `transform`) or the hierarchy of any of them
/// changes: a conversion remembered under one value is stale under any other.
///
/// Trees join when a view is added to another tree; their counters then join
/// the way union–find sets do: one forwards to the other, and whoever follows
/// the forward link shortens it. A joined counter starts above both old values,
/// so nothing remembered in either tree is taken for current. A view removed
/// from its tree keeps the tree's counter (the two trees only invalidate each
/// other's memos more often than needed; they belong to one session's thread).
///
/// Views get a counter lazily, the first time a conversion through them is
/// remembered (`View+ConversionMemo.swift`): a view with a counter has
/// ancestors with counters, all resolving to the same one.
final class GeometryGeneration {
    /// The current value; only meaningful on a counter that does not forward.
    private(set) var value: UInt64
    /// The counter this one was joined into.
    private var forward: GeometryGeneration?

    /// A counter whose first value is above `value`.
    init(above value: UInt64 = 0) {
        self.value = value &+ 1
    }

    /// The counter this one stands for now: itself, or the end of its forward
    /// links (which are shortened to point there directly).
    var resolved: GeometryGeneration {
        guard var end = forward else { return self }
        while let next = end.forward { end = next }
        var link = self
        while let next = link.forward, next !== end {
            link.forward = end
            link = next
        }
        return end
    }

    /// Moves the counter on: everything remembered under the old value is stale.
    /// Call on a resolved counter.
    func advance() {
        value &+= 1
    }

    /// Makes `other` (another resolved counter) forward to this one, with a value
    /// above both old ones.
    func absorb(_ other: GeometryGeneration) {
        guard other !== self else { return advance() }
        value = Swift.max(value, other.value) &+ 1
        other.forward = self
    }
}
