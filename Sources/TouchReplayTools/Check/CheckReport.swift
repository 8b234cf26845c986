import Synchronization
import TouchReplay

/// The HTML report of a check run (`touchreplay check --report OUT` writes it as
/// `OUT/index.html`): every case with its outcome and time, and for each failing
/// case its expected and actual traces in the viewer side by side, opened at the
/// time of the first difference, with that difference shown above them.
///
/// The page is one self-contained file, like the viewer's, so CI can keep the
/// folder as an artifact and anyone can open it from disk.
public enum CheckReport {
    /// The report page for `results`, with each case's replay time from `timer` when it timed it.
    ///
    /// Failing cases are replayed once more (with hit-test lines) to draw their actual trace;
    /// their expected trace is drawn over the same recording and scene.
    public static func page(_ results: [CheckResult], timer: CheckTimer? = nil) -> String {
        let summary = CheckSummary(results)
        var body = "<main class=\"trr\">\n<h1>touchreplay check: \(MarkupText.escape(summary.description))</h1>\n"
        body += "<table class=\"trr-cases\">\n<thead><tr><th>result</th><th>case</th><th>time</th><th>first difference or error</th></tr></thead>\n<tbody>\n"
        for (index, result) in results.enumerated() {
            let seconds = timer?.seconds(for: result.checkCase.name)
            let time = seconds.map { "\(Int(($0 * 1000).rounded())) ms" } ?? "–"
            let (label, note): (String, String) = switch result.outcome {
            case .passed: ("pass", "")
            case .updated(let changed): (changed ? "updated" : "same", "")
            case .broken(let reason): ("error", reason)
            case .failed(let diff): ("fail", diff.differences.first.map(firstDifferenceText) ?? "")
            }
            let name = MarkupText.escape(result.checkCase.name)
            let link = result.outcome.isFailure ? "<a href=\"#case-\(index)\">\(name)</a>" : name
            body += "<tr class=\"trr-\(label)\" data-case=\"\(name)\" data-result=\"\(label)\"><td class=\"trr-result\">\(label.uppercased())</td>"
            body += "<td>\(link)</td><td class=\"trr-time\">\(time)</td><td><code>\(MarkupText.escape(note))</code></td></tr>\n"
        }
        body += "</tbody>\n</table>\n"
        for (index, result) in results.enumerated() {
            guard case .failed(let diff) = result.outcome else { continue }
            body += failureSection(result.checkCase, diff: diff, index: index)
        }
        body += "</main>\n<script>\n\(linkScript)\n</script>"
        return HTMLViewer.document(title: "touchreplay check: \(summary.description)", extraStyle: style, body: body)
    }

    /// A failing case: the first difference, the whole diff folded, and the two viewers.
    static func failureSection(_ checkCase: CheckCase, diff: TraceDiff, index: Int) -> String {
        section(name: checkCase.name, diff: diff, index: index) { try viewerData(checkCase) }
    }

    /// The viewer's data for the case's expected trace and for a fresh replay of it.
    static func viewerData(_ checkCase: CheckCase) throws -> (expected: ViewerData, actual: ViewerData) {
        guard let recording = checkCase.recording, let scenePath = checkCase.scene else { throw CheckReportError.incomplete }
        let scene = try Scene.load(contentsOf: scenePath)
        let expectedLines = try TraceLine.parseLines(try TextFile.read(checkCase.expected), file: checkCase.expected)
        let (session, fingers) = try TraceRendering.replay(recordingPath: recording, descriptionPath: checkCase.description, scene: scene)
        return (ViewerData(title: "\(checkCase.name): expected", scene: scene, lines: expectedLines, fingers: fingers),
                ViewerData(title: "\(checkCase.name): actual", scene: scene, lines: session.records.map(\.line), fingers: fingers))
    }

    /// One difference as the check prints it (the first lines of `TraceDiff.description` for it alone).
    static func firstDifferenceText(_ difference: TraceDiff.Difference) -> String {
        TraceDiff(differences: [difference]).description.split(separator: "\n").dropFirst().joined(separator: "\n")
    }

    /// The time of a difference: its expected line's `t`, else its actual line's, else the summary's duration.
    static func differenceTime(_ difference: TraceDiff.Difference) -> Double? {
        switch difference {
        case .missing(_, let line), .unexpected(_, let line): line["t"]?.number ?? line["duration"]?.number
        case .changed(_, _, let expected, let actual, _):
            expected["t"]?.number ?? actual["t"]?.number ?? expected["duration"]?.number
        }
    }
}

/// Why a failing case could not be drawn.
enum CheckReportError: Error, CustomStringConvertible {
    /// The case has no recording or scene (cannot happen for a case that ran).
    case incomplete

    var description: String { "the case has no recording or scene" }
}

extension CheckOutcome {
    /// Whether the traces differ (the cases the report draws).
    var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}

/// Times each case's replay, for the report (wrap the runner's replayer with ``timing(_:)``).
public final class CheckTimer: Sendable {
    private let times = Mutex<[String: Double]>([:])

    /// A timer with no times yet.
    public init() {}

    /// `replayer`, timed: each call's duration is kept under the case's name.
    public func timing(_ replayer: @escaping CheckRunner.Replayer) -> CheckRunner.Replayer {
        { [self] checkCase, output in
            let clock = ContinuousClock()
            let start = clock.now
            defer {
                let elapsed = clock.now - start
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                times.withLock { $0[checkCase.name] = seconds }
            }
            try replayer(checkCase, output)
        }
    }

    /// The replay time of the case named `name`, if it ran.
    public func seconds(for name: String) -> Double? { times.withLock { $0[name] } }
}
