import ArgumentParser

/// A recording of one session and the scene it replays against: the inputs `lift` and `shrink` share.
struct RecordingSceneOptions: ParsableArguments {
    @Argument(help: "The recording (evemu or libinput record).")
    var recording: String

    @Option(help: "A separate evemu description (.desc) for the recording.")
    var description: String?

    @Option(help: "The scene the recording replays against.")
    var scene: String

    /// The files the command reads, which its output may not be.
    var inputs: [String] { [recording, scene] + (description.map { [$0] } ?? []) }
}
