import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// `touchreplay shrink`'s time budget, its passes in order and its progress line on a terminal,
/// on Recordings/synth/button-in-tappable-view (three touches; the drag out of the button is
/// the only one that sends touchUpOutside).
@Suite struct ShrinkBudgetTests {
    static let folder = ReplayFiles.packageRoot + "/Recordings/synth/button-in-tappable-view"
    static let recording = folder + "/recording.evemu"
    static let until = "control=button event=touchUpOutside"

    @Test func aTimeBudgetTheRunCannotMeetStopsWithTheSmallestRecordingSoFar() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try Scene.load(contentsOf: Self.folder + "/scene.yml")
        var shrinker = Shrinker(recordingPath: Self.recording, scene: scene, predicate: try TracePredicate(parsing: Self.until))
        // A nanosecond: spent before the second replay whatever the machine's speed.
        shrinker.maximumSeconds = 1e-9
        let result = try shrinker.shrink()
        #expect(!result.isComplete)
        #expect(result.trials <= 1, "\(result.trials) replays")
        // The first candidate of all is the empty recording, which cannot hold: nothing was removed.
        #expect(result.contacts == 3)
        #expect(result.frames == result.inputFrames)
        let output = folder + "/small.evemu"
        try result.script.writeRecording(to: output, path: Self.recording, alsoReading: [Self.recording])
        #expect(try ShrinkTests.holds(shrinker.predicate, recording: output, scene: scene))
    }

    @Test func maxSecondsOnTheCommandLineWritesTheSmallestSoFarAndSaysTheBudgetRanOut() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/small.evemu"
        let run = try ReplayFiles.run(["shrink", Self.recording, "--scene", Self.folder + "/scene.yml", "--until", Self.until,
                                       "-o", output, "--max-seconds", "0.000000001"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("\(output): "))
        #expect(run.standardOutput.hasSuffix(" 3 contacts, 0 replays (the budget ran out: the smallest found so far)\n")
                    || run.standardOutput.hasSuffix(" 3 contacts, 1 replays (the budget ran out: the smallest found so far)\n"), "\(run.standardOutput)")
        let scene = try Scene.load(contentsOf: Self.folder + "/scene.yml")
        #expect(try ShrinkTests.holds(try TracePredicate(parsing: Self.until), recording: output, scene: scene))
        let zero = try ReplayFiles.run(["shrink", Self.recording, "--scene", Self.folder + "/scene.yml", "--until", Self.until,
                                        "-o", output + "2", "--max-seconds", "0"])
        #expect(zero.status == 64)
        #expect(zero.standardError == "touchreplay: --max-seconds must be a positive number of seconds\n")
    }

    @Test func thePassesRunWholeContactsThenFramesThenReports() throws {
        let scene = try Scene.load(contentsOf: Self.folder + "/scene.yml")
        var shrinker = Shrinker(recordingPath: Self.recording, scene: scene, predicate: try TracePredicate(parsing: Self.until))
        var seen: [String] = []
        shrinker.progress = { seen.append($0.stage) }
        let result = try shrinker.shrink()
        #expect(result.isComplete)
        // One entry per replay, each naming its pass: the passes follow each other, none comes back.
        #expect(seen.count == result.trials)
        var passes: [String] = []
        for stage in seen where passes.last != stage { passes.append(stage) }
        #expect(passes == ["contacts", "frames", "reports"])
        // The drag must still leave the button's tracking area: the reports pass has frames left to try.
        #expect(seen.filter { $0 == "reports" }.count >= 1)
    }

    @Test func theProgressLineIsWrittenOnATerminalAndNotIntoAPipe() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = ["shrink", Self.recording, "--scene", Self.folder + "/scene.yml", "--until", Self.until]
        let terminal = try Self.runOnTerminal(arguments + ["-o", folder + "/terminal.evemu"])
        #expect(terminal.status == 0, "\(terminal.text)")
        #expect(terminal.text.contains("\rshrink: contacts, 1 replays, 3 contacts, "), "\(terminal.text)")
        #expect(terminal.text.contains("\rshrink: frames, "), "\(terminal.text)")
        let piped = try ReplayFiles.run(arguments + ["-o", folder + "/piped.evemu"])
        #expect(piped.status == 0, "\(piped.standardError)")
        #expect(piped.standardError.isEmpty, "\(piped.standardError)")
        #expect(piped.standardOutput.hasPrefix(folder + "/piped.evemu: "))
    }

    /// Runs the executable on a pseudo-terminal made by util-linux's `script` (its output and
    /// standard error both the terminal); returns its status and what the terminal showed.
    static func runOnTerminal(_ arguments: [String]) throws -> (status: Int32, text: String) {
        let command = ([ReplayFiles.executable] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let run = try ReplayFiles.runMerged("/usr/bin/script", ["--quiet", "--return", "--command", command, "/dev/null"])
        return (run.status, run.standardOutput)
    }
}
