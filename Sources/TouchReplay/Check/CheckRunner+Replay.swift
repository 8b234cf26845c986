extension CheckRunner {
    /// Replays a case's recording against its scene with ``Replay`` and returns the trace's lines.
    ///
    /// The runner only calls it for cases without problems, which have a recording and a scene.
    public static let replayCase: Replayer = { checkCase in
        guard let recording = checkCase.recording, let scenePath = checkCase.scene else {
            preconditionFailure("CheckRunner replays only complete cases")
        }
        let scene = try Scene.load(contentsOf: scenePath)
        let session = try Replay(recordingPath: recording, descriptionPath: checkCase.description, scene: scene).run()
        return session.records.map(\.line)
    }

    /// A runner that replays cases with ``replayCase``.
    public init(options: CheckOptions) {
        self.init(options: options, replayer: CheckRunner.replayCase)
    }
}
