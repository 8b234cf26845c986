/// Renders a replay as an SVG picture: the scene's views, each touch's path,
/// and where gestures began, were recognized, ended or were cancelled.
public enum TraceRendering {
    /// Replays `recordingPath` against the scene at `scenePath` and returns the SVG text.
    ///
    /// Throws the scene's or the replay's error; nothing is written anywhere.
    public static func svg(recordingPath: String, descriptionPath: String? = nil, scenePath: String) throws -> String {
        let scene = try Scene.load(contentsOf: scenePath)
        let session = try Replay(recordingPath: recordingPath, descriptionPath: descriptionPath, scene: scene).run()
        let drawing = TraceDrawing(scene: scene, final: session.sceneWindow, records: session.records)
        let name = recordingPath.split(separator: "/").suffix(2).joined(separator: "/")
        return drawing.svg(title: "\(name) on \(scenePath.split(separator: "/").suffix(2).joined(separator: "/"))")
    }
}
