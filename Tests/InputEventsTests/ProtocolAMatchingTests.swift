import InputEvents
import Testing
import TestSupport

/// The decoder's protocol A matching against mtdev's rule written out the slow
/// way: of all the ways to pair tracked contacts with a frame's new ones (as
/// many pairs as the smaller side has), mtdev's Hungarian `mtdev_match` takes
/// one whose sum of squared distances is least. Ties may pick either optimum,
/// so the check is the sum, the number of pairs and that each contact ends,
/// moves or begins once.
@Suite struct ProtocolAMatchingTests {
    /// Device units equal points, so contacts come back at their raw positions.
    let mapping = ScreenMapping(screenSize: ScreenSize(width: 9601, height: 7201))

    struct Point: Equatable { var x: Int32, y: Int32 }

    static func cost(_ a: Point, _ b: Point) -> Double {
        let dx = Double(a.x) - Double(b.x), dy = Double(a.y) - Double(b.y)
        return dx * dx + dy * dy
    }

    /// The least sum of squared distances over every pairing of min(n, m) pairs, by trying them all.
    static func leastCost(_ tracked: [Point], _ blocks: [Point]) -> Double {
        if tracked.count > blocks.count { return leastCost(blocks, tracked) }
        var best = Double.infinity
        var used = Array(repeating: false, count: blocks.count)
        func search(_ index: Int, _ sum: Double) {
            guard sum < best else { return }
            guard index < tracked.count else { best = sum; return }
            for b in blocks.indices where !used[b] {
                used[b] = true
                search(index + 1, sum + cost(tracked[index], blocks[b]))
                used[b] = false
            }
        }
        search(0, 0)
        return best
    }

    /// Random frames of 0 to 6 contacts; `spread` small makes many equal distances.
    static func randomFrames(count: Int, spread: Int32, seed: UInt64) -> [[Point]] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let contacts = Int.random(in: 0...6, using: &rng)
            return (0..<contacts).map { _ in
                Point(x: Int32.random(in: 0...spread, using: &rng) * 7, y: Int32.random(in: 0...spread, using: &rng) * 5)
            }
        }
    }

    @Test("Protocol A contacts are paired with the least sum of squared distances, as mtdev's Hungarian matching pairs them", arguments: [
        (spread: Int32(3), seed: UInt64(1)), (spread: 40, seed: 2), (spread: 1000, seed: 3),
    ])
    func matchingHasTheLeastSumOfSquaredDistances(spread: Int32, seed: UInt64) throws {
        var decoder = try FrameDecoder(device: Devices.protocolA(), mapping: mapping)
        var down: [Int: Point] = [:]
        for (index, blocks) in Self.randomFrames(count: 400, spread: spread, seed: seed).enumerated() {
            var script = EventScript()
            for block in blocks {
                script.mtPosition(block.x, block.y)
                script.abs(AbsoluteAxis.multiTouchTouchMajor, 300)
                script.mtReport()
            }
            if blocks.isEmpty { script.mtReport() }
            script.report()
            let output = decoder.frames(script.events).first?.contacts ?? []
            let tracked = down.keys.sorted().map { down[$0]! }
            let moved = output.filter { $0.phase == .moved }
            let pairs = min(tracked.count, blocks.count)
            #expect(moved.count == pairs, "frame \(index)")
            #expect(output.filter { $0.phase == .ended }.count == tracked.count - pairs, "frame \(index)")
            #expect(output.filter { $0.phase == .began }.count == blocks.count - pairs, "frame \(index)")
            let sum = moved.reduce(0.0) { $0 + Self.cost(down[$1.id]!, Point(x: Int32($1.x), y: Int32($1.y))) }
            #expect(sum == Self.leastCost(tracked, blocks), "frame \(index)")
            for contact in output {
                if contact.phase == .ended { down[contact.id] = nil } else { down[contact.id] = Point(x: Int32(contact.x), y: Int32(contact.y)) }
            }
        }
    }
}
