import GestureEngine
import TouchReplay

extension ViewerData {
    /// Seconds rounded to the microsecond, the trace's precision (as the viewer's data and the live view write them).
    public static func time(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    /// Points rounded to a hundredth: finer than any screen shows, and short in JSON.
    public static func point(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// `[t, state, x, y, touches, detail, reason]` for a gesture line; `detail` (the kind's values
    /// as text) and `reason` (why it failed or was cancelled, `CODE` or `CODE by NAME` from the
    /// line's `reason` and `by`) only when present; `origin` is the line's window's on the stage (`ViewerWindows`).
    /// `state` is the state's place in ``states``.
    public static func gestureEvent(_ line: TraceLine, time: Double, origin: Point = .zero) -> [TraceValue] {
        let state = line["state"]?.string ?? ""
        var event: [TraceValue] = [
            .number(Self.time(time)), .number(Double(states.firstIndex(of: state) ?? -1)),
            .number(point((line["x"]?.number ?? 0) + origin.x)), .number(point((line["y"]?.number ?? 0) + origin.y)),
            .number(line["touches"]?.number ?? 0),
        ]
        // The kind's values: every key after `touches` but `reason` and `by`
        // (translation, velocity, scale, rotation, and a recognizer's named values).
        var details: [String] = []
        if let touches = line.keys.firstIndex(of: "touches") {
            for field in line.fields[(touches + 1)...] where field.key != "reason" && field.key != "by" {
                details.append("\(field.key) \(field.value.jsonText)")
            }
        }
        let reason = line["reason"]?.string.map { reason in line["by"]?.string.map { "\(reason) by \($0)" } ?? reason }
        if !details.isEmpty || reason != nil { event.append(.string(details.joined(separator: ", "))) }
        if let reason { event.append(.string(reason)) }
        return event
    }

    /// A hit-test step (an element of a `hitTest` line's `steps`) as `[view, call, result, reason]`.
    public static func step(_ value: TraceValue) -> TraceValue {
        guard let step = value.object else { return .array([]) }
        return .array([step["view"] ?? .null, step["call"] ?? .null, .string(step["result"]?.jsonText ?? "null"), step["reason"] ?? .null])
    }
}
