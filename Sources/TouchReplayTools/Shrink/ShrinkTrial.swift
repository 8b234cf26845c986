import GestureEngine
import InputEvents
import TouchReplay

/// One replay of a candidate for ``Shrinker``, in this process: the candidate's steps made
/// into the device's events (as the written recording will hold them), decoded by a
/// `FrameSource` and run through an `EngineSession` of the scene, the predicate evaluated
/// on each trace record as it is made; nothing is written and no record is kept.
struct ShrinkTrial {
    /// The scene replayed against.
    let scene: Scene
    /// The input lifted and placed back on the scene: every step in screen points.
    let base: SynthScript
    /// What must stay true.
    let predicate: TracePredicate

    /// The outcome of one replay.
    struct Outcome {
        /// Whether the predicate held.
        var holds: Bool
        /// The frames the candidate's recording has (its `SYN_REPORT`s).
        var frames: Int
    }

    /// Replays `steps`; a candidate that cannot be written (a finger left on no screen) does not hold.
    func run(_ steps: [SynthScript.Step]) -> Outcome {
        var script = base
        script.steps = steps
        guard let strokes = try? script.strokes(),
              let mapping = script.mapping,
              var source = try? FrameSource(device: script.device.description, mapping: mapping)
        else { return Outcome(holds: false, frames: 0) }
        final class Watch {
            var evaluation: TracePredicate.Evaluation
            init(_ evaluation: TracePredicate.Evaluation) { self.evaluation = evaluation }
        }
        let watch = Watch(predicate.evaluation())
        let session = EngineSession(scene: scene)
        session.recorder.keepsRecords = false
        session.recorder.onRecord = { watch.evaluation.see($0) }
        var frames = 0
        script.synthesizer.write(strokes) { (event: InputEvent) in
            if event.type == .synchronization, event.code == SynchronizationCode.report { frames += 1 }
            if let frame = source.feed(event) { session.send(frame) }
        }
        if let frame = source.end() { session.send(frame) }
        if let last = source.lastTraceTime { session.advance(to: last) }
        session.finish()
        return Outcome(holds: watch.evaluation.holds, frames: frames)
    }
}
