/// A continuous recognizer for fingers held still (UIKit's `UILongPressGestureRecognizer`).
///
/// After ``numberOfTapsRequired`` taps, ``numberOfTouchesRequired`` fingers
/// must stay down for ``minimumPressDuration`` without moving more than
/// ``allowableMovement``; then it begins (on the virtual clock's timer),
/// reports every move as changed (any distance), and ends when any of its fingers lifts.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { LongPressGestureRecognizer.self }
    /// Continuous: began, changed, ended or cancelled (or failed before began).
    open override class var kind: Kind { .continuous }
    /// `longPress` in traces.
    open override class var traceKind: String { "longPress" }

    /// How long the fingers must stay down. Default ``GestureDefaults/longPressMinimumDuration``.
    public var minimumPressDuration: Double {
        get { _minimumPressDuration }
        set { _minimumPressDuration = newValue }
    }
    final var _minimumPressDuration: Double = GestureDefaults.longPressMinimumDuration
    /// How far the fingers may move before it begins. Default ``GestureDefaults/longPressAllowableMovement``.
    public var allowableMovement: Double {
        get { _allowableMovement }
        set { _allowableMovement = newValue }
    }
    final var _allowableMovement: Double = GestureDefaults.longPressAllowableMovement
    /// Fingers to hold. Default 1.
    public var numberOfTouchesRequired: Int {
        get { _numberOfTouchesRequired }
        set { _numberOfTouchesRequired = newValue }
    }
    final var _numberOfTouchesRequired: Int = 1
    /// Taps before the press. Default 0.
    public var numberOfTapsRequired: Int {
        get { _numberOfTapsRequired }
        set { _numberOfTapsRequired = newValue }
    }
    final var _numberOfTapsRequired: Int = 0

    private var tapsCompleted = 0
    private var fingersInCurrentPress = 0
    private var timer: ScheduledTask?

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard state == .possible else { return }
        cancelTimer()
        fingersInCurrentPress = Swift.max(fingersInCurrentPress, numberOfTouches)
        if fingersInCurrentPress > numberOfTouchesRequired {
            fail(.wrongNumberOfTouches)
            return
        }
        guard fingersInCurrentPress == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired else { return }
        timer = scheduleTimer(after: minimumPressDuration) { [weak self] in
            guard let self else { return }
            self.timer = nil
            if self.state == .possible && self.downTouchCount == self.numberOfTouchesRequired { self.state = .began }
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        if state.isActive {
            state = .changed
            return
        }
        for touch in touches where touch.distanceFromStart > allowableMovement {
            cancelTimer()
            fail(.movedTooFar)
            return
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        if state.isActive {
            // UILongPressGestureRecognizer: "it ends when any of the fingers are lifted".
            state = .ended
            return
        }
        cancelTimer()
        let isTapPhase = tapsCompleted < numberOfTapsRequired
        if !isTapPhase {
            fail(.touchesEnded)
            return
        }
        guard downTouchCount == 0 else { return }
        guard fingersInCurrentPress == numberOfTouchesRequired,
              trackedTouches.allSatisfy({ $0.distanceFromStart <= allowableMovement }) else {
            fail(fingersInCurrentPress == numberOfTouchesRequired ? .movedTooFar : .wrongNumberOfTouches)
            return
        }
        tapsCompleted += 1
        fingersInCurrentPress = 0
        timer = scheduleTimer(after: GestureDefaults.tapMaximumInterval) { [weak self] in
            guard let self, self.state == .possible, self.downTouchCount == 0 else { return }
            self.timer = nil
            self.fail(.timedOut)
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        cancelTimer()
        state = state.isActive ? .cancelled : .failed
    }

    open override func reset() {
        cancelTimer()
        tapsCompleted = 0
        fingersInCurrentPress = 0
    }

    private func cancelTimer() {
        if let timer { cancelTimer(timer) }
        timer = nil
    }
}
