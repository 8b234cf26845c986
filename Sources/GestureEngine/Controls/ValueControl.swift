/// A control that holds a number the user changes (a slider's value, a
/// switch's on state, a stepper's value, a refresh control's refreshing), so
/// that a tracer can report the value with each ``Control/Events/valueChanged``.
public protocol ValueControl: Control {
    /// The control's value as a number: the value itself, or 1 for on and 0 for off.
    var tracedValue: Double { get }
}
