import Benchmark
import GestureEngine
import InputEvents
import TouchTime

/// Per-event cost against the size of what the event goes through: the
/// recognizers on one view, the views beside each other, the depth of the
/// view tree (with recognizers along it that only follow the touch, or that
/// read its location in their views), and the contacts of a frame. Each curve's points run the same
/// code with one size changed; linear growth shows as a cost per item that
/// stays flat (docs/performance.md). Results are per iteration of the inner
/// loop (the harness's `*` columns), each one event or frame.
func registerCurveBenchmarks() {
    for count in [1, 10, 100, 1_000] {
        Benchmark("curve: recognizers on one view, \(count)", configuration: .init(scalingFactor: .kilo)) { benchmark, taps in
            for _ in benchmark.scaledIterations { taps.tap() }
        } setup: { () -> Taps in
            let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
            let view = View(id: "view", frame: window.bounds)
            try window.addSubview(view)
            for index in 0..<count { view.addGestureRecognizer(TapGestureRecognizer(id: "tap\(index)")) }
            return Taps(window: window, points: [Point(x: 400, y: 240)])
        }
    }

    for count in [10, 100, 1_000, 10_000] {
        Benchmark("curve: sibling views, \(count)", configuration: .init(scalingFactor: .kilo)) { benchmark, taps in
            for _ in benchmark.scaledIterations { taps.tap() }
        } setup: { () -> Taps in
            let window = Window(frame: Rect(x: 0, y: 0, width: 1_000, height: 1_000))
            let columns = Int(Double(count).squareRoot().rounded(.up))
            let side = 1_000 / Double(columns)
            for index in 0..<count {
                let view = View(id: "cell\(index)", frame: Rect(x: Double(index % columns) * side, y: Double(index / columns) * side, width: side, height: side))
                view.addGestureRecognizer(TapGestureRecognizer(id: "tap\(index)"))
                try window.addSubview(view)
            }
            var rng = BenchmarkRandom(seed: 7)
            return Taps(window: window, points: (0..<256).map { _ in Point(x: rng.unit() * 1_000, y: rng.unit() * 1_000) })
        }
    }

    for depth in [10, 100, 1_000] {
        Benchmark("curve: view depth, \(depth)", configuration: .init(scalingFactor: .kilo)) { benchmark, touches in
            for _ in benchmark.scaledIterations { touches.step() }
        } setup: { () -> MovingTouches in
            let window = Window(frame: Rect(x: 0, y: 0, width: 1_000, height: 1_000))
            var parent: View = window
            for level in 0..<depth {
                let view = View(id: "level\(level)", frame: Rect(x: 0.25, y: 0.25, width: 999 - Double(level) * 0.5, height: 999 - Double(level) * 0.5))
                if level % 10 == 0 { view.addGestureRecognizer(PanGestureRecognizer(id: "pan\(level)")) }
                try parent.addSubview(view)
                parent = view
            }
            return MovingTouches(window: window, starts: [Point(x: 500, y: 500)])
        }
    }

    for depth in [10, 100, 1_000] {
        Benchmark("curve: view depth, the location read every tenth level, \(depth)", configuration: .init(scalingFactor: .kilo)) { benchmark, touch in
            for _ in benchmark.scaledIterations { touch.step() }
        } setup: { () -> WanderingTouch in
            let window = Window(frame: Rect(x: 0, y: 0, width: 1_000, height: 1_000))
            var parent: View = window
            for level in 0..<depth {
                let view = View(id: "level\(level)", frame: Rect(x: 0.25, y: 0.25, width: 999 - Double(level) * 0.5, height: 999 - Double(level) * 0.5))
                if level % 10 == 0 { view.addGestureRecognizer(LocationReader(id: "reader\(level)")) }
                try parent.addSubview(view)
                parent = view
            }
            return WanderingTouch(window: window, start: Point(x: 500, y: 500))
        }
    }

    for count in [1, 2, 5, 10] {
        Benchmark("curve: touches in a frame, \(count), 1,000 views", configuration: .init(scalingFactor: .kilo)) { benchmark, touches in
            for _ in benchmark.scaledIterations { touches.step() }
        } setup: { () -> MovingTouches in
            let (window, _) = try makeTree(viewCount: 1_000, maxDepth: 10)
            return MovingTouches(window: window, starts: (0..<count).map { Point(x: 40 + Double($0) * 90, y: 40 + Double($0) * 90) })
        }
    }

    for count in [1, 2, 4, 8, 16, 32] {
        Benchmark("curve: protocol A contacts in a frame, \(count)", configuration: .init(scalingFactor: .kilo)) { benchmark, frames in
            for _ in benchmark.scaledIterations { frames.decodeNext() }
        } setup: { () -> ProtocolAFrames in
            try ProtocolAFrames(contacts: count)
        }
    }
}

/// Taps (a touch down and up, a second apart so that no two make a double
/// tap) at each of `points` in turn.
final class Taps {
    let window: Window
    private let points: [Point]
    private var index = 0
    private var time: Timestamp = 0

    init(window: Window, points: [Point]) {
        self.window = window
        self.points = points
    }

    func tap() {
        let point = points[index % points.count]
        index += 1
        time += 1
        window.send(TouchFrame(time: time, samples: [TouchSample(id: index, phase: .began, location: point)]))
        window.send(TouchFrame(time: time + 0.05, samples: [TouchSample(id: index, phase: .ended, location: point)]))
    }
}

/// A recognizer that reads its touch's location in its view at every move
/// (as a slider or a drawing view does) and never leaves possible.
final class LocationReader: GestureRecognizer {
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        blackHole(touches[0].location(in: view))
    }
}

/// One touch that moves to a new point at every frame (a hundred points in
/// turn, so no two frames in a row share a location).
final class WanderingTouch {
    let window: Window
    private let start: Point
    private var frame: TouchFrame
    private var index = 0

    init(window: Window, start: Point) {
        self.window = window
        self.start = start
        window.send(TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .began, location: start)]))
        frame = TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .moved, location: start)])
    }

    /// Sends the next frame, 8 ms after the one before (reusing one frame, so nothing is allocated).
    func step() {
        index &+= 1
        frame.time = Timestamp(microseconds: Int64(index) * 8_000)
        frame.samples[0].location = Point(x: start.x + Double(index % 100) * 0.01, y: start.y)
        window.send(frame)
    }
}

/// Protocol A frames of `contacts` contacts moving back and forth, fed to a decoder event by event.
final class ProtocolAFrames {
    private var decoder: FrameDecoder
    private let frames: [[InputEvent]]
    private var index = 0

    init(contacts: Int) throws {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 9600), AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 7200),
            AbsoluteAxis.multiTouchPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 9600),
            AbsoluteAxis.multiTouchPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 7200),
        ]
        let device = DeviceDescription(
            name: "protocol A benchmark", properties: [InputProperty.direct],
            codes: [.synchronization: [0, 1, 2], .key: [KeyCode.buttonTouch], .absolute: CodeSet(axes.keys)], absoluteAxes: axes)
        decoder = try FrameDecoder(device: device, mapping: ScreenMapping(screenSize: ScreenSize(width: 960, height: 720)))
        frames = (0..<2).map { flip in
            var events: [InputEvent] = []
            func add(_ type: EventType, _ code: UInt16, _ value: Int32) {
                events.append(InputEvent(time: Timestamp(microseconds: 0), type: type, code: code, value: value))
            }
            for contact in 0..<contacts {
                // Contacts on a 6 × 6 grid, 1,000 units apart, each moving 30 units a frame.
                add(.absolute, AbsoluteAxis.multiTouchPositionX, Int32(500 + (contact % 6) * 1_000 + flip * 30))
                add(.absolute, AbsoluteAxis.multiTouchPositionY, Int32(500 + (contact / 6) * 1_000))
                add(.synchronization, SynchronizationCode.multiTouchReport, 0)
            }
            add(.synchronization, SynchronizationCode.report, 0)
            return events
        }
        decodeNext()
    }

    /// Feeds the next frame's events, 8 ms after the frame before.
    func decodeNext() {
        index += 1
        let time = Timestamp(microseconds: Int64(index) * 8_000)
        for var event in frames[index & 1] {
            event.time = time
            if let frame = decoder.feed(event) { blackHole(frame.contacts.count) }
        }
    }
}
