/// A control that is on or off (UIKit's `UISwitch`).
///
/// A tap toggles it: the finger lifting inside, having moved less than
/// ``GestureDefaults/panMinimumMovement`` from where it came down, flips
/// ``isOn``. A drag moves the knob with the finger: once the finger has moved
/// that far, the switch is on while the finger is right of its centre and off
/// while left, and keeps that state where the finger lifts, inside or outside.
/// One ``Control/Events/valueChanged`` is sent when the finger lifts, if
/// ``isOn`` changed; setting ``isOn`` or calling ``setOn(_:animated:)`` sends
/// nothing (Apple's `setOn(_:animated:)` documentation); the animated form
/// moves the knob on the display frames (``presentedValue``), while a finger's
/// change draws at once (our decision). A switch keeps
/// another view's one-finger pan from beginning on it (Apple, "Attaching
/// gesture recognizers to UIKit controls"), except a scroll view's own.
open class Switch: Control, AnimatedValueControl {
    /// Whether the switch is on. Default false (UIKit). Setting it sends nothing and draws the knob there at once.
    public var isOn: Bool {
        get { _isOn }
        set {
            _isOn = newValue
            presentation.jump(to: newValue ? 1 : 0)
        }
    }
    final var _isOn = false
    /// Where the knob is drawn: 0 off, 1 on.
    let presentation = PresentedValue(0)

    /// The state when the finger came down, and whether the finger has dragged the knob.
    private var touchStart: (isOn: Bool, dragged: Bool)?

    /// 1 when on, 0 when off (``ValueControl``).
    public var tracedValue: Double { isOn ? 1 : 0 }

    /// Sets ``isOn`` and, when `animated`, slides the knob there on the window's
    /// display frames, as a scroll view's animation (UIKit's `setOn(_:animated:)`);
    /// sends nothing either way ("Setting the switch to either position does not
    /// result in an action message being sent").
    public func setOn(_ on: Bool, animated: Bool) {
        guard animated else { return isOn = on }
        _isOn = on
        // The knob is as tall as the switch and travels its width less its height (20 pt on UIKit's 51 × 31 switch).
        presentation.animate(to: on ? 1 : 0, pointsPerUnit: Swift.max(1, bounds.width - bounds.height), in: window)
    }

    /// The knob's place, 0 off to 1 on (``AnimatedValueControl``).
    public var presentedValue: Double { presentation.value }

    /// Whether `setOn(_:animated:)` is still sliding the knob.
    public var isAnimatingValue: Bool { presentation.isAnimating }

    /// Remembers the state when the finger came down.
    open override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        presentation.jump(to: tracedValue)
        touchStart = (isOn, false)
        return true
    }

    /// Once the finger has moved the pan's distance, the knob follows it: on right of the centre, off left of it.
    open override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        guard var start = touchStart else { return false }
        if !start.dragged && touch.distanceFromStart >= GestureDefaults.panMinimumMovement { start.dragged = true }
        touchStart = start
        if start.dragged { isOn = touch.location(in: self).x >= bounds.midX }
        return true
    }

    /// A tap lifting inside flips the state; a drag keeps the state the knob reached. Sends `valueChanged` if it changed.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        guard let start = touchStart else { return }
        touchStart = nil
        if !start.dragged, let touch, isInsideTrackingArea(touch.location(in: self)) { isOn.toggle() }
        if isOn != start.isOn { sendActions(for: .valueChanged) }
    }

    /// A cancelled touch puts the switch back as it was.
    open override func cancelTracking(with event: Event?) {
        if let start = touchStart { isOn = start.isOn }
        touchStart = nil
    }

    /// Also refuses another view's one-finger pan (the pan on a switch's knob),
    /// but not a scroll view's own pan: a drag starting on a switch still scrolls.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if isEnabled, gestureRecognizer.view !== self, let pan = gestureRecognizer as? PanGestureRecognizer,
           pan.minimumNumberOfTouches == 1, pan !== (pan.view as? ScrollView)?.panGestureRecognizer {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
