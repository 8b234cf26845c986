import ArgumentParser

/// `touchreplay events`: prints a live device's frames (placeholder until the decoder lands).
struct EventsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "events")
}
