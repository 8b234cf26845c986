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
    /// Sets the zoom scale, limited to ``minimumZoomScale`` … ``maximumZoomScale``
    /// (UIKit's `setZoomScale(_:animated:)`: "The new value should be in the
    /// range of minimumZoomScale to maximumZoomScale"), keeping the content
    /// offset within range; the delegate hears
    /// ``ScrollViewDelegate/scrollViewDidZoom(_:)``. Animated, the scale and the
    /// offset move together on the display frames as ``zoom(to:animated:)``'s do.
    /// Without a view to zoom (``ScrollViewDelegate/viewForZooming(in:)``) nothing changes.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        let scale = Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale)
        guard let zoomed = delegate?.viewForZooming(in: self) else { return }
        let content = Size(width: zoomed.bounds.width * scale, height: zoomed.bounds.height * scale)
        zoom(toScale: scale, offset: clampedOffset(contentOffset, contentSize: content), animated: animated)
    }

    /// Zooms so that `rect`, in the coordinates of the view being zoomed
    /// (``ScrollViewDelegate/viewForZooming(in:)``), fills the view as far as the
    /// zoom limits allow, centred (UIKit's `zoom(to:animated:)`: "Zooms to a
    /// specific area of the content so that it's visible in the receiver").
    /// Animated, the scale and the offset move together on the display frames
    /// with the critically damped spring of ``setContentOffset(_:animated:)``
    /// (phase `animating`), telling the delegate
    /// ``ScrollViewDelegate/scrollViewDidZoom(_:)`` each frame and
    /// ``ScrollViewDelegate/scrollViewDidEndZooming(_:with:atScale:)`` at the end.
    /// Without a view to zoom, or for an empty rect, nothing changes.
    public func zoom(to rect: Rect, animated: Bool) {
        guard let zoomed = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        let fill = Swift.min(bounds.width / rect.width, bounds.height / rect.height)
        let scale = Swift.min(Swift.max(fill, minimumZoomScale), maximumZoomScale)
        let content = Size(width: zoomed.bounds.width * scale, height: zoomed.bounds.height * scale)
        let centred = Point(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        zoom(toScale: scale, offset: clampedOffset(centred, contentSize: content), animated: animated)
    }

    /// Moves to `scale` and `offset`, at once or on the display frames.
    private func zoom(toScale scale: Double, offset: Point, animated: Bool) {
        stopOffsetMotion()
        if let zoom = zoomMotion { finishZoom(zoom, tellingDelegate: false) }
        guard animated, window != nil, scale != zoomScale || offset != contentOffset else {
            applyZoomScale(scale)
            if offset != contentOffset { contentOffset = offset }
            return
        }
        zoomAnimation = ZoomAnimation(startScale: zoomScale, startOffset: contentOffset, targetScale: scale, targetOffset: offset,
                                      pointsPerUnit: zoomAnimationSpan(toScale: scale, offset: offset))
        startMotion()
    }

    /// The farthest any point moves in the animation to `scale` and `offset`, in points: what its spring rests by.
    private func zoomAnimationSpan(toScale scale: Double, offset: Point) -> Double {
        let size = delegate?.viewForZooming(in: self)?.bounds.size ?? .zero
        let growth = abs(scale - zoomScale) * Swift.max(size.width, size.height)
        return Swift.max(abs(offset.x - contentOffset.x), abs(offset.y - contentOffset.y), growth, 1)
    }

    /// One display frame of a zoom animation.
    func stepZoomAnimation(_ animation: ZoomAnimation, duration: Double) {
        var next = animation
        guard next.step(duration: duration) else { return finishZoomAnimation(animation) }
        zoomAnimation = next
        applyZoomScale(next.scale)
        let offset = next.offset
        if offset != contentOffset { contentOffset = offset }
    }

    /// Ends a zoom animation on its target and tells the delegate that zooming ended.
    func finishZoomAnimation(_ animation: ZoomAnimation) {
        zoomAnimation = nil
        applyZoomScale(animation.targetScale)
        if animation.targetOffset != contentOffset { contentOffset = animation.targetOffset }
        delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: zoomScale)
    }

    /// Scales the zoomed view about its top-left corner, which stays at the
    /// content origin, and makes the content size its scaled size.
    func applyZoomScale(_ scale: Double) {
        guard let zoomed = delegate?.viewForZooming(in: self) else { return }
        _zoomScale = scale
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
                zoomAnimation = nil
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

    /// Sets the zoom scale keeping the content point under `centre` (relative to the visible
    /// top-left corner) in place. An offset's glide or bounce under way (a pan released with
    /// the pinch) is carried along, its target limited to the content at the new scale
    /// (``AxisMotion/carried(by:about:from:to:)``); an animated `setContentOffset` keeps the
    /// offset it was asked for.
    private func setZoom(_ scale: Double, about centre: Point) {
        let ratio = scale / zoomScale
        let anchor = Point(x: (contentOffset.x + centre.x) / zoomScale, y: (contentOffset.y + centre.y) / zoomScale)
        let carried = motionOrigin == .deceleration && (motion.x.isMoving || motion.y.isMoving) ? (x: horizontalLimits, y: verticalLimits) : nil
        applyZoomScale(scale)
        let offset = clampedOffset(Point(x: anchor.x * scale - centre.x, y: anchor.y * scale - centre.y))
        if offset != contentOffset { contentOffset = offset }
        if let old = carried {
            motion = (x: motion.x.carried(by: ratio, about: centre.x, from: old.x, to: horizontalLimits),
                      y: motion.y.carried(by: ratio, about: centre.y, from: old.y, to: verticalLimits))
        }
    }

    /// The pinch centre relative to the view's visible top-left corner.
    private func visibleLocation(of recognizer: GestureRecognizer) -> Point {
        let p = recognizer.location(in: self)
        return Point(x: p.x - contentOffset.x, y: p.y - contentOffset.y)
    }
}
