/// A discrete recognizer for one or more taps of one or more fingers
/// (UIKit's `UITapGestureRecognizer`).
///
/// A tap: the required number of fingers come down (never more), none moves
/// more than ``allowableMovement`` from where it came down, all lift. The
/// next tap must start within ``maximumIntervalBetweenTaps`` of the previous
/// tap's end and within ``maximumDistanceBetweenTaps`` of the first tap.
/// Recognized when the last required tap's fingers lift; fails otherwise.
open class TapGestureRecognizer: GestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { TapGestureRecognizer.self }
    /// Discrete: recognized or failed, never began.
    open override class var kind: Kind { .discrete }
    /// `tap` in traces.
    open override class var traceKind: String { "tap" }

    /// Taps needed. Default 1.
    public var numberOfTapsRequired: Int {
        get { _numberOfTapsRequired }
        set { _numberOfTapsRequired = newValue }
    }
    final var _numberOfTapsRequired: Int = 1
    /// Fingers per tap. Default 1.
    public var numberOfTouchesRequired: Int {
        get { _numberOfTouchesRequired }
        set { _numberOfTouchesRequired = newValue }
    }
    final var _numberOfTouchesRequired: Int = 1
    /// How far a finger may move during a tap. Default ``GestureDefaults/tapAllowableMovement``.
    public var allowableMovement: Double {
        get { _allowableMovement }
        set { _allowableMovement = newValue }
    }
    final var _allowableMovement: Double = GestureDefaults.tapAllowableMovement
    /// Longest pause between taps. Default ``GestureDefaults/tapMaximumInterval``.
    public var maximumIntervalBetweenTaps: Double {
        get { _maximumIntervalBetweenTaps }
        set { _maximumIntervalBetweenTaps = newValue }
    }
    final var _maximumIntervalBetweenTaps: Double = GestureDefaults.tapMaximumInterval
    /// Farthest a later tap may start from the first one. Default ``GestureDefaults/tapMaximumDistanceBetweenTaps``.
    public var maximumDistanceBetweenTaps: Double {
        get { _maximumDistanceBetweenTaps }
        set { _maximumDistanceBetweenTaps = newValue }
    }
    final var _maximumDistanceBetweenTaps: Double = GestureDefaults.tapMaximumDistanceBetweenTaps

    /// Taps completed in this sequence.
    public private(set) var tapsCompleted: Int {
        get { _tapsCompleted }
        set { _tapsCompleted = newValue }
    }
    private final var _tapsCompleted: Int = 0
    private var fingersInCurrentTap = 0
    private var firstTapLocation: Point?
    private var intervalTimer: ScheduledTask?

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        cancelTimer()
        for touch in touches {
            if let first = firstTapLocation, touch.initialLocationInWindow.distance(to: first) > maximumDistanceBetweenTaps {
                fail(.movedTooFar)
                return
            }
        }
        fingersInCurrentTap = Swift.max(fingersInCurrentTap, numberOfTouches)
        if fingersInCurrentTap > numberOfTouchesRequired { fail(.wrongNumberOfTouches) }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        if movedTooFar(touches) { fail(.movedTooFar) }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        if movedTooFar(touches) {
            fail(.movedTooFar)
            return
        }
        guard downTouchCount == 0 else { return }
        guard fingersInCurrentTap == numberOfTouchesRequired else {
            fail(.wrongNumberOfTouches)
            return
        }
        tapsCompleted += 1
        fingersInCurrentTap = 0
        // The lifted fingers are still tracked until the frame settles: their centroid is the tap's location.
        if tapsCompleted == 1 { firstTapLocation = centroidInWindow() }
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            intervalTimer = scheduleTimer(after: maximumIntervalBetweenTaps) { [weak self] in
                guard let self, self.state == .possible, self.downTouchCount == 0 else { return }
                self.intervalTimer = nil
                self.fail(.timedOut)
            }
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        state = .failed
    }

    open override func reset() {
        cancelTimer()
        tapsCompleted = 0
        fingersInCurrentTap = 0
        firstTapLocation = nil
    }

    /// Whether a finger of `touches` is more than ``allowableMovement`` from where it came down.
    private func movedTooFar(_ touches: [Touch]) -> Bool {
        let limit = allowableMovement
        return touches.countUnretained { $0.distanceFromStart > limit } > 0
    }

    private func cancelTimer() {
        if let timer = intervalTimer { cancelTimer(timer) }
        intervalTimer = nil
    }

    /// A tap never prevents a tap that needs more taps (UIGestureRecognizerSubclass.h:
    /// "a UITapGestureRecognizer never prevents another UITapGestureRecognizer with
    /// a higher tap count"); otherwise the base class's answer.
    open override func canPrevent(_ preventedRecognizer: GestureRecognizer) -> Bool {
        if let other = preventedRecognizer as? TapGestureRecognizer, other.numberOfTapsRequired > numberOfTapsRequired { return false }
        return super.canPrevent(preventedRecognizer)
    }

    /// Once a tap completed, the first tap's location: the centroid of its fingers
    /// where they lifted (UITapGestureRecognizer: with several taps, the location is
    /// the first tap's); before, the centroid of the touches.
    open override func location(in view: View?) -> Point {
        guard let firstTapLocation else { return super.location(in: view) }
        guard let view else { return firstTapLocation }
        return view.convert(firstTapLocation, from: nil)
    }

    override var traceValues: String { super.traceValues + " taps=\(tapsCompleted)" }
}
