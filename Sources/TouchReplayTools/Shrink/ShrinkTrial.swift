import GestureEngine
import TouchReplay

/// One replay of a candidate for ``Shrinker``, in this process (``SynthScript/replay(on:watch:)``):
/// the candidate's steps made into the device's events as the written recording will hold
/// them, decoded and run through the scene, the property checked as the trace is made.
struct ShrinkTrial {
    /// The scene replayed against.
    let scene: Scene
    /// The input lifted and placed back on the scene: every step in screen points.
    let base: SynthScript
    /// A fresh watch for each replay, answering whether the property holds once it finished.
    let makeWatch: () -> any ShrinkWatch

    /// The outcome of one replay.
    struct Outcome {
        /// Whether the property held.
        var holds: Bool
        /// The frames the candidate's recording has (its `SYN_REPORT`s).
        var frames: Int
    }

    /// Replays `steps`; a candidate that cannot be written (a finger left on no screen) does not hold.
    func run(_ steps: [SynthScript.Step]) -> Outcome {
        var script = base
        script.steps = steps
        let watch = makeWatch()
        guard let frames = script.replay(on: scene, watch: watch) else { return Outcome(holds: false, frames: 0) }
        return Outcome(holds: watch.holds, frames: frames)
    }
}

/// A ``ReplayWatch`` that says, at the end, whether the property a shrink keeps held.
protocol ShrinkWatch: ReplayWatch {
    /// Whether the property held over the replay.
    var holds: Bool { get }
}

/// A trace predicate evaluated over a replay.
final class PredicateWatch: ShrinkWatch {
    private var evaluation: TracePredicate.Evaluation

    init(_ predicate: TracePredicate) { evaluation = predicate.evaluation() }

    func started(_ session: EngineSession) {}
    func see(_ record: TraceRecord) { evaluation.see(record) }
    func afterFrame(_ session: EngineSession) -> Bool { true }
    func finished(_ session: EngineSession) {}
    var holds: Bool { evaluation.holds }
}
