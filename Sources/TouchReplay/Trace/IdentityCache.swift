/// A direct-mapped cache keyed by object identity, in front of a dictionary:
/// a hit costs one comparison and no hashing. A slot holds the last key
/// stored in it; a miss is answered nil and the caller looks further.
///
/// Identities are addresses and are reused once an object is freed: cache
/// only objects kept alive elsewhere, or check what a hit answers.
struct IdentityCache<Value> {
    /// A key and its value, side by side: a lookup reads one slot of one array.
    private struct Slot {
        var key: ObjectIdentifier?
        var value: Value?
    }

    private var slots: [Slot]
    /// The number of slots less one (the count is a power of two).
    private let mask: UInt

    /// A cache with room for about `expected` objects (16 to 4,096 slots), so
    /// that a small scene does not pay for a large table.
    init(expected: Int) {
        var slots = 16
        while slots < 2 * expected && slots < 4096 { slots *= 2 }
        self.slots = Array(repeating: Slot(key: nil, value: nil), count: slots)
        mask = UInt(slots - 1)
    }

    /// The value stored for `key`, if its slot still holds it.
    @inline(__always)
    subscript(key: ObjectIdentifier) -> Value? {
        get {
            let entry = slots[slot(key)]
            return entry.key == key ? entry.value : nil
        }
        set {
            slots[slot(key)] = Slot(key: newValue == nil ? nil : key, value: newValue)
        }
    }

    @inline(__always)
    private func slot(_ key: ObjectIdentifier) -> Int {
        // Objects are at least 16-byte aligned: skip the low bits.
        Int(truncatingIfNeeded: (UInt(bitPattern: key) >> 4) & mask)
    }
}
