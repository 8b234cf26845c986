import OutputFiles
import Testing

/// `ByteWriter.append(_:from:to:)` copies a range of a padded table (trace names, pieces of
/// lines) by words; every length and position must give exactly the range's bytes, and a
/// range the padding does not cover must still be copied right (the general path).
@Suite struct ByteWriterRangeTests {
    /// 300 printable ASCII bytes, each differing from the one before, then 16 zero bytes, as `TraceNames` pads its table.
    static let padded: [UInt8] = (0..<300).map { UInt8(33 + $0 % 90) } + Array(repeating: 0, count: 16)

    static func copy(_ bytes: [UInt8], from start: Int, to end: Int, then tail: StaticString = "!") -> [UInt8] {
        Array(ByteWriter.string(maximum: end - start + 64) { out in
            out.append(bytes, from: start, to: end)
            out.append(tail)
        }.utf8)
    }

    @Test(arguments: [0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 80, 255, 256, 257, 299])
    func everyLengthOfAPaddedRangeIsCopiedExactlyAndWhatFollowsOverwritesTheRest(length: Int) {
        for start in [0, 3, 300 - length] where start >= 0 && start + length <= 300 {
            let copied = Self.copy(Self.padded, from: start, to: start + length)
            #expect(copied == Array(Self.padded[start..<start + length]) + [UInt8(ascii: "!")], "start \(start), length \(length)")
        }
    }

    @Test func aRangeAtTheEndOfAnUnpaddedArrayIsCopiedByTheGeneralPath() {
        let bare: [UInt8] = (0..<40).map { UInt8($0 + 65) }
        for (start, end) in [(0, 40), (20, 40), (35, 40), (39, 40), (0, 17)] {
            #expect(Self.copy(bare, from: start, to: end) == Array(bare[start..<end]) + [UInt8(ascii: "!")], "\(start)..<\(end)")
        }
    }
}
