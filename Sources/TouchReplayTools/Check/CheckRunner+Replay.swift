import TouchReplay

extension CheckRunner {
    /// Replays a case's recording against its scene with `RecordingReplay` and writes the trace as JSON Lines.
    ///
    /// The runner only calls it for cases without problems, which have a recording and a scene.
    public static let replayCase: Replayer = { checkCase, output in
        guard let recording = checkCase.recording, let scenePath = checkCase.scene else {
            preconditionFailure("CheckRunner replays only complete cases")
        }
        let scene = try Scene.load(contentsOf: scenePath)
        try RecordingReplay(recordingPath: recording, descriptionPath: checkCase.description, scene: scene).write(to: output, format: .jsonl)
    }

    /// A runner that replays cases with ``replayCase``.
    public init(options: CheckOptions) {
        self.init(options: options, replayer: CheckRunner.replayCase)
    }
}
