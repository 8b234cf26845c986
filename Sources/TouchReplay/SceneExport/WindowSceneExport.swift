import GestureEngine

/// A window built in Swift written as a scene document (docs/scene-format.md, "A window
/// built in Swift"): its views with their frames and flags, hit-test customisations,
/// scroll views, controls (with the control events the session traces) and recognizers
/// with their parameters and relations, as they are when it is written.
///
/// What a scene cannot express is named in ``notes``, one line each: a view of a class of
/// its own (written as a plain view), a recognizer of a class no ``GestureKindRegistry``
/// kind names (left out; register a kind under its trace kind to keep it), a property
/// that has no scene key and differs from its default. The window becomes the scene's root
/// view `root`, which passes touches through (a touch that reaches no view reaches the
/// scene's window, as it reached this one), so that trace lines name the same views.
public struct WindowSceneExport: Sendable {
    /// The scene document (YAML).
    public let yaml: String
    /// One line for each thing the scene could not express.
    public let notes: [String]

    /// The scene document of `window` as it is now; `tracedControlEvents` are the control
    /// events its session traces, by control id (`TraceRecorder.tracedControlEvents`), and
    /// `kinds` name the recognizer classes of the user's own (by their trace kind).
    public init(window: Window, tracedControlEvents: [String: Control.Events] = [:], kinds: GestureKindRegistry = .builtIn) {
        self.init(root: window, screen: window.bounds.size, tracedControlEvents: tracedControlEvents, kinds: kinds)
    }

    /// The scene document whose root view is `root` (a window, or a scene's root view) on a
    /// screen of `screen` points.
    public init(root: View, screen: Size, tracedControlEvents: [String: Control.Events] = [:], kinds: GestureKindRegistry = .builtIn) {
        var writer = SceneDocumentWriter(tracedControlEvents: tracedControlEvents, kinds: kinds)
        var lines = ["# A window built in Swift, written by TouchReplay's WindowSceneExport.", "screen:",
                     "  size: [\(Self.number(screen.width)), \(Self.number(screen.height))]", "root:"]
        lines += writer.view(root, indent: "  ", isRoot: true)
        yaml = lines.joined(separator: "\n") + "\n"
        notes = writer.notes
    }

    /// The scene the document describes, read back as a scene file named `file` is.
    ///
    /// - Throws: `SceneError` if the document does not read back (a bug of the export).
    public func scene(file: String = "<window built in Swift>", kinds: GestureKindRegistry = .builtIn) throws(SceneError) -> Scene {
        try Scene.parse(yaml, file: file, kinds: kinds)
    }

    /// A number as the scene reads it back exactly: whole numbers without a fraction, others in Swift's shortest form.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// A name as a plain scalar when it is one, else double-quoted.
    static func name(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
            && !["true", "false", "null", "yes", "no", "on", "off"].contains(text.lowercased()) && Double(text) == nil
        return plain ? text : "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
