/// An animated zoom (`zoom(to:animated:)`, `setZoomScale(_:animated:)`): the
/// scale and the offset move from their start to their target together, by
/// the fraction a critically damped spring (``Spring``) has covered.
struct ZoomAnimation {
    /// The zoom scale and content offset when the animation began.
    var startScale: Double
    var startOffset: Point
    /// The zoom scale and content offset it ends on.
    var targetScale: Double
    var targetOffset: Point
    /// How many points the farthest-moving point travels over the whole animation (the spring rests in points).
    var pointsPerUnit: Double
    /// The fraction still to go (1 at the start) and its speed per second.
    var remaining = 1.0
    var velocity = 0.0

    /// Steps the spring; answers false once it rests (the animation is over).
    mutating func step(duration: Double) -> Bool {
        let spring = Spring()
        let (displacement, speed) = spring.step(displacement: remaining * pointsPerUnit, velocity: velocity * pointsPerUnit, duration: duration)
        guard !spring.isAtRest(displacement: displacement, velocity: speed) else { return false }
        remaining = displacement / pointsPerUnit
        velocity = speed / pointsPerUnit
        return true
    }

    /// The scale now.
    var scale: Double { targetScale + (startScale - targetScale) * remaining }
    /// The offset now.
    var offset: Point {
        Point(x: targetOffset.x + (startOffset.x - targetOffset.x) * remaining,
              y: targetOffset.y + (startOffset.y - targetOffset.y) * remaining)
    }
}
