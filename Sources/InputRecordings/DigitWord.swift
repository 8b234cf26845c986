/// Decimal digits read eight at a time from a little-endian 64-bit word that
/// holds eight bytes of text, the first byte lowest (SWAR: SIMD within a
/// register). Pure integer arithmetic: the callers load the words.
enum DigitWord {
    /// The high bit of every byte.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// A word whose bytes have their high bit set where the text's byte is an ASCII digit (`0`–`9`), clear elsewhere.
    @inline(__always)
    static func digitBits(_ word: UInt64) -> UInt64 {
        // Without its high bit a byte is at most 0x7F, so adding 0x50 (0x80 − 0x30) or 0x46 (0x7F − 0x39) never
        // carries into the next byte: the sum's high bit is set exactly when the byte is ≥ 0x30 (> 0x39).
        // A byte with its high bit set is no digit.
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        return (low &+ 0x5050_5050_5050_5050) & ~(low &+ 0x4646_4646_4646_4646) & ~word & highBits
    }

    /// How many of the word's bytes, from the first, are digits before the first that is not: 0 to 8.
    @inline(__always)
    static func leadingDigitCount(_ word: UInt64) -> Int {
        (~digitBits(word) & highBits).trailingZeroBitCount >> 3
    }

    /// The number written by the first `count` bytes of `word` (1 to 8 digits, which the caller checked).
    @inline(__always)
    static func value(_ word: UInt64, digits count: Int) -> UInt64 {
        // The digits moved to the top of the word, under zeros that read as leading zeros
        // (a shift of 0 to 56 bits: the masking shift needs no check of its amount).
        var value = (word & 0x0F0F_0F0F_0F0F_0F0F) &<< UInt64(64 &- 8 &* count)
        // Pairs of digits into bytes (the first is the more significant), then pairs of bytes, then the two halves.
        value = (value &* (10 << 8 + 1)) >> 8 & 0x00FF_00FF_00FF_00FF
        value = (value &* (100 << 16 + 1)) >> 16 & 0x0000_FFFF_0000_FFFF
        return (value &* (10_000 << 32 + 1)) >> 32
    }
}
