/// A control for picking a number from a range by dragging a thumb along a
/// horizontal track (UIKit's `UISlider`).
///
/// A touch that comes down on the thumb (its ``thumbDiameter``, grown to at
/// least ``minimumThumbTouchSize`` square) tracks it; a touch elsewhere on the
/// track changes nothing. While tracking, the thumb follows the finger's
/// horizontal movement: the value moves by the finger's movement over the
/// track's length (the bounds' width less the thumb) times the range, within
/// ``minimumValue`` … ``maximumValue``. With ``isContinuous`` (default) each
/// move that changes the value sends ``Control/Events/valueChanged``; without,
/// one is sent when the finger lifts, if the value changed. Setting ``value``
/// or calling ``setValue(_:animated:)`` sends nothing; the animated form moves
/// the thumb on the display frames (``presentedValue``). A slider keeps another view's one-finger horizontal swipe
/// from beginning while it tracks a touch on its thumb (Apple, "Attaching gesture recognizers to UIKit controls").
open class Slider: Control, AnimatedValueControl {
    /// The current value, within ``minimumValue`` … ``maximumValue``. Default 0 (UIKit). Setting it sends
    /// nothing and draws the thumb there at once.
    public var value: Double {
        get { _range.value }
        set {
            _range.set(newValue)
            presentation.jump(to: _range.value)
        }
    }
    /// The value at the track's left end. Default 0 (UIKit).
    public var minimumValue: Double {
        get { _range.minimum }
        set {
            _range.setMinimum(newValue)
            presentation.jump(to: _range.value)
        }
    }
    /// The value at the track's right end. Default 1 (UIKit).
    public var maximumValue: Double {
        get { _range.maximum }
        set {
            _range.setMaximum(newValue)
            presentation.jump(to: _range.value)
        }
    }
    final var _range = BoundedValue(minimum: 0, maximum: 1)
    /// Whether every change while dragging sends ``Control/Events/valueChanged`` (true, UIKit's default) or only the lift does.
    public var isContinuous: Bool {
        get { _isContinuous }
        set { _isContinuous = newValue }
    }
    final var _isContinuous = true
    /// The thumb's width and height: 31 pt (our decision: the default thumb width developers report since iOS 7; docs/gestures.md).
    public var thumbDiameter: Double {
        get { _thumbDiameter }
        set { _thumbDiameter = newValue }
    }
    final var _thumbDiameter = 31.0
    /// The smallest square a touch on the thumb may land in: 44 pt (Apple's Human Interface Guidelines' minimum hit target).
    public var minimumThumbTouchSize: Double {
        get { _minimumThumbTouchSize }
        set { _minimumThumbTouchSize = newValue }
    }
    final var _minimumThumbTouchSize = 44.0
    /// Where the thumb is drawn.
    let presentation = PresentedValue(0)

    /// Sets ``value`` (clamped to the range) and, when `animated`, moves the
    /// thumb there on the window's display frames, as a scroll view's animation
    /// (UIKit's `setValue(_:animated:)`); sends nothing either way.
    public func setValue(_ value: Double, animated: Bool) {
        guard animated else { return self.value = value }
        _range.set(value)
        let range = maximumValue - minimumValue
        presentation.animate(to: _range.value, pointsPerUnit: range > 0 ? trackLength / range : 1, in: window)
    }

    /// The value the thumb is drawn at (``AnimatedValueControl``).
    public var presentedValue: Double { presentation.value }

    /// Whether `setValue(_:animated:)` is still moving the thumb.
    public var isAnimatingValue: Bool { presentation.isAnimating }

    /// How far the thumb's centre travels from one end of the track to the other, in points (at least 1).
    private var trackLength: Double { Swift.max(1, bounds.width - thumbDiameter) }

    /// The value when tracking began, and the finger's x then (in the slider's coordinates).
    private var dragStart: (value: Double, x: Double)?

    /// The value as a number (``ValueControl``).
    public var tracedValue: Double { value }

    /// The thumb's rectangle in the slider's coordinates, where it is drawn (``presentedValue``).
    public var thumbRect: Rect {
        let b = bounds
        let fraction = maximumValue > minimumValue ? (presentedValue - minimumValue) / (maximumValue - minimumValue) : 0
        let x = b.minX + fraction * Swift.max(0, b.width - thumbDiameter)
        return Rect(x: x, y: b.midY - thumbDiameter / 2, width: thumbDiameter, height: thumbDiameter)
    }

    /// Tracks a touch that lands on the thumb's touch area.
    open override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        let thumb = thumbRect
        let grow = Swift.max(0, (minimumThumbTouchSize - thumbDiameter) / 2)
        let point = touch.location(in: self)
        guard thumb.insetBy(dx: -grow, dy: -grow).contains(point) else { return false }
        // A thumb caught while it animates ends the animation: the drag starts from the value, which sent nothing.
        presentation.jump(to: value)
        dragStart = (value, point.x)
        return true
    }

    /// Moves the value with the finger; sends `valueChanged` when continuous and the value changed.
    open override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        guard let start = dragStart else { return false }
        let old = value
        value = start.value + (touch.location(in: self).x - start.x) / trackLength * (maximumValue - minimumValue)
        if isContinuous && value != old { sendActions(for: .valueChanged) }
        return true
    }

    /// Sends the one `valueChanged` of a non-continuous slider whose value changed.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let start = dragStart, !isContinuous, value != start.value { sendActions(for: .valueChanged) }
        dragStart = nil
    }

    /// Forgets the drag; the value stays where the finger left it.
    open override func cancelTracking(with event: Event?) {
        if let start = dragStart, !isContinuous, value != start.value { sendActions(for: .valueChanged) }
        dragStart = nil
    }

    /// Also refuses another view's one-finger swipe that may go left or right (the swipe parallel to the slider).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if isEnabled, isTracking, gestureRecognizer.view !== self, let swipe = gestureRecognizer as? SwipeGestureRecognizer,
           swipe.numberOfTouchesRequired == 1, !swipe.direction.isDisjoint(with: [.left, .right]) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
