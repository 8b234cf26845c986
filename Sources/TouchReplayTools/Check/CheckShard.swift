import TouchReplay

/// One slice of the cases when a check run is split over several machines: `--shard I/N`.
///
/// Cases are sorted by name and dealt out in turn: the case at sorted
/// position `k` (0-based) belongs to shard `k mod N + 1`. Every case is in
/// exactly one shard, and shard sizes differ by at most one.
public struct CheckShard: Hashable, Sendable, CustomStringConvertible {
    /// This shard's number, 1 ... ``count``.
    public var index: Int
    /// How many shards there are.
    public var count: Int

    /// Shard `index` of `count`; nil unless `1 <= index <= count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`; nil when the text is not two whole numbers with `1 <= I <= N`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The cases of this shard, in sorted order.
    public func select(_ cases: [CheckCase]) -> [CheckCase] {
        let sorted = cases.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }
}
