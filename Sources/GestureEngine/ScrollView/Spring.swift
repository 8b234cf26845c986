/// A critically damped spring (damping ratio 1): it pulls a value to its
/// target as fast as it can without going past it from rest, so it never
/// oscillates. Stepped with the exact solution, so any step length gives the
/// same curve.
///
/// With displacement x₀ = value − target and velocity v₀, after t seconds
/// x(t) = (x₀ + (v₀ + ω x₀) t) e^(−ω t), where ω = 2π / response.
public struct Spring: Hashable, Sendable {
    /// The angular frequency ω in radians per second.
    public let angularFrequency: Double
    /// Below this distance to the target, and this distance times ω in speed, the spring rests.
    public let restDistance: Double

    /// A spring with the given response (seconds) and rest distance.
    public init(response: Double = ScrollPhysics.springResponse, restDistance: Double = ScrollPhysics.springRestDistance) {
        angularFrequency = 2 * Double.pi / response
        self.restDistance = restDistance
    }

    /// The displacement and velocity `duration` seconds after `displacement` and `velocity`.
    public func step(displacement x0: Double, velocity v0: Double, duration t: Double) -> (displacement: Double, velocity: Double) {
        let w = angularFrequency
        let decay = Math.exp(-w * t)
        let b = v0 + w * x0
        return ((x0 + b * t) * decay, (v0 - w * b * t) * decay)
    }

    /// Whether a spring at `displacement` moving at `velocity` has come to rest.
    public func isAtRest(displacement: Double, velocity: Double) -> Bool {
        abs(displacement) < restDistance && abs(velocity) < restDistance * angularFrequency
    }
}
