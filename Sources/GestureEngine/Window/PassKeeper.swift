/// Keeps what a pass reads unretained alive until the pass ends: the engine's
/// delivery loops read arrays (the live touches, the arena's members) and the
/// observer link through unretained references, and code they call may replace
/// what they read (a nested frame from a touches method, an observer set from
/// a hook). What is replaced while a pass is under way is kept here until the
/// outermost pass ends.
///
/// One type for the three places that do this (the window's view flushes over
/// its touches, the arena's deliveries over its members, the window's
/// processing over its observer link). Debug builds check its invariant: depth
/// never negative, and nothing kept outside a pass.
struct PassKeeper<Kept> {
    /// How many passes are under way.
    private(set) var depth = 0
    /// What was replaced during the passes under way.
    private var kept: [Kept] = []
    /// Whether anything is kept (read at the end of every pass without an access to the array).
    private(set) var isKeeping = false

    /// A pass starts.
    @inline(__always)
    mutating func begin() { depth += 1 }

    /// A pass ends; true when it was the outermost and something is kept, which
    /// the caller then lets go of with ``release()`` (outside this access: letting
    /// go may run deinits).
    @inline(__always)
    mutating func end() -> Bool {
        depth -= 1
        assert(depth >= 0, "a pass ended that had not begun")
        return depth == 0 && isKeeping
    }

    /// Keeps `value`, which is being replaced, if a pass may be reading it.
    @inline(__always)
    mutating func keepIfReading(_ value: Kept) {
        guard depth > 0 else { return }
        kept.append(value)
        isKeeping = true
    }

    /// Hands over what was kept, once the outermost pass has ended.
    mutating func release() -> [Kept] {
        assert(depth == 0, "released while a pass is reading")
        isKeeping = false
        var released: [Kept] = []
        swap(&released, &kept)
        return released
    }

    /// Checks the invariant (debug builds): a depth never negative, nothing kept outside a pass.
    @inline(__always)
    func assertConsistent() {
        assert(depth >= 0 && (depth > 0 || !isKeeping), "PassKeeper: depth \(depth), keeping \(isKeeping)")
    }
}
