extension ScrollView {
    /// Follows the pan: the content moves with the finger, past its edges with
    /// the rubber band's resistance (``RubberBand``) when it bounces, and moves
    /// on by itself when the finger lifts (``endDragging(velocity:)``).
    func handlePan(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: self)
        switch pan.state {
        case .began:
            stopOffsetMotion()
            isDragging = true
            startDrag(at: translation)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard !isZooming else {
                // The frame a pinch joins: this frame's movement is the pan's still
                // (a no-op when the pinch's action came first and restarted the drag).
                if pinchGestureRecognizer.state == .began { follow(translation: translation) }
                startDrag(at: translation)
                return
            }
            follow(translation: translation)
        case .ended:
            let velocity = isZooming ? .zero : Self.releaseVelocity(pan.velocity(in: self))
            endDragging(velocity: Point(x: dragsHorizontally ? -velocity.x : 0, y: dragsVertically ? -velocity.y : 0))
        case .cancelled:
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// Moves the content to the pan's `translation`: the finger's offset since
    /// the drag (re)started, with the rubber band past the edges. The same
    /// translation gives the same offset, so a second call in a frame does nothing.
    func follow(translation: Point) {
        let finger = Point(x: dragStartOffset.x - (translation.x - dragBaseline.x),
                           y: dragStartOffset.y - (translation.y - dragBaseline.y))
        let shown = Point(x: dragsHorizontally ? shownOffset(finger.x, horizontalLimits) : clampedOffset(contentOffset).x,
                          y: dragsVertically ? shownOffset(finger.y, verticalLimits) : clampedOffset(contentOffset).y)
        if shown != contentOffset { contentOffset = shown }
    }

    /// The velocity the content is released with: zero when slower than
    /// ``ScrollPhysics/minimumReleaseSpeed``, so a slow release does not glide.
    static func releaseVelocity(_ velocity: Point) -> Point {
        (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() < ScrollPhysics.minimumReleaseSpeed ? .zero : velocity
    }

    /// Makes the current offset the drag's start: the finger position it stands for (undoing the rubber band) and the translation now.
    func startDrag(at translation: Point) {
        let offset = contentOffset
        dragStartOffset = Point(x: RubberBand.unband(offset.x, in: horizontalLimits.range, dimension: horizontalLimits.dimension),
                                y: RubberBand.unband(offset.y, in: verticalLimits.range, dimension: verticalLimits.dimension))
        dragBaseline = translation
    }

    /// The offset shown for the finger's offset `value`: with resistance past the edges when the axis bounces, else limited to them.
    private func shownOffset(_ value: Double, _ limits: AxisLimits) -> Double {
        limits.bounces ? RubberBand.band(value, in: limits.range, dimension: limits.dimension) : limits.clamp(value)
    }

    /// The finger lifted with the content moving at `velocity` (offset points per
    /// second): asks the delegate where to come to rest, then glides there,
    /// bounces back to an edge, or settles on a page, in UIKit's order of calls.
    func endDragging(velocity: Point) {
        _refreshControl?.scrollViewWillEndDragging(self)
        let offset = contentOffset
        let limitsX = horizontalLimits, limitsY = verticalLimits
        let proposed = isPagingEnabled
            ? Point(x: Paging.target(offset: offset.x, velocity: velocity.x, pageSize: bounds.width, range: limitsX.range),
                    y: Paging.target(offset: offset.y, velocity: velocity.y, pageSize: bounds.height, range: limitsY.range))
            : Point(x: limitsX.clamp(naturalRest(offset.x, velocity.x)), y: limitsY.clamp(naturalRest(offset.y, velocity.y)))
        var target = proposed
        delegate?.scrollViewWillEndDragging(self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        motion = (x: releaseMotion(offset.x, velocity.x, proposed.x, target.x, limitsX),
                  y: releaseMotion(offset.y, velocity.y, proposed.y, target.y, limitsY))
        motionOrigin = .deceleration
        let moving = motion.x.isMoving || motion.y.isMoving
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moving)
        guard moving else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion()
    }

    /// Where a glide from `offset` at `velocity` comes to rest (where it is, if too slow to glide).
    private func naturalRest(_ offset: Double, _ velocity: Double) -> Double {
        abs(velocity) < ScrollPhysics.decelerationStopSpeed ? offset : offset + decelerationRate.projectedDistance(velocity: velocity)
    }

    /// One axis's motion after the finger lifts: a spring to a page, or back
    /// past an edge; a glide at the release velocity when the delegate kept the
    /// proposed target (so a glide that reaches an edge bounces); otherwise a
    /// glide whose speed is chosen to end on the delegate's target.
    private func releaseMotion(_ offset: Double, _ velocity: Double, _ proposed: Double, _ target: Double, _ limits: AxisLimits) -> AxisMotion {
        if !limits.range.contains(offset) {
            return .springing(velocity: velocity, target: limits.clamp(target), isBounce: true)
        }
        if isPagingEnabled {
            return target == offset ? .idle : .springing(velocity: velocity, target: target, isBounce: false)
        }
        if target == proposed {
            return abs(velocity) < ScrollPhysics.decelerationStopSpeed || target == offset ? .idle : .gliding(velocity: velocity, target: target)
        }
        // Too slow to glide, the first step lands on the target.
        return target == offset ? .idle : .gliding(velocity: decelerationRate.velocity(toTravel: target - offset), target: target)
    }
}
