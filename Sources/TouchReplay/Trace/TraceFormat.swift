import Foundation
import OutputFiles

/// How a trace is written.
public enum TraceFormat: String, Hashable, Sendable, CaseIterable {
    /// JSON Lines: one object per line, stable key order and rounding (docs/trace-format.md).
    case jsonl
    /// Aligned columns for people: time, type, subject, details.
    case text

    /// The record as one line in this format, without a newline.
    public func format(_ record: TraceRecord) -> String {
        switch self {
        case .jsonl: record.jsonText
        case .text: TraceFormat.text(record)
        }
    }

    /// The header line the text format starts with; nil for JSON Lines.
    public var header: String? {
        self == .text ? TraceFormat.columns("t (s)", "type", "subject", "details") : nil
    }

    private static func columns(_ time: String, _ type: String, _ subject: String, _ details: String) -> String {
        let padded = time.count < 11 ? String(repeating: " ", count: 11 - time.count) + time : time
        return "\(padded)  \(pad(type, 8)) \(pad(subject, 14)) \(details)"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// The most views the text summary lists on its own line; past it, one view a line.
    public static let summaryViewsOnOneLine = 4

    static func number(_ value: Double, _ places: Int = TraceRounding.points) -> String {
        ByteWriter.format(value, places: places)
    }

    private static func point(_ x: Double, _ y: Double) -> String { "(\(number(x)), \(number(y)))" }

    private static func text(_ record: TraceRecord) -> String {
        let time = record.time.map { String(format: "%.3f", TraceRounding.round($0, TraceRounding.time)) } ?? ""
        // In a trace of several windows, each subject is prefixed with its window: `left:#0`, `right:drag`.
        let columns = { (time: String, type: String, subject: String, details: String) in
            Self.columns(time, type, record.window.map { "\($0):\(subject)" } ?? subject, details)
        }
        switch record {
        case let .touch(r):
            return columns(time, "touch", "#\(r.touch)", "\(pad(TraceRecord.phaseName(r.phase), 10)) \(pad(point(r.location.x, r.location.y), 20)) → \(r.view ?? "(no view)")" + r.detail.text)
        case let .gesture(r):
            var details = "\(pad(r.state, 10)) \(r.kind) on \(r.view ?? "(no view)") at \(point(r.location.x, r.location.y)), \(r.touches) touch\(r.touches == 1 ? "" : "es")"
            if let t = r.translation { details += ", translation \(point(t.x, t.y))" }
            if let v = r.velocity { details += ", velocity \(point(v.x, v.y))" }
            if let s = r.scale { details += ", scale \(number(s, TraceRounding.scale))" }
            if let a = r.rotation { details += ", rotation \(number(a, TraceRounding.scale))" }
            for named in r.named {
                switch named.value {
                case let .number(n): details += ", \(named.name) \(number(n, TraceRounding.scale))"
                case let .point(p): details += ", \(named.name) \(point(p.x, p.y))"
                }
            }
            if let reason = r.reason { details += ", reason \(reason)" + (r.by.map { " by \($0)" } ?? "") }
            return columns(time, "gesture", r.gesture, details)
        case let .view(r):
            var details = "frame (\(number(r.frame.origin.x)), \(number(r.frame.origin.y)), \(number(r.frame.size.width)), \(number(r.frame.size.height)))"
            if let o = r.contentOffset { details += ", contentOffset \(point(o.x, o.y))" }
            if let z = r.zoomScale { details += ", zoomScale \(number(z, TraceRounding.scale))" }
            if let value = r.value { details += ", value \(number(value, TraceRounding.scale))" }
            if let phase = r.scrollPhase { details += ", \(phase)" }
            return columns(time, "view", r.view, details)
        case let .control(r):
            return columns(time, "control", r.control, r.event + (r.value.map { " value \(number($0, TraceRounding.scale))" } ?? ""))
        case let .action(r):
            return columns(time, "action", r.gesture, r.state)
        case let .hover(r):
            return columns(time, "hover", r.touchType, "\(pad(r.phase, 10)) \(pad(point(r.location.x, r.location.y), 20)) → \(r.view ?? "(no view)")")
        case let .wheel(r):
            return columns(time, "wheel", "\(number(r.clicks.x, TraceRounding.scale)), \(number(r.clicks.y, TraceRounding.scale))",
                           "\(pad(point(r.location.x, r.location.y), 20)) → \(r.view ?? "(no view)")")
        case let .hitTest(r):
            let steps = r.steps.map { step -> String in
                let reason = step.reason.map { " (\($0))" } ?? ""
                return "\(step.view).\(step.call)=\(step.result.string ?? step.result.jsonText)\(reason)"
            }
            return columns(time, "hitTest", "#\(r.touch)", "→ \(r.result ?? "nil"): " + steps.joined(separator: ", "))
        case let .summary(s):
            let gestures = s.gestures.filter { $0.count > 0 }.map { "\($0.count) \($0.state)" }
            let views = s.views.map { "\($0.view) (\(number($0.frame.origin.x)), \(number($0.frame.origin.y)), \(number($0.frame.size.width)), \(number($0.frame.size.height)))" }
            let head = "\(s.frames) frames, \(s.touches) touches, gestures: \(gestures.isEmpty ? "none" : gestures.joined(separator: ", ")); views:"
            // A few views fit on the line; more are listed one per line under the details column.
            guard views.count > summaryViewsOnOneLine else {
                return columns(String(format: "%.3f", s.duration), "summary", "", "\(head) \(views.joined(separator: ", "))")
            }
            let indent = String(repeating: " ", count: columns("", "", "", "").count)
            return columns(String(format: "%.3f", s.duration), "summary", "", "\(head) \(views.count)")
                + views.map { "\n" + indent + $0 }.joined()
        }
    }
}
