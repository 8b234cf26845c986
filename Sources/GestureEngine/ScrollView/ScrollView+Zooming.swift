/// The zoom scale springing back to a limit after a pinch took it past one (``ScrollView/bouncesZoom``).
struct ZoomMotion {
    /// The limit the scale springs to.
    var target: Double
    /// The scale's velocity per second.
    var velocity: Double
    /// The point of the view (relative to its visible top-left corner) that stays put while the scale changes.
    var centre: Point
}

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

    /// Follows the pinch: pan and zoom are one transform, so the content point
    /// under the pinch centre when it began stays under the centre wherever the
    /// fingers go, and the zoom is the pinch's scale, measured from the span at
    /// touch-down (fingers spread from 100 to 200 pt double the zoom; our
    /// decision from Apple's "At the beginning of the gesture, the scale factor
    /// is 1.0", docs/gestures.md), applied from the began frame on; past a
    /// limit the scale meets the rubber band's resistance (``bouncesZoom``) and
    /// springs back when the fingers lift.
    func handlePinch(_ pinch: PinchGestureRecognizer) {
        let visible = visibleLocation(of: pinch)
        switch pinch.state {
        case .began, .changed:
            if pinch.state == .began {
                if let zoom = zoomMotion { finishZoom(zoom, tellingDelegate: false) }
                // A pinch joining a two-finger scroll: the content first takes this
                // frame's pan (whose action may come after this one), so the anchor is
                // the content point the fingers hold, not one a frame behind them.
                if isDragging, panGestureRecognizer.state == .changed { follow(translation: panGestureRecognizer.translation(in: self)) }
                zoomStart = zoomScale
                zoomAnchor = Point(x: (contentOffset.x + visible.x) / zoomScale, y: (contentOffset.y + visible.y) / zoomScale)
                delegate?.scrollViewWillBeginZooming(self, with: delegate?.viewForZooming(in: self))
            }
            let scale = shownZoomScale(zoomStart * pinch.scale)
            applyZoomScale(scale)
            contentOffset = clampedOffset(Point(x: zoomAnchor.x * scale - visible.x, y: zoomAnchor.y * scale - visible.y))
            // The pan's action of this frame, if it comes next, starts from here.
            if pinch.state == .began, isDragging { startDrag(at: panGestureRecognizer.translation(in: self)) }
        case .ended, .cancelled:
            let limit = Swift.min(Swift.max(zoomScale, minimumZoomScale), maximumZoomScale)
            guard limit != zoomScale else {
                delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: zoomScale)
                return
            }
            zoomMotion = ZoomMotion(target: limit, velocity: 0, centre: visible)
            startMotion()
        default:
            break
        }
    }

    /// The scale shown for the pinch's scale `raw`: past a limit with the rubber
    /// band's resistance, the limit standing for the dimension (our decision;
    /// docs/gestures.md), or limited to it without ``bouncesZoom``.
    func shownZoomScale(_ raw: Double) -> Double {
        let low = minimumZoomScale, high = maximumZoomScale
        guard bouncesZoom else { return Swift.min(Swift.max(raw, low), high) }
        if raw > high { return high + RubberBand.distance(overshoot: raw - high, dimension: high) }
        if raw < low { return low - RubberBand.distance(overshoot: low - raw, dimension: low) }
        return raw
    }

    /// One display frame of the zoom's spring back to its limit, about the pinch's last centre.
    func stepZoom(_ zoom: ZoomMotion, duration: Double) {
        let spring = Spring(restDistance: ScrollPhysics.zoomSpringRestDistance)
        let (displacement, velocity) = spring.step(displacement: zoomScale - zoom.target, velocity: zoom.velocity, duration: duration)
        guard !spring.isAtRest(displacement: displacement, velocity: velocity) else {
            finishZoom(zoom)
            return
        }
        zoomMotion?.velocity = velocity
        setZoom(zoom.target + displacement, about: zoom.centre)
    }

    /// Ends the zoom's spring on its limit (and tells the delegate that zooming ended).
    func finishZoom(_ zoom: ZoomMotion, tellingDelegate: Bool = true) {
        zoomMotion = nil
        setZoom(zoom.target, about: zoom.centre)
        if tellingDelegate { delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: zoomScale) }
    }

    /// Sets the zoom scale keeping the content point under `centre` (relative to the visible top-left corner) in place.
    private func setZoom(_ scale: Double, about centre: Point) {
        let anchor = Point(x: (contentOffset.x + centre.x) / zoomScale, y: (contentOffset.y + centre.y) / zoomScale)
        applyZoomScale(scale)
        let offset = clampedOffset(Point(x: anchor.x * scale - centre.x, y: anchor.y * scale - centre.y))
        if offset != contentOffset { contentOffset = offset }
    }

    /// The pinch centre relative to the view's visible top-left corner.
    private func visibleLocation(of recognizer: GestureRecognizer) -> Point {
        let p = recognizer.location(in: self)
        return Point(x: p.x - contentOffset.x, y: p.y - contentOffset.y)
    }
}
