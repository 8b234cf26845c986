import GestureEngine

extension Scene {
    /// Keys allowed at the top of a scene file.
    static let topKeys = ["screen", "devices", "root", "windows"]
    /// Keys allowed under `screen`.
    static let screenKeys = ["size", "rotation", "calibration", "target", "pointerStart", "pointerScale", "refreshRate", "orientation"]

    /// Reads, decodes and validates the scene file at `path`; its recognizers may be of
    /// the kinds in `kinds` (the built-in ones unless a registry with the user's is given).
    ///
    /// - Throws: ``SceneError`` naming `path`, and the line, column and key path where they apply.
    public static func load(contentsOf path: String, kinds: GestureKindRegistry = .builtIn) throws(SceneError) -> Scene {
        let text: String
        do {
            text = try TextFile.read(path)
        } catch {
            throw SceneError(file: path, line: nil, column: nil, path: "", message: error.reason)
        }
        return try parse(text, file: path, kinds: kinds)
    }

    /// Decodes and validates scene text (YAML, or JSON, which YAML reads as well).
    ///
    /// - Parameters:
    ///   - text: the scene file's contents.
    ///   - file: the name used in errors.
    ///   - kinds: the recognizer kinds the scene may name.
    public static func parse(_ text: String, file: String, kinds: GestureKindRegistry = .builtIn) throws(SceneError) -> Scene {
        let isJSON = text.first(where: { !$0.isWhitespace }) == "{"
        let source = SceneNode.Source(file: file, format: isJSON ? "JSON" : "YAML")
        guard let document = try SceneDocument.read(text, source: source) else {
            throw SceneError(file: file, line: nil, column: nil, path: "", message: "the file is empty: a scene needs \"screen\" and \"root\"")
        }
        let top = try document.root.mapping(allowing: topKeys)
        var scene: Scene
        if let windows = top["windows"] {
            // Several displays: `windows:` in place of `screen` and `root` (docs/scene-format.md, "Several windows").
            for key in ["screen", "root"] {
                if let value = top[key] {
                    throw value.error("a scene has screen and root (one window) or windows, not both; put \(key) in a window of windows")
                }
            }
            scene = Scene(file: file, windows: try decodeWindows(windows, kinds: kinds))
        } else {
            let screen = try decodeScreen(top.required("screen"))
            let root = try ViewDescription.decode(top.required("root"), defaultFrame: Rect(origin: .zero, size: screen.interfaceSize), kinds: kinds)
            scene = Scene(file: file, screen: screen, root: root)
        }
        if let value = top["devices"] {
            for element in try value.sequence() { scene.devices.append(try DeviceMappingDescription.decode(element)) }
        }
        try scene.validate()
        return scene
    }

    /// Decodes a `screen` mapping (the scene's, or a window's).
    static func decodeScreen(_ node: SceneNode) throws(SceneError) -> ScreenDescription {
        let map = try node.mapping(allowing: screenKeys)
        let sizeNode = try map.required("size")
        let size = try sizeNode.size()
        guard size.width > 0, size.height > 0 else { throw sizeNode.error("the screen needs a positive width and height") }
        var screen = ScreenDescription(size: size)
        if let value = map["rotation"] {
            screen.rotation = try value.int()
            guard ScreenDescription.rotations.contains(screen.rotation) else {
                throw value.error("rotation must be 0, 90, 180 or 270 (degrees clockwise), got \(screen.rotation)")
            }
        }
        if let value = map["calibration"] { screen.calibration = try value.numbers(6, "[a, b, c, d, e, f] (libinput's calibration matrix)") }
        if let value = map["target"] {
            let rect = try value.rect()
            guard rect.size.width > 0, rect.size.height > 0 else { throw value.error("the target rectangle needs a positive width and height") }
            screen.target = rect
        }
        if let value = map["pointerStart"] { screen.pointerStart = try value.point() }
        if let value = map["orientation"] { screen.orientation = try value.choice(InterfaceOrientation.self) }
        if let value = map["pointerScale"] {
            screen.pointerScale = try value.double()
            guard screen.pointerScale > 0 else { throw value.error("pointerScale must be positive") }
        }
        if let value = map["refreshRate"] {
            screen.refreshRate = try value.int()
            guard (1...1000).contains(screen.refreshRate) else {
                throw value.error("refreshRate must be a whole number of frames per second from 1 to 1000, got \(screen.refreshRate)")
            }
        }
        return screen
    }
}

extension SceneNode {
    /// `[x, y, width, height]` with a non-negative size.
    func rect() throws(SceneError) -> Rect {
        let n = try numbers(4, "[x, y, width, height]")
        guard n[2] >= 0, n[3] >= 0 else { throw error("width and height must not be negative") }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `[width, height]`, both non-negative.
    func size() throws(SceneError) -> Size {
        let n = try numbers(2, "[width, height]")
        guard n[0] >= 0, n[1] >= 0 else { throw error("width and height must not be negative") }
        return Size(width: n[0], height: n[1])
    }

    /// `[x, y]`.
    func point() throws(SceneError) -> Point {
        let n = try numbers(2, "[x, y]")
        return Point(x: n[0], y: n[1])
    }

    /// A number in `range`.
    func double(in range: ClosedRange<Double>) throws(SceneError) -> Double {
        let value = try double()
        guard range.contains(value) else { throw error("must be between \(TraceValue.format(range.lowerBound)) and \(TraceValue.format(range.upperBound)), got \(TraceValue.format(value))") }
        return value
    }

    /// A whole number of at least `minimum`.
    func int(atLeast minimum: Int) throws(SceneError) -> Int {
        let value = try int()
        guard value >= minimum else { throw error("must be at least \(minimum), got \(value)") }
        return value
    }

    /// One of `cases`' raw values.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(SceneError) -> T where T.RawValue == String {
        if let value = T(rawValue: try string()) { return value }
        // Throws the error that lists the names.
        let text = try choice(among: T.allCases.map(\.rawValue))
        guard let value = T(rawValue: text) else { throw error("unknown value \"\(text)\"") }
        return value
    }

    /// One of `names`.
    func choice(among names: [String]) throws(SceneError) -> String {
        let text = try string()
        if names.contains(text) { return text }
        var message = "unknown value \"\(text)\"; expected one of \(names.joined(separator: ", "))"
        if let suggestion = SceneNode.closest(to: text, in: names) { message += " (did you mean \"\(suggestion)\"?)" }
        throw error(message)
    }

    /// An id, or a list of ids.
    func references() throws(SceneError) -> [SceneReference] {
        if kind == .sequence {
            var result: [SceneReference] = []
            for element in try sequence() { result.append(SceneReference(id: try element.string(), location: element.location)) }
            return result
        }
        return [SceneReference(id: try string(), location: location)]
    }
}
