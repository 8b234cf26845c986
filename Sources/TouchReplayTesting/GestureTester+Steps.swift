import Foundation
import GestureEngine
import TouchReplay
import TouchTime

/// The lengths of ``GestureTester``'s steps (our decisions; docs/gestures.md, "Gesture tests in Swift").
public enum GestureTesterTiming {
    /// Seconds between the frames of a moving step: 8 ms, a 125 Hz touchscreen.
    public static let frameInterval = 0.008
    /// How long a tap's finger stays down: 50 ms.
    public static let tapDuration = 0.05
    /// The pause between the two taps of a double tap: 100 ms (within the 300 ms double-tap interval).
    public static let doubleTapGap = 0.1
    /// How long a long press holds by default: 0.8 s (more than the 0.5 s minimum).
    public static let longPressDuration = 0.8
    /// How long a drag, pinch or rotation moves by default: 0.3 s.
    public static let moveDuration = 0.3
    /// How long a drag's fingers rest before lifting: 150 ms, past the 100 ms
    /// velocity window, so a drag lifts at rest and starts no glide (a fling does).
    public static let dragRest = 0.15
    /// How far apart the fingers of a several-finger tap, drag or swipe are laid, side by side: 20 points.
    public static let fingerSpacing = 20.0
}

extension GestureTester {
    /// `count` points side by side around `center`, ``GestureTesterTiming/fingerSpacing`` apart.
    static func spread(_ center: Point, count: Int) -> [Point] {
        (0..<count).map { index in
            Point(x: center.x + (Double(index) - Double(count - 1) / 2) * GestureTesterTiming.fingerSpacing, y: center.y)
        }
    }

    private static func check(fingers: Int) throws(GestureTesterError) {
        guard fingers >= 1 else { throw .badArgument("a step needs at least one finger, not \(fingers)") }
    }

    private static func check(duration: Double, _ what: String) throws(GestureTesterError) {
        guard duration > 0, duration.isFinite else { throw .badArgument("\(what) must be a positive number of seconds, not \(duration)") }
    }

    /// Taps the view `id` at its centre with `fingers` fingers side by side
    /// (down, and up ``GestureTesterTiming/tapDuration`` later).
    public func tap(on id: String, fingers: Int = 1) throws(GestureTesterError) {
        try Self.check(fingers: fingers)
        try tap(points: Self.spread(try target(id), count: fingers))
    }

    /// Taps the view `id` at `point`, in the view's own coordinates.
    public func tap(at point: Point, on id: String) throws(GestureTesterError) {
        try tap(points: [try target(id, at: point)])
    }

    private func tap(points: [Point]) throws(GestureTesterError) {
        let down = try startGestures(at: points)
        try up(down, at: now + GestureTesterTiming.tapDuration)
    }

    /// Taps the view `id` twice, ``GestureTesterTiming/doubleTapGap`` apart.
    public func doubleTap(on id: String, fingers: Int = 1) throws(GestureTesterError) {
        try tap(on: id, fingers: fingers)
        try pump(GestureTesterTiming.doubleTapGap)
        try tap(on: id, fingers: fingers)
    }

    /// Holds a finger on the view `id` (at `point`, its centre when nil) for `duration` seconds without moving, then lifts it.
    public func longPress(on id: String, at point: Point? = nil, duration: Double = GestureTesterTiming.longPressDuration, fingers: Int = 1) throws(GestureTesterError) {
        try Self.check(fingers: fingers)
        try Self.check(duration: duration, "a long press's duration")
        let down = try startGestures(at: Self.spread(try target(id, at: point), count: fingers))
        try pump(duration)
        try up(down)
    }

    /// Drags the view `id` from `point` (its own coordinates; its centre when nil) by `offset` in `duration` seconds,
    /// rests ``GestureTesterTiming/dragRest`` and lifts: no glide follows.
    public func drag(on id: String, at point: Point? = nil, by offset: Point, duration: Double = GestureTesterTiming.moveDuration, fingers: Int = 1) throws(GestureTesterError) {
        try Self.check(fingers: fingers)
        let down = try move(from: Self.spread(try target(id, at: point), count: fingers), by: offset, duration: duration)
        try pump(GestureTesterTiming.dragRest)
        try up(down)
    }

    /// Flings the view `id`: moves from `point` (its centre when nil) by `offset` at `velocity`
    /// points per second and lifts at once, so a pan reports that velocity and a scroll view glides.
    public func fling(on id: String, at point: Point? = nil, by offset: Point, velocity: Double, fingers: Int = 1) throws(GestureTesterError) {
        try Self.check(fingers: fingers)
        guard velocity > 0, velocity.isFinite else { throw .badArgument("a fling's velocity must be a positive number of points per second, not \(velocity)") }
        let distance = (offset.x * offset.x + offset.y * offset.y).squareRoot()
        guard distance > 0 else { throw .badArgument("a fling needs a nonzero offset") }
        let down = try move(from: Self.spread(try target(id, at: point), count: fingers), by: offset, duration: distance / velocity)
        try up(down, at: now + GestureTesterTiming.frameInterval)
    }

    /// Swipes across the view `id` from its centre: `distance` points in
    /// `direction` in 0.1 s, lifted at once (1,000 points per second by default).
    public func swipe(on id: String, direction: SwipeGestureRecognizer.Direction, distance: Double = 100, fingers: Int = 1) throws(GestureTesterError) {
        let unit: Point = switch direction {
        case .left: Point(x: -1, y: 0)
        case .up: Point(x: 0, y: -1)
        case .down: Point(x: 0, y: 1)
        case .right: Point(x: 1, y: 0)
        default: throw .badArgument("a swipe goes in one direction (right, left, up or down)")
        }
        try fling(on: id, by: Point(x: unit.x * distance, y: unit.y * distance), velocity: distance / 0.1, fingers: fingers)
    }

    /// Puts fingers down at `points`, moves them all by `offset` in frames
    /// ``GestureTesterTiming/frameInterval`` apart over `duration`, and answers them still down.
    func move(from points: [Point], by offset: Point, duration: Double) throws(GestureTesterError) -> [TestFinger] {
        try Self.check(duration: duration, "a move's duration")
        let down = try startGestures(at: points)
        let steps = max(Int((duration / GestureTesterTiming.frameInterval).rounded()), 1)
        let start = now
        try drag(down.map { ($0, Point(x: $0.location.x + offset.x, y: $0.location.y + offset.y)) },
                 from: start + GestureTesterTiming.frameInterval, to: start + Double(steps) * GestureTesterTiming.frameInterval, steps: steps)
        return down
    }

    /// Pinches the view `id`: two fingers on a horizontal line through `point`
    /// (its centre when nil), `from` points apart, spread (or closed) to `to` points apart in `duration`, then lifted.
    public func pinch(on id: String, at point: Point? = nil, from: Double, to: Double, duration: Double = GestureTesterTiming.moveDuration) throws(GestureTesterError) {
        guard from > 0, to > 0 else { throw .badArgument("a pinch's spans must be positive, not \(from) and \(to)") }
        let center = try target(id, at: point)
        try twoFingers(around: center, duration: duration) { f in
            let span = (from + (to - from) * f) / 2
            return (Point(x: center.x - span, y: center.y), Point(x: center.x + span, y: center.y))
        }
    }

    /// Rotates two fingers on the view `id` by `angle` radians (positive is
    /// clockwise on a y-down screen) around `point` (its centre when nil), `radius` points out, in `duration`, then lifts them.
    public func rotate(on id: String, at point: Point? = nil, by angle: Double, radius: Double = 50, duration: Double = GestureTesterTiming.moveDuration) throws(GestureTesterError) {
        guard radius > 0 else { throw .badArgument("a rotation's radius must be positive, not \(radius)") }
        let center = try target(id, at: point)
        try twoFingers(around: center, duration: duration) { f in
            let dx = radius * cos(angle * f)
            let dy = radius * sin(angle * f)
            return (Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy))
        }
    }

    /// Two fingers down at `positions(0)`, moved through `positions(f)` for f up to 1 over `duration`, then lifted.
    private func twoFingers(around center: Point, duration: Double, _ positions: (Double) -> (Point, Point)) throws(GestureTesterError) {
        try Self.check(duration: duration, "a two-finger step's duration")
        let (a, b) = positions(0)
        let down = try startGestures(at: [a, b])
        let steps = max(Int((duration / GestureTesterTiming.frameInterval).rounded()), 1)
        let start = now
        for step in 1...steps {
            let (p, q) = positions(Double(step) / Double(steps))
            try move([(down[0], p), (down[1], q)], at: start + Double(step) * GestureTesterTiming.frameInterval)
        }
        try up(down, at: now + GestureTesterTiming.frameInterval)
    }
}
