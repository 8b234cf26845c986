import GestureEngine
import TouchReplay
import TouchTime

/// Runs a script's touches and wheel turns against a scene while ``SynthScript/placed(on:path:)``
/// places its steps, so that each step finds its view where the steps before it left it.
///
/// Other gestures are placed as written and not run (they name no view).
struct StepPlacer {
    /// The scene.
    let space: SceneSpace
    private let session: EngineSession
    /// What is still to be sent, by time, then by when it was queued: touch samples in the
    /// screen's fixed space, hover and wheel positions in the window's.
    private var pending: [(time: Double, order: Int, item: Item)] = []
    private var head = 0
    private var order = 0
    private var nextTouchID = 1

    private enum Item {
        case sample(TouchSample)
        case hover(HoverSample)
        case wheel(WheelScroll)
    }

    init(space: SceneSpace) {
        self.space = space
        session = EngineSession(sceneHierarchy: space.hierarchy)
    }

    /// Sends everything queued before `time`, a frame per time, and moves the clock to `time`.
    mutating func run(before time: Double) {
        while head < pending.count, pending[head].time < time {
            let frameTime = pending[head].time
            var frame = TouchFrame(time: Timestamp(seconds: frameTime), samples: [])
            while head < pending.count, pending[head].time == frameTime {
                switch pending[head].item {
                case .sample(let sample): frame.samples.append(sample)
                case .hover(let hover): frame.hover = hover
                case .wheel(let wheel): frame.wheel = wheel
                }
                head += 1
            }
            session.send(frame)
        }
        if Timestamp(seconds: time) > session.window.now { session.advance(to: Timestamp(seconds: time)) }
    }

    /// `gesture`, aimed at `view` as `target` says, in screen points; and its first point in the window.
    func place(_ gesture: SynthGesture, on view: View, target: SynthTarget) -> (SynthGesture, Point) {
        switch gesture {
        case .touch(var touch):
            let start = SceneSpace.point(at: touch.start, in: view)
            let turns = touch.button != 0   // a touch's samples turn with the interface; a hover's do not
            func screen(_ window: Point) -> Point { turns ? space.screenPoint(ofTouch: window) : window }
            let screenStart = screen(start)
            for index in touch.samples.indices {
                let offset = touch.samples[index].offset
                let window = target.fractionalOffsets
                    ? SceneSpace.point(at: Point(x: touch.start.x + offset.x, y: touch.start.y + offset.y), in: view)
                    : Point(x: start.x + offset.x, y: start.y + offset.y)
                let point = screen(window)
                touch.samples[index].offset = Point(x: point.x - screenStart.x, y: point.y - screenStart.y)
            }
            touch.start = screenStart
            return (.touch(touch), start)
        case .wheel(let at, let clicks):
            let point = SceneSpace.point(at: at, in: view)
            return (.wheel(at: point, clicks: clicks), point)
        case .tap, .longPress, .drag, .timedDrag, .twoFingers, .wait, .click, .hover, .pen:
            // The parser gives a view to touches and wheels only.
            return (gesture, SceneSpace.point(at: Point(x: 0.5, y: 0.5), in: view))
        }
    }

    /// Queues what `gesture` (in screen points) sends, from `start` on.
    mutating func enqueue(_ gesture: SynthGesture, at start: Double) {
        switch gesture {
        case .touch(let touch):
            let points = touch.samples.map { Point(x: touch.start.x + $0.offset.x, y: touch.start.y + $0.offset.y) }
            let times = touch.samples.map { start + $0.time }
            guard touch.button != 0 else {
                let type: TouchType = touch.tool == .mouse ? .indirectPointer : .pencil
                for (point, time) in zip(points, times) { queue(time, .hover(HoverSample(phase: .moved, location: point, type: type))) }
                if let end = touch.end { queue(start + end, .hover(HoverSample(phase: .exited, location: points[points.count - 1], type: type))) }
                return
            }
            var attributes = TouchAttributes.finger
            attributes.type = switch touch.tool {
            case .finger: .direct
            case .pen, .eraser: .pencil
            case .mouse: .indirectPointer
            }
            attributes.isEraser = touch.tool == .eraser
            attributes.buttons = touch.tool == .mouse ? ButtonMask.button(touch.button) : .primary
            let id = nextTouchID
            nextTouchID += 1
            for (index, (point, time)) in zip(points, times).enumerated() {
                queue(time, .sample(TouchSample(id: id, phase: index == 0 ? .began : .moved, location: point, attributes: attributes)))
            }
            if let end = touch.end {
                queue(start + end, .sample(TouchSample(id: id, phase: .ended, location: points[points.count - 1], attributes: attributes)))
            }
        case .wheel(let at, let clicks):
            queue(start, .wheel(WheelScroll(location: at, clicks: clicks)))
        case .tap, .longPress, .drag, .timedDrag, .twoFingers, .wait, .click, .hover, .pen:
            break
        }
    }

    private mutating func queue(_ time: Double, _ item: Item) {
        var low = head
        var high = pending.count
        while low < high {
            let middle = (low + high) / 2
            if pending[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        pending.insert((time, order, item), at: low)
        order += 1
    }
}
