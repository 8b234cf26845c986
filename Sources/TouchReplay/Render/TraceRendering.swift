import GestureEngine
import InputEvents
import InputRecordings

/// Renders a replay as an SVG picture: the scene's views, each touch's path,
/// and where gestures began, were recognized, ended or were cancelled.
public enum TraceRendering {
    /// Replays `recordingPath` against the scene at `scenePath` and returns the SVG text.
    ///
    /// The recording is read twice: once through ``Replay`` (with hit-test
    /// records, for the view each touch was bound to) and once through the
    /// frame decoder alone, for where each finger went.
    /// Throws the scene's or the replay's error; nothing is written anywhere.
    public static func svg(recordingPath: String, descriptionPath: String? = nil, scenePath: String) throws -> String {
        let scene = try Scene.load(contentsOf: scenePath)
        let session = try Replay(recordingPath: recordingPath, descriptionPath: descriptionPath, scene: scene, tracesHitTests: true).run()
        let fingers = try touchFrames(recordingPath: recordingPath, descriptionPath: descriptionPath, mapping: scene.screen.mapping)
        let drawing = TraceDrawing(scene: scene, final: session.sceneWindow, records: session.records, fingers: fingers)
        let name = recordingPath.split(separator: "/").suffix(2).joined(separator: "/")
        return drawing.svg(title: "\(name) on \(scenePath.split(separator: "/").suffix(2).joined(separator: "/"))")
    }

    /// Every frame of the recording as ``Replay`` decodes it, on the trace's clock (seconds since the
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
