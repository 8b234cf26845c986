extension View {
    /// The alpha at `point` (in this view's coordinates) of this view rendered
    /// with its subtree: its ``drawing``, then each visible subview composited
    /// over it in painting order (source-over), all multiplied by ``alpha``.
    ///
    /// Hidden views render nothing; `clipsToBounds` clips to the bounds. This is
    /// what the seeds read back by rendering the layer into a 1×1 bitmap.
    public func renderedAlpha(at point: Point) -> Double {
        guard !isHidden else { return 0 }
        if clipsToBounds && !bounds.contains(point) { return 0 }
        var composited = drawing.alpha(at: point, in: bounds)
        for subview in subviews where !subview.isHidden {
            let top = subview.renderedAlpha(at: subview.convertFromSuperview(point))
            composited = top + composited * (1 - top)
        }
        return composited * alpha
    }
}
