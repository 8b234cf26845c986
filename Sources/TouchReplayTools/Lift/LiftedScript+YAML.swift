import Foundation
import GestureEngine
import TouchReplay

extension LiftedScript {
    /// The script as synth's YAML (docs/synth.md, "Lifted touches"): the device's file, the
    /// screen, and a `touch` or `wheel` step per lifted step, each naming its view.
    /// `comment` goes first, as `#` lines.
    public func yaml(comment: [String] = []) -> String {
        var lines = comment.map { "# " + $0 }
        if seat.isEmpty {
            lines.append("device: \(Self.quoted(devicePath))")
        } else {
            lines.append("devices: [\(([devicePath] + seatPaths).map(Self.quoted).joined(separator: ", "))]")
        }
        lines.append("screen: [\(Self.number(screen.width)), \(Self.number(screen.height))]")
        lines.append("gestures:")
        for step in steps {
            let view = "view: \(Self.quoted(step.target?.view ?? ""))"
            let start = "start: \(Self.seconds(step.start ?? 0))"
            switch step.gesture {
            case .touch(let touch):
                lines.append("  - touch:")
                lines.append("      \(view)")
                lines.append("      at: \(Self.pair(touch.start, digits: 6))")
                lines.append("      \(start)")
                lines.append("      tool: \(touch.tool.rawValue)")
                if namesDevice(of: step, tools: [touch.tool]) { lines.append("      device: \(step.device)") }
                if touch.tool == .mouse || touch.button != 1 { lines.append("      button: \(touch.button)") }
                if step.target?.fractionalOffsets == true { lines.append("      offsets: fractions") }
                let digits = step.target?.fractionalOffsets == true ? 6 : 4
                if touch.samples.count > 1 {
                    lines.append("      samples:")
                    for sample in touch.samples.dropFirst() {
                        lines.append("        - [\(Self.seconds(sample.time)), \(Self.number(sample.offset.x, digits: digits)), \(Self.number(sample.offset.y, digits: digits))]")
                    }
                }
                if touch.samples.contains(where: { $0.pressure != nil }) {
                    lines.append("      pressure: [\(touch.samples.map { Self.number($0.pressure ?? 0, digits: 6) }.joined(separator: ", "))]")
                }
                if touch.samples.contains(where: { $0.tilt != nil }) {
                    lines.append("      tilt: [\(touch.samples.map { Self.pair($0.tilt ?? .zero, digits: 4) }.joined(separator: ", "))]")
                }
                if touch.samples.contains(where: { $0.radius != nil }) {
                    lines.append("      radius: [\(touch.samples.map { Self.number($0.radius ?? 0, digits: 4) }.joined(separator: ", "))]")
                }
                if let end = touch.end { lines.append("      end: \(Self.seconds(end))") }
            case .wheel(let at, let clicks):
                var fields = [view, "at: \(Self.pair(at, digits: 6))"] + (namesDevice(of: step, tools: [.mouse]) ? ["device: \(step.device)"] : [])
                if clicks.y != 0 { fields.append("clicks: \(Self.number(clicks.y, digits: 6))") }
                if clicks.x != 0 { fields.append("horizontal: \(Self.number(clicks.x, digits: 6))") }
                fields.append(start)
                lines.append("  - wheel: {\(fields.joined(separator: ", "))}")
            case .tap, .longPress, .drag, .timedDrag, .twoFingers, .wait, .click, .hover, .pen:
                // A lifted script holds touches and wheel turns only (``Lifter``).
                continue
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether `step` must name its device: it is not the one device of the script whose kind
    /// writes its tool, where synth would put a step naming none (two touchscreens, say).
    private func namesDevice(of step: SynthScript.Step, tools: [SynthTouch.Tool]) -> Bool {
        let devices = [device] + seat
        return devices.count > 1 && devices.indices.filter { index in tools.contains { devices[index].writes($0) } } != [step.device]
    }

    /// Seconds to the microsecond, the resolution of recordings.
    static func seconds(_ value: Double) -> String { number(value, digits: 6) }

    /// `[x, y]`.
    static func pair(_ point: Point, digits: Int) -> String { "[\(number(point.x, digits: digits)), \(number(point.y, digits: digits))]" }

    /// `value` with at most `digits` decimals, without trailing zeros (and never `-0`).
    static func number(_ value: Double, digits: Int = 4) -> String {
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A YAML double-quoted string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
