import GestureEngine
import InputEvents
import InputRecordings

/// Renders a replay as an SVG picture (the scene's views, each touch's path,
/// and where gestures began, were recognized, ended or were cancelled) or as
/// the HTML viewer's page.
public enum TraceRendering {
    /// Replays `recordingPath` against the scene at `scenePath` and returns the SVG text.
    ///
    /// The recording is read twice: once through ``RecordingReplay`` (with hit-test
    /// records, for the view each touch was bound to) and once through the
    /// frame decoder alone, for where each finger went.
    /// Throws the scene's or the replay's error; nothing is written anywhere.
    public static func svg(recordingPath: String, descriptionPath: String? = nil, scenePath: String) throws -> String {
        let scene = try Scene.load(contentsOf: scenePath)
        let session = try RecordingReplay(recordingPath: recordingPath, descriptionPath: descriptionPath, scene: scene, tracesHitTests: true).run()
        let fingers = try touchFrames(recordingPath: recordingPath, descriptionPath: descriptionPath, mapping: scene.screen.mapping)
        let drawing = TraceDrawing(scene: scene, final: session.sceneHierarchy, records: session.records, fingers: fingers)
        return drawing.svg(title: title(recordingPath: recordingPath, scenePath: scenePath))
    }

    /// Replays `recordingPath` against the scene at `scenePath` (with hit-test lines) and returns the HTML
    /// viewer's page (``HTMLViewer``): one self-contained file. Throws the scene's or the replay's error.
    public static func html(recordingPath: String, descriptionPath: String? = nil, scenePath: String) throws -> String {
        HTMLViewer.page(try viewerData(recordingPath: recordingPath, descriptionPath: descriptionPath, scenePath: scenePath))
    }

    /// The viewer's data for a replay of `recordingPath` against the scene at `scenePath`, with hit-test lines.
    public static func viewerData(recordingPath: String, descriptionPath: String? = nil, scenePath: String) throws -> ViewerData {
        let scene = try Scene.load(contentsOf: scenePath)
        let session = try RecordingReplay(recordingPath: recordingPath, descriptionPath: descriptionPath, scene: scene, tracesHitTests: true).run()
        let fingers = try touchFrames(recordingPath: recordingPath, descriptionPath: descriptionPath, mapping: scene.screen.mapping)
        return ViewerData(title: title(recordingPath: recordingPath, scenePath: scenePath), scene: scene,
                          lines: session.records.map(\.line), fingers: fingers)
    }

    /// `folder/recording on folder/scene`: the last two components of each path.
    static func title(recordingPath: String, scenePath: String) -> String {
        "\(recordingPath.split(separator: "/").suffix(2).joined(separator: "/")) on \(scenePath.split(separator: "/").suffix(2).joined(separator: "/"))"
    }

    /// Every frame of the recording as ``RecordingReplay`` decodes it, on the trace's clock (seconds since the
    /// first event), ending with the cancellation of contacts still down.
    public static func touchFrames(recordingPath: String, descriptionPath: String? = nil, mapping: ScreenMapping) throws -> [TouchFrame] {
        let reader = try RecordingReader(path: recordingPath, descriptionPath: descriptionPath)
        var decoder = try FrameDecoder(device: reader.description, mapping: mapping)
        let origin = reader.firstEventTime?.microseconds ?? 0
        var frames: [TouchFrame] = []
        func add(_ frame: ContactFrame) {
            let samples = frame.contacts.map { TouchSample(id: $0.id, phase: TouchPhase($0.phase), location: Point(x: $0.x, y: $0.y)) }
            frames.append(TouchFrame(time: Double(frame.time.microseconds - origin) / 1_000_000, samples: samples))
        }
        var last: Timestamp?
        while let event = try reader.next() {
            last = event.time
            if let frame = decoder.feed(event) { add(frame) }
        }
        if let last, let frame = decoder.cancelAll(at: last) { add(frame) }
        return frames
    }
}
