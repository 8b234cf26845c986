import GestureEngine

/// One scripted finger of a ``GestureTester``: put down with
/// ``GestureTester/startGesture(at:time:)``, then moved and lifted.
///
/// Each call sends a frame of its own at `time`, or at the tester's
/// ``GestureTester/now`` when `time` is nil.
public final class TestFinger {
    /// The touch id the engine and the trace know the finger by.
    public let id: Int
    /// Where the finger is now, in window coordinates.
    public internal(set) var location: Point
    /// Whether the finger is still down.
    public internal(set) var isDown = true
    /// The tester the finger belongs to.
    public unowned let tester: GestureTester

    init(id: Int, tester: GestureTester, location: Point) {
        self.id = id
        self.tester = tester
        self.location = location
    }

    /// Moves the finger to `point` (window coordinates) in a frame of its own.
    public func moveTo(_ point: Point, at time: Double? = nil) throws(GestureTesterError) {
        try tester.move([(self, point)], at: time)
    }

    /// Moves the finger by `offset` in a frame of its own.
    public func moveBy(_ offset: Point, at time: Double? = nil) throws(GestureTesterError) {
        try moveTo(Point(x: location.x + offset.x, y: location.y + offset.y), at: time)
    }

    /// Moves the finger in `steps` equal frames to `point`, from `start` to `end`.
    public func drag(to point: Point, from start: Double, to end: Double, steps: Int) throws(GestureTesterError) {
        try tester.drag([(self, point)], from: start, to: end, steps: steps)
    }

    /// Lifts the finger.
    public func up(at time: Double? = nil) throws(GestureTesterError) {
        try tester.up([self], at: time)
    }

    /// The system cancels the finger (as after a lost connection); a tester
    /// with a cancelled finger cannot be saved as a recording.
    public func cancel(at time: Double? = nil) throws(GestureTesterError) {
        try tester.end([self], phase: .cancelled, at: time)
    }
}
