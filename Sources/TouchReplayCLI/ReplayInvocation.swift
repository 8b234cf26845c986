import ArgumentParser
import GestureEngine
import OutputFiles
import TouchReplay

/// What one `touchreplay replay` does, from the arguments ``ReplayCommand`` parsed.
struct ReplayInvocation {
    let recording: String
    let description: String?
    let scene: String?
    let format: TraceFormat
    let tracesHitTests: Bool
    let realtime: Bool
    let threading: ReplayThreading
    let timing: FrameTiming
    let output: String?

    /// Replays and writes the trace; once it is complete (the file committed, or standard
    /// output flushed) the process ends with status 0 without tearing the scene and the
    /// replay down (``ProcessEnd``). Errors are thrown as ``CommandFailure`` makes them.
    func run() throws -> Never {
        let scene = try TraceOptions.loadScene(scene)
        let inputs = CommandInputs([recording] + (self.scene.map { [$0] } ?? []) + (description.map { [$0] } ?? []))
        let out = try CommandFailure.reporting { try TraceOutput(path: output, inputs: inputs) }
        var replay = RecordingReplay(recordingPath: recording, descriptionPath: description, scene: scene, tracesHitTests: tracesHitTests)
        replay.threading = threading
        replay.timing = timing
        var progress = ReplayProgress()
        do {
            if let header = format.header { try out.write(line: header) }
            if realtime { replay.pacing = PacedClock() }
            // Without a progress line there is nothing to do between frames.
            let beforeFrame: ((TouchFrame) -> Void)? = progress.isShown ? { frame in progress.update(at: frame.time.seconds) } : nil
            let session = try replay.write(to: out, format: format, flushesEachFrame: realtime, beforeFrame: beforeFrame)
            progress.finish()
            for warning in session.warnings { CommandFailure.note("warning: \(warning)") }
            try out.commit()
            // Kept to the end: released, the scene and the engine would be torn down before the process ends.
            withExtendedLifetime((scene, replay, session)) { ProcessEnd.succeeded() }
        } catch {
            progress.finish()
            if out.path == nil {
                // Standard output streams: the complete lines made before the error all go out, however
                // much was already written (docs/replay.md); a failure to write them adds nothing to say.
                try? out.flush()
            } else {
                out.discard()
            }
            throw CommandFailure.exit("\(error)")
        }
    }
}

extension ReplayThreading {
    /// The threading `--threads` names: 1 or 2 threads; nil for any other count.
    init?(threads: Int) {
        switch threads {
        case 1: self = .callerOnly
        case 2: self = .helperThread
        default: return nil
        }
    }
}
