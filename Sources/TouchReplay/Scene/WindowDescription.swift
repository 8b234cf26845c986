import GestureEngine

/// One window of a scene: a display with its own screen (size, orientation, how
/// devices map onto it) and its own tree of views.
///
/// A scene of `screen` and `root` has one window, `window`; a scene with
/// `windows:` has one per entry, in file order, all of one application that
/// drives them on one clock (docs/scene-format.md, "Several windows").
public struct WindowDescription: Hashable, Sendable {
    /// The window's id: `window` for a scene of `screen` and `root`, else its entry's `id`.
    /// Trace lines name it (`"window"`) when the scene has more than one window.
    public var id: String
    /// The window's screen: its size in points, orientation, refresh rate, and the mapping of
    /// the devices bound to it that have no `devices` entry of their own.
    public var screen: ScreenDescription
    /// The root view, the window's only subview.
    public var root: ViewDescription
    /// Where the entry is in a scene with `windows:` (`windows[N]`), nil for a scene of `screen` and `root`.
    public var location: SceneLocation?

    /// A window from its parts.
    public init(id: String, screen: ScreenDescription, root: ViewDescription, location: SceneLocation? = nil) {
        self.id = id
        self.screen = screen
        self.root = root
        self.location = location
    }

    /// Keys allowed in an entry of `windows`.
    static let keys = ["id", "screen", "root"]

    /// Decodes one entry of `windows`: `{id, screen: {size, …}, root}`.
    static func decode(_ node: SceneNode, kinds: GestureKindRegistry) throws(SceneError) -> WindowDescription {
        let map = try node.mapping(allowing: keys)
        let id = try map.required("id").string()
        // A window without a size: one line naming the entry (the screen's keys are a scene's `screen` keys).
        guard let screenNode = map["screen"] else {
            throw node.error("window \"\(id)\" has no size; give it screen: {size: [width, height]}")
        }
        if screenNode.kind == .mapping, let screenMap = try? screenNode.mapping(allowing: Scene.screenKeys), screenMap["size"] == nil {
            throw screenNode.error("window \"\(id)\" has no size; give its screen size: [width, height]")
        }
        let screen = try Scene.decodeScreen(screenNode)
        let root = try ViewDescription.decode(map.required("root"), defaultFrame: Rect(origin: .zero, size: screen.interfaceSize), kinds: kinds)
        return WindowDescription(id: id, screen: screen, root: root, location: node.location)
    }
}

extension Scene {
    /// Whether the scene has more than one window: then trace lines name their window,
    /// and every `devices` entry binds its device to one.
    public var hasSeveralWindows: Bool { windows.count > 1 }

    /// The position in ``windows`` of the window with `id`, if the scene has one.
    public func windowIndex(of id: String) -> Int? { windows.firstIndex { $0.id == id } }

    /// The windows of a scene file's `windows:` list, in file order.
    static func decodeWindows(_ node: SceneNode, kinds: GestureKindRegistry) throws(SceneError) -> [WindowDescription] {
        var windows: [WindowDescription] = []
        for element in try node.sequence() { windows.append(try WindowDescription.decode(element, kinds: kinds)) }
        guard !windows.isEmpty else { throw node.error("windows needs at least one window: {id, screen: {size: [width, height]}, root}") }
        return windows
    }
}
