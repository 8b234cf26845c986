import GestureEngine
import OutputFiles

/// The JSON Lines writer: the one place trace lines are made, as bytes
/// straight into the output's buffer (keys in the documented order, numbers
/// rounded by ``TraceRounding`` and written by OutputFiles' `ByteWriter`).
/// `touch`, `gesture` and `view` lines are written by ``TraceJSONLine``, from a
/// ``TraceRecord`` or from a replay's file writer's entry (``TraceEntry``) alike.
extension TraceRecord {
    /// The most bytes the record's line and its newline can take.
    var jsonLineBound: Int {
        // Keys and punctuation stay under 256 bytes, each number under ByteWriter.numberBound.
        let numbers = 12 * ByteWriter.numberBound + 256 + (window.map { TraceJSON.bound($0) + 12 } ?? 0)
        switch self {
        case let .touch(r):
            return numbers + TraceJSON.bound(r.view)
        case let .gesture(r):
            return numbers + TraceJSON.bound(r.gesture) + TraceJSON.bound(r.kind) + TraceJSON.bound(r.view)
                + TraceJSON.bound(r.state) + TraceJSON.bound(r.reason) + TraceJSON.bound(r.by) + TraceJSONLine.bound(r.named)
        case let .view(r):
            return numbers + TraceJSON.bound(r.view) + TraceJSON.bound(r.scrollPhase)
        case let .control(r):
            return numbers + TraceJSON.bound(r.control) + TraceJSON.bound(r.event) + 16 + ByteWriter.numberBound
        case let .action(r):
            return numbers + TraceJSON.bound(r.gesture) + TraceJSON.bound(r.state)
        case let .wheel(r):
            return numbers + TraceJSON.bound(r.view)
        case let .hover(r):
            return numbers + TraceJSON.bound(r.phase) + TraceJSON.bound(r.view) + TraceJSON.bound(r.touchType)
        case let .hitTest(r):
            return r.steps.reduce(numbers + TraceJSON.bound(r.result)) { total, step in
                total + 64 + ByteWriter.numberBound + TraceJSON.bound(step.view) + TraceJSON.bound(step.call)
                    + TraceJSON.bound(step.result) + TraceJSON.bound(step.reason)
            }
        case let .summary(s):
            let gestures = s.gestures.reduce(0) { $0 + TraceJSON.bound($1.state) + ByteWriter.numberBound + 2 }
            return s.views.reduce(numbers + gestures) { $0 + TraceJSON.bound($1.view) + 16 + 4 * ByteWriter.numberBound }
        }
    }

    /// The record as one JSON Lines line, without a newline.
    var jsonText: String {
        ByteWriter.string(maximum: jsonLineBound) { writeJSON(to: &$0) }
    }

    /// Writes the record's line, without a newline.
    func writeJSON(to out: inout ByteWriter) {
        switch self {
        case let .touch(r):
            TraceJSONLine.touch(time: r.time, touch: r.touch, phase: r.phase, location: r.location, view: r.view, detail: r.detail,
                                window: r.window, nil, to: &out)
        case let .gesture(r):
            TraceJSONLine.gesture(time: r.time, gesture: r.gesture, kind: r.kind, view: r.view, state: r.state, location: r.location,
                                  touches: r.touches, values: GestureValues(translation: r.translation, velocity: r.velocity, scale: r.scale, rotation: r.rotation,
                                                        named: r.named),
                                  reason: r.reason, by: r.by, window: r.window, nil, to: &out)
        case let .view(r):
            TraceJSONLine.view(time: r.time, view: r.view, frame: r.frame, contentOffset: r.contentOffset, zoomScale: r.zoomScale,
                               scrollPhase: r.scrollPhase, value: r.value, window: r.window, nil, to: &out)
        case let .control(r):
            out.append("{\"t\":")
            out.append(r.time, places: TraceRounding.time)
            out.append(",\"type\":\"control\"")
            Self.writeWindow(r.window, to: &out)
            out.append(",\"control\":")
            TraceJSON.append(r.control, to: &out)
            out.append(",\"event\":")
            TraceJSON.append(r.event, to: &out)
            if let value = r.value {
                out.append(",\"value\":")
                out.append(value, places: TraceRounding.scale)
            }
            out.append("}")
        case let .action(r):
            out.append("{\"t\":")
            out.append(r.time, places: TraceRounding.time)
            out.append(",\"type\":\"action\"")
            Self.writeWindow(r.window, to: &out)
            out.append(",\"gesture\":")
            TraceJSON.append(r.gesture, to: &out)
            out.append(",\"state\":")
            TraceJSON.append(r.state, to: &out)
            out.append("}")
        case let .hover(r):
            out.append("{\"t\":")
            out.append(r.time, places: TraceRounding.time)
            out.append(",\"type\":\"hover\"")
            Self.writeWindow(r.window, to: &out)
            out.append(",\"phase\":")
            TraceJSON.append(r.phase, to: &out)
            out.append(",\"x\":")
            out.append(r.location.x, places: TraceRounding.points)
            out.append(",\"y\":")
            out.append(r.location.y, places: TraceRounding.points)
            out.append(",\"view\":")
            TraceJSON.append(r.view, to: &out)
            out.append(",\"touchType\":")
            TraceJSON.append(r.touchType, to: &out)
            out.append("}")
        case let .wheel(r):
            out.append("{\"t\":")
            out.append(r.time, places: TraceRounding.time)
            out.append(",\"type\":\"wheel\"")
            Self.writeWindow(r.window, to: &out)
            out.append(",\"x\":")
            out.append(r.location.x, places: TraceRounding.points)
            out.append(",\"y\":")
            out.append(r.location.y, places: TraceRounding.points)
            out.append(",\"clicks\":")
            TraceJSONLine.writePair(r.clicks, to: &out)
            out.append(",\"view\":")
            TraceJSON.append(r.view, to: &out)
            out.append("}")
        case let .hitTest(r):
            TraceRecord.write(r, to: &out)
        case let .summary(s):
            TraceRecord.write(s, to: &out)
        }
    }

    /// The window key of a line in a trace of several windows; nothing with one.
    private static func writeWindow(_ window: String?, to out: inout ByteWriter) {
        if let window { TraceJSONLine.writeWindow(window, nil, to: &out) }
    }

    private static func write(_ r: HitTestRecord, to out: inout ByteWriter) {
        out.append("{\"t\":")
        out.append(r.time, places: TraceRounding.time)
        out.append(",\"type\":\"hitTest\"")
        writeWindow(r.window, to: &out)
        out.append(",\"touch\":")
        out.append(integer: r.touch)
        out.append(",\"steps\":[")
        for (index, step) in r.steps.enumerated() {
            out.append(index == 0 ? "{\"view\":" : ",{\"view\":")
            TraceJSON.append(step.view, to: &out)
            out.append(",\"call\":")
            TraceJSON.append(step.call, to: &out)
            out.append(",\"result\":")
            TraceJSON.append(step.result, to: &out)
            if let reason = step.reason {
                out.append(",\"reason\":")
                TraceJSON.append(reason, to: &out)
            }
            out.append("}")
        }
        out.append("],\"result\":")
        TraceJSON.append(r.result, to: &out)
        out.append("}")
    }

    private static func write(_ s: TraceSummary, to out: inout ByteWriter) {
        out.append("{\"type\":\"summary\",\"duration\":")
        out.append(s.duration, places: TraceRounding.time)
        out.append(",\"frames\":")
        out.append(integer: s.frames)
        out.append(",\"touches\":")
        out.append(integer: s.touches)
        out.append(",\"gestures\":{")
        for (index, (state, count)) in s.gestures.enumerated() {
            if index > 0 { out.append(",") }
            TraceJSON.append(state, to: &out)
            out.append(":")
            out.append(integer: count)
        }
        out.append("},\"views\":{")
        for (index, (view, frame)) in s.views.enumerated() {
            if index > 0 { out.append(",") }
            TraceJSON.append(view, to: &out)
            out.append(":{\"frame\":")
            TraceJSONLine.writeRect(frame, to: &out)
            out.append("}")
        }
        out.append("}}")
    }
}

