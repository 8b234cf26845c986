extension ScrollView {
    /// Sets the zoom scale (limited to ``minimumZoomScale`` … ``maximumZoomScale``),
    /// keeping the content offset within range.
    public func setZoomScale(_ scale: Double) {
        applyZoomScale(Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale))
        contentOffset = clampedOffset(contentOffset)
    }

    /// Scales the zoomed view about its top-left corner, which stays at the
    /// content origin, and makes the content size its scaled size.
    func applyZoomScale(_ scale: Double) {
        guard let zoomed = delegate?.viewForZooming(in: self) else { return }
        zoomScale = scale
        zoomed.transform = AffineTransform(scaleX: scale, y: scale)
        zoomed.center = Point(x: zoomed.bounds.width * scale / 2, y: zoomed.bounds.height * scale / 2)
        contentSize = Size(width: zoomed.bounds.width * scale, height: zoomed.bounds.height * scale)
        delegate?.scrollViewDidZoom(self)
    }
}
