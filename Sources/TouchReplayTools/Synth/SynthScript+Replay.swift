import GestureEngine
import InputEvents
import TouchReplay

/// What watches an in-process replay of a script (``SynthScript/replay(on:watch:)``): each
/// trace record as it is made, the session after each frame, and the finished session.
protocol ReplayWatch: AnyObject {
    /// Looks at the session before the first event.
    func started(_ session: EngineSession)
    /// Takes a trace record as the recorder makes it.
    func see(_ record: TraceRecord)
    /// Looks at the engine after a frame was sent; answers false to stop the replay there.
    func afterFrame(_ session: EngineSession) -> Bool
    /// Looks at the engine once the replay has finished (or stopped).
    func finished(_ session: EngineSession)
}

extension SynthScript {
    /// Replays the script (placed, with a ``mapping``) against `scene` in this process: its
    /// events, as its recording would hold them, decoded by a `FrameSource` and sent to an
    /// `EngineSession` of the scene, frame by frame, as a replay of the written recording
    /// would; nothing is written and no record is kept. Answers the frames (`SYN_REPORT`s)
    /// the recording has, or nil when the script cannot be written (or has several devices).
    func replay(on scene: Scene, watch: some ReplayWatch) -> Int? {
        guard seat.isEmpty, let strokes = try? strokes(), let mapping,
              var source = try? FrameSource(device: device.description, mapping: mapping)
        else { return nil }
        let session = EngineSession(scene: scene)
        session.recorder.keepsRecords = false
        session.recorder.onRecord = { [unowned watch] in watch.see($0) }
        watch.started(session)
        var frames = 0
        var running = true
        synthesizer.write(strokes) { (event: InputEvent) in
            if event.type == .synchronization, event.code == SynchronizationCode.report { frames += 1 }
            guard running, let frame = source.feed(event) else { return }
            session.send(frame)
            running = watch.afterFrame(session)
        }
        if running, let frame = source.end() {
            session.send(frame)
            running = watch.afterFrame(session)
        }
        if running {
            if let last = source.lastTraceTime { session.advance(to: last) }
            session.finish()
        }
        watch.finished(session)
        return frames
    }
}
