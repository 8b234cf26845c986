/// The resistance of content pulled past its edge (UIKit's rubber band): an
/// overshoot x past an edge shows as d · (1 − 1 / (x · c / d + 1)) for the
/// view's dimension d along that axis and c = ``ScrollPhysics/rubberBandCoefficient``.
///
/// The shown distance grows ever more slowly and never reaches d.
public enum RubberBand {
    /// The distance shown for an overshoot `overshoot` ≥ 0 over `dimension` > 0.
    public static func distance(overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0, overshoot > 0 else { return 0 }
        let c = ScrollPhysics.rubberBandCoefficient
        return dimension * (1 - 1 / (overshoot * c / dimension + 1))
    }

    /// The overshoot that shows as `distance` (0 ≤ distance < dimension): the inverse of ``distance(overshoot:dimension:)``.
    public static func overshoot(distance: Double, dimension: Double) -> Double {
        guard dimension > 0, distance > 0 else { return 0 }
        let shown = Swift.min(distance, dimension * 0.999_999)
        return shown * dimension / (ScrollPhysics.rubberBandCoefficient * (dimension - shown))
    }

    /// `value` limited to `range`, the part past either end shown with resistance.
    public static func band(_ value: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
        if value < range.lowerBound { return range.lowerBound - distance(overshoot: range.lowerBound - value, dimension: dimension) }
        if value > range.upperBound { return range.upperBound + distance(overshoot: value - range.upperBound, dimension: dimension) }
        return value
    }

    /// The value that ``band(_:in:dimension:)`` shows as `shown`: its inverse.
    public static func unband(_ shown: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
        if shown < range.lowerBound { return range.lowerBound - overshoot(distance: range.lowerBound - shown, dimension: dimension) }
        if shown > range.upperBound { return range.upperBound + overshoot(distance: shown - range.upperBound, dimension: dimension) }
        return shown
    }
}
