/// An array of objects that the delivery core reads unretained in a pass (the
/// arena's members, which the window's per-frame delivery loops over), with
/// what keeps that sound: the array's unretained view is refreshed at each
/// change, and an array replaced while a pass is under way (a nested frame
/// from a touches method changes the members) is kept by a `PassKeeper` until
/// the outermost pass ends.
///
/// Its owner changes it only through `append(_:)` and `rewrite(_:)` and
/// reads it through `elements` (retained, safe code) or `forEachInPass(_:)`.
final class UnretainedList<Element: AnyObject> {
    /// The elements, in order.
    // Unchecked: read every frame by the window's delivery; the checks cost 9 M instructions
    // (callgrind, 400k-line cut of the benchmark replay). No access runs other code.
    @exclusivity(unchecked) private(set) var elements: [Element]
    /// `elements` as unretained references: valid until the next change, and while a
    /// pass is under way until it ends (`passes` keeps what a change replaces).
    @exclusivity(unchecked) private var view = UnsafeBufferPointer<Unmanaged<Element>>(start: nil, count: 0)
    /// The passes over `view` under way, and the arrays replaced meanwhile.
    // Unchecked: no access to it runs other code (`PassKeeper`'s methods only count, append and
    // swap; what `release()` hands over is let go after the access).
    @exclusivity(unchecked) private var passes = PassKeeper<[Element]>()

    /// An empty list with room for `capacity` elements.
    init(reserving capacity: Int) {
        elements = reserved(capacity)
    }

    /// Adds `element` at the end.
    func append(_ element: Element) {
        passes.keepIfReading(elements)
        elements.append(element)
        refreshView()
    }

    /// Lets `body` change the elements in place (taken out of the list while it runs,
    /// which reads as empty meanwhile).
    func rewrite<Result>(_ body: (inout [Element]) -> Result) -> Result {
        passes.keepIfReading(elements)
        var list: [Element] = []
        swap(&list, &elements)
        let result = body(&list)
        swap(&list, &elements)
        refreshView()
        return result
    }

    /// Calls `body` with each element as of the pass's start, in order, without
    /// retaining it: `body` may change the list (the array it replaces is kept
    /// until the outermost pass ends). Debug builds check the view is current.
    @inline(__always)
    func forEachInPass(_ body: (Element) -> Void) {
        assert(elements.isViewed(by: view), "an unretained list's view is stale")
        passes.begin()
        let links = view
        for index in links.indices { links[index]._withUnsafeGuaranteedRef(body) }
        if passes.end() { _ = passes.release() }
        passes.assertConsistent()
    }

    /// Points `view` at the current elements (their buffer outlives the closure:
    /// `elements` keeps it until the next change).
    private func refreshView() {
        view = elements.withUnretainedElements { $0 }
    }
}
