import Foundation
import GestureEngine
import TouchReplay

/// A scripted gesture, expanded into finger strokes by ``strokes(startingAt:index:)``.
///
/// Positions are in screen points, times and durations in seconds, angles in degrees.
public enum SynthGesture: Hashable, Sendable {
    /// `count` taps of `fingers` fingers at `at`; each finger stays down `duration`,
    /// and taps start `interval` apart.
    case tap(at: Point, fingers: Int, count: Int, duration: Double, interval: Double)
    /// `fingers` fingers held still at `at` for `duration`.
    case longPress(at: Point, fingers: Int, duration: Double)
    /// `fingers` fingers side by side (`spacing` apart horizontally) that stay
    /// still for `hold`, then move through `path` in `duration` at constant speed.
    case drag(path: [Point], fingers: Int, spacing: Double, hold: Double, duration: Double)
    /// A drag whose points carry their own times: after `hold`, the fingers
    /// reach `path[i]` at `times[i]` seconds (`times[0]` is 0), moving linearly
    /// between them, so a path can speed up or slow down (as UI-test
    /// frameworks' swipes do).
    case timedDrag(path: [Point], times: [Double], fingers: Int, spacing: Double, hold: Double)
    /// Two fingers on a line through `center`: their distance goes from
    /// `fromDistance` to `toDistance` and the line's angle (0 = horizontal,
    /// clockwise on screen) from `fromAngle` to `toAngle`, after a `hold`.
    case twoFingers(center: Point, fromDistance: Double, toDistance: Double, fromAngle: Double, toAngle: Double, hold: Double, duration: Double)
    /// No finger for `duration`: the next gesture starts that much later.
    case wait(duration: Double)
    /// A mouse click of `button` (2 the right button, 3 the middle) at `at`, held `duration`.
    case click(at: Point, button: Int, duration: Double)
    /// A mouse moving through `path` with no button down, in `duration` at constant speed: it hovers.
    case hover(path: [Point], duration: Double)
    /// A mouse wheel turned by `clicks` (whole clicks, or 120ths of one on a device with a
    /// high-resolution wheel; `y` positive towards the user as
    /// `WheelScroll` counts them, `x` to the right) with the pointer at `at`.
    case wheel(at: Point, clicks: Point)
    /// A pen that touches down at `path[0]` and moves through `path` in `duration` at
    /// constant speed, with `samples[i]` its pressure and tilt at `path[i]`; with the
    /// eraser end when `eraser`.
    case pen(path: [Point], samples: [SynthPenSample], eraser: Bool, duration: Double)
    /// One contact replayed sample by sample at its samples' own times (what `touchreplay lift` writes).
    case touch(SynthTouch)

    /// How many fingers touch at once.
    public var fingerCount: Int {
        switch self {
        case .tap(_, let fingers, _, _, _), .longPress(_, let fingers, _), .drag(_, let fingers, _, _, _), .timedDrag(_, _, let fingers, _, _): fingers
        case .twoFingers: 2
        case .click, .hover, .wheel, .pen, .touch: 1
        case .wait: 0
        }
    }

    /// Whether the gesture has no finger moving between reports (a touch, a wheel turn, a
    /// wait): what a script of sampled touches, on a microsecond grid, may hold.
    public var reportsOnlyAtItsTimes: Bool {
        switch self {
        case .touch, .wheel, .wait: true
        case .tap, .longPress, .drag, .timedDrag, .twoFingers, .click, .hover, .pen: false
        }
    }

    /// Seconds from the first touch-down to the last finger's last position.
    public var duration: Double {
        switch self {
        case .tap(_, _, let count, let duration, let interval): Double(count - 1) * interval + duration
        case .longPress(_, _, let duration), .wait(let duration), .click(_, _, let duration), .hover(_, let duration),
             .pen(_, _, _, let duration): duration
        case .wheel: 0
        case .drag(_, _, _, let hold, let duration), .twoFingers(_, _, _, _, _, let hold, let duration): hold + duration
        case .timedDrag(_, let times, _, _, let hold): hold + (times.last ?? 0)
        case .touch(let touch): touch.duration
        }
    }

    /// The gesture's fingers as strokes beginning at `start`; `index` tags them for errors.
    public func strokes(startingAt start: Double, index: Int = 0) -> [SynthStroke] {
        typealias Keyframe = SynthStroke.Keyframe
        switch self {
        case .wait:
            return []
        case .touch(let touch):
            return [touch.stroke(startingAt: start, index: index)]
        case .click(let at, let button, let duration):
            return [SynthStroke(keyframes: [Keyframe(time: start, point: at), Keyframe(time: start + duration, point: at)],
                                gestureIndex: index, button: button)]
        case .hover(let path, let duration):
            let times = Self.arcLengthTimes(path, start: start, duration: duration)
            return [SynthStroke(keyframes: zip(path, times).map { Keyframe(time: $1, point: $0) }, gestureIndex: index, button: 0)]
        case .pen(let path, let samples, let eraser, let duration):
            let times = Self.arcLengthTimes(path, start: start, duration: duration)
            var stroke = SynthStroke(keyframes: zip(path, times).map { Keyframe(time: $1, point: $0) }, gestureIndex: index)
            stroke.penSamples = samples
            stroke.eraser = eraser
            return [stroke]
        case .wheel(let at, let clicks):
            var stroke = SynthStroke(keyframes: [Keyframe(time: start, point: at)], gestureIndex: index, button: 0)
            stroke.wheelClicks = clicks
            return [stroke]
        case .tap(let at, let fingers, let count, let duration, let interval):
            return (0..<count).flatMap { tap in
                let t = start + Double(tap) * interval
                return Self.offsets(fingers, spacing: Self.tapSpacing).map { dx in
                    let p = Point(x: at.x + dx, y: at.y)
                    return SynthStroke(keyframes: [Keyframe(time: t, point: p), Keyframe(time: t + duration, point: p)], gestureIndex: index)
                }
            }
        case .longPress(let at, let fingers, let duration):
            return Self.offsets(fingers, spacing: Self.tapSpacing).map { dx in
                let p = Point(x: at.x + dx, y: at.y)
                return SynthStroke(keyframes: [Keyframe(time: start, point: p), Keyframe(time: start + duration, point: p)], gestureIndex: index)
            }
        case .drag(let path, let fingers, let spacing, let hold, let duration):
            let times = Self.arcLengthTimes(path, start: start + hold, duration: duration)
            return Self.offsets(fingers, spacing: spacing).map { dx in
                var keyframes = [Keyframe(time: start, point: Point(x: path[0].x + dx, y: path[0].y))]
                for (point, time) in zip(path, times) where time > start {
                    keyframes.append(Keyframe(time: time, point: Point(x: point.x + dx, y: point.y)))
                }
                return SynthStroke(keyframes: keyframes, gestureIndex: index)
            }
        case .timedDrag(let path, let times, let fingers, let spacing, let hold):
            return Self.offsets(fingers, spacing: spacing).map { dx in
                var keyframes = [Keyframe(time: start, point: Point(x: path[0].x + dx, y: path[0].y))]
                for (point, time) in zip(path, times) where start + hold + time > start {
                    keyframes.append(Keyframe(time: start + hold + time, point: Point(x: point.x + dx, y: point.y)))
                }
                return SynthStroke(keyframes: keyframes, gestureIndex: index)
            }
        case .twoFingers(let center, let fromDistance, let toDistance, let fromAngle, let toAngle, let hold, let duration):
            let steps = max(1, Int((abs(toAngle - fromAngle) / Self.degreesPerKeyframe).rounded(.up)))
            return [0.0, 180.0].map { side in
                var keyframes: [Keyframe] = []
                if hold > 0 {
                    keyframes.append(Keyframe(time: start, point: Self.onCircle(center, fromDistance / 2, fromAngle + side)))
                }
                for step in 0...steps {
                    let f = Double(step) / Double(steps)
                    let radius = (fromDistance + (toDistance - fromDistance) * f) / 2
                    let angle = fromAngle + (toAngle - fromAngle) * f + side
                    keyframes.append(Keyframe(time: start + hold + duration * f, point: Self.onCircle(center, radius, angle)))
                }
                return SynthStroke(keyframes: keyframes, gestureIndex: index)
            }
        }
    }

    /// Horizontal gap between the fingers of a multi-finger tap or long press, in points.
    static let tapSpacing = 30.0
    /// A rotation is approximated by straight segments of at most this many degrees.
    static let degreesPerKeyframe = 5.0

    /// Horizontal offsets that centre `count` fingers `spacing` apart on the given point.
    static func offsets(_ count: Int, spacing: Double) -> [Double] {
        (0..<count).map { (Double($0) - Double(count - 1) / 2) * spacing }
    }

    /// The time each vertex of `path` is reached when moving at constant speed.
    static func arcLengthTimes(_ path: [Point], start: Double, duration: Double) -> [Double] {
        var lengths = [0.0]
        for index in 1..<max(path.count, 1) { lengths.append(lengths[index - 1] + path[index - 1].distance(to: path[index])) }
        let total = lengths[lengths.count - 1]
        return lengths.enumerated().map { index, length in
            total > 0 ? start + duration * length / total : start + duration * Double(index) / Double(max(path.count - 1, 1))
        }
    }

    /// The point at `radius` from `center` in direction `degrees` (clockwise from +x on screen).
    static func onCircle(_ center: Point, _ radius: Double, _ degrees: Double) -> Point {
        let radians = degrees * .pi / 180
        return Point(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
    }
}
