import GestureEngine
import InputEvents
import InputRecordings

/// Replays a recording file against a scene: reader → frame decoder (with the
/// scene's screen mapping) → window → trace.
public struct Replay {
    /// The recording (evemu or `libinput record`).
    public var recordingPath: String
    /// A separate evemu description (`.desc`), if the recording has none of its own.
    public var descriptionPath: String?
    /// The scene.
    public var scene: Scene
    /// Whether to record `hitTest` lines.
    public var tracesHitTests: Bool

    /// A replay of `recordingPath` against `scene`.
    public init(recordingPath: String, descriptionPath: String? = nil, scene: Scene, tracesHitTests: Bool = false) {
        self.recordingPath = recordingPath
        self.descriptionPath = descriptionPath
        self.scene = scene
        self.tracesHitTests = tracesHitTests
    }

    /// Runs the whole recording on the virtual clock and returns the finished session.
    ///
    /// - Parameters:
    ///   - onRecord: called with each trace record as it is made.
    ///   - beforeFrame: called with each frame's trace time before it is sent
    ///     (the CLI's `--realtime` sleeps here; the engine never waits).
    /// - Throws: ``ReplayError`` for an unreadable recording or a device that cannot be mapped.
    @discardableResult
    public func run(onRecord: ((TraceRecord) -> Void)? = nil, beforeFrame: ((Double) -> Void)? = nil) throws(ReplayError) -> ReplaySession {
        let reader: RecordingReader
        do {
            reader = try RecordingReader(path: recordingPath, descriptionPath: descriptionPath)
        } catch {
            throw .recording(error)
        }
        var decoder: FrameDecoder
        do {
            decoder = try FrameDecoder(device: reader.description, mapping: scene.screen.mapping)
        } catch {
            throw .device(path: descriptionPath ?? recordingPath, error)
        }
        let session = ReplaySession(scene: scene, origin: reader.firstEventTime ?? Timestamp(microseconds: 0), tracesHitTests: tracesHitTests)
        session.recorder.onRecord = onRecord
        var lastTime: Timestamp?
        do {
            while let event = try reader.next() {
                lastTime = event.time
                guard let frame = decoder.feed(event) else { continue }
                beforeFrame?(session.traceTime(frame.time))
                session.send(frame)
            }
        } catch {
            throw .recording(error)
        }
        if let lastTime, let frame = decoder.cancelAll(at: lastTime) { session.send(frame) }
        session.finish()
        return session
    }
}
