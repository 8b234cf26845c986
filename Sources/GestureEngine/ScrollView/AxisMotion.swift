/// The limits of one axis of a scroll view's content offset, as a motion step needs them.
struct AxisLimits {
    /// The offsets the content rests within.
    var range: ClosedRange<Double>
    /// Whether the content may go past the range and spring back (`bounces`).
    var bounces: Bool
    /// The view's size along the axis (the rubber band's d).
    var dimension: Double

    /// `value` limited to ``range``.
    func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, range.lowerBound), range.upperBound) }
}

/// What one axis of a scroll view's content offset is doing after the finger lifted.
enum AxisMotion: Equatable {
    /// Not moving.
    case idle
    /// Gliding at `velocity` (offset points per second), slowing by the deceleration rate, to come to rest on `target`.
    case gliding(velocity: Double, target: Double)
    /// Pulled to `target` by a critically damped spring; `isBounce` when going back to an edge it went past.
    case springing(velocity: Double, target: Double, isBounce: Bool)

    /// Whether the axis is moving.
    var isMoving: Bool { self != .idle }

    /// Whether the axis is springing back to an edge.
    var isBouncing: Bool {
        if case .springing(_, _, true) = self { return true }
        return false
    }

    /// The position and motion `duration` seconds after `position`.
    ///
    /// A glide that crosses an edge turns into a bounce back to it (or, without
    /// `bounces`, stops on it); a glide slower than
    /// ``ScrollPhysics/decelerationStopSpeed`` ends on its target; a spring that
    /// comes to rest ends on its target. Without `bounces` no position leaves the range.
    func step(from position: Double, duration: Double, limits: AxisLimits,
              rate: DecelerationRate, spring: Spring) -> (position: Double, motion: AxisMotion) {
        switch self {
        case .idle:
            return (position, .idle)
        case let .gliding(velocity, target):
            let (distance, slower) = rate.step(velocity: velocity, duration: duration)
            let next = position + distance
            if movesAway(from: limits.range, position, next) {
                let edge = limits.clamp(next)
                return limits.bounces ? (next, .springing(velocity: slower, target: edge, isBounce: true)) : (edge, .idle)
            }
            if abs(slower) < ScrollPhysics.decelerationStopSpeed { return (target, .idle) }
            return (next, .gliding(velocity: slower, target: target))
        case let .springing(velocity, target, isBounce):
            let (displacement, speed) = spring.step(displacement: position - target, velocity: velocity, duration: duration)
            if spring.isAtRest(displacement: displacement, velocity: speed) { return (target, .idle) }
            let next = limits.bounces ? target + displacement : limits.clamp(target + displacement)
            return (next, .springing(velocity: speed, target: target, isBounce: isBounce))
        }
    }

    /// The motion after the zoom changed by `ratio` about `centre` (the content point under
    /// `centre`, measured from the visible edge, stays put, so an offset `v` becomes
    /// `(v + centre) · ratio − centre` and a speed is multiplied by `ratio`), the limits going
    /// from `old` to `new`: a glide's or a page's target is carried as the offset is and
    /// limited to `new`; a bounce goes on to the same edge of `new` (a target that was no
    /// edge is carried and limited). So the offset comes to rest inside the content at the
    /// zoom it rests at, not at a target chosen for the content at another zoom.
    func carried(by ratio: Double, about centre: Double, from old: AxisLimits, to new: AxisLimits) -> AxisMotion {
        switch self {
        case .idle:
            return .idle
        case let .gliding(velocity, target):
            return .gliding(velocity: velocity * ratio, target: new.clamp((target + centre) * ratio - centre))
        case let .springing(velocity, target, isBounce):
            let edge: Double? = !isBounce ? nil
                : target == old.range.lowerBound ? new.range.lowerBound
                : target == old.range.upperBound ? new.range.upperBound : nil
            return .springing(velocity: velocity * ratio, target: edge ?? new.clamp((target + centre) * ratio - centre), isBounce: isBounce)
        }
    }

    /// Whether going from `from` to `to` ends outside `range`, moving away from it.
    private func movesAway(from range: ClosedRange<Double>, _ from: Double, _ to: Double) -> Bool {
        (to < range.lowerBound && to < from) || (to > range.upperBound && to > from)
    }
}
