extension ScrollView {
    /// Moves the content to `offset`, at once or (`animated`) with the
    /// critically damped spring of ``ScrollPhysics/springResponse``, ending with
    /// ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``. The offset is
    /// not limited to the content (as UIKit's). Stops any glide first.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopOffsetMotion()
        guard animated else {
            contentOffset = offset
            return
        }
        let current = contentOffset
        motion = (x: current.x == offset.x ? .idle : .springing(velocity: 0, target: offset.x, isBounce: false),
                  y: current.y == offset.y ? .idle : .springing(velocity: 0, target: offset.y, isBounce: false))
        motionOrigin = .animation
        startMotion()
    }

    /// Scrolls the content so that `rect` (in the content's coordinates, the
    /// bounds') is visible, moving it as little as needed: nothing when the rect
    /// is visible already; an edge of the rect brought to the near edge of the
    /// view otherwise (its top or left edge when it is larger than the view); within
    /// ``minimumContentOffset`` … ``maximumContentOffset`` (UIKit's
    /// `scrollRectToVisible(_:animated:)`: "scrolls the content view so that the
    /// area defined by rect is just visible inside the scroll view. If the area is
    /// already visible, the method does nothing"). Animated, it is
    /// ``setContentOffset(_:animated:)``'s animation.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let target = contentOffset(toShow: rect)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The content offset ``scrollRectToVisible(_:animated:)`` moves to for
    /// `rect` (in the content's coordinates): the current one when `rect` is
    /// visible already.
    public func contentOffset(toShow rect: Rect) -> Point {
        let offset = contentOffset
        return clampedOffset(Point(
            x: Self.visibleStart(offset.x, length: bounds.width, from: rect.minX, to: rect.maxX),
            y: Self.visibleStart(offset.y, length: bounds.height, from: rect.minY, to: rect.maxY)))
    }

    /// The nearest start of a window `length` long, now at `start`, that shows `from` … `to` (its start when too long).
    private static func visibleStart(_ start: Double, length: Double, from: Double, to: Double) -> Double {
        if from < start || to - from > length { return from }
        if to > start + length { return to - length }
        return start
    }

    /// Starts stepping the motion on the window's display frames (if in a window and something moves).
    func startMotion() {
        guard hasMotion else { return }
        guard let window else {
            finishWithoutWindow()
            return
        }
        displayLink.start(in: window)
    }

    /// Stops the offset's glide, bounce or animation where it is, without the
    /// delegate call that ends it (as when a touch stops a glide in UIKit).
    func stopOffsetMotion() {
        motion = (x: .idle, y: .idle)
        zoomAnimation = nil
        if zoomMotion == nil { displayLink.stop() }
    }

    /// One display frame: steps each axis and the zoom, and tells the delegate
    /// about what came to rest. Answers whether anything still moves.
    func stepMotion(duration: Double) -> Bool {
        if let zoom = zoomMotion { stepZoom(zoom, duration: duration) }
        if let animation = zoomAnimation { stepZoomAnimation(animation, duration: duration) }
        let wasMoving = motion.x.isMoving || motion.y.isMoving
        if wasMoving {
            let spring = Spring()
            let offset = contentOffset
            let (x, motionX) = motion.x.step(from: offset.x, duration: duration, limits: horizontalLimits, rate: decelerationRate, spring: spring)
            let (y, motionY) = motion.y.step(from: offset.y, duration: duration, limits: verticalLimits, rate: decelerationRate, spring: spring)
            motion = (x: motionX, y: motionY)
            let next = Point(x: x, y: y)
            if next != offset { contentOffset = next }
            if !motion.x.isMoving && !motion.y.isMoving { endOffsetMotion() }
        }
        return hasMotion
    }

    /// Tells the delegate that the offset's motion ended.
    private func endOffsetMotion() {
        switch motionOrigin {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Outside a window there are no display frames: the motion jumps to its end.
    private func finishWithoutWindow() {
        if let zoom = zoomMotion { finishZoom(zoom) }
        if let animation = zoomAnimation { finishZoomAnimation(animation) }
        let offset = contentOffset
        let end = Point(x: Self.restingPosition(motion.x) ?? offset.x, y: Self.restingPosition(motion.y) ?? offset.y)
        let moved = motion.x.isMoving || motion.y.isMoving
        motion = (x: .idle, y: .idle)
        guard moved else { return }
        if end != offset { contentOffset = end }
        endOffsetMotion()
    }

    /// Where a motion comes to rest, if it moves.
    private static func restingPosition(_ motion: AxisMotion) -> Double? {
        switch motion {
        case .idle: nil
        case let .gliding(_, target), let .springing(_, target, _): target
        }
    }
}
