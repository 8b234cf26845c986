/// How fast a released scroll view's content slows down: the fraction of its
/// speed kept after each millisecond (UIKit's `UIScrollView.DecelerationRate`).
///
/// The motion is Apple's discrete model: each millisecond the speed is
/// multiplied by ``rawValue`` and the content moves by the new speed. Summed
/// to the end, a flick at v pt/s travels v / 1000 · r / (1 − r)
/// (``projectedDistance(velocity:)``, the projection of WWDC 2018 "Designing
/// Fluid Interfaces"); ``step(velocity:duration:)`` moves by exactly that
/// sum's share of a step of any length, so the stepped glide lands on the
/// projection whatever the refresh rate.
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The fraction of speed kept per millisecond, in 0 < r < 1.
    public let rawValue: Double

    /// A rate, or nil unless 0 < `rawValue` < 1.
    public init?(rawValue: Double) {
        guard rawValue > 0, rawValue < 1 else { return nil }
        self.rawValue = rawValue
    }

    /// UIKit's default, 0.998 per millisecond (`UIScrollView.DecelerationRate.normal`).
    public static let normal = DecelerationRate(rawValue: 0.998)!
    /// UIKit's fast rate, 0.99 per millisecond (`UIScrollView.DecelerationRate.fast`).
    public static let fast = DecelerationRate(rawValue: 0.99)!

    /// How far a glide starting at `velocity` (points per second) travels until it stops: v / 1000 · r / (1 − r).
    public func projectedDistance(velocity: Double) -> Double {
        velocity / 1000 * rawValue / (1 - rawValue)
    }

    /// The velocity (points per second) whose glide travels `distance`: the inverse of ``projectedDistance(velocity:)``.
    public func velocity(toTravel distance: Double) -> Double {
        distance * 1000 * (1 - rawValue) / rawValue
    }

    /// One step of `duration` seconds of a glide at `velocity`: the distance
    /// moved (the sum of the discrete model over the step's milliseconds,
    /// fractional ones included) and the velocity at its end.
    public func step(velocity: Double, duration: Double) -> (distance: Double, velocity: Double) {
        let kept = Math.pow(rawValue, duration * 1000)
        return (projectedDistance(velocity: velocity) * (1 - kept), velocity * kept)
    }
}
