/// The recognizers one recognizer is related to in one way (those it requires to fail,
/// those it recognizes simultaneously with), in the order declared, held weakly.
///
/// Adding and asking are O(1): an index by object identity sits beside the ordered
/// list, so declaring n relations costs O(n), not O(n²). An index entry whose recognizer
/// is gone (and whose address may come back for another) is checked against the list
/// and replaced, never trusted.
struct RecognizerRelation: Sequence {
    private var entries: [WeakRecognizer] = []
    private var positions: [ObjectIdentifier: Int] = [:]

    /// Adds `recognizer` at the end unless it is already there.
    mutating func insert(_ recognizer: GestureRecognizer) {
        let key = ObjectIdentifier(recognizer)
        if let position = positions[key] {
            if entries[position].recognizer === recognizer { return }
            entries[position] = WeakRecognizer(recognizer: recognizer)
            return
        }
        positions[key] = entries.count
        entries.append(WeakRecognizer(recognizer: recognizer))
    }

    /// Whether `recognizer` was added (and is still alive).
    func contains(_ recognizer: GestureRecognizer) -> Bool {
        guard let position = positions[ObjectIdentifier(recognizer)] else { return false }
        return entries[position].recognizer === recognizer
    }

    /// The related recognizers in the order added (gone ones as empty references).
    func makeIterator() -> IndexingIterator<[WeakRecognizer]> { entries.makeIterator() }
}
