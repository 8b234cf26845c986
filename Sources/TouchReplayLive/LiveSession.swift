import GestureEngine
import InputDevices
import InputEvents
import TouchReplay

/// A session fed by a live device: the device's events through a
/// `FrameSource` into an `EngineSession`, as a replay's are, with a clock
/// that also moves while no event arrives, so timers (long press, the tap
/// recognizer's wait for a second tap) fire while a finger rests.
///
/// Trace time 0 is the first event, as in a replay of what `attach --record`
/// wrote. Between frames the virtual clock follows
/// the wall clock from the last frame; this is the only wall time a session
/// reads, and only here (replays never do).
public final class LiveSession {
    /// Why ``run(duration:stopSignals:onEvent:afterFrame:)`` returned.
    public enum End: Hashable, Sendable {
        /// A watched signal arrived (`SIGINT`, `SIGTERM`).
        case signal(Int32)
        /// The requested duration passed.
        case durationElapsed
        /// The device went away; active contacts were cancelled.
        case unplugged(DeviceError)
    }

    /// The device being read.
    public let device: InputDevice
    /// Every record so far, the summary last after ``run(duration:stopSignals:onEvent:afterFrame:)``;
    /// empty when the session streams its records to an `onRecord` handler instead.
    public var records: [TraceRecord] { session.records }

    private var source: FrameSource
    private let session: EngineSession
    private let clock = ContinuousClock()
    private var lastFrame: (wall: ContinuousClock.Instant, trace: Double)?

    /// A live session of `device` against `scene` (mapped with the scene's screen).
    ///
    /// - Parameters:
    ///   - onRecord: when given, each trace record goes to it as it is made and
    ///     none is kept (a live session lasts as long as its user wants);
    ///     when nil, the records are kept in ``records``.
    /// - Throws: `FrameDecoderError` when the device is not a touchscreen or mouse or cannot be mapped.
    public init(device: InputDevice, scene: Scene, tracesHitTests: Bool = false,
                onRecord: ((TraceRecord) -> Void)? = nil) throws(FrameDecoderError) {
        self.device = device
        source = try FrameSource(device: device, mapping: scene.screen.mapping)
        session = EngineSession(scene: scene, tracesHitTests: tracesHitTests)
        if let onRecord {
            session.recorder.keepsRecords = false
            session.recorder.onRecord = onRecord
        }
    }

    /// Reads until a stop signal, `duration` or an unplug; then cancels the contacts
    /// still down and finishes the session (the summary is recorded).
    ///
    /// - Parameters:
    ///   - onEvent: each raw event, before it is decoded (`attach --record` writes them).
    ///   - afterFrame: called after each frame and timer step, for flushing live output.
    /// - Throws: read errors other than an unplug, and what the callbacks throw.
    public func run(duration: Duration? = nil, stopSignals: StopSignals? = nil,
                    onEvent: (DeviceEvent) throws -> Void = { _ in }, afterFrame: () throws -> Void = {}) throws -> End {
        let start = clock.now
        var end: End
        loop: while true {
            var timeout: Duration? = duration.map { start + $0 - clock.now }
            if let due = session.window.scheduler.nextDueTime, let lastFrame {
                let wait = lastFrame.wall + .microseconds(Int64((due - lastFrame.trace) * 1_000_000)) - clock.now
                timeout = min(timeout ?? wait, wait)
            }
            if let duration, clock.now - start >= duration {
                end = .durationElapsed
                break loop
            }
            do {
                switch try device.wait(timeout: timeout.map { max($0, .zero) }, alsoWatching: stopSignals?.fileDescriptor) {
                case .readable:
                    try source.readPending(from: device, onEvent: onEvent, onFrame: { frame in
                        session.send(frame)
                        lastFrame = (clock.now, frame.time)
                    })
                    try afterFrame()
                case .otherDescriptorReadable:
                    if let signal = stopSignals?.received() {
                        end = .signal(signal)
                        break loop
                    }
                case .timedOut:
                    if let lastFrame {
                        let elapsed = clock.now - lastFrame.wall
                        session.advance(to: lastFrame.trace + Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                        try afterFrame()
                    }
                }
            } catch let error as DeviceError {
                guard case .unplugged = error else { throw error }
                end = .unplugged(error)
                break loop
            }
        }
        if let frame = source.end() { session.send(frame) }
        session.finish()
        try afterFrame()
        return end
    }
}
