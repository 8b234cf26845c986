/// A direct-mapped cache keyed by object identity, in front of a dictionary:
/// a hit costs one comparison and no hashing. A slot holds the last key
/// stored in it; a miss is answered nil and the caller looks further.
///
/// Identities are addresses and are reused once an object is freed: cache
/// only objects kept alive elsewhere, or check what a hit answers.
struct IdentityCache<Value> {
    /// Slots (a power of two).
    static var slotCount: Int { 4096 }

    private var keys = [ObjectIdentifier?](repeating: nil, count: slotCount)
    private var values = [Value?](repeating: nil, count: slotCount)

    /// The value stored for `key`, if its slot still holds it.
    @inline(__always)
    subscript(key: ObjectIdentifier) -> Value? {
        get {
            let slot = Self.slot(key)
            return keys[slot] == key ? values[slot] : nil
        }
        set {
            let slot = Self.slot(key)
            keys[slot] = newValue == nil ? nil : key
            values[slot] = newValue
        }
    }

    @inline(__always)
    private static func slot(_ key: ObjectIdentifier) -> Int {
        // Objects are at least 16-byte aligned: skip the low bits.
        Int(truncatingIfNeeded: (UInt(bitPattern: key) >> 4) & UInt(slotCount - 1))
    }
}
