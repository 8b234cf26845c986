/// The last few points converted through one view between the root's
/// coordinates and the view's, for one value of the tree's
/// ``GeometryGeneration``.
///
/// Why remember results rather than cache each view's transform to the root:
/// a composed transform rounds differently from the level-by-level
/// conversion, so results (and traces) would change in their last bits. A
/// remembered result is the level-by-level result itself, so conversions stay
/// bit-for-bit what they were; what the memo saves is the walk: when several
/// recognizers along one branch convert the same touch location in one event,
/// each conversion stops at the nearest view that already converted that
/// point, and an event costs the depth once plus one step per conversion
/// instead of the depth for each conversion.
struct ConversionMemo {
    /// The generation the remembered points belong to (0: none yet; generations start at 1).
    private(set) var generation: UInt64 = 0
    /// Points in the root's coordinates and the same points in the view's.
    var fromRoot = RecentConversions()
    /// Points in the view's coordinates and the same points in the root's.
    var toRoot = RecentConversions()

    /// Forgets everything if `generation` is not the one remembered under.
    @inline(__always)
    mutating func use(_ generation: UInt64) {
        guard generation != self.generation else { return }
        self.generation = generation
        fromRoot = RecentConversions()
        toRoot = RecentConversions()
    }
}

/// Up to four conversions, the newest first and the oldest dropped. Inputs
/// match by their bits, so `-0.0` and `0.0` (which can convert differently)
/// are told apart.
struct RecentConversions {
    private struct Slot {
        var input = Point.zero
        var output = Point.zero

        @inline(__always)
        func holds(_ point: Point) -> Bool {
            input.x.bitPattern == point.x.bitPattern && input.y.bitPattern == point.y.bitPattern
        }
    }

    private var slot0 = Slot(), slot1 = Slot(), slot2 = Slot(), slot3 = Slot()
    /// How many slots are filled (0...4).
    private var count = 0

    /// The remembered conversion of `input`, if any.
    @inline(__always)
    func output(for input: Point) -> Point? {
        guard count > 0 else { return nil }
        if slot0.holds(input) { return slot0.output }
        guard count > 1 else { return nil }
        if slot1.holds(input) { return slot1.output }
        guard count > 2 else { return nil }
        if slot2.holds(input) { return slot2.output }
        guard count > 3 else { return nil }
        if slot3.holds(input) { return slot3.output }
        return nil
    }

    /// Remembers that `input` converts to `output`, dropping the oldest conversion when full.
    @inline(__always)
    mutating func remember(_ output: Point, for input: Point) {
        slot3 = slot2
        slot2 = slot1
        slot1 = slot0
        slot0 = Slot(input: input, output: output)
        if count < 4 { count += 1 }
    }
}
