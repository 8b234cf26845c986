import GestureEngine

extension TraceRecord {
    /// The record as a trace line, keys in the documented order, numbers rounded
    /// (``TraceRounding``): the same record always gives the same bytes.
    public var line: TraceLine {
        switch self {
        case let .touch(r):
            return ["t": seconds(r.time), "type": "touch", "touch": .number(Double(r.touch)), "phase": .string(TraceRecord.phaseName(r.phase)),
                    "x": points(r.location.x), "y": points(r.location.y), "view": r.view.map(TraceValue.string) ?? .null]
        case let .gesture(r):
            var line: TraceLine = ["t": seconds(r.time), "type": "gesture", "gesture": .string(r.gesture), "kind": .string(r.kind),
                                   "view": r.view.map(TraceValue.string) ?? .null, "state": .string(r.state),
                                   "x": points(r.location.x), "y": points(r.location.y), "touches": .number(Double(r.touches))]
            if let t = r.translation { line.append("translation", [points(t.x), points(t.y)]) }
            if let v = r.velocity { line.append("velocity", [points(v.x), points(v.y)]) }
            if let s = r.scale { line.append("scale", .number(TraceRounding.round(s, TraceRounding.scale))) }
            if let a = r.rotation { line.append("rotation", .number(TraceRounding.round(a, TraceRounding.scale))) }
            if let reason = r.reason { line.append("reason", .string(reason)) }
            if let by = r.by { line.append("by", .string(by)) }
            return line
        case let .view(r):
            var line: TraceLine = ["t": seconds(r.time), "type": "view", "view": .string(r.view), "frame": TraceRecord.rect(r.frame)]
            if let o = r.contentOffset { line.append("contentOffset", [points(o.x), points(o.y)]) }
            if let z = r.zoomScale { line.append("zoomScale", .number(TraceRounding.round(z, TraceRounding.scale))) }
            if let phase = r.scrollPhase { line.append("scroll", .string(phase)) }
            return line
        case let .control(r):
            return ["t": seconds(r.time), "type": "control", "control": .string(r.control), "event": .string(r.event)]
        case let .hitTest(r):
            let steps = r.steps.map { step -> TraceValue in
                var line: TraceLine = ["view": .string(step.view), "call": .string(step.call), "result": step.result]
                if let reason = step.reason { line.append("reason", .string(reason)) }
                return .object(line)
            }
            return ["t": seconds(r.time), "type": "hitTest", "touch": .number(Double(r.touch)), "steps": .array(steps),
                    "result": r.result.map(TraceValue.string) ?? .null]
        case let .summary(s):
            var gestures = TraceLine()
            for (state, count) in s.gestures { gestures.append(state, .number(Double(count))) }
            var views = TraceLine()
            for (view, frame) in s.views { views.append(view, .object(["frame": TraceRecord.rect(frame)])) }
            return ["type": "summary", "duration": seconds(s.duration), "frames": .number(Double(s.frames)),
                    "touches": .number(Double(s.touches)), "gestures": .object(gestures), "views": .object(views)]
        }
    }

    /// The record's time, nil for the summary.
    public var time: Double? {
        switch self {
        case let .touch(r): r.time
        case let .gesture(r): r.time
        case let .view(r): r.time
        case let .control(r): r.time
        case let .hitTest(r): r.time
        case .summary: nil
        }
    }

    /// The phase as traced: `stationary` is delivered as `moved`.
    static func phaseName(_ phase: TouchPhase) -> String {
        phase == .stationary ? "moved" : phase.rawValue
    }

    static func rect(_ r: Rect) -> TraceValue {
        [points(r.origin.x), points(r.origin.y), points(r.size.width), points(r.size.height)]
    }
}

private func seconds(_ t: Double) -> TraceValue { .number(TraceRounding.round(t, TraceRounding.time)) }
private func points(_ p: Double) -> TraceValue { .number(TraceRounding.round(p, TraceRounding.points)) }
