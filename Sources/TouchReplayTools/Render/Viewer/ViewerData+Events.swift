import GestureEngine
import TouchReplay

extension ViewerData {
    /// Seconds rounded to the microsecond, the trace's precision.
    static func time(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    /// Points rounded to a hundredth: finer than any screen shows, and short in JSON.
    static func point(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// `[t, state, x, y, touches, detail, reason]` for a gesture line; `detail` (the kind's values
    /// as text) and `reason` (why it failed or was cancelled, `CODE` or `CODE by NAME` from the
    /// line's `reason` and `by`) only when present.
    static func gestureEvent(_ line: TraceLine, time: Double) -> [TraceValue] {
        let state = line["state"]?.string ?? ""
        var event: [TraceValue] = [
            .number(Self.time(time)), .number(Double(states.firstIndex(of: state) ?? -1)),
            .number(point(line["x"]?.number ?? 0)), .number(point(line["y"]?.number ?? 0)),
            .number(line["touches"]?.number ?? 0),
        ]
        var details: [String] = []
        for key in ["translation", "velocity", "scale", "rotation"] {
            guard let value = line[key] else { continue }
            details.append("\(key) \(value.jsonText)")
        }
        let reason = line["reason"]?.string.map { reason in line["by"]?.string.map { "\(reason) by \($0)" } ?? reason }
        if !details.isEmpty || reason != nil { event.append(.string(details.joined(separator: ", "))) }
        if let reason { event.append(.string(reason)) }
        return event
    }

    /// A hit-test step as `[view, call, result, reason]`.
    static func step(_ value: TraceValue) -> TraceValue {
        guard let step = value.object else { return .array([]) }
        return .array([step["view"] ?? .null, step["call"] ?? .null, .string(step["result"]?.jsonText ?? "null"), step["reason"] ?? .null])
    }

    /// One object per finger from its first to its last frame: `id`, the bound `view` (null for none),
    /// whether the trace says which view that is (`known`: a touch or hit-test line names the touch), how it `end`ed
    /// (`ended`, `cancelled`), whether a recognizer `taken` it from its view, its hit-test `steps`,
    /// and its series `t` and `p`.
    static func touches(_ fingers: [TouchFrame], bound: [Int: String?], steps: [Int: TraceValue], taken: Set<Int>) -> [TraceValue] {
        var touches: [(line: TraceLine, times: [TraceValue], points: [TraceValue], end: String)] = []
        var open: [Int: Int] = [:]
        for frame in fingers {
            for sample in frame.samples {
                if sample.phase == .began || open[sample.id] == nil {
                    open[sample.id] = touches.count
                    var line: TraceLine = ["id": .number(Double(sample.id)), "view": bound[sample.id].flatMap { $0 }.map(TraceValue.string) ?? .null]
                    line.append("known", .bool(bound[sample.id] != nil))
                    line.append("taken", .bool(taken.contains(sample.id)))
                    if let steps = steps[sample.id] { line.append("steps", steps) }
                    touches.append((line, [], [], "cancelled"))
                }
                let index = open[sample.id]!
                touches[index].times.append(.number(time(frame.time)))
                touches[index].points.append(.number(point(sample.location.x)))
                touches[index].points.append(.number(point(sample.location.y)))
                if sample.phase.isTerminal {
                    touches[index].end = sample.phase == .ended ? "ended" : "cancelled"
                    open[sample.id] = nil
                }
            }
        }
        return touches.map { touch in
            var line = touch.line
            line.append("end", .string(touch.end))
            line.append("t", .array(touch.times))
            line.append("p", .array(touch.points))
            return .object(line)
        }
    }
}
