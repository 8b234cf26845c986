import GestureEngine
import TouchReplay

/// The three passes of a shrink over the smallest candidate so far, within a budget.
struct ShrinkSearch {
    let trial: ShrinkTrial
    /// The smallest candidate so far.
    private(set) var steps: [SynthScript.Step]
    /// Its frames.
    private(set) var frames: Int
    let maximumTrials: Int?
    let maximumSeconds: Double?
    let progress: ((ShrinkProgress) -> Void)?
    private(set) var trials = 0
    private(set) var isOutOfBudget = false
    private let started = ContinuousClock.now

    init(trial: ShrinkTrial, steps: [SynthScript.Step], frames: Int, maximumTrials: Int?, maximumSeconds: Double?,
         progress: ((ShrinkProgress) -> Void)?) {
        self.trial = trial
        self.steps = steps
        self.frames = frames
        self.maximumTrials = maximumTrials
        self.maximumSeconds = maximumSeconds
        self.progress = progress
    }

    /// Runs the three passes from `trial`'s whole script (which holds, in `frames` frames).
    static func run(_ trial: ShrinkTrial, frames: Int, maximumTrials: Int?, maximumSeconds: Double?,
                    progress: ((ShrinkProgress) -> Void)?) -> ShrinkResult {
        var search = ShrinkSearch(trial: trial, steps: trial.base.steps, frames: frames,
                                  maximumTrials: maximumTrials, maximumSeconds: maximumSeconds, progress: progress)
        search.removeContacts()
        search.removeFrames()
        search.removeReports()
        var script = trial.base
        script.steps = search.steps
        return ShrinkResult(script: script, inputFrames: frames, frames: search.frames, trials: search.trials, isComplete: !search.isOutOfBudget)
    }

    /// Whole contacts: each step is a unit.
    mutating func removeContacts() {
        let all = steps
        _ = deltaDebug(Array(all.indices)) { (subset: [Int]) in test(subset.map { all[$0] }, stage: "contacts") }
    }

    /// Frames: every later report (not a touch-down) at one time is a unit.
    mutating func removeFrames() {
        let all = steps
        var times: [Double] = []
        for step in all { if case .touch(let touch) = step.gesture { times += touch.samples.dropFirst().map { (step.start ?? 0) + $0.time } } }
        times = Array(Set(times)).sorted()
        _ = deltaDebug(times) { (kept: [Double]) in
            let keptTimes = Set(kept)
            return test(Self.filter(all) { step, sample in keptTimes.contains((step.start ?? 0) + sample.time) }, stage: "frames")
        }
    }

    /// Single reports: each later report of each touch is a unit.
    mutating func removeReports() {
        let all = steps
        var keys: [Key] = []
        for (index, step) in all.enumerated() {
            if case .touch(let touch) = step.gesture { keys += touch.samples.indices.dropFirst().map { Key(step: index, sample: $0) } }
        }
        _ = deltaDebug(keys) { (kept: [Key]) in
            let keptKeys = Set(kept)
            let candidate = all.enumerated().map { offset, step in
                guard case .touch(var touch) = step.gesture else { return step }
                touch.samples = touch.samples.enumerated()
                    .filter { $0.offset == 0 || keptKeys.contains(Key(step: offset, sample: $0.offset)) }.map(\.element)
                var kept = step
                kept.gesture = .touch(touch)
                return kept
            }
            return test(candidate, stage: "reports")
        }
    }

    /// A touch report: its step and its index among the step's reports.
    struct Key: Hashable {
        var step: Int
        var sample: Int
    }

    /// `steps` with each touch's later reports kept where `keep` says.
    private static func filter(_ steps: [SynthScript.Step], _ keep: (SynthScript.Step, SynthTouch.Sample) -> Bool) -> [SynthScript.Step] {
        steps.map { step in
            guard case .touch(var touch) = step.gesture else { return step }
            touch.samples = [touch.samples[0]] + touch.samples.dropFirst().filter { keep(step, $0) }
            var kept = step
            kept.gesture = .touch(touch)
            return kept
        }
    }

    /// Replays `candidate`; nil when the budget is spent. A candidate that holds becomes the
    /// smallest so far (delta debugging only tries subsets of the smallest so far).
    private mutating func test(_ candidate: [SynthScript.Step], stage: String) -> Bool? {
        if let maximumTrials, trials >= maximumTrials { isOutOfBudget = true }
        if let maximumSeconds, ContinuousClock.now - started >= .seconds(maximumSeconds) { isOutOfBudget = true }
        guard !isOutOfBudget else { return nil }
        trials += 1
        let outcome = trial.run(candidate)
        if outcome.holds {
            steps = candidate
            frames = outcome.frames
        }
        progress?(ShrinkProgress(stage: stage, trials: trials, contacts: steps.count, frames: frames))
        return outcome.holds
    }
}
