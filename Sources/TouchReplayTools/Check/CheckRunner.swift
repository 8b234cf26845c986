import Foundation
import OutputFiles
import Synchronization
import TouchReplay

/// Options of a check run.
public struct CheckOptions: Hashable, Sendable {
    /// What the comparison looks at and its tolerance for numbers.
    public var comparison: ComparisonOptions
    /// Rewrite each case's expected trace with the actual one instead of comparing.
    public var update: Bool
    /// Cases run at once (at least 1).
    public var jobs: Int

    /// Options from their parts; by default gestures and views are compared, touches not.
    public init(comparison: ComparisonOptions = ComparisonOptions(includeTouches: false), update: Bool = false, jobs: Int = 1) {
        self.comparison = comparison
        self.update = update
        self.jobs = max(1, jobs)
    }
}

/// Runs regression cases: replays each one, then compares its trace with the
/// expected one (or records it with `update`).
///
/// Cases run on `jobs` threads; results come back in the order of the cases
/// given, whatever order they finish in.
public struct CheckRunner: Sendable {
    /// Writes a case's actual trace, as JSON Lines, into the output it is given.
    ///
    /// The output may refuse more lines once the comparison has seen enough
    /// (a write then fails with `ECANCELED`); the replayer just stops.
    public typealias Replayer = @Sendable (CheckCase, TraceOutput) throws -> Void

    /// The run's options.
    public var options: CheckOptions
    /// How a case is replayed.
    public var replayer: Replayer

    /// A runner with options and a way to replay a case.
    public init(options: CheckOptions, replayer: @escaping Replayer) {
        self.options = options
        self.replayer = replayer
    }

    /// The results of `cases`, in the same order; `finished` is called with each case's index and
    /// result as soon as it is known, one call at a time, in the order the cases finish (the
    /// cases' order with one job), so that a caller can report each case as it finishes.
    public func run(_ cases: [CheckCase], finished: @Sendable (Int, CheckResult) -> Void = { _, _ in }) -> [CheckResult] {
        let jobs = min(options.jobs, max(cases.count, 1))
        if jobs == 1 {
            return cases.enumerated().map { index, checkCase in
                let result = run(checkCase)
                finished(index, result)
                return result
            }
        }
        let next = Atomic<Int>(0)
        let results = Mutex<[CheckResult?]>(Array(repeating: nil, count: cases.count))
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < cases.count else { return }
                let result = run(cases[index])
                results.withLock { results in
                    results[index] = result
                    finished(index, result)
                }
            }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// The result of one case.
    public func run(_ checkCase: CheckCase) -> CheckResult {
        CheckResult(checkCase: checkCase, outcome: outcome(checkCase))
    }

    /// Replays the case into a streaming comparison with its expected trace,
    /// so that neither trace is held in memory.
    private func outcome(_ checkCase: CheckCase) -> CheckOutcome {
        if !checkCase.problems.isEmpty { return .broken(checkCase.problems.joined(separator: "; ")) }
        if options.update { return update(checkCase) }
        let comparator: TraceStreamComparator
        do {
            comparator = try TraceStreamComparator(expectedPath: checkCase.expected, options: options.comparison)
        } catch {
            // A replay error still comes first, as when the case had its file.
            if let broken = replay(checkCase, into: TraceOutput(name: checkCase.expected) { _ in true }) { return broken }
            guard error.errno == ENOENT else { return .broken(error.description) }
            return .broken("missing \(CheckCase.expectedFile) (record it with --update after checking the trace)")
        }
        let output = TraceOutput(name: TraceStreamComparator.actualName, sink: comparator.consume)
        if let broken = replay(checkCase, into: output), !comparator.isStopped { return broken }
        do {
            let diff = try comparator.finish()
            return diff.isEmpty ? .passed : .failed(diff)
        } catch {
            return .broken(String(describing: error))
        }
    }

    /// Runs the replayer into `output` and flushes it; the case's outcome if that failed.
    func replay(_ checkCase: CheckCase, into output: TraceOutput) -> CheckOutcome? {
        do {
            try replayer(checkCase, output)
            try output.commit()
            return nil
        } catch {
            output.discard()
            return .broken(String(describing: error))
        }
    }
}
