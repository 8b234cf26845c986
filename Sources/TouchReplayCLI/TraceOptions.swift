import ArgumentParser
import TouchReplay

extension TraceFormat: ExpressibleByArgument {
    /// The name as typed (`jsonl`, `text`). ArgumentParser's default, `String(describing:)`,
    /// asks the runtime for conformances the enum does not have, each a scan of every
    /// conformance in the binary, when it builds the command line's arguments at start-up.
    public var defaultValueDescription: String { rawValue }

    /// The names as typed, in declaration order, without `String(describing:)`.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    /// None: a value's description is its name, which help shows already.
    public static var allValueDescriptions: [String: String] { [:] }
}

/// Options shared by the commands that print a trace (`replay`, `attach`).
struct TraceOptions: ParsableArguments {
    @Option(name: .long, help: """
        The scene file (YAML or JSON): screen, device mapping, views and gestures. \
        Required by replay; attach without it uses one full-screen view with every standard recognizer.
        """)
    var scene: String?

    @Option(name: .long, help: "Trace format: jsonl (stable, for tools) or text (aligned columns, for people).")
    var format: TraceFormat = .jsonl

    @Flag(name: .long, help: "Add a hitTest line for each new touch with every hitTest/pointInside call.")
    var hitTests = false

    /// Loads the scene, or reports its error in one line; without `--scene`, a usage error.
    func loadScene() throws(ExitCode) -> Scene {
        try Self.loadScene(scene)
    }

    /// Loads the scene at `path`, or reports its error in one line; without a path, a usage error.
    static func loadScene(_ path: String?) throws(ExitCode) -> Scene {
        guard let path else { throw CommandFailure.exit("missing --scene (the scene file)", code: ExitCode.validationFailure.rawValue) }
        return try CommandFailure.reporting { try Scene.load(contentsOf: path) }
    }
}
