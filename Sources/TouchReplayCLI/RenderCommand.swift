import ArgumentParser
import OutputFiles
import TouchReplay
import TouchReplayTools

/// `touchreplay render`: draws a replay as an SVG picture or an HTML viewer, by the output's extension.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a replay: HTML (a viewer to play, scrub and step through) for OUT.html, else SVG (a still picture).",
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

    @Option(name: .shortAndLong, help: "The file to write: NAME.html for the viewer, any other name (NAME.svg) for SVG.")
    var output: String

    /// Whether the output is the HTML viewer (a name ending in .html or .htm); anything else is SVG.
    var isHTML: Bool {
        let lower = output.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm")
    }

    func run() throws {
        let inputs = CommandInputs([recording, scene] + (description.map { [$0] } ?? []))
        // Refused before the replay, as well as when writing.
        try CommandFailure.reporting { try inputs.refuse(output: output) }
        let text = try CommandFailure.reporting { () throws -> String in
            isHTML ? try TraceRendering.html(recordingPath: recording, descriptionPath: description, scenePath: scene)
                : try TraceRendering.svg(recordingPath: recording, descriptionPath: description, scenePath: scene)
        }
        try CommandFailure.reporting { try OutputFile.write(text, to: output, inputs: inputs) }
    }
}
