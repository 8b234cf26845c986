import Foundation
import OutputFiles
import Synchronization

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
    /// Produces a case's actual trace.
    public typealias Replayer = @Sendable (CheckCase) throws -> [TraceLine]

    /// The run's options.
    public var options: CheckOptions
    /// How a case is replayed.
    public var replayer: Replayer

    /// A runner with options and a way to replay a case.
    public init(options: CheckOptions, replayer: @escaping Replayer) {
        self.options = options
        self.replayer = replayer
    }

    /// The results of `cases`, in the same order.
    public func run(_ cases: [CheckCase]) -> [CheckResult] {
        let jobs = min(options.jobs, max(cases.count, 1))
        if jobs == 1 { return cases.map(run) }
        let next = Atomic<Int>(0)
        let results = Mutex<[CheckResult?]>(Array(repeating: nil, count: cases.count))
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < cases.count else { return }
                let result = run(cases[index])
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// The result of one case.
    public func run(_ checkCase: CheckCase) -> CheckResult {
        CheckResult(checkCase: checkCase, outcome: outcome(checkCase))
    }

    private func outcome(_ checkCase: CheckCase) -> CheckOutcome {
        if !checkCase.problems.isEmpty { return .broken(checkCase.problems.joined(separator: "; ")) }
        let actual: [TraceLine]
        do {
            actual = try replayer(checkCase)
        } catch {
            return .broken(String(describing: error))
        }
        let text = actual.map { $0.jsonText + "\n" }.joined()
        let existing = FileManager.default.contents(atPath: checkCase.expected).flatMap { String(data: $0, encoding: .utf8) }
        if options.update {
            if existing == text { return .updated(changed: false) }
            do {
                try OutputFile.write(text, to: checkCase.expected, inputs: CommandInputs(checkCase.replayInputs))
            } catch {
                return .broken(error.description)
            }
            return .updated(changed: true)
        }
        guard let existing else { return .broken("missing \(CheckCase.expectedFile) (record it with --update after checking the trace)") }
        let expected: [TraceLine]
        do {
            expected = try TraceLine.parseLines(existing, file: checkCase.expected)
        } catch {
            return .broken(error.description)
        }
        let diff = TraceComparison.compare(expected: expected, actual: actual, options: options.comparison)
        return diff.isEmpty ? .passed : .failed(diff)
    }
}
