/// Keeping the conversion memos of a tree of views current (``ConversionMemo``,
/// ``GeometryGeneration``).
///
/// Every change that can alter a conversion moves the tree's generation on:
/// `center`, `bounds` and `transform` (through `View.geometryDidChange()`),
/// adding a view to a superview, removing it, and a superview going away.
/// Each costs a few loads and one increment, whatever the size of the tree.
extension View {
    /// The current value of this view's tree's generation, giving the view (and
    /// any ancestors without one) the tree's counter first if it has none yet.
    func conversionGeneration() -> UInt64 {
        if let counter = _geometryGeneration {
            let resolved = counter.resolved
            if resolved !== counter { _geometryGeneration = resolved }
            return resolved.value
        }
        // The nearest ancestor with a counter shares it; else the tree gets a new one.
        var found: GeometryGeneration?
        var ancestor = _superview
        while let parent = ancestor {
            if let counter = parent._geometryGeneration {
                found = counter.resolved
                break
            }
            ancestor = parent._superview
        }
        let counter = found ?? GeometryGeneration()
        var view: View? = self
        while let current = view, current._geometryGeneration == nil {
            current._geometryGeneration = counter
            view = current._superview
        }
        return counter.value
    }

    /// Makes every conversion remembered in this view's tree stale.
    func invalidateConversions() {
        guard let counter = _geometryGeneration else { return }
        let resolved = counter.resolved
        if resolved !== counter { _geometryGeneration = resolved }
        resolved.advance()
    }

    /// `view` was just added to this view: its tree's memos become stale and
    /// its counter joins this tree's.
    func adoptConversions(of view: View) {
        guard let counter = view._geometryGeneration else { return }
        _ = conversionGeneration()
        guard let own = _geometryGeneration else { return }
        own.absorb(counter.resolved)
        view._geometryGeneration = own
    }
}
