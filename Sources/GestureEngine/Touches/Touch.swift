/// A finger on the screen for one sequence, from began to ended or cancelled.
///
/// A touch is bound once, at began, to the view the window's hit-test returned,
/// and stays with it for the whole sequence, even when the finger leaves the view.
public final class Touch {
    /// The sequence id given by the input side.
    public let id: Int
    /// Where the touch is in its sequence.
    public internal(set) var phase: TouchPhase {
        get { _phase }
        set { _phase = newValue }
    }
    /// The current position in window coordinates.
    public internal(set) var locationInWindow: Point {
        get { _locationInWindow }
        set { _locationInWindow = newValue }
    }
    /// The position before the last move, in window coordinates.
    public internal(set) var previousLocationInWindow: Point {
        get { _previousLocationInWindow }
        set { _previousLocationInWindow = newValue }
    }
    /// Where the touch began, in window coordinates.
    public let initialLocationInWindow: Point
    /// The virtual time of the last change, in seconds.
    public internal(set) var timestamp: Double {
        get { _timestamp }
        set { _timestamp = newValue }
    }
    /// The virtual time the touch began, in seconds.
    public let initialTimestamp: Double
    /// The number of taps in quick succession this touch belongs to (1 for a first tap).
    ///
    /// A touch that begins on the same view as the previous tap, within
    /// ``GestureDefaults/tapMaximumInterval`` of its end and
    /// ``GestureDefaults/tapMaximumDistanceBetweenTaps`` of its location, counts one more.
    public internal(set) var tapCount: Int {
        get { _tapCount }
        set { _tapCount = newValue }
    }
    /// The view the touch is bound to (nil when the hit-test found none).
    public internal(set) var view: View? {
        get { _view }
        set { _view = newValue }
    }
    /// The window the touch belongs to (nil once the window is gone).
    public var window: Window? { anchor?.window }
    /// Whether the input side computed the touch's latest position for the frame's time from
    /// the device's samples around it (resampling, off unless asked for) rather than taking a
    /// sample the device reported.
    public var isResampled: Bool { _isResampled }
    /// The gesture recognizers that receive this touch, from the hit view up to the
    /// window, each view's in the order they were added (kept by the window's arena).
    public var gestureRecognizers: [GestureRecognizer] { _gestureRecognizers }

    // Storage read on the hot paths: internal, so whole-module optimisation sees
    // every access and can drop the dynamic exclusivity checks.
    var _phase: TouchPhase
    var _locationInWindow: Point
    var _previousLocationInWindow: Point
    var _timestamp: Double
    var _tapCount: Int
    var _view: View?
    var _gestureRecognizers: [GestureRecognizer] = []
    /// Type, buttons, force, size and angles, from the latest sample (see `Touch+Attributes.swift`).
    var _attributes = TouchAttributes.finger
    /// Whether the latest sample was resampled to the frame's time (``isResampled``).
    var _isResampled = false
    /// Through the window's anchor, so the window itself is never weakly referenced
    /// (the anchor leads nowhere once the window is gone).
    var anchor: WindowAnchor?

    // Delivery bookkeeping, owned by the window.
    /// The identity of ``view``, compared in the hot path without retaining the view.
    var viewKey: ObjectIdentifier?
    /// The frame number in which the touch last changed.
    var frameStamp = 0
    /// The frame number in which the touch began.
    var beganFrame = 0
    /// A move the view has not been told about yet.
    var movedPending = false
    /// The view got touchesBegan.
    var viewBegan = false
    /// The view got touchesEnded or touchesCancelled, or will get nothing more.
    var viewFinished = false
    /// Blocked by a view's ``View/isExclusiveTouch``: no view or recognizer hears of it.
    var isExclusionBlocked = false
    /// A recognizer that cancels touches in view recognized: the view gets touchesCancelled.
    var cancelForView = false
    /// Phases the current flush still has to deliver (bits of ``DeliveryMask``).
    var pendingMask: UInt8 = 0

    init(id: Int, location: Point, timestamp: Double, tapCount: Int, window: Window) {
        self.id = id
        self._phase = .began
        self._locationInWindow = location
        self._previousLocationInWindow = location
        self.initialLocationInWindow = location
        self._timestamp = timestamp
        self.initialTimestamp = timestamp
        self._tapCount = tapCount
        self.anchor = window.anchor
    }

    /// A copy of `touch` as it is now, bound to the same view, for an event's coalesced touches.
    convenience init(copyOf touch: Touch) {
        self.init(copyOf: touch, sample: TouchSample(
            id: touch.id, phase: touch._phase, location: touch._locationInWindow, attributes: touch._attributes,
            isResampled: touch._isResampled), timestamp: touch._timestamp, previousLocation: touch._previousLocationInWindow)
    }

    /// A copy of `touch` at one of its samples (a coalesced or predicted one), bound to the same view.
    init(copyOf touch: Touch, sample: TouchSample, timestamp: Double, previousLocation: Point) {
        id = touch.id
        _phase = sample.phase
        _locationInWindow = sample.location
        _previousLocationInWindow = previousLocation
        initialLocationInWindow = touch.initialLocationInWindow
        _timestamp = timestamp
        initialTimestamp = touch.initialTimestamp
        _tapCount = touch._tapCount
        _view = touch._view
        _attributes = sample.attributes
        _attributes.type = touch._attributes.type
        _isResampled = sample.isResampled
        anchor = touch.anchor
    }

    /// The current position in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The previous position in `view`'s coordinates (window coordinates when nil).
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// How far the touch is from where it began, in window points.
    public var distanceFromStart: Double { locationInWindow.distance(to: initialLocationInWindow) }
}

/// Bits of ``Touch/pendingMask``: the phases a view still has to be told.
enum DeliveryMask {
    static let began: UInt8 = 1
    static let moved: UInt8 = 2
    static let ended: UInt8 = 4
    static let cancelled: UInt8 = 8
}
