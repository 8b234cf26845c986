import GestureEngine

/// A touch, gesture or view record as plain values with its strings by number
/// in a ``TraceNames`` table: what the recorder hands to a trace writer on
/// another thread. Copying one is a memory copy (no strings, no reference
/// counting), which keeps the engine's thread free of formatting work.
struct TraceEvent {
    /// Which record it stands for.
    enum Kind: UInt8 {
        case touch, gesture, view
    }

    /// Bits of ``has`` for a gesture.
    static let hasTranslation: UInt8 = 1, hasVelocity: UInt8 = 2, hasScale: UInt8 = 4, hasRotation: UInt8 = 8
    /// Bits of ``has`` for a view.
    static let hasContentOffset: UInt8 = 1, hasZoomScale: UInt8 = 2, hasScrollPhase: UInt8 = 4

    var kind: Kind
    /// Touch: the phase.
    var phase: TouchPhase = .moved
    /// Which optional values are present (the `has…` bits).
    var has: UInt8 = 0
    /// Seconds since the first event.
    var time: Double
    /// Touch: the touch's id; gesture: how many touches.
    var number = 0
    /// Touch: the view (-1 for none); gesture: the recognizer; view: the view.
    var name: Int32 = -1
    /// Gesture: the kind.
    var kindName: Int32 = -1
    /// Gesture: the view (-1 for none).
    var viewName: Int32 = -1
    /// Gesture: the state; view: the scroll phase, when it changed.
    var stateName: Int32 = -1
    /// Touch and gesture: the location; view: the frame's origin.
    var x = 0.0, y = 0.0
    /// Gesture: the translation; view: the frame's size.
    var a = 0.0, b = 0.0
    /// Gesture: the velocity; view: the content offset.
    var c = 0.0, d = 0.0
    /// Gesture: the scale; view: the zoom scale.
    var e = 0.0
    /// Gesture: the rotation.
    var f = 0.0
    /// Gesture: the failure reason's code (-1 for none).
    var reasonName: Int32 = -1
    /// Gesture: what the reason names (-1 for none).
    var byName: Int32 = -1

    /// A touch record's event.
    init(time: Double, touch: Int, phase: TouchPhase, location: Point, view: Int32) {
        kind = .touch
        self.time = time
        number = touch
        self.phase = phase
        x = location.x
        y = location.y
        name = view
    }

    /// A gesture record's event, without the kind's values.
    init(time: Double, gesture: Int32, kind kindName: Int32, view: Int32, state: Int32, location: Point, touches: Int) {
        kind = .gesture
        self.time = time
        name = gesture
        self.kindName = kindName
        viewName = view
        stateName = state
        x = location.x
        y = location.y
        number = touches
    }

    /// A view record's event.
    init(time: Double, view: Int32, frame: Rect, contentOffset: Point?, zoomScale: Double?) {
        kind = .view
        self.time = time
        name = view
        x = frame.origin.x
        y = frame.origin.y
        a = frame.size.width
        b = frame.size.height
        if let contentOffset {
            has |= TraceEvent.hasContentOffset
            c = contentOffset.x
            d = contentOffset.y
        }
        if let zoomScale {
            has |= TraceEvent.hasZoomScale
            e = zoomScale
        }
    }

    /// The event of a touch, gesture or view record, its strings added to `names`; nil for other records (control, hitTest, summary).
    init?(_ record: TraceRecord, names: inout TraceNames) {
        switch record {
        case let .touch(r):
            self.init(time: r.time, touch: r.touch, phase: r.phase, location: r.location, view: r.view.map { names.add($0) } ?? -1)
        case let .gesture(r):
            self.init(time: r.time, gesture: names.add(r.gesture), kind: names.add(r.kind), view: r.view.map { names.add($0) } ?? -1,
                      state: names.add(r.state), location: r.location, touches: r.touches)
            if let t = r.translation { setTranslation(t) }
            if let v = r.velocity { setVelocity(v) }
            if let s = r.scale { setScale(s) }
            if let angle = r.rotation { setRotation(angle) }
            if let reason = r.reason { reasonName = names.add(reason) }
            if let by = r.by { byName = names.add(by) }
        case let .view(r):
            self.init(time: r.time, view: names.add(r.view), frame: r.frame, contentOffset: r.contentOffset, zoomScale: r.zoomScale)
            if let phase = r.scrollPhase { setScrollPhase(names.add(phase)) }
        case .control, .hitTest, .summary:
            return nil
        }
    }

    mutating func setTranslation(_ t: Point) {
        has |= TraceEvent.hasTranslation
        a = t.x
        b = t.y
    }

    mutating func setVelocity(_ v: Point) {
        has |= TraceEvent.hasVelocity
        c = v.x
        d = v.y
    }

    mutating func setScale(_ scale: Double) {
        has |= TraceEvent.hasScale
        e = scale
    }

    mutating func setScrollPhase(_ phase: Int32) {
        has |= TraceEvent.hasScrollPhase
        stateName = phase
    }

    mutating func setRotation(_ rotation: Double) {
        has |= TraceEvent.hasRotation
        f = rotation
    }

    /// The record the event stands for, its strings looked up in `names`.
    func record(names: TraceNames) -> TraceRecord {
        let optionalName = { (index: Int32) in index < 0 ? nil : names[index] }
        switch kind {
        case .touch:
            return .touch(TouchRecord(time: time, touch: number, phase: phase, location: Point(x: x, y: y), view: optionalName(name)))
        case .gesture:
            return .gesture(GestureRecord(
                time: time, gesture: names[name], kind: names[kindName], view: optionalName(viewName), state: names[stateName],
                location: Point(x: x, y: y), touches: number,
                translation: has & TraceEvent.hasTranslation != 0 ? Point(x: a, y: b) : nil,
                velocity: has & TraceEvent.hasVelocity != 0 ? Point(x: c, y: d) : nil,
                scale: has & TraceEvent.hasScale != 0 ? e : nil,
                rotation: has & TraceEvent.hasRotation != 0 ? f : nil,
                reason: optionalName(reasonName), by: optionalName(byName)))
        case .view:
            return .view(ViewRecord(time: time, view: names[name], frame: Rect(x: x, y: y, width: a, height: b),
                                    contentOffset: has & TraceEvent.hasContentOffset != 0 ? Point(x: c, y: d) : nil,
                                    zoomScale: has & TraceEvent.hasZoomScale != 0 ? e : nil,
                                    scrollPhase: has & TraceEvent.hasScrollPhase != 0 ? names[stateName] : nil))
        }
    }
}

/// The strings of ``TraceEvent``s, by number, each also kept as the JSON string
/// (quotes and escapes included) that trace lines write.
struct TraceNames {
    private(set) var strings: [String] = []
    /// The JSON strings, one after the other (flat, so that writing one copies bytes without retaining an array).
    private var jsonBytes: [UInt8] = []
    /// Where each JSON string ends in ``jsonBytes``.
    private var jsonEnds: [Int] = []

    /// The string numbered `index`.
    subscript(index: Int32) -> String { strings[Int(index)] }

    /// Adds `name` (even if it is already there) and answers its number.
    mutating func add(_ name: String) -> Int32 {
        strings.append(name)
        var text = ""
        TraceValue.writeString(name, to: &text)
        jsonBytes.append(contentsOf: text.utf8)
        jsonEnds.append(jsonBytes.count)
        return Int32(strings.count - 1)
    }

    /// The length of the JSON string numbered `index`.
    func jsonLength(_ index: Int32) -> Int {
        let i = Int(index)
        return jsonEnds[i] - (i == 0 ? 0 : jsonEnds[i - 1])
    }

    /// Calls `body` with the bytes of the JSON string numbered `index`.
    func withJSON<Result>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let i = Int(index)
        let start = i == 0 ? 0 : jsonEnds[i - 1]
        return jsonBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<jsonEnds[i]])) }
    }
}
