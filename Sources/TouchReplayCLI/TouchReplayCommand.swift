import ArgumentParser

/// The `touchreplay` command: replay, check, record and attach to touch input.
@main
struct TouchReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchreplay",
        abstract: "Replay and check touch input against a UIKit-style gesture engine.",
        subcommands: [ReplayCommand.self, AttachCommand.self, DevicesCommand.self, EventsCommand.self, RecordCommand.self, EmulateCommand.self, SynthCommand.self, CheckCommand.self, RenderCommand.self]
    )
}
