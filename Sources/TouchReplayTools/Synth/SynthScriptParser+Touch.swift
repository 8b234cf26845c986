import GestureEngine
import InputEvents
import TouchReplay

extension SynthScriptParser {
    /// A `touch` step (docs/synth.md, "Lifted touches"): `{view, at, start, tool, button,
    /// offsets, samples, pressure, tilt, radius, end}`, `samples` a list of `[seconds, dx, dy]`
    /// after the touch-down, and `pressure`, `tilt`, `radius` one value per report (the
    /// touch-down and each sample).
    func touchStep(_ key: YAMLNode, _ value: YAMLNode, device: SynthDevice) throws(FileError) -> SynthScript.Step {
        let f = try fields(value, "touch", allowed: ["view", "at", "start", "tool", "button", "offsets", "samples", "pressure", "tilt", "radius", "end", "device"])
        let target = try self.target(f)
        if f["offsets"] != nil, target == nil { throw fail(f["offsets"], "offsets: fractions needs a view to be fractions of") }
        let at = try required(f, "at", in: value, "touch")
        var samples = [SynthTouch.Sample(time: 0, offset: .zero)]
        if let node = f["samples"] {
            guard let items = node.sequence else { throw fail(node, "samples must be a list of [seconds, dx, dy]") }
            for item in items {
                guard let numbers = item.sequence, numbers.count == 3 else { throw fail(item, "each sample must be [seconds, dx, dy]") }
                let time = try seconds(numbers[0], "sample time")
                guard time >= samples[samples.count - 1].time else {
                    throw fail(numbers[0], "sample time must not be earlier than the previous one (\(SynthScript.format(samples[samples.count - 1].time)) s)")
                }
                samples.append(SynthTouch.Sample(time: time, offset: Point(x: try number(numbers[1], "dx"), y: try number(numbers[2], "dy"))))
            }
        }
        if let node = f["pressure"] {
            let values = try perReport(node, "pressure", count: samples.count) { n throws(FileError) in try number(n, "pressure", minimum: 0, maximum: 1) }
            for index in samples.indices { samples[index].pressure = values[index] }
        }
        if let node = f["tilt"] {
            let values = try perReport(node, "tilt", count: samples.count) { n throws(FileError) in try tilt(n, device: device) }
            for index in samples.indices { samples[index].tilt = values[index] }
        }
        if let node = f["radius"] {
            let values = try perReport(node, "radius", count: samples.count) { n throws(FileError) in
                try number(n, "radius", minimum: 0, maximum: SynthLimits.maximumPoints)
            }
            for index in samples.indices { samples[index].radius = values[index] }
        }
        let last = samples[samples.count - 1].time
        let end = try f["end"].map { n throws(FileError) in
            let end = try seconds(n, "end")
            guard end > last else { throw fail(n, "end must be later than the last sample (\(SynthScript.format(last)) s)") }
            return end
        }
        let tool = try self.tool(f["tool"], device: device)
        let button = try f["button"].map { n throws(FileError) in try count(n, "button", range: 0...3) } ?? 1
        if tool == .mouse, button > 0, !device.description.supports(.key, code: Synthesizer.buttonKey(button)) {
            throw fail(f["button"] ?? key, "button \(button) is not a button of device '\(device.description.name)'")
        }
        let touch = SynthTouch(start: at, samples: samples, end: end, tool: tool, button: button)
        return SynthScript.Step(gesture: .touch(touch), start: try start(f), line: key.line, column: key.column, target: target)
    }

    /// The step's `view` (and `offsets`), nil when it has none.
    func target(_ f: [String: YAMLNode]) throws(FileError) -> SynthTarget? {
        guard let node = f["view"] else { return nil }
        guard let id = node.string, !id.isEmpty else { throw fail(node, "view must be a view's id") }
        var fractional = false
        if let offsets = f["offsets"] {
            guard let name = offsets.string, ["points", "fractions"].contains(name) else { throw fail(offsets, "offsets must be points or fractions") }
            fractional = name == "fractions"
        }
        return SynthTarget(view: id, fractionalOffsets: fractional)
    }

    /// The `tool` of a touch on `device`: given, or the device's own (a pen's pen, a mouse's mouse, else a finger).
    private func tool(_ node: YAMLNode?, device: SynthDevice) throws(FileError) -> SynthTouch.Tool {
        let natural: SynthTouch.Tool = switch device.kind {
        case .pen: .pen
        case .relativePointer: .mouse
        case .multiTouchSlots, .multiTouchAnonymous, .singleTouch: .finger
        }
        guard let node else { return natural }
        guard let name = node.string, let tool = SynthTouch.Tool(rawValue: name) else {
            throw fail(node, "tool must be one of: \(SynthTouch.Tool.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let fits = switch tool {
        case .finger, .mouse: tool == natural
        case .pen: natural == .pen
        case .eraser: natural == .pen && device.description.supports(.key, code: KeyCode.buttonToolRubber)
        }
        guard fits else { throw fail(node, "tool \(name) cannot be written by device '\(device.description.name)' (a \(natural.rawValue) device)") }
        return tool
    }

    /// One value per report of a touch: a list of exactly `count`.
    private func perReport<Value>(_ node: YAMLNode, _ what: String, count: Int,
                                  _ read: (YAMLNode) throws(FileError) -> Value) throws(FileError) -> [Value] {
        guard let items = node.sequence, items.count == count else {
            throw fail(node, "\(what) must list one value per report: \(count) (the touch-down and each sample)")
        }
        var values: [Value] = []
        for item in items { values.append(try read(item)) }
        return values
    }
}
