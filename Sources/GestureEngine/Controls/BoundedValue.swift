/// A number kept within a range, the value block a slider and a stepper share
/// (UIKit's `value`, `minimumValue`, `maximumValue` on `UISlider` and `UIStepper`).
///
/// A value type, so that each control keeps it as internal storage behind its
/// public properties (docs/architecture.md, "Storage and unsafe code in the
/// engine"): setting the value clamps it to the range, and moving a limit
/// clamps the value again, as Apple documents for both controls ("If you try to
/// set a value that's below the minimum or above the maximum value, the minimum
/// or maximum value is set instead").
struct BoundedValue: Equatable {
    /// The value, always within ``minimum`` … ``maximum``.
    private(set) var value: Double
    /// The lowest value.
    private(set) var minimum: Double
    /// The highest value.
    private(set) var maximum: Double

    /// A value of 0 (UIKit's default for both controls) within `minimum` … `maximum`.
    init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
        value = Swift.min(Swift.max(0, minimum), maximum)
    }

    /// Sets the value, clamped to the range.
    mutating func set(_ newValue: Double) { value = Swift.min(Swift.max(newValue, minimum), maximum) }

    /// Moves the lower limit and clamps the value to the new range.
    mutating func setMinimum(_ newValue: Double) {
        minimum = newValue
        set(value)
    }

    /// Moves the upper limit and clamps the value to the new range.
    mutating func setMaximum(_ newValue: Double) {
        maximum = newValue
        set(value)
    }

    /// Where the value lies along the range: 0 at the minimum, 1 at the maximum (0 for an empty range).
    var fraction: Double { maximum > minimum ? (value - minimum) / (maximum - minimum) : 0 }
}
