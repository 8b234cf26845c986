/// A view that tracks its own touch and sends events to actions: UIKit's `UIControl`.
///
/// A touch that goes down on an enabled control is tracked: ``beginTracking(_:with:)``
/// decides whether tracking starts (then ``Events/touchDown`` is sent, with
/// ``Events/touchDownRepeat`` when the touch's `tapCount` is more than one);
/// each move asks ``continueTracking(_:with:)`` and sends a drag event inside or
/// outside, plus enter or exit when it crossed the edge of the tracking area
/// (the bounds grown by ``trackingTolerance``); lifting calls
/// ``endTracking(_:with:)`` and sends ``Events/touchUpInside`` (then
/// ``Events/primaryActionTriggered``) or ``Events/touchUpOutside``; a cancelled
/// touch calls ``cancelTracking(with:)`` and sends ``Events/touchCancel``.
/// Only the first touch of a sequence is tracked.
///
/// A disabled control ignores touches: it passes them up the responder chain.
/// An enabled control keeps a single-finger single-tap recognizer of another
/// view from beginning on its touches (``gestureRecognizerShouldBegin(_:)``),
/// so a button inside a tappable view fires the button; a scroll view does not
/// cancel its touches by default (``ScrollView/touchesShouldCancel(in:)``).
open class Control: View {
    /// Keeps `View`'s hit-testing methods (see `View.defaultHitTestingClass`).
    override class var defaultHitTestingClass: View.Type? { Control.self }
    /// Whether the control takes touches; a disabled one passes them on and sends nothing. Default true.
    public var isEnabled: Bool {
        get { _isEnabled }
        set {
            let wasEnabled = _isEnabled
            _isEnabled = newValue
            guard !newValue, wasEnabled else { return }
            endTrackingState()
        }
    }
    final var _isEnabled = true
    /// Whether the control is selected (toggled by the primary action when ``changesSelectionAsPrimaryAction``).
    public var isSelected: Bool {
        get { _isSelected }
        set { _isSelected = newValue }
    }
    final var _isSelected: Bool = false
    /// Whether the control is drawn pressed: while its tracked touch is inside the tracking area.
    public internal(set) var isHighlighted: Bool {
        get { _isHighlighted }
        set { _isHighlighted = newValue }
    }
    final var _isHighlighted: Bool = false
    /// Whether a touch is being tracked.
    public internal(set) var isTracking: Bool {
        get { _isTracking }
        set { _isTracking = newValue }
    }
    final var _isTracking: Bool = false
    /// Whether the tracked touch is inside the tracking area.
    public internal(set) var isTouchInside: Bool {
        get { _isTouchInside }
        set { _isTouchInside = newValue }
    }
    final var _isTouchInside: Bool = false
    /// How far outside the bounds a tracked touch still counts as inside. Default
    /// ``GestureDefaults/controlTrackingTolerance``.
    public var trackingTolerance: Double {
        get { _trackingTolerance }
        set { _trackingTolerance = newValue }
    }
    final var _trackingTolerance: Double = GestureDefaults.controlTrackingTolerance
    /// When true, the primary action toggles ``isSelected`` and sends ``Events/valueChanged``
    /// (UIKit's `UIButton.changesSelectionAsPrimaryAction`). Default false.
    public var changesSelectionAsPrimaryAction: Bool {
        get { _changesSelectionAsPrimaryAction }
        set { _changesSelectionAsPrimaryAction = newValue }
    }
    final var _changesSelectionAsPrimaryAction: Bool = false

    /// The actions and targets, in the order they were added.
    var registrations: [Registration] = []
    /// Numbers the identifiers of actions added without one.
    var actionCounter = 0
    /// The touch being tracked (the first of the sequence).
    private weak var trackedTouch: Touch?

    // MARK: Tracking (UIControl's tracking methods; override to customise)

    /// A touch went down on the control; true to track it. Default true.
    open func beginTracking(_ touch: Touch, with event: Event) -> Bool { true }
    /// The tracked touch moved; false stops tracking (no more drag or touch-up events). Default true.
    open func continueTracking(_ touch: Touch, with event: Event) -> Bool { true }
    /// The tracked touch lifted (called before the touch-up event is sent).
    open func endTracking(_ touch: Touch?, with event: Event?) {}
    /// The tracked touch was cancelled (called before ``Events/touchCancel`` is sent).
    open func cancelTracking(with event: Event?) {}

    /// Whether `point` (in the control's coordinates) is inside the tracking area: the bounds grown by ``trackingTolerance``.
    public func isInsideTrackingArea(_ point: Point) -> Bool {
        bounds.insetBy(dx: -trackingTolerance, dy: -trackingTolerance).contains(point)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard isEnabled else { return super.touchesMoved(touches, with: event) }
        guard let touch = tracked(in: touches) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch.location(in: self))
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: Events = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside && !wasInside { events.insert(.touchDragEnter) }
        if !isTouchInside && wasInside { events.insert(.touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard isEnabled else { return super.touchesEnded(touches, with: event) }
        guard let touch = tracked(in: touches) else { return }
        let inside = isInsideTrackingArea(touch.location(in: self))
        let wasTracking = isTracking
        endTrackingState()
        guard wasTracking else { return }
        endTracking(touch, with: event)
        guard inside else { return sendActions(for: .touchUpOutside) }
        sendActions(for: .touchUpInside)
        if changesSelectionAsPrimaryAction {
            isSelected.toggle()
            sendActions(for: .valueChanged)
        }
        sendActions(for: .primaryActionTriggered)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        guard isEnabled else { return super.touchesCancelled(touches, with: event) }
        guard tracked(in: touches) != nil else { return }
        let wasTracking = isTracking
        endTrackingState()
        guard wasTracking else { return }
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// The tracked touch if it is among `touches`.
    private func tracked(in touches: [Touch]) -> Touch? {
        guard let trackedTouch else { return nil }
        return touches.first { $0 === trackedTouch }
    }

    /// Forgets the tracked touch: not tracking, not highlighted, not inside.
    private func endTrackingState() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    // MARK: Gesture recognizers

    /// Whether `gestureRecognizer` may begin on a touch that went to this control.
    ///
    /// UIKit ("Attaching gesture recognizers to UIKit controls"): a single-finger
    /// single tap on a button is handled by the button, not by a tap recognizer
    /// on an ancestor; a recognizer on the control itself still wins. So an
    /// enabled control answers false for a ``TapGestureRecognizer`` of another
    /// view that needs one tap of one finger, true otherwise. Controls whose own
    /// action is a swipe or pan (a slider's knob) override this to refuse those too.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard isEnabled, gestureRecognizer.view !== self,
              let tap = gestureRecognizer as? TapGestureRecognizer else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }
}
