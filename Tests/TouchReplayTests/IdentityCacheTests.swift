import Testing
@testable import TouchReplay

/// The recorder's identity cache: a hit answers what was stored for that very
/// object; a slot taken over by another object answers nil, never a wrong value.
@Suite struct IdentityCacheTests {
    final class Object {}

    @Test func hitsAnswerTheirOwnValueAndEvictedSlotsAnswerNil() {
        // 16 slots for 200 objects: most slots are taken over several times.
        var cache = IdentityCache<Int>(expected: 1)
        let objects = (0..<200).map { _ in Object() }
        for (index, object) in objects.enumerated() { cache[ObjectIdentifier(object)] = index }
        var hits = 0
        for (index, object) in objects.enumerated() {
            guard let value = cache[ObjectIdentifier(object)] else { continue }
            #expect(value == index)
            hits += 1
        }
        #expect(hits > 0 && hits <= 16)
        // The last object stored always hits.
        #expect(cache[ObjectIdentifier(objects[199])] == 199)
    }

    @Test func aClearedSlotAnswersNil() {
        var cache = IdentityCache<String>(expected: 10)
        let object = Object()
        cache[ObjectIdentifier(object)] = "card"
        #expect(cache[ObjectIdentifier(object)] == "card")
        cache[ObjectIdentifier(object)] = nil
        #expect(cache[ObjectIdentifier(object)] == nil)
    }
}
