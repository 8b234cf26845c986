import InputEvents
import Testing
import TestSupport

/// The decoder's protocol A matching against the greedy rule written out the
/// slow way: compare every tracked contact with every new one, take the
/// least (distance, slot, block), repeat.
@Suite struct ProtocolAMatchingTests {
    /// Device units equal points, so contacts come back at their raw positions.
    let mapping = ScreenMapping(screenSize: ScreenSize(width: 9601, height: 7201))

    struct Point: Equatable { var x: Int32, y: Int32 }

    /// The greedy nearest pairs of `tracked` (in slot order) and `blocks`
    /// (in report order): index pairs, found in cubic time.
    static func greedyPairs(tracked: [Point], blocks: [Point]) -> [(tracked: Int, block: Int)] {
        var pairs: [(tracked: Int, block: Int)] = []
        var trackedFree = Array(repeating: true, count: tracked.count)
        var blockFree = Array(repeating: true, count: blocks.count)
        while true {
            var best: (distance: Int64, tracked: Int, block: Int)?
            for t in tracked.indices where trackedFree[t] {
                for b in blocks.indices where blockFree[b] {
                    let dx = Int64(tracked[t].x) - Int64(blocks[b].x)
                    let dy = Int64(tracked[t].y) - Int64(blocks[b].y)
                    let distance = dx * dx + dy * dy
                    if best == nil || distance < best!.distance { best = (distance, t, b) }
                }
            }
            guard let best else { return pairs }
            trackedFree[best.tracked] = false
            blockFree[best.block] = false
            pairs.append((best.tracked, best.block))
        }
    }

    /// Random frames of 0 to 32 contacts; `spread` small makes many equal distances.
    static func randomFrames(count: Int, spread: Int32, seed: UInt64) -> [[Point]] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let contacts = Int.random(in: 0...FrameDecoder.maximumAnonymousContacts, using: &rng)
            return (0..<contacts).map { _ in
                Point(x: Int32.random(in: 0...spread, using: &rng) * 7, y: Int32.random(in: 0...spread, using: &rng) * 5)
            }
        }
    }

    /// The decoder's slots written out: each holds a tracked contact's id and
    /// position, or nothing.
    struct SlotModel {
        var slots: [(id: Int, point: Point)?] = Array(repeating: nil, count: FrameDecoder.maximumAnonymousContacts)
        var nextID = 0

        /// The frame's contacts as `id:phase@x,y`, sorted by id as frames are.
        mutating func apply(_ blocks: [Point]) -> [String] {
            let tracked = slots.indices.filter { slots[$0] != nil }
            let pairs = ProtocolAMatchingTests.greedyPairs(tracked: tracked.map { slots[$0]!.point }, blocks: blocks)
            var lines: [(id: Int, text: String)] = []
            var ended: Set<Int> = []
            for (t, slot) in tracked.enumerated() {
                let contact = slots[slot]!
                if let pair = pairs.first(where: { $0.tracked == t }) {
                    let point = blocks[pair.block]
                    slots[slot] = (contact.id, point)
                    lines.append((contact.id, "\(contact.id):moved@\(point.x),\(point.y)"))
                } else {
                    lines.append((contact.id, "\(contact.id):ended@\(contact.point.x),\(contact.point.y)"))
                    slots[slot] = nil
                    ended.insert(slot)
                }
            }
            // New contacts take the lowest free slot (not one ended in this frame), in block order...
            var newSlots: [Int] = []
            for (index, point) in blocks.enumerated() where !pairs.contains(where: { $0.block == index }) {
                guard let slot = slots.indices.first(where: { slots[$0] == nil && !ended.contains($0) && !newSlots.contains($0) }) else { continue }
                slots[slot] = (-1, point)
                newSlots.append(slot)
            }
            // ... and get their ids in slot order.
            for slot in newSlots.sorted() {
                let point = slots[slot]!.point
                slots[slot] = (nextID, point)
                lines.append((nextID, "\(nextID):began@\(point.x),\(point.y)"))
                nextID += 1
            }
            return lines.sorted { $0.id < $1.id }.map(\.text)
        }
    }

    @Test("Protocol A contacts keep the ids that greedy nearest pairs (ties to the lower slot, then the earlier block) give", arguments: [
        (spread: Int32(3), seed: UInt64(1)), (spread: 40, seed: 2), (spread: 1000, seed: 3),
    ])
    func matchingEqualsTheCubicGreedyRule(spread: Int32, seed: UInt64) throws {
        var decoder = try FrameDecoder(device: Devices.protocolA(), mapping: mapping)
        var model = SlotModel()
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
            let actual = output.map { "\($0.id):\($0.phase.rawValue)@\(Int32($0.x)),\(Int32($0.y))" }
            #expect(actual == model.apply(blocks), "frame \(index)")
        }
    }
}
