import ArgumentParser
import TouchReplay
import TouchReplayTools

/// `touchreplay analyze`: what a recording's devices did and what looks like noise.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Report a recording's contacts per device and slot, report rate and jitter, and suspected ghosts.",
        discussion: """
            Per device and slot: contact counts and durations, the report interval and its jitter, \
            repeated positions, taps far apart beginning within 30 ms, presses within 25 ms of a \
            release (bounces), and suspected ghosts with their times. Positions are in device units. \
            With --scene, also what the noise filters the scene gives each device (`devices: [{…, \
            filters: {…}}]`) would remove. --json prints one JSON object instead of text.
            """)

    @Argument(help: "The recording (evemu, or libinput record with one or more devices).")
    var recording: String

    @Option(help: "A separate evemu description (.desc) for the recording.")
    var description: String?

    @Option(help: "A scene whose devices' noise filters to try on the recording.")
    var scene: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func run() throws {
        let analysis = try CommandFailure.reporting {
            try RecordingAnalysis(path: recording, descriptionPath: description, scene: try scene.map { try Scene.load(contentsOf: $0) })
        }
        FrameText.writeLine(String((json ? analysis.json : analysis.text).dropLast()))
    }
}
