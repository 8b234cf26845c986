import GestureEngine
import InputEvents
import InputRecordings

/// Replays a recording file: reader → frame decoder (with a screen mapping)
/// → window → trace, on the virtual clock.
public struct Replay {
    /// The recording (evemu or `libinput record`).
    public var recordingPath: String
    /// A separate evemu description (`.desc`), if the recording has none of its own.
    public var descriptionPath: String?
    /// Whether to record `hitTest` lines.
    public var tracesHitTests: Bool
    /// How device positions map onto the screen.
    public var mapping: ScreenMapping
    /// Makes the engine objects for a run.
    private let makeSession: (_ origin: Timestamp, _ tracesHitTests: Bool) -> ReplaySession

    /// A replay of `recordingPath` against `scene`, mapped with the scene's screen.
    public init(recordingPath: String, descriptionPath: String? = nil, scene: Scene, tracesHitTests: Bool = false) {
        self.recordingPath = recordingPath
        self.descriptionPath = descriptionPath
        self.tracesHitTests = tracesHitTests
        mapping = scene.screen.mapping
        makeSession = { origin, hitTests in ReplaySession(scene: scene, origin: origin, tracesHitTests: hitTests) }
    }

    /// A replay of `recordingPath` against a window built in Swift; the whole
    /// device maps onto the window's bounds unless `mapping` says otherwise.
    /// The window is used as it is: replay it once.
    public init(recordingPath: String, descriptionPath: String? = nil, window: Window, mapping: ScreenMapping? = nil, tracesHitTests: Bool = false) {
        self.recordingPath = recordingPath
        self.descriptionPath = descriptionPath
        self.tracesHitTests = tracesHitTests
        self.mapping = mapping ?? ScreenMapping(screenSize: ScreenSize(width: window.bounds.width, height: window.bounds.height))
        makeSession = { origin, hitTests in ReplaySession(window: window, origin: origin, tracesHitTests: hitTests) }
    }

    /// Runs the whole recording on the virtual clock and returns the finished session.
    ///
    /// Time 0 is the recording's first event. After the last event, contacts
    /// still down are cancelled, the clock moves to the last event's time (even
    /// when no frame came then) and runs on ``ReplaySession/settleDuration``.
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
            decoder = try FrameDecoder(device: reader.description, mapping: mapping)
        } catch {
            throw .device(path: descriptionPath ?? recordingPath, error)
        }
        let session = makeSession(reader.firstEventTime ?? Timestamp(microseconds: 0), tracesHitTests)
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
        if let lastTime {
            if let frame = decoder.cancelAll(at: lastTime) { session.send(frame) }
            session.advance(to: session.traceTime(lastTime))
        }
        session.finish()
        return session
    }
}
