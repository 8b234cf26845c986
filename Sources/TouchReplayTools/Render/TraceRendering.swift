import GestureEngine
import TouchReplay

/// Renders a replay as an SVG picture (the scene's views, each touch's path,
/// and where gestures began, were recognized, ended or were cancelled) or as
/// the HTML viewer's page.
///
/// The recording is read once: the frames drawn as fingers are those the
/// replay sent to the engine (``replay(recordingPath:descriptionPath:scene:)``).
public enum TraceRendering {
    /// Replays `recordingPath` against the scene at `scenePath` and returns the SVG text.
    /// Throws the scene's or the replay's error; nothing is written anywhere.
    public static func svg(recordingPath: String, descriptionPath: String? = nil, scenePath: String) throws -> String {
        let scene = try Scene.load(contentsOf: scenePath)
        let (session, fingers) = try replay(recordingPath: recordingPath, descriptionPath: descriptionPath, scene: scene)
        let drawing = TraceDrawing(scene: scene, final: session.sceneHierarchy, records: session.records, fingers: fingers)
        return drawing.svg(title: title(recordingPath: recordingPath, scenePath: scenePath))
    }

    /// Replays `recordingPath` against the scene at `scenePath` (with hit-test lines) and returns the HTML
    /// viewer's page (``HTMLViewer``): one self-contained file. Throws the scene's or the replay's error.
    public static func html(recordingPath: String, descriptionPath: String? = nil, scenePath: String) throws -> String {
        HTMLViewer.page(try viewerData(recordingPath: recordingPath, descriptionPath: descriptionPath, scenePath: scenePath))
    }

    /// The viewer's data for a replay of `recordingPath` against the scene at `scenePath`, with hit-test lines.
    ///
    /// The replay's frames and records go into the data as they are made and none is kept: past
    /// ``ViewerData/sampleBudget`` the series are thinned, so memory and the page stay bounded however
    /// long the recording (``ViewerData/thinning`` says how much, and ``ViewerData/fullTraceCommand``
    /// names the `touchreplay replay` command that writes the full trace).
    public static func viewerData(recordingPath: String, descriptionPath: String? = nil, scenePath: String) throws -> ViewerData {
        let scene = try Scene.load(contentsOf: scenePath)
        var builder = ViewerDataBuilder(scene: scene)
        try RecordingReplay(recordingPath: recordingPath, descriptionPath: descriptionPath, scene: scene, tracesHitTests: true)
            .stream(onRecord: { builder.add($0) }, beforeFrame: { builder.add($0) })
        var data = builder.finish(title: title(recordingPath: recordingPath, scenePath: scenePath))
        data.fullTraceCommand = (["touchreplay", "replay", recordingPath] + (descriptionPath.map { ["--description", $0] } ?? [])
            + ["--scene", scenePath]).map(ShellWord.quoted).joined(separator: " ")
        return data
    }

    /// Replays `recordingPath` against `scene` with hit-test records (for the view each touch was
    /// bound to) and answers the finished session with every frame it was sent, in trace time:
    /// where each finger went, ending with the cancellation of contacts still down.
    ///
    /// - Throws: `ReplayError`.
    public static func replay(recordingPath: String, descriptionPath: String? = nil,
                              scene: Scene) throws(ReplayError) -> (session: EngineSession, fingers: [TouchFrame]) {
        var fingers: [TouchFrame] = []
        let session = try RecordingReplay(recordingPath: recordingPath, descriptionPath: descriptionPath, scene: scene, tracesHitTests: true)
            .run(beforeFrame: { fingers.append($0) })
        return (session, fingers)
    }

    /// `folder/recording on folder/scene`: the last two components of each path.
    static func title(recordingPath: String, scenePath: String) -> String {
        "\(recordingPath.split(separator: "/").suffix(2).joined(separator: "/")) on \(scenePath.split(separator: "/").suffix(2).joined(separator: "/"))"
    }
}
