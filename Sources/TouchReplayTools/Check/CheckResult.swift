import TouchReplay

/// What happened to one case.
public enum CheckOutcome: Hashable, Sendable {
    /// The actual trace matched the expected one.
    case passed
    /// The traces differ.
    case failed(TraceDiff)
    /// The case could not run: a missing piece, or an error reading or replaying it (one line).
    case broken(String)
    /// `--update` wrote the expected trace; `changed` is false when it was already the same text.
    case updated(changed: Bool)

    /// Whether the case counts as passing (updates pass).
    public var isSuccess: Bool {
        switch self {
        case .passed, .updated: true
        case .failed, .broken: false
        }
    }
}

/// A case and its outcome.
public struct CheckResult: Hashable, Sendable {
    /// The case.
    public var checkCase: CheckCase
    /// What happened.
    public var outcome: CheckOutcome

    /// A result from its parts.
    public init(checkCase: CheckCase, outcome: CheckOutcome) {
        self.checkCase = checkCase
        self.outcome = outcome
    }

    /// The result as text: `PASS name`, `FAIL name` and the indented diff,
    /// `ERROR name: reason`, or `UPDATED name` / `SAME name`.
    public var report: String {
        let name = checkCase.name
        switch outcome {
        case .passed: return "PASS \(name)"
        case .updated(let changed): return "\(changed ? "UPDATED" : "SAME") \(name)"
        case .broken(let reason): return "ERROR \(name): \(reason)"
        case .failed(let diff):
            let body = diff.description.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
            return "FAIL \(name)\n\(body)"
        }
    }
}

/// Counts of a check run, for the last line of the report.
public struct CheckSummary: Hashable, Sendable, CustomStringConvertible {
    /// Cases run.
    public var total = 0
    /// Cases that passed (or were updated).
    public var passed = 0
    /// Cases whose traces differ.
    public var failed = 0
    /// Cases that could not run.
    public var broken = 0

    /// The counts of `results`.
    public init(_ results: [CheckResult]) {
        for result in results {
            total += 1
            switch result.outcome {
            case .passed, .updated: passed += 1
            case .failed: failed += 1
            case .broken: broken += 1
            }
        }
    }

    /// Whether every case passed.
    public var allPassed: Bool { passed == total }

    /// `N cases: P passed, F failed, E errors`.
    public var description: String {
        "\(total) case\(total == 1 ? "" : "s"): \(passed) passed, \(failed) failed, \(broken) error\(broken == 1 ? "" : "s")"
    }
}
