import Foundation
import GestureEngine
import InputEvents
import TouchReplay

extension SynthScript {
    /// Reads a synth script (YAML or JSON) from `path`.
    ///
    /// A `device` naming a file is resolved relative to the script's folder.
    public static func load(path: String) throws(FileError) -> SynthScript {
        let text: String
        do {
            text = try TextFile.read(path)
        } catch {
            throw FileError(path: path, message: error.reason)
        }
        return try parse(yaml: text, path: path)
    }

    /// Parses a synth script; `path` names it in errors and anchors relative device paths.
    public static func parse(yaml: String, path: String = "<script>") throws(FileError) -> SynthScript {
        let parser = SynthScriptParser(path: path)
        let document: YAMLNode?
        do { document = try YAMLNode.read(yaml, file: path) } catch { throw FileError(yaml: error) }
        guard let root = document else { throw FileError(path: path, message: "the script is empty") }
        let fields = try parser.fields(root, "script", allowed: ["device", "devices", "screen", "rate", "pause", "gestures"])
        var devices = [SynthDevice.multiTouchScreen]
        var entries = ["multitouch"]
        if let node = fields["device"] {
            devices = [try parser.device(node)]
            entries = [node.string ?? ""]
        }
        if let node = fields["devices"] {
            // A seat: a step names its device, or goes to the one whose kind writes its tool.
            guard fields["device"] == nil else { throw parser.fail(node, "give 'device' or 'devices', not both") }
            guard let items = node.sequence, !items.isEmpty else { throw parser.fail(node, "devices must be a list of device names or files") }
            devices = []
            for item in items { devices.append(try parser.device(item)) }
            entries = items.map { $0.string ?? "" }
        }
        var script = SynthScript(device: devices[0], steps: [])
        script.seat = Array(devices.dropFirst())
        if let node = fields["screen"] {
            let size = try parser.point(node, "screen")
            guard size.x > 0, size.y > 0 else { throw parser.fail(node, "screen must be positive width and height") }
            guard max(size.x, size.y) <= SynthLimits.maximumPoints else {
                throw parser.fail(node, "screen must be at most \(SynthScript.format(SynthLimits.maximumPoints)) points wide and high")
            }
            script.screen = Size(width: size.x, height: size.y)
        }
        if let node = fields["rate"] {
            script.rate = try parser.number(node, "rate")
            guard Synthesizer.rateRange.contains(script.rate) else { throw parser.fail(node, Synthesizer.rateMessage("rate")) }
        }
        if let node = fields["pause"] { script.pause = try parser.seconds(node, "pause") }
        guard let list = fields["gestures"] else { throw parser.fail(root, "the script has no 'gestures' list") }
        guard let items = list.sequence else { throw parser.fail(list, "'gestures' must be a list") }
        for item in items {
            let index = try parser.deviceIndex(item, devices: devices, entries: entries)
            var step = try parser.step(item, device: devices[index])
            step.device = index
            script.steps.append(step)
        }
        // Sampled touches report on a microsecond grid, where a gesture's finger would report in every microsecond.
        if script.isSampled, let gesture = script.steps.first(where: { !$0.gesture.reportsOnlyAtItsTimes }) {
            throw FileError(path: path, line: gesture.line, column: gesture.column,
                            message: "a script of touch steps takes only touch, wheel and wait steps (touches report at their own times, gestures on the script's rate)")
        }
        if script.isSampled, let node = fields["rate"] { throw parser.fail(node, "a script of touch steps takes no rate: its touches report at their samples' times") }
        return script
    }
}

/// Reads the nodes of a synth script with their positions.
struct SynthScriptParser {
    let path: String

    func fail(_ node: YAMLNode?, _ message: String) -> FileError {
        FileError(path: path, line: node?.line, column: node?.column, message: message)
    }

    /// The entries of a mapping, refusing keys outside `allowed` and repeated keys.
    func fields(_ node: YAMLNode, _ what: String, allowed: [String]) throws(FileError) -> [String: YAMLNode] {
        guard let mapping = node.mapping else { throw fail(node, "\(what) must be a mapping") }
        var result: [String: YAMLNode] = [:]
        for (key, value) in mapping {
            guard let name = key.string, allowed.contains(name) else {
                throw fail(key, "unknown key '\(key.string ?? "?")' in \(what) (expected one of: \(allowed.joined(separator: ", ")))")
            }
            guard result[name] == nil else { throw fail(key, "'\(name)' appears twice in \(what)") }
            result[name] = value
        }
        return result
    }

    func number(_ node: YAMLNode, _ what: String, minimum: Double? = nil, maximum: Double? = nil) throws(FileError) -> Double {
        guard let value = node.double, value.isFinite else { throw fail(node, "\(what) must be a number") }
        if let minimum, value < minimum { throw fail(node, "\(what) must be at least \(SynthScript.format(minimum))") }
        if let maximum, value > maximum { throw fail(node, "\(what) must be at most \(SynthScript.format(maximum))") }
        return value
    }

    /// A time in seconds, from 0 to ``SynthLimits/maximumSeconds``.
    func seconds(_ node: YAMLNode, _ what: String) throws(FileError) -> Double {
        let value = try number(node, what, minimum: 0)
        guard value <= SynthLimits.maximumSeconds else {
            throw fail(node, "\(what) must be at most \(SynthScript.format(SynthLimits.maximumSeconds)) seconds (recordings keep 10 digits of seconds)")
        }
        return value
    }

    /// An angle in degrees, within ±``SynthLimits/maximumDegrees``.
    func degrees(_ node: YAMLNode, _ what: String) throws(FileError) -> Double {
        let value = try number(node, what)
        guard abs(value) <= SynthLimits.maximumDegrees else {
            throw fail(node, "\(what) must be from -\(SynthScript.format(SynthLimits.maximumDegrees)) to \(SynthScript.format(SynthLimits.maximumDegrees)) degrees")
        }
        return value
    }

    /// A positive number, bounded by ``SynthLimits/maximumSeconds`` for times and ``SynthLimits/maximumPoints`` for lengths.
    func positive(_ node: YAMLNode, _ what: String, seconds: Bool = false) throws(FileError) -> Double {
        let value = try seconds ? self.seconds(node, what) : number(node, what, maximum: SynthLimits.maximumPoints)
        guard value > 0 else { throw fail(node, "\(what) must be greater than 0") }
        return value
    }

    func count(_ node: YAMLNode, _ what: String, range: ClosedRange<Int>) throws(FileError) -> Int {
        guard let value = node.int, range.contains(value) else {
            throw fail(node, "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    func point(_ node: YAMLNode, _ what: String) throws(FileError) -> Point {
        guard let items = node.sequence, items.count == 2 else { throw fail(node, "\(what) must be [x, y]") }
        return Point(x: try number(items[0], "\(what) x"), y: try number(items[1], "\(what) y"))
    }

    func device(_ node: YAMLNode) throws(FileError) -> SynthDevice {
        guard let name = node.string else { throw fail(node, "device must be a name or a file path") }
        if let device = SynthDevice.builtIn(named: name) { return device }
        let base = URL(fileURLWithPath: path).deletingLastPathComponent()
        let file = name.hasPrefix("/") ? name : base.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: file) || SynthDevice.seatDevice(file) != nil else {
            throw fail(node, "unknown device '\(name)' (expected \(SynthDevice.builtInNames.joined(separator: ", ")) or an evemu .desc file)")
        }
        return try SynthDevice.load(descriptionPath: file)
    }
}
