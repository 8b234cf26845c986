/// Why a change to the view tree was refused.
public enum ViewHierarchyError: Error, Equatable, CustomStringConvertible {
    /// Adding the view would make it its own ancestor.
    case wouldCreateCycle(child: String, parent: String)

    /// A one-line rendering for logs and failure messages.
    public var description: String {
        switch self {
        case let .wouldCreateCycle(child, parent):
            "cannot add view \"\(child)\" to \"\(parent)\": \"\(parent)\" is inside \"\(child)\"'s subtree"
        }
    }
}

extension View {
    /// Adds `view` as the frontmost subview, removing it from its old parent first.
    public func addSubview(_ view: View) throws(ViewHierarchyError) {
        try insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
    }

    /// Inserts `view` at `index` in painting order (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) throws(ViewHierarchyError) {
        guard !isDescendant(of: view) else { throw .wouldCreateCycle(child: view.id, parent: id) }
        if let old = view.superview {
            if old !== self { view.removeFromSuperview() } else { changeSubviews { $0.removeAll { $0 === view } } }
        }
        changeSubviews { $0.insert(view, at: Swift.max(0, Swift.min(index, $0.count))) }
        view.superview = self
        adoptConversions(of: view)
        // A view joining a window's tree changes what the window shows: its observer hears of it as of a geometry change.
        if let observer = window?.observer { observer.engine(viewDidChangeGeometry: view) }
    }

    /// Inserts `view` just above `sibling` in painting order (at the front when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) throws(ViewHierarchyError) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return try addSubview(view) }
        let offset = (subviews.firstIndex { $0 === view }).map { $0 <= index ? 0 : 1 } ?? 1
        try insertSubview(view, at: index + offset)
    }

    /// Inserts `view` just below `sibling` in painting order (at the back when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) throws(ViewHierarchyError) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return try insertSubview(view, at: 0) }
        let offset = (subviews.firstIndex { $0 === view }).map { $0 < index ? -1 : 0 } ?? 0
        try insertSubview(view, at: index + offset)
    }

    /// Removes the view from its superview; touches bound to it or its subtree are cancelled.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let window = self.window
        parent.changeSubviews { $0.removeAll { $0 === self } }
        superview = nil
        invalidateConversions()
        window?.viewBecameUnreachable(self)
    }

    /// Changes the subviews through a local array (the storage itself, not a copy, so
    /// an insert does not copy the whole array), so that no access to the storage spans
    /// code that may release a view: that lets whole-module optimisation drop the
    /// dynamic exclusivity checks on the hit-test's reads of it. `change` must not
    /// read the subviews (they are empty meanwhile).
    final func changeSubviews(_ change: (inout [View]) -> Void) {
        var subviews: [View] = []
        swap(&subviews, &_subviews)
        change(&subviews)
        swap(&subviews, &_subviews)
        subviewHitIndexIsStale = true
    }

    /// Moves `view` to the front of the painting order.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view` to the back of the painting order.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }
}
