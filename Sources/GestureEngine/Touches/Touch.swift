/// A finger on the screen for one sequence, from began to ended or cancelled.
///
/// A touch is bound once, at began, to the view the window's hit-test returned,
/// and stays with it for the whole sequence.
public final class Touch {
    /// The sequence id given by the input side.
    public let id: Int
    /// Where the touch is in its sequence.
    public internal(set) var phase: TouchPhase
    /// The current position in window coordinates.
    public internal(set) var locationInWindow: Point
    /// The position before the last move, in window coordinates.
    public internal(set) var previousLocationInWindow: Point
    /// The virtual time of the last change, in seconds.
    public internal(set) var timestamp: Double
    /// The number of taps in quick succession this touch belongs to (1 for a first tap).
    public internal(set) var tapCount: Int
    /// The view the touch is bound to (nil when the hit-test found none).
    public internal(set) var view: View?
    /// The window the touch belongs to.
    public internal(set) weak var window: Window?
    /// The gesture recognizers that receive this touch, from the hit view up to the window.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    init(id: Int, location: Point, timestamp: Double, tapCount: Int, window: Window) {
        self.id = id
        self.phase = .began
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
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
}
