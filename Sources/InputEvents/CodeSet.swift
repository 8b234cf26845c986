/// A set of event codes (or property numbers) kept as a bitmap, as the kernel
/// and evemu's `B:`/`P:` lines do. Iteration is in ascending code order.
public struct CodeSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    private var words: [UInt64]

    /// An empty set.
    public init() { words = [] }

    /// A set holding the given codes.
    public init(_ codes: some Sequence<UInt16>) {
        words = []
        for code in codes { insert(code) }
    }

    public init(arrayLiteral elements: UInt16...) { self.init(elements) }

    /// A set from the bytes of a kernel bitmap, least significant byte first.
    public init(bitmapBytes: some Sequence<UInt8>) {
        words = []
        for (index, byte) in bitmapBytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 {
                insert(UInt16(index * 8 + bit))
            }
        }
    }

    /// Whether the set holds `code`.
    public func contains(_ code: UInt16) -> Bool {
        let word = Int(code) / 64
        return word < words.count && words[word] & (1 << UInt64(code % 64)) != 0
    }

    /// Adds `code`.
    public mutating func insert(_ code: UInt16) {
        let word = Int(code) / 64
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 << UInt64(code % 64)
    }

    /// Removes `code`.
    public mutating func remove(_ code: UInt16) {
        let word = Int(code) / 64
        guard word < words.count else { return }
        words[word] &= ~(1 << UInt64(code % 64))
        while let last = words.last, last == 0 { words.removeLast() }
    }

    /// Whether the set is empty.
    public var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// The bitmap as bytes, least significant first, at least `minimumCount` long.
    public func bitmapBytes(minimumCount: Int = 0) -> [UInt8] {
        var bytes: [UInt8] = []
        for word in words { for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) } }
        while bytes.count > minimumCount, bytes.last == 0 { bytes.removeLast() }
        if bytes.count < minimumCount { bytes.append(contentsOf: repeatElement(0, count: minimumCount - bytes.count)) }
        return bytes
    }

    public func makeIterator() -> some IteratorProtocol<UInt16> {
        var word = 0
        var bit = 0
        let words = self.words
        return AnyIterator {
            while word < words.count {
                defer { bit += 1; if bit == 64 { bit = 0; word += 1 } }
                if words[word] & (1 << UInt64(bit)) != 0 { return UInt16(word * 64 + bit) }
            }
            return nil
        }
    }

    public static func == (lhs: CodeSet, rhs: CodeSet) -> Bool { lhs.bitmapBytes() == rhs.bitmapBytes() }
    public func hash(into hasher: inout Hasher) { hasher.combine(bitmapBytes()) }
}
