/// Zeller's delta debugging (`ddmin`, "Simplifying and Isolating Failure-Inducing Input",
/// 2002): the smallest subset of `units` it finds for which `test` still holds, trying
/// halves, then complements, then finer splits. `test` answers nil when the budget is spent;
/// the search then stops with the smallest subset found so far.
///
/// The whole set is assumed to hold. An empty subset is tried first.
func deltaDebug<Unit>(_ units: [Unit], test: ([Unit]) -> Bool?) -> [Unit] {
    guard !units.isEmpty else { return units }
    switch test([]) {
    case true?: return []
    case nil: return units
    case false?: break
    }
    var current = units
    var granularity = 2
    while current.count >= 2 {
        let chunks = split(current, into: granularity)
        var reduced = false
        // A chunk alone, then all but a chunk.
        for chunk in chunks where chunks.count > 1 {
            guard let holds = test(chunk) else { return current }
            if holds {
                current = chunk
                granularity = 2
                reduced = true
                break
            }
        }
        if !reduced {
            for index in chunks.indices where chunks.count > 2 {
                let complement = chunks.indices.filter { $0 != index }.flatMap { chunks[$0] }
                guard let holds = test(complement) else { return current }
                if holds {
                    current = complement
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
            }
        }
        if !reduced {
            guard granularity < current.count else { break }
            granularity = min(granularity * 2, current.count)
        }
    }
    return current
}

/// `units` in `count` runs of nearly equal length, in order.
private func split<Unit>(_ units: [Unit], into count: Int) -> [[Unit]] {
    var chunks: [[Unit]] = []
    var start = 0
    for index in 0..<count {
        let end = units.count * (index + 1) / count
        if end > start { chunks.append(Array(units[start..<end])) }
        start = end
    }
    return chunks
}
