import ArgumentParser
import Foundation
import Glibc
import OutputFiles
import TouchReplay
import TouchReplayTools

/// `touchreplay check`: replays regression cases and compares their traces with the expected ones.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Replay regression cases and compare their gesture, control and view lines with the expected traces.",
        discussion: """
            A case is a folder with a recording (recording.evemu, recording.events [+ recording.desc], \
            recording.yml, or a case.yml naming one), scene.yml and expected.jsonl; see docs/check.md. \
            Exit status: 0 when every case passes, 1 when any case fails or cannot run, 2 when a path is wrong.
            """)

    /// Exit status when a path given cannot be searched.
    static let badPathExitCode: Int32 = 2

    @Argument(help: "Case folders or trees holding cases (default: Recordings).")
    var paths: [String] = []

    @Flag(help: "Rewrite each case's expected.jsonl with the actual trace (read it first!).")
    var update = false

    @Flag(help: "Compare touch lines too (by default only gesture, control, view and summary lines).")
    var touches = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Largest difference between numbers that still counts as equal.", valueName: "x"))
    var tolerance: Double = ComparisonOptions.defaultTolerance

    @Option(help: ArgumentHelp("Write a JUnit XML report to FILE.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write an HTML report to DIR/index.html: every case, and each failure in the viewer, expected beside actual.",
                               valueName: "dir"))
    var report: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Cases to run at once, each job with its own worker process (default: the number of online cores).",
                               valueName: "n"))
    var jobs: Int = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    @Option(help: ArgumentHelp("Run only slice I of N (1-based), cases dealt in turn by sorted path.", valueName: "I/N"))
    var shard: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop a case's replay after this many seconds and report it (default 300).", valueName: "seconds"))
    var timeout: Double = IsolatedReplay.defaultTimeLimit

    func validate() throws {
        guard jobs >= 1 else { throw CommandFailure.invalid("--jobs must be at least 1") }
        guard tolerance >= 0, tolerance.isFinite else { throw CommandFailure.invalid("--tolerance must be a number of at least 0") }
        guard timeout > 0, timeout.isFinite else { throw CommandFailure.invalid("--timeout must be a number of seconds greater than 0") }
        if let shard, CheckShard(shard) == nil { throw CommandFailure.invalid("--shard must be I/N with 1 <= I <= N, not '\(shard)'") }
    }

    func run() throws {
        var cases = try CommandFailure.reporting(code: Self.badPathExitCode) {
            try CaseDiscovery.discover(paths: paths.isEmpty ? ["Recordings"] : paths)
        }
        if let shard = shard.flatMap(CheckShard.init) { cases = shard.select(cases) }
        let inputs = CommandInputs(cases.flatMap(\.inputFiles))
        // Refused before any case runs, as well as when writing.
        if let junit { try CommandFailure.reporting { try inputs.refuse(output: junit) } }
        if let report { try CommandFailure.reporting { try inputs.refuse(output: report + "/index.html") } }
        let options = CheckOptions(comparison: ComparisonOptions(includeTouches: touches, tolerance: tolerance), update: update, jobs: jobs)
        let timer = CheckTimer()
        // Cases replay in worker processes of this executable: a crash or a hang is that case's error only.
        let isolated = IsolatedReplay(executable: "/proc/self/exe", timeLimit: timeout)
        let runner = CheckRunner(options: options, replayer: timer.timing(isolated.replayer))
        // Each case's line goes out as it finishes, straight to the output, also when a signal stops the run.
        let progress = CheckProgress(count: cases.count)
        let results = try CheckProgress.run(cases: cases.count, progress: progress) { [cases] in
            runner.run(cases, finished: progress.finished)
        }
        let summary = CheckSummary(results)
        CheckProgress.writeLine("\(summary)")
        if let junit {
            try CommandFailure.reporting { try OutputFile.write(JUnitReport.xml(results), to: junit, inputs: inputs) }
        }
        if let report {
            try Self.createFolder(report)
            try CommandFailure.reporting {
                try OutputFile.write(CheckReport.page(results, timer: timer), to: report + "/index.html", inputs: inputs)
            }
        }
        if !summary.allPassed { throw ExitCode.failure }
    }

    /// Creates `path` and the folders above it that are missing (`OutputFolder`), failing in one line
    /// with the system's reason (Foundation's message was `Error Domain=NSCocoaErrorDomain Code=642 …`).
    static func createFolder(_ path: String) throws(ExitCode) {
        do throws(OutputFileError) {
            try OutputFolder.create(path)
        } catch {
            throw CommandFailure.exit(error.description)
        }
    }
}
