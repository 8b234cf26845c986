import GestureEngine
import TouchReplay

/// Shrinks a recording while a predicate on its trace stays true (`touchreplay shrink`,
/// docs/shrink.md): the recording is lifted onto its scene (``Lifter``), then delta debugging
/// (`deltaDebug(_:test:)`) removes whole contacts, then frames (every later report at one
/// time), then single reports, replaying each candidate in this process (`ShrinkTrial`).
/// The smallest recording found is written in the input's format, on the input's device.
public struct Shrinker {
    /// The recording to shrink (one device).
    public var recordingPath: String
    /// A separate evemu description (`.desc`), if the recording has none of its own.
    public var descriptionPath: String?
    /// The scene the recording replays against.
    public var scene: Scene
    /// What must stay true.
    public var predicate: TracePredicate
    /// At most this many replays (nil: no limit); the smallest so far is kept when it runs out.
    public var maximumTrials: Int?
    /// At most this many seconds of wall time (nil: no limit); the smallest so far is kept.
    public var maximumSeconds: Double?
    /// Called after each replay.
    public var progress: ((ShrinkProgress) -> Void)?

    /// A shrinker of `recordingPath` against `scene`, keeping `predicate` true.
    public init(recordingPath: String, descriptionPath: String? = nil, scene: Scene, predicate: TracePredicate) {
        self.recordingPath = recordingPath
        self.descriptionPath = descriptionPath
        self.scene = scene
        self.predicate = predicate
    }

    /// Shrinks the recording.
    ///
    /// - Throws: ``ShrinkError``: a predicate naming nothing in the scene, one already false on
    ///   the recording, a recording that cannot be lifted or replayed.
    public func shrink() throws(ShrinkError) -> ShrinkResult {
        do { try predicate.check(against: scene) } catch { throw .predicate(error) }
        var original = predicate.evaluation()
        do {
            try RecordingReplay(recordingPath: recordingPath, descriptionPath: descriptionPath, scene: scene)
                .stream(onRecord: { original.see($0) })
        } catch {
            throw .replay(error)
        }
        guard original.holds else { throw .alreadyFalse(path: recordingPath, predicate: predicate) }
        let lifted: LiftedScript
        do { lifted = try Lifter(recordingPath: recordingPath, descriptionPath: descriptionPath, scene: scene).lift() } catch { throw .lift(error) }
        // Candidates replay in process through one device's frame source.
        guard lifted.seat.isEmpty else { throw .lift(.severalDevices(path: recordingPath, count: lifted.seat.count + 1)) }
        let base: SynthScript
        do { base = try lifted.script.placed(on: scene, path: recordingPath).script } catch { throw .file(error) }
        let property = predicate
        let trial = ShrinkTrial(scene: scene, base: base) { PredicateWatch(property) }
        let whole = trial.run(base.steps)
        guard whole.holds else { throw .lostByLifting(path: recordingPath, predicate: predicate) }

        return ShrinkSearch.run(trial, frames: whole.frames, maximumTrials: maximumTrials, maximumSeconds: maximumSeconds, progress: progress)
    }
}

/// The smallest recording ``Shrinker`` found.
public struct ShrinkResult: Sendable {
    /// Its steps, in screen points on the input's device (write it with ``SynthScript/writeRecording(to:path:alsoReading:)``).
    public var script: SynthScript
    /// Frames of the input, as its lifted steps write them.
    public var inputFrames: Int
    /// Frames of the smallest recording.
    public var frames: Int
    /// Replays run.
    public var trials: Int
    /// Whether the search ran to its end rather than out of its budget.
    public var isComplete: Bool
    /// Contacts (touches, hovers and wheel turns) left.
    public var contacts: Int { script.steps.count }
}

/// Where a shrink stands, after each replay.
public struct ShrinkProgress: Sendable {
    /// `contacts`, `frames` or `reports`: what is being removed.
    public var stage: String
    /// Replays so far.
    public var trials: Int
    /// Contacts in the smallest recording so far.
    public var contacts: Int
    /// Frames in the smallest recording so far.
    public var frames: Int
}
