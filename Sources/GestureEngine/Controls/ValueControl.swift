/// A control that holds a number the user changes (a slider's value, a
/// switch's on state, a stepper's value, a refresh control's refreshing), so
/// that a tracer can report the value with each ``Control/Events/valueChanged``.
public protocol ValueControl: Control {
    /// The control's value as a number: the value itself, or 1 for on and 0 for off.
    var tracedValue: Double { get }
}

/// A value control whose drawing of its value can animate: a slider's thumb,
/// a switch's knob (UIKit's `setValue(_:animated:)`, `setOn(_:animated:)`).
public protocol AnimatedValueControl: ValueControl {
    /// The value as drawn: ``ValueControl/tracedValue`` except while an
    /// animated change moves the drawing towards it on the display frames.
    var presentedValue: Double { get }
    /// Whether an animated change is still moving the drawing.
    var isAnimatingValue: Bool { get }
}
