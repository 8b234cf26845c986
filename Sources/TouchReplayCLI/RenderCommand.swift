import ArgumentParser
import OutputFiles
import TouchReplay

/// `touchreplay render`: draws a replay as an SVG picture or an HTML viewer, by the output's extension.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a replay: SVG (a still picture) or HTML (a viewer to play, scrub and step through), by the output's extension.",
        discussion: """
            OUT.svg: views with their ids, each touch's path, and where gestures began and ended. \
            OUT.html: one self-contained page (no network) with the views as they move, every finger and its trail, \
            a timeline lane per recognizer, play and slow motion, frame stepping, and the time in the URL \
            (OUT.html#t=1.25). See docs/render.md. The file is written only when the replay succeeds.
            """)

    @Argument(help: "The recording: an evemu .events/.evemu file or a libinput record .yml file.")
    var recording: String

    @Option(name: .long, help: "A separate evemu description (.desc) when the recording has none.")
    var description: String?

    @Option(name: .long, help: "The scene file (YAML or JSON).")
    var scene: String

    @Option(name: .shortAndLong, help: "The file to write: .svg or .html.")
    var output: String

    /// The drawing the output's extension asks for.
    enum Kind { case svg, html }

    var kind: Kind? {
        let lower = output.lowercased()
        if lower.hasSuffix(".svg") { return .svg }
        if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return .html }
        return nil
    }

    func validate() throws {
        if kind == nil { throw ValidationError("--output must end in .svg or .html, not '\(output)'") }
    }

    func run() throws {
        let inputs = CommandInputs([recording, scene] + (description.map { [$0] } ?? []))
        // Refused before the replay, as well as when writing.
        try CommandFailure.reporting { try inputs.refuse(output: output) }
        let text = try CommandFailure.reporting { () throws -> String in
            switch kind {
            case .html: try TraceRendering.html(recordingPath: recording, descriptionPath: description, scenePath: scene)
            default: try TraceRendering.svg(recordingPath: recording, descriptionPath: description, scenePath: scene)
            }
        }
        try CommandFailure.reporting { try OutputFile.write(text, to: output, inputs: inputs) }
    }
}
