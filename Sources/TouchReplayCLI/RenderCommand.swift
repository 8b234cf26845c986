import ArgumentParser
import OutputFiles
import TouchReplay

/// `touchreplay render`: draws a replay as an SVG picture.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a replay as SVG: views with their ids, each touch's path, and where gestures began and ended.",
        discussion: "See docs/render.md. The file is written only when the replay succeeds.")

    @Argument(help: "The recording: an evemu .events/.evemu file or a libinput record .yml file.")
    var recording: String

    @Option(name: .long, help: "A separate evemu description (.desc) when the recording has none.")
    var description: String?

    @Option(name: .long, help: "The scene file (YAML or JSON).")
    var scene: String

    @Option(name: .shortAndLong, help: "The SVG file to write.")
    var output: String

    func run() throws {
        let inputs = CommandInputs([recording, scene] + (description.map { [$0] } ?? []))
        // Refused before the replay, as well as when writing.
        try CommandFailure.reporting { try inputs.refuse(output: output) }
        let svg = try CommandFailure.reporting {
            try TraceRendering.svg(recordingPath: recording, descriptionPath: description, scenePath: scene)
        }
        try CommandFailure.reporting { try OutputFile.write(svg, to: output, inputs: inputs) }
    }
}
