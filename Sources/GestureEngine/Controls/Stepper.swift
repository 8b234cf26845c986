/// A control with a minus and a plus half that step a value (UIKit's `UIStepper`).
///
/// A touch coming down on the left half subtracts ``stepValue``, on the right
/// half adds it, at once; held there with ``autorepeat`` (default), it steps
/// again after ``GestureDefaults/stepperAutorepeatDelay`` and then every
/// ``GestureDefaults/stepperAutorepeatInterval`` on the virtual clock, until it
/// lifts or leaves the tracking area. The value stays within ``minimumValue``
/// … ``maximumValue``, or with ``wraps`` goes round to the other end. With
/// ``isContinuous`` (default) each step sends ``Control/Events/valueChanged``;
/// without, one is sent when the finger lifts, if the value changed. Setting
/// ``value`` sends nothing.
open class Stepper: Control, ValueControl {
    /// The current value. Default 0 (UIKit); kept within the limits.
    public var value: Double {
        get { _range.value }
        set { _range.set(newValue) }
    }
    /// The lowest value. Default 0 (UIKit).
    public var minimumValue: Double {
        get { _range.minimum }
        set { _range.setMinimum(newValue) }
    }
    /// The highest value. Default 100 (UIKit).
    public var maximumValue: Double {
        get { _range.maximum }
        set { _range.setMaximum(newValue) }
    }
    final var _range = BoundedValue(minimum: 0, maximum: 100)
    /// How much one step changes the value. Default 1 (UIKit).
    public var stepValue: Double {
        get { _stepValue }
        set { _stepValue = newValue }
    }
    final var _stepValue = 1.0
    /// Whether each step sends ``Control/Events/valueChanged`` (true, UIKit's default) or only the lift does.
    public var isContinuous: Bool {
        get { _isContinuous }
        set { _isContinuous = newValue }
    }
    final var _isContinuous = true
    /// Whether holding a half steps repeatedly. Default true (UIKit).
    public var autorepeat: Bool {
        get { _autorepeat }
        set { _autorepeat = newValue }
    }
    final var _autorepeat = true
    /// Whether stepping past one end goes to the other. Default false (UIKit).
    public var wraps: Bool {
        get { _wraps }
        set { _wraps = newValue }
    }
    final var _wraps = false

    /// The value when the finger came down, and the step (+1 or -1) of the half it came down on.
    private var press: (startValue: Double, direction: Double)?
    /// The pending repeat.
    private var repeatTask: ScheduledTask?

    /// The value as a number (``ValueControl``).
    public var tracedValue: Double { value }

    /// Steps once towards the half the touch came down on, and starts the repeat.
    open override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        let direction: Double = touch.location(in: self).x < bounds.midX ? -1 : 1
        press = (value, direction)
        step(direction)
        scheduleRepeat(after: GestureDefaults.stepperAutorepeatDelay)
        return true
    }

    /// Stops repeating once the finger leaves the tracking area.
    open override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        if !isTouchInside { stopRepeating() }
        return true
    }

    /// Stops repeating; a non-continuous stepper sends its one `valueChanged` if the value changed.
    open override func endTracking(_ touch: Touch?, with event: Event?) { finishPress() }

    /// As the end of tracking: the steps made stay.
    open override func cancelTracking(with event: Event?) { finishPress() }

    /// One step of `direction` (+1 or -1), wrapping or holding at the ends.
    private func step(_ direction: Double) {
        let old = value
        let next = old + direction * stepValue
        if next > maximumValue {
            value = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            value = wraps ? maximumValue : minimumValue
        } else {
            value = next
        }
        if isContinuous && value != old { sendActions(for: .valueChanged) }
    }

    private func scheduleRepeat(after delay: Double) {
        guard autorepeat, let scheduler = window?.scheduler else { return }
        repeatTask = scheduler.schedule(after: delay) { [weak self] in
            guard let self, let press = self.press else { return }
            self.step(press.direction)
            self.scheduleRepeat(after: GestureDefaults.stepperAutorepeatInterval)
        }
    }

    private func stopRepeating() {
        if let task = repeatTask { window?.scheduler.cancel(task) }
        repeatTask = nil
    }

    private func finishPress() {
        stopRepeating()
        if let press, !isContinuous, value != press.startValue { sendActions(for: .valueChanged) }
        press = nil
    }
}
