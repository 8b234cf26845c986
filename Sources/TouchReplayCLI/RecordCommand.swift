import ArgumentParser

/// `touchreplay record`: records a live device (placeholder until the writer lands).
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "record")
}
