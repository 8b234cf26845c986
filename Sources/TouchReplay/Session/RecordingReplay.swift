import GestureEngine
import InputEvents
import InputRecordings

/// Replays a recording file: reader → frame source (decoder and screen
/// mapping) → ``InputPipeline`` → engine session → trace, on the virtual clock
/// (or paced, with ``pacing``).
public struct RecordingReplay {
    /// The recording (evemu, `libinput record`, or a format in ``formats``).
    public var recordingPath: String
    /// The formats the recording may be in: the built-in ones unless the caller adds its own.
    public var formats = RecordingFormats.builtIn
    /// A separate evemu description (`.desc`), if the recording has none of its own.
    public var descriptionPath: String?
    /// Whether to record `hitTest` lines.
    public var tracesHitTests: Bool
    /// How device positions map onto the screen.
    public var mapping: ScreenMapping
    /// Which threads the replay runs on: by default all on the caller's
    /// (``ReplayThreading/callerOnly``, the least CPU time; see ``ReplayThreading``).
    public var threading: ReplayThreading = .callerOnly
    /// The wall clock each frame waits on until its time (a paced replay: `replay --realtime`);
    /// nil, the default, replays on the virtual clock as fast as possible.
    public var pacing: PacedClock?
    /// When the frames are delivered: each device report on its own (the default), or once
    /// per display frame as an app on that display gets them (`replay --display-rate`), on
    /// the virtual clock and as deterministic as ever.
    public var timing: FrameTiming = .eachReport
    /// Makes the engine objects for a run, its recorder streaming to the batch sink if there is one.
    let makeSession: (_ tracesHitTests: Bool, _ lines: TraceLineOutput?) -> EngineSession
    /// The scene's window and mapping of a device by its name and path (its `devices` entries), nil without a scene.
    private let scenePlacement: ((_ name: String, _ path: String) throws(DeviceMappingConflict) -> DevicePlacement)?
    /// The `mapping` the replay was made with: the scene's entries apply only while it is unchanged.
    private let initialMapping: ScreenMapping

    /// A replay of `recordingPath` against `scene`, mapped with the scene's screen.
    public init(recordingPath: String, descriptionPath: String? = nil, scene: Scene, tracesHitTests: Bool = false) {
        self.recordingPath = recordingPath
        self.descriptionPath = descriptionPath
        self.tracesHitTests = tracesHitTests
        mapping = scene.screen.mapping
        initialMapping = mapping
        makeSession = { hitTests, lines in EngineSession(sceneHierarchy: scene.makeHierarchy(), tracesHitTests: hitTests, streamingTo: lines) }
        scenePlacement = { (name, path) throws(DeviceMappingConflict) in try scene.placement(forDeviceNamed: name, path: path) }
    }

    /// A replay of `recordingPath` against a window built in Swift; the whole
    /// device maps onto the window's bounds unless `mapping` says otherwise.
    /// The window is used as it is: replay it once.
    public init(recordingPath: String, descriptionPath: String? = nil, window: Window, mapping: ScreenMapping? = nil, tracesHitTests: Bool = false) {
        self.recordingPath = recordingPath
        self.descriptionPath = descriptionPath
        self.tracesHitTests = tracesHitTests
        self.mapping = mapping ?? ScreenMapping(screenSize: ScreenSize(width: window.bounds.width, height: window.bounds.height))
        initialMapping = self.mapping
        makeSession = { hitTests, lines in EngineSession(window: window, sceneHierarchy: nil, tracesHitTests: hitTests, streamingTo: lines) }
        scenePlacement = nil
    }

    /// Runs the whole recording on the virtual clock and returns the finished session,
    /// with every trace record in ``EngineSession/records``.
    ///
    /// The frames come from a ``FrameSource``: time 0 is the recording's first
    /// event. A multi-device `libinput record` file replays all its devices, each
    /// with its own mapping (the scene's `devices` entry matching its name or
    /// recorded node), their frames merged in time order and their touch ids
    /// made unique by one ``SeatTouches`` (docs/replay.md). After the last event, contacts still down are cancelled (a last
    /// frame), the clock moves to the last event's time (even when no frame
    /// came then) and runs on ``EngineSession/settleDuration``.
    ///
    /// - Parameters:
    ///   - onRecord: called with each trace record as it is made.
    ///   - beforeFrame: called with each frame, the cancelling one included, before it
    ///     is sent (rendering keeps the frames to draw the fingers; the CLI updates its
    ///     progress line); with ``pacing``, after the wait for the frame's time.
    /// - Throws: ``ReplayError`` for an unreadable recording or a device that cannot be mapped.
    @discardableResult
    public func run(onRecord: ((TraceRecord) -> Void)? = nil, beforeFrame: ((TouchFrame) -> Void)? = nil) throws(ReplayError) -> EngineSession {
        try drive(keepsRecords: true, onRecord: onRecord, beforeFrame: beforeFrame) {}
    }

    /// Runs the whole recording as ``run(onRecord:beforeFrame:)`` does, handing each trace
    /// record to `onRecord` as it is made and keeping none (memory stays flat however long
    /// the recording; what `touchreplay render` does).
    ///
    /// - Returns: the finished session (its ``EngineSession/records`` are empty).
    /// - Throws: ``ReplayError``.
    @discardableResult
    public func stream(onRecord: @escaping (TraceRecord) -> Void, beforeFrame: ((TouchFrame) -> Void)? = nil) throws(ReplayError) -> EngineSession {
        try drive(keepsRecords: false, onRecord: onRecord, beforeFrame: beforeFrame) {}
    }

    /// Runs the whole recording as ``stream(onRecord:beforeFrame:)`` does, handing each frame
    /// to `beforeDeviceFrame` with the recording's device that made it: its index in the file
    /// (0 for a recording of one device; device N of a `libinput record` file of several is
    /// N − 1). What `touchreplay lift` needs to put each touch of a seat of two touchscreens
    /// back on its own device. (Per display frame, ``timing``'s other delivery, a delivery
    /// may gather several devices' reports; it is told the device of the last one queued.)
    ///
    /// - Returns: the finished session (its ``EngineSession/records`` are empty).
    /// - Throws: ``ReplayError``.
    @discardableResult
    public func stream(onRecord: @escaping (TraceRecord) -> Void,
                       beforeDeviceFrame: @escaping (TouchFrame, _ device: Int) -> Void) throws(ReplayError) -> EngineSession {
        final class Noted { var device = 0 }
        let noted = Noted()
        return try drive(keepsRecords: false, onRecord: onRecord, beforeFrame: { beforeDeviceFrame($0, noted.device) },
                         notingDevice: { noted.device = $0 }) {}
    }

    /// Runs the whole recording as ``run(onRecord:beforeFrame:)`` does and writes each
    /// trace record to `output` in `format` as it is made, keeping none in memory
    /// (what `touchreplay replay` does: memory stays flat however long the recording).
    ///
    /// The lines written are exactly those of the records ``run(onRecord:beforeFrame:)``
    /// returns. The output is not committed: call ``TraceOutput/commit()`` after
    /// (or ``TraceOutput/discard()`` on an error).
    ///
    /// - Parameters:
    ///   - output: where the lines go.
    ///   - format: how each record is written (JSON Lines or text).
    ///   - flushesEachFrame: write the lines out after every frame (for `--realtime`);
    ///     otherwise they go out in 64 kB blocks.
    ///   - beforeFrame: called with each frame before it is sent.
    /// - Returns: the finished session (its ``EngineSession/records`` are empty).
    /// - Throws: ``ReplayError``; ``ReplayError/output(_:)`` as soon as a write fails.
    @discardableResult
    public func write(to output: TraceOutput, format: TraceFormat, flushesEachFrame: Bool = false,
                      beforeFrame: ((TouchFrame) -> Void)? = nil) throws(ReplayError) -> EngineSession {
        guard !flushesEachFrame else {
            // Paced output: written and flushed on this thread, frame by frame.
            let stream = TraceStream(output: output, format: format)
            return try drive(keepsRecords: false, onRecord: stream.write, beforeFrame: beforeFrame) { () throws(ReplayError) in
                stream.flush()
                if let failure = stream.failure { throw .output(failure) }
            }
        }
        // As fast as possible: formatted and written in 64 kB blocks, on the feed's thread.
        return try drive(keepsRecords: false, onRecord: nil, streamingTo: output, format: format, beforeFrame: beforeFrame) {}
    }

    /// Reads (here or on the helper thread, as ``threading`` says), decodes
    /// (here) and delivers every frame through an ``InputPipeline``; `afterFrame`
    /// runs after each frame and may stop the run by throwing. With `output`, the
    /// records go to the trace writer in batches, to be written in `format`. With
    /// `notingDevice`, the recording's device of each frame is told before the frame goes on.
    private func drive(keepsRecords: Bool, onRecord: ((TraceRecord) -> Void)?, streamingTo output: TraceOutput? = nil,
                       format: TraceFormat = .jsonl, beforeFrame: ((TouchFrame) -> Void)?, notingDevice: ((Int) -> Void)? = nil,
                       afterFrame: () throws(ReplayError) -> Void) throws(ReplayError) -> EngineSession {
        let reader: RecordingReader
        do {
            reader = try RecordingReader(path: recordingPath, descriptionPath: descriptionPath, formats: formats)
        } catch {
            throw .recording(error)
        }
        let run = Run(keepsRecords: keepsRecords, onRecord: onRecord, pacing: pacing, timing: timing, beforeFrame: beforeFrame)
        if reader.deviceCount > 1 {
            // Several devices are read and merged on the caller's thread, whatever `threading` says.
            var devices = try RecordedDevices(first: reader) { (reader) throws(ReplayError) in try deviceMapping(for: reader) }
            let writer = output.map { TraceLineOutput(output: $0, format: format) }
            var windows: [Int] = []
            for reader in devices.readers { windows.append(try deviceWindow(for: reader)) }
            if let notingDevice {
                var noting = DeviceNotingProducer(base: devices, deviceOfSource: devices.devices.map(\.reader.deviceIndex), note: notingDevice)
                return Self.noteUndeclaredDevices(of: devices.readers, in: try run.drive(
                    &noting, windows: windows, makeSession: makeSession, tracesHitTests: tracesHitTests, writer: writer, afterFrame: afterFrame))
            }
            return Self.noteUndeclaredDevices(of: devices.readers, in: try run.drive(
                &devices, windows: windows, makeSession: makeSession, tracesHitTests: tracesHitTests, writer: writer, afterFrame: afterFrame))
        }
        let mapping = try deviceMapping(for: reader)
        let source: FrameSource
        do {
            source = try FrameSource(device: reader.description, mapping: mapping)
        } catch {
            throw .device(path: descriptionPath ?? recordingPath, error)
        }
        let name = descriptionPath ?? recordingPath
        let windows = [try deviceWindow(for: reader)]
        switch threading {
        case .callerOnly:
            var frames = RecordingFrames(feed: CallerThreadFeed(reader: reader), source: source, name: name)
            defer { frames.feed.stop() }
            return Self.noteUndeclaredDevices(of: [reader], in: try run.drive(
                &frames, windows: windows, makeSession: makeSession, tracesHitTests: tracesHitTests,
                writer: output.map { TraceLineOutput(output: $0, format: format) }, afterFrame: afterFrame))
        case .helperThread:
            // The helper starts reading while the engine objects are built; it also writes the
            // trace, formatted here into bytes.
            let helper = ReplayHelperThread(reader: reader, output: output)
            defer { helper.stop() }
            var frames = RecordingFrames(feed: helper, source: source, name: name)
            let session = try run.drive(&frames, windows: windows, makeSession: makeSession, tracesHitTests: tracesHitTests,
                                        writer: output.map { HelperThreadTraceWriter(helper: helper, name: $0.path ?? "-", format: format) },
                                        afterFrame: afterFrame)
            // The helper stopped (its thread joined): the reader is this thread's again.
            helper.stop()
            return Self.noteUndeclaredDevices(of: [reader], in: session)
        }
    }

    /// Adds to `session`'s warnings, in one line each, the device sections after those the
    /// file's `ndevices:` counts that `readers` came upon (they are not replayed; issue 35:
    /// they were dropped without a word).
    private static func noteUndeclaredDevices(of readers: [RecordingReader], in session: EngineSession) -> EngineSession {
        for reader in readers {
            for warning in reader.warnings {
                guard case .undeclaredDevices = warning.kind else { continue }
                session.warnings.append("\(warning.path):\(warning.line): \(warning.message)")
            }
        }
        return session
    }

    /// What one run of a replay does with its frames, whatever their producer.
    private struct Run {
        let keepsRecords: Bool
        let onRecord: ((TraceRecord) -> Void)?
        let pacing: PacedClock?
        let timing: FrameTiming
        let beforeFrame: ((TouchFrame) -> Void)?

        /// Makes the session (its recorder streaming to `writer`, if any) and runs `producer` through
        /// an ``InputPipeline`` on the virtual clock (or paced), each source's touches to the window
        /// `windows` gives it (by source number). Generic over the writer, as over the
        /// producer: asked per frame whether it stopped, an existential writer cost a retain and a
        /// release per frame.
        func drive<Producer: FrameProducer, Writer: ReplayTraceWriter>(
            _ producer: inout Producer, windows: [Int], makeSession: (Bool, TraceLineOutput?) -> EngineSession, tracesHitTests: Bool,
            writer: Writer?, afterFrame: () throws(ReplayError) -> Void
        ) throws(ReplayError) -> EngineSession {
            let session = makeSession(tracesHitTests, writer?.lines)
            session.recorder.keepsRecords = keepsRecords
            session.recorder.onRecord = onRecord
            let pipeline = InputPipeline(session: session)
            pipeline.timing = timing
            for (source, window) in windows.enumerated() { pipeline.route(source: source, toWindow: window) }
            do {
                try pipeline.run(&producer, pacing: pacing, beforeFrame: beforeFrame) { () throws(ReplayError) in
                    if let writer, writer.isStopped, let failure = writer.finish() { throw .output(failure) }
                    try afterFrame()
                }
            } catch {
                // The lines before a read error still go out (to standard output; the caller discards a file).
                writer?.finish()
                session.warnings += producer.warnings
                throw error
            }
            session.warnings += producer.warnings
            if let failure = writer?.finish() { throw .output(failure) }
            return session
        }
    }
}

extension RecordingReplay {
    /// How the device `reader` reads maps onto the screen: the scene's `devices` entry that
    /// matches its name or recorded node (while `mapping` is the scene's), calibrated as
    /// `mapping(_:calibratedBy:)` says.
    func deviceMapping(for reader: RecordingReader) throws(ReplayError) -> ScreenMapping {
        Self.mapping(try scenePlacement(for: reader)?.mapping ?? mapping, calibratedBy: reader)
    }

    /// The window the device `reader` reads goes to: its position in the scene's windows (the
    /// `devices` entry that matches it binds it; the first window otherwise, and without a scene).
    func deviceWindow(for reader: RecordingReader) throws(ReplayError) -> Int {
        try scenePlacement(for: reader)?.window ?? 0
    }

    /// The scene's placement of the device `reader` reads, while `mapping` is the scene's; nil otherwise.
    private func scenePlacement(for reader: RecordingReader) throws(ReplayError) -> DevicePlacement? {
        guard let scenePlacement, mapping == initialMapping else { return nil }
        do {
            return try scenePlacement(reader.description.name, reader.devicePath ?? "")
        } catch {
            throw .deviceMapping(error)
        }
    }

    /// `mapping`, with the calibration the recorded device had (a `libinput record` file's
    /// udev `LIBINPUT_CALIBRATION_MATRIX`, which libinput applies to the device) when
    /// `mapping` has none of its own: a scene's calibration overrides the recording's.
    static func mapping(_ mapping: ScreenMapping, calibratedBy reader: RecordingReader) -> ScreenMapping {
        guard mapping.calibration == .identity,
              let matrix = reader.udevProperties["LIBINPUT_CALIBRATION_MATRIX"].flatMap(CalibrationMatrix.init(libinputProperty:))
        else { return mapping }
        var calibrated = mapping
        calibrated.calibration = matrix
        return calibrated
    }
}
