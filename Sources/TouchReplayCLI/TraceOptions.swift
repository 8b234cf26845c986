import ArgumentParser
import TouchReplay

extension TraceFormat: ExpressibleByArgument {}

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

    /// Loads the scene, or prints its error and exits; without `--scene`, a usage error.
    func loadScene() throws -> Scene {
        guard let scene else { throw ValidationError("Missing expected argument '--scene <scene>'") }
        return try DeviceCommands.reportingFailures { try Scene.load(contentsOf: scene) }
    }
}
