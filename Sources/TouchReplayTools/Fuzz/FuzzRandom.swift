/// The fuzzer's random numbers: a permuted congruential generator (PCG-XSH-RR, O'Neill 2014)
/// whose whole sequence is fixed by the seed, so `touchreplay fuzz --seed K` runs again as it ran.
struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &+ 0x853C_49E6_748F_EA9B
        _ = next32()
    }

    private mutating func next32() -> UInt32 {
        let old = state
        state = old &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let shifted = UInt32(truncatingIfNeeded: ((old >> 18) ^ old) >> 27)
        let rotation = UInt32(truncatingIfNeeded: old >> 59)
        return (shifted >> rotation) | (shifted << ((~rotation &+ 1) & 31))
    }

    mutating func next() -> UInt64 { UInt64(next32()) << 32 | UInt64(next32()) }

    /// A number in `range`.
    mutating func number(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// Whether an event of probability `p` happens.
    mutating func chance(_ p: Double) -> Bool { number(0...1) < p }
}
