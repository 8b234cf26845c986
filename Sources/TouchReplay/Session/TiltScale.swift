import InputEvents

/// How the values of one tilt axis (`ABS_TILT_X` or `ABS_TILT_Y`) become
/// radians, as libinput's `adjust_tilt` (`evdev-tablet.c`) converts them:
///
/// - an axis with a resolution whose range runs from below 0 to above 0
///   (0 is upright): the value over the resolution, the kernel's unit for
///   tilt being units per radian;
/// - any other axis (no resolution, like the Intuos5's 0..127, or a range
///   that does not straddle 0): its range mapped onto ±64°, the tilt Wacom
///   pens support ("Wacom supports physical [-64, 64] degrees, so map to
///   that by default"), so the middle of the range is upright.
public struct TiltScale: Hashable, Sendable {
    /// The tilt an axis without a usable resolution reaches at either end: 64°.
    public static let defaultMaximumTilt = 64.0 * Double.pi / 180

    /// Radians per axis unit.
    public let radiansPerUnit: Double
    /// The radians of the value 0.
    public let radiansAtZero: Double

    /// The scale of `axis`; nil when its minimum is not below its maximum (no tilt can be read from it).
    public init?(_ axis: AbsoluteAxisInfo) {
        guard axis.maximum > axis.minimum else { return nil }
        if axis.resolution != 0 && axis.maximum > 0 && axis.minimum < 0 {
            radiansPerUnit = 1 / Double(axis.resolution)
            radiansAtZero = 0
        } else {
            let span = Double(Int64(axis.maximum) - Int64(axis.minimum))
            // ((value - min) / span · 2 - 1) · 64°, written as value · a + b.
            radiansPerUnit = 2 * Self.defaultMaximumTilt / span
            radiansAtZero = -(2 * Double(axis.minimum) / span + 1) * Self.defaultMaximumTilt
        }
    }

    /// The tilt of `value`, in radians.
    @inline(__always) public func radians(_ value: Int32) -> Double {
        Double(value) * radiansPerUnit + radiansAtZero
    }

    /// The axis value (not rounded) whose tilt is `radians`.
    public func units(radians: Double) -> Double {
        (radians - radiansAtZero) / radiansPerUnit
    }
}
