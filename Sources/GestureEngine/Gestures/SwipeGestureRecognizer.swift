/// A discrete recognizer for a quick straight stroke (UIKit's `UISwipeGestureRecognizer`).
///
/// With ``numberOfTouchesRequired`` fingers down (never more), recognized
/// during a move once the fingers' mean displacement covers
/// ``minimumDistance`` along one axis, with the other axis at most
/// ``maximumOffAxisRatio`` of it, at an average speed since touch-down of at
/// least ``minimumSpeed``, in one of the allowed ``direction``s. Fails when
/// the stroke goes another way, is too slow or crooked, or the fingers lift first.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { SwipeGestureRecognizer.self }
    /// Discrete: recognized or failed, never began.
    open override class var kind: Kind { .discrete }
    /// `swipe` in traces.
    open override class var traceKind: String { "swipe" }

    /// Swipe directions, as UIKit's bit set (right 1, left 2, up 4, down 8).
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// A direction set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards +x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards −x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards −y (up on a y-down screen).
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards +y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Allowed directions. Default ``GestureDefaults/swipeDirection`` (right).
    public var direction: Direction {
        get { _direction }
        set { _direction = newValue }
    }
    final var _direction: Direction = GestureDefaults.swipeDirection
    /// Fingers. Default 1.
    public var numberOfTouchesRequired: Int {
        get { _numberOfTouchesRequired }
        set { _numberOfTouchesRequired = newValue }
    }
    final var _numberOfTouchesRequired: Int = 1
    /// Distance along the axis. Default ``GestureDefaults/swipeMinimumDistance``.
    public var minimumDistance: Double {
        get { _minimumDistance }
        set { _minimumDistance = newValue }
    }
    final var _minimumDistance: Double = GestureDefaults.swipeMinimumDistance
    /// Average speed since touch-down. Default ``GestureDefaults/swipeMinimumSpeed``.
    public var minimumSpeed: Double {
        get { _minimumSpeed }
        set { _minimumSpeed = newValue }
    }
    final var _minimumSpeed: Double = GestureDefaults.swipeMinimumSpeed
    /// Off-axis distance relative to the on-axis distance. Default ``GestureDefaults/swipeMaximumOffAxisRatio``.
    public var maximumOffAxisRatio: Double {
        get { _maximumOffAxisRatio }
        set { _maximumOffAxisRatio = newValue }
    }
    final var _maximumOffAxisRatio: Double = GestureDefaults.swipeMaximumOffAxisRatio

    /// The direction of the recognized stroke (empty before).
    public private(set) var recognizedDirection: Direction {
        get { _recognizedDirection }
        set { _recognizedDirection = newValue }
    }
    private final var _recognizedDirection: Direction = []
    private var startTime: Double?
    private var maximumFingers = 0
    private var startLocation: Point?

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if startTime == nil { startTime = event.timestamp }
        var x = 0.0, y = 0.0
        for touch in trackedTouches {
            x += touch.initialLocationInWindow.x
            y += touch.initialLocationInWindow.y
        }
        let n = Double(Swift.max(trackedTouches.count, 1))
        startLocation = Point(x: x / n, y: y / n)
        maximumFingers = Swift.max(maximumFingers, numberOfTouches)
        if maximumFingers > numberOfTouchesRequired { fail(.wrongNumberOfTouches) }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard maximumFingers == numberOfTouchesRequired, let startTime else { return }
        var dx = 0.0, dy = 0.0
        for touch in trackedTouches {
            dx += touch.locationInWindow.x - touch.initialLocationInWindow.x
            dy += touch.locationInWindow.y - touch.initialLocationInWindow.y
        }
        let n = Double(trackedTouches.count)
        dx /= n
        dy /= n
        let along = Swift.max(abs(dx), abs(dy)), across = Swift.min(abs(dx), abs(dy))
        guard along >= minimumDistance else { return }
        let elapsed = event.timestamp - startTime
        let stroke: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        guard across <= along * maximumOffAxisRatio, direction.contains(stroke) else {
            fail(.wrongDirection)
            return
        }
        guard elapsed > 0, along / elapsed >= minimumSpeed else {
            fail(.tooSlow)
            return
        }
        recognizedDirection = stroke
        state = .recognized
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        if state == .possible { fail(.touchesEnded) }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        if state == .possible { state = .failed }
    }

    /// Where the swipe began: the centroid of where its fingers came down
    /// (UISwipeGestureRecognizer: `location(in:)` gives the location where the swipe began).
    open override func location(in view: View?) -> Point {
        guard let startLocation else { return super.location(in: view) }
        guard let view else { return startLocation }
        return view.convert(startLocation, from: nil)
    }

    open override func reset() {
        startTime = nil
        startLocation = nil
        maximumFingers = 0
        recognizedDirection = []
    }

    override var traceValues: String { super.traceValues + " direction=\(recognizedDirection.rawValue)" }
}
