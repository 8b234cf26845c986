/// A pen's pressure and tilt at one point of a `pen` stroke's path.
public struct SynthPenSample: Hashable, Sendable {
    /// The pressure, 0 (none) to 1 (the axis's maximum).
    public var pressure: Double
    /// The tilt towards +x (the pen's top leaning right), in degrees, as `ABS_TILT_X` measures it.
    public var tiltX: Double
    /// The tilt towards +y (the pen's top leaning towards the user), in degrees, as `ABS_TILT_Y` measures it.
    public var tiltY: Double

    /// A sample from its parts.
    public init(pressure: Double, tiltX: Double = 0, tiltY: Double = 0) {
        self.pressure = pressure
        self.tiltX = tiltX
        self.tiltY = tiltY
    }

    /// The pressure of a pen stroke that gives none (a tap or drag on a pen device): half the range.
    public static let standard = SynthPenSample(pressure: 0.5)

    /// The sample a fraction `f` of the way from `self` to `other`.
    func interpolated(to other: SynthPenSample, _ f: Double) -> SynthPenSample {
        SynthPenSample(pressure: pressure + (other.pressure - pressure) * f,
                       tiltX: tiltX + (other.tiltX - tiltX) * f, tiltY: tiltY + (other.tiltY - tiltY) * f)
    }
}
