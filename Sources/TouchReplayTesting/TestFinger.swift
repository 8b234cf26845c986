import GestureEngine
import TouchTime

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
    public func moveTo(_ point: Point, at time: Timestamp? = nil) throws(GestureTesterError) {
        try tester.move([(self, point)], at: time)
    }

    /// Moves the finger by `offset` in a frame of its own.
    public func moveBy(_ offset: Point, at time: Timestamp? = nil) throws(GestureTesterError) {
        try moveTo(Point(x: location.x + offset.x, y: location.y + offset.y), at: time)
    }

    /// Moves the finger in a straight line to `point` (window coordinates) over
    /// `duration` seconds from the tester's ``GestureTester/now``, in `steps`
    /// equal frames, the last `duration` after now (by default one frame every
    /// ``GestureTesterTiming/frameInterval``). The finger stays down.
    ///
    /// - Throws: ``GestureTesterError/badArgument(_:)`` for a duration that is not a positive
    ///   number of seconds or fewer than one step; ``GestureTesterError/fingerUp(_:)``.
    public func drag(to point: Point, duration: Double = GestureTesterTiming.moveDuration, steps: Int? = nil) throws(GestureTesterError) {
        guard duration > 0, duration.isFinite else { throw .badArgument("a drag's duration must be a positive number of seconds, not \(duration)") }
        let count = steps ?? Swift.max(Int((duration / GestureTesterTiming.frameInterval).rounded()), 1)
        guard count >= 1 else { throw .badArgument("a drag needs at least one step, not \(count)") }
        let start = tester.now
        try tester.drag([(self, point)], from: start + duration / Double(count), to: start + duration, steps: count)
    }

    /// Lifts the finger.
    public func up(at time: Timestamp? = nil) throws(GestureTesterError) {
        try tester.up([self], at: time)
    }

    /// The system cancels the finger (as after a lost connection); a tester
    /// with a cancelled finger cannot be saved as a recording.
    public func cancel(at time: Timestamp? = nil) throws(GestureTesterError) {
        try tester.end([self], phase: .cancelled, at: time)
    }
}
