import TouchReplay

extension SynthScriptParser {
    /// Which of the script's `devices` writes the step `item` (docs/synth.md, "A seat of several
    /// devices"): the one its `device` names, by its index in the list or by name (the list's
    /// entry as written, or the device's own name); naming none, the one device whose kind
    /// writes the step's tool (``SynthDevice/writes(_:)``), or the only device.
    ///
    /// - Parameter entries: how the script lists each device (`devices:` or `device:`), by index.
    /// - Throws: a `FileError` at the step for a `device` that names no device or several, and
    ///   for a step naming none whose tool fits none of the devices or more than one (two
    ///   touchscreens: the script must say which).
    func deviceIndex(_ item: YAMLNode, devices: [SynthDevice], entries: [String]) throws(FileError) -> Int {
        guard let (key, value) = item.mapping?.first, let name = key.string else { return 0 }
        if let node = value.mapping?.first(where: { $0.key.string == "device" })?.value {
            return try namedDevice(node, devices: devices, entries: entries)
        }
        guard devices.count > 1, let tools = Self.tools(ofStep: name, value) else { return 0 }
        let fitting = devices.indices.filter { index in tools.contains { devices[index].writes($0) } }
        guard fitting.count == 1 else {
            let what = "a \(name == "touch" ? "\(tools[0].rawValue) touch" : name) step"
            throw fail(key, fitting.isEmpty
                ? "\(what) fits none of the script's devices (\(Self.listed(devices.indices, entries)))"
                : "\(what) fits \(fitting.count) of the script's devices (\(Self.listed(fitting, entries))); name one with device: (its index or name)")
        }
        return fitting[0]
    }

    /// The device a step's `device` names: an index into the list, or a name matching one entry
    /// as written or one device's own name.
    private func namedDevice(_ node: YAMLNode, devices: [SynthDevice], entries: [String]) throws(FileError) -> Int {
        if node.double != nil { return try count(node, "device", range: 0...(devices.count - 1)) }
        guard let name = node.string, !name.isEmpty else { throw fail(node, "device must be an index into the script's devices or a device's name") }
        let named = devices.indices.filter { entries[$0] == name || devices[$0].description.name == name }
        guard named.count == 1 else {
            throw fail(node, named.isEmpty
                ? "device '\(name)' is none of the script's devices (\(Self.listed(devices.indices, entries)))"
                : "device '\(name)' names \(named.count) of the script's devices (\(Self.listed(named, entries))); name it by its index")
        }
        return named[0]
    }

    /// The tools a step of kind `name` may be written with, nil for a step no device writes
    /// (`wait`) or an unknown one (the step's own parsing says why): a touch's `tool` (a finger
    /// when it names none), a pen's pen, a click's and a wheel's mouse, a hover's mouse or pen,
    /// a finger for the touchscreen gestures.
    static func tools(ofStep name: String, _ value: YAMLNode) -> [SynthTouch.Tool]? {
        switch name {
        case "touch":
            let tool = value.mapping?.first(where: { $0.key.string == "tool" })?.value.string.flatMap(SynthTouch.Tool.init(rawValue:))
            return [tool ?? .finger]
        case "pen": return [.pen]
        case "rightClick", "middleClick", "wheel": return [.mouse]
        case "hover": return [.mouse, .pen]
        case "tap", "doubleTap", "longPress", "drag", "swipe", "pinch", "rotate": return [.finger]
        default: return nil
        }
    }

    /// `indices` with their entries: `0: "a.yml#1", 1: "mouse"`.
    private static func listed(_ indices: some Sequence<Int>, _ entries: [String]) -> String {
        indices.map { "\($0): \(entries[$0])" }.joined(separator: ", ")
    }
}
