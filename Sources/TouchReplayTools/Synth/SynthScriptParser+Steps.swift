import GestureEngine
import InputEvents
import TouchReplay

extension SynthScriptParser {
    /// Default seconds a tapping finger stays down.
    static let tapDuration = 0.05
    /// Default seconds from one tap's touch-down to the next one's in a multi-tap.
    static let tapInterval = 0.15
    /// Default seconds a long press holds.
    static let longPressDuration = 0.8
    /// Default seconds of a drag's movement.
    static let dragDuration = 0.5
    /// Default seconds of a swipe's movement.
    static let swipeDuration = 0.1
    /// Default horizontal gap between dragging fingers, in points.
    static let dragSpacing = 40.0
    /// Default seconds of a pinch's or rotation's movement.
    static let twoFingerDuration = 0.5
    /// Default distance between the two fingers of a rotation, in points.
    static let rotationDistance = 150.0

    /// One item of the `gestures` list: a mapping with one gesture key.
    func step(_ node: YAMLNode, device: SynthDevice) throws(FileError) -> SynthScript.Step {
        guard let mapping = node.mapping, mapping.count == 1, let (key, value) = mapping.first, let name = key.string else {
            throw fail(node, "each gesture must be a mapping with one key (tap, doubleTap, longPress, drag, swipe, pinch, rotate, rightClick, middleClick, hover, wheel, pen, touch, wait)")
        }
        let line = key.line
        let column = key.column
        if name == "touch" { return try touchStep(key, value, device: device) }
        if name == "wait" {
            return SynthScript.Step(gesture: .wait(duration: try seconds(value, "wait")), line: line, column: column)
        }
        let (gesture, start) = name == "pen" ? try penGesture(value, device: device) : try gesture(name, key: key, value: value)
        // Only a wheel may name a view besides a touch: its `at` is then a fraction of the view's bounds.
        let target = name == "wheel" ? try self.target(try fields(value, name, allowed: Self.wheelKeys)) : nil
        if case .click = gesture, device.kind != .relativePointer {
            throw fail(key, "\(name) needs a mouse but device '\(device.description.name)' has no buttons to click")
        }
        switch gesture {
        case .pen:
            guard device.kind == .pen else {
                throw fail(key, "pen needs a pen device (device: pen, or a .desc with BTN_TOOL_PEN) but device '\(device.description.name)' is not one")
            }
        case .hover where device.kind == .pen: break
        case .hover, .wheel:
            guard device.kind == .relativePointer else {
                throw fail(key, "\(name) needs a mouse but device '\(device.description.name)' has no pointer to move")
            }
            if case .wheel(_, let clicks) = gesture {
                let axes = [(RelativeAxis.wheel, RelativeAxis.wheelHighResolution, clicks.y, "REL_WHEEL", "clicks"),
                            (RelativeAxis.horizontalWheel, RelativeAxis.horizontalWheelHighResolution, clicks.x, "REL_HWHEEL", "horizontal")]
                for (axis, highResolution, turn, what, field) in axes where turn != 0 {
                    guard device.description.supports(.relative, code: axis) else {
                        throw fail(key, "wheel turns \(what) but device '\(device.description.name)' has no such wheel")
                    }
                    if turn != turn.rounded(), !device.description.supports(.relative, code: highResolution) {
                        throw fail(key, "\(field) must be whole wheel clicks: device '\(device.description.name)' has no \(what)_HI_RES")
                    }
                }
            }
        default: break
        }
        guard gesture.fingerCount <= device.maximumContacts else {
            throw fail(key, "\(name) needs \(gesture.fingerCount) fingers but device '\(device.description.name)' reports at most \(device.maximumContacts)")
        }
        return SynthScript.Step(gesture: gesture, start: start, line: line, column: column, target: target)
    }

    /// The keys of a `wheel` step.
    static let wheelKeys = ["at", "clicks", "horizontal", "start", "view", "device"]

    private func gesture(_ name: String, key: YAMLNode, value: YAMLNode) throws(FileError) -> (SynthGesture, Double?) {
        switch name {
        case "tap", "doubleTap":
            let f = value.sequence != nil ? ["at": value] : try fields(value, name, allowed: ["at", "count", "fingers", "duration", "interval", "start", "device"])
            let count = try f["count"].map { n throws(FileError) in try self.count(n, "count", range: 1...10) } ?? (name == "tap" ? 1 : 2)
            // 0: the finger is down for one report (as UI-test frameworks' quickest taps).
            let duration = try f["duration"].map { n throws(FileError) in try seconds(n, "duration") } ?? Self.tapDuration
            let interval = try optional(f["interval"], "interval", Self.tapInterval, seconds: true)
            if count > 1, interval <= duration { throw fail(f["interval"] ?? value, "interval (\(interval)) must be longer than duration (\(duration))") }
            return (.tap(at: try required(f, "at", in: value, name), fingers: try fingers(f), count: count, duration: duration, interval: interval), try start(f))
        case "rightClick", "middleClick":
            let f = value.sequence != nil ? ["at": value] : try fields(value, name, allowed: ["at", "duration", "start", "device"])
            return (.click(at: try required(f, "at", in: value, name), button: name == "rightClick" ? 2 : 3,
                           duration: try optional(f["duration"], "duration", Self.tapDuration)), try start(f))
        case "hover":
            let f = try fields(value, name, allowed: ["from", "through", "to", "duration", "start", "device"])
            var path = [try required(f, "from", in: value, name)]
            if let through = f["through"] {
                guard let items = through.sequence else { throw fail(through, "through must be a list of [x, y] points") }
                for item in items { path.append(try point(item, "through point")) }
            }
            path.append(try required(f, "to", in: value, name))
            return (.hover(path: path, duration: try optional(f["duration"], "duration", Self.dragDuration, seconds: true)), try start(f))
        case "wheel":
            let f = try fields(value, name, allowed: Self.wheelKeys)
            let vertical = try f["clicks"].map { n throws(FileError) in try clicks(n, "clicks") } ?? 0
            let horizontal = try f["horizontal"].map { n throws(FileError) in try clicks(n, "horizontal") } ?? 0
            guard vertical != 0 || horizontal != 0 else { throw fail(value, "wheel needs 'clicks' (vertical) or 'horizontal': whole clicks, not 0") }
            return (.wheel(at: try required(f, "at", in: value, name), clicks: Point(x: horizontal, y: vertical)), try start(f))
        case "longPress":
            let f = value.sequence != nil ? ["at": value] : try fields(value, name, allowed: ["at", "fingers", "duration", "start", "device"])
            return (.longPress(at: try required(f, "at", in: value, name), fingers: try fingers(f), duration: try optional(f["duration"], "duration", Self.longPressDuration, seconds: true)), try start(f))
        case "drag", "swipe":
            let f = try fields(value, name, allowed: ["from", "through", "to", "fingers", "spacing", "hold", "duration", "start", "device"])
            let from = try required(f, "from", in: value, name)
            let hold = try f["hold"].map { n throws(FileError) in try seconds(n, "hold") } ?? 0
            let spacing = try optional(f["spacing"], "spacing", Self.dragSpacing)
            if let timed = try timedPath(from: from, f, in: value, name) {
                return (.timedDrag(path: timed.path, times: timed.times, fingers: try fingers(f), spacing: spacing, hold: hold), try start(f))
            }
            var path = [from]
            if let through = f["through"] {
                guard let items = through.sequence else { throw fail(through, "through must be a list of [x, y] points") }
                for item in items { path.append(try point(item, "through point")) }
            }
            path.append(try required(f, "to", in: value, name))
            let duration = try optional(f["duration"], "duration", name == "swipe" ? Self.swipeDuration : Self.dragDuration, seconds: true)
            return (.drag(path: path, fingers: try fingers(f), spacing: spacing, hold: hold, duration: duration), try start(f))
        case "pinch":
            let f = try fields(value, name, allowed: ["center", "from", "to", "angle", "hold", "duration", "start", "device"])
            let angle = try f["angle"].map { n throws(FileError) in try degrees(n, "angle") } ?? 0
            return (
                .twoFingers(
                    center: try required(f, "center", in: value, name), fromDistance: try distance(f, "from", in: value), toDistance: try distance(f, "to", in: value),
                    fromAngle: angle, toAngle: angle, hold: try hold(f), duration: try optional(f["duration"], "duration", Self.twoFingerDuration, seconds: true)), try start(f)
            )
        case "rotate":
            let f = try fields(value, name, allowed: ["center", "distance", "from", "to", "hold", "duration", "start", "device"])
            let distance = try optional(f["distance"], "distance", Self.rotationDistance)
            guard let from = f["from"], let to = f["to"] else { throw fail(value, "rotate needs 'from' and 'to' angles in degrees") }
            return (
                .twoFingers(
                    center: try required(f, "center", in: value, name), fromDistance: distance, toDistance: distance,
                    fromAngle: try degrees(from, "from"), toAngle: try degrees(to, "to"), hold: try hold(f),
                    duration: try optional(f["duration"], "duration", Self.twoFingerDuration, seconds: true)), try start(f)
            )
        default:
            throw fail(key, "unknown gesture '\(name)' (expected tap, doubleTap, longPress, drag, swipe, pinch, rotate, rightClick, middleClick, hover, wheel, pen, touch or wait)")
        }
    }

    func required(_ f: [String: YAMLNode], _ key: String, in node: YAMLNode, _ gesture: String) throws(FileError) -> Point {
        guard let value = f[key] else { throw fail(node, "\(gesture) needs '\(key): [x, y]'") }
        return try point(value, key)
    }

    func optional(_ node: YAMLNode?, _ what: String, _ fallback: Double, seconds: Bool = false) throws(FileError) -> Double {
        guard let node else { return fallback }
        return try positive(node, what, seconds: seconds)
    }

    private func fingers(_ f: [String: YAMLNode]) throws(FileError) -> Int {
        guard let node = f["fingers"] else { return 1 }
        return try count(node, "fingers", range: 1...10)
    }

    private func hold(_ f: [String: YAMLNode]) throws(FileError) -> Double {
        guard let node = f["hold"] else { return 0 }
        return try seconds(node, "hold")
    }

    func start(_ f: [String: YAMLNode]) throws(FileError) -> Double? {
        guard let node = f["start"] else { return nil }
        return try seconds(node, "start")
    }

    /// Wheel clicks from −1,000 to 1,000 in 120ths of a click (a high-resolution wheel's
    /// unit; whole clicks unless the device has the high-resolution axis), 0 turning nothing.
    private func clicks(_ node: YAMLNode, _ what: String) throws(FileError) -> Double {
        let value = try number(node, what, minimum: -1000, maximum: 1000)
        guard value * 120 == (value * 120).rounded() else { throw fail(node, "\(what) must be a multiple of 1/120 click (0.5, 0.25, …)") }
        return value
    }

    private func distance(_ f: [String: YAMLNode], _ key: String, in node: YAMLNode) throws(FileError) -> Double {
        guard let value = f[key] else { throw fail(node, "pinch needs '\(key)': the distance between the fingers in points") }
        // 0: both fingers on one spot, as UI-test frameworks start a pinch out.
        return try number(value, key, minimum: 0)
    }
}
