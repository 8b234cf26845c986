import Foundation
import Testing

/// A common `replay` line is read without ArgumentParser and the process ends without tearing
/// the scene down (issue 12 item 14: the fixed cost of a replay). Whatever way a line is read,
/// the run is the same: output, standard error and exit status. `--scene=PATH` and the like are
/// ArgumentParser's alone, so each pair below runs once on each path.
@Suite struct ReplayCommandLineTests {
    static let tapCase = ReplayFiles.packageRoot + "/Recordings/synth/tap"
    static let recording = tapCase + "/recording.evemu"
    static let scene = tapCase + "/scene.yml"

    /// The same run read directly and by ArgumentParser (`--name=value` forms).
    static func bothWays(_ direct: [String], _ parsed: [String]) throws -> (ReplayFiles.Run, ReplayFiles.Run) {
        (try ReplayFiles.run(direct), try ReplayFiles.run(parsed))
    }

    @Test func theTraceOnStandardOutputIsWholeAndTheSameEitherWay() throws {
        let (direct, parsed) = try Self.bothWays(
            ["replay", Self.recording, "--scene", Self.scene, "--format", "text", "--hit-tests"],
            ["replay", "--format=text", Self.recording, "--hit-tests", "--scene=" + Self.scene])
        #expect(direct.status == 0)
        #expect(direct.standardOutput.hasSuffix("\n"))
        #expect(direct.standardOutput.contains("summary"))
        #expect(direct.standardOutput == parsed.standardOutput)
        #expect(direct.standardError == parsed.standardError)
    }

    @Test func theTraceFileIsCommittedAndTheSameEitherWay() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (direct, parsed) = try Self.bothWays(
            ["replay", Self.recording, "-o", folder + "/direct.jsonl", "--scene", Self.scene],
            ["replay", Self.recording, "--output=" + folder + "/parsed.jsonl", "--scene=" + Self.scene])
        #expect(direct.status == 0 && parsed.status == 0)
        #expect(direct.standardOutput.isEmpty && direct.standardError.isEmpty)
        let written = try String(contentsOfFile: folder + "/direct.jsonl", encoding: .utf8)
        #expect(written.split(separator: "\n").last?.hasPrefix(#"{"type":"summary""#) == true)
        #expect(written == (try String(contentsOfFile: folder + "/parsed.jsonl", encoding: .utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["direct.jsonl", "parsed.jsonl"])
    }

    /// `--threads 2` reads ahead and writes behind on a helper thread; the trace is the one-thread trace.
    @Test func twoThreadsWriteTheTraceOneThreadWrites() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = ReplayFiles.packageRoot + "/Recordings/synth/pan-with-pinch/recording.evemu"
        let scene = ReplayFiles.packageRoot + "/Recordings/synth/pan-with-pinch/scene.yml"
        let one = try ReplayFiles.run(["replay", recording, "--scene", scene, "-o", folder + "/one.jsonl"])
        let (direct, parsed) = try Self.bothWays(
            ["replay", recording, "--scene", scene, "--threads", "2", "-o", folder + "/two.jsonl"],
            ["replay", recording, "--scene=" + scene, "--threads=2", "--output=" + folder + "/parsed.jsonl"])
        #expect(one.status == 0 && direct.status == 0 && parsed.status == 0)
        let trace = try String(contentsOfFile: folder + "/one.jsonl", encoding: .utf8)
        #expect(trace.contains(#""type":"gesture""#))
        #expect(try String(contentsOfFile: folder + "/two.jsonl", encoding: .utf8) == trace)
        #expect(try String(contentsOfFile: folder + "/parsed.jsonl", encoding: .utf8) == trace)
    }

    @Test(arguments: [
        // A scene error, a missing recording, a bad format (ArgumentParser's message in both).
        (["replay", recording, "--scene", tapCase + "/expected.jsonl"], ["replay", recording, "--scene=" + tapCase + "/expected.jsonl"]),
        (["replay", tapCase + "/none.evemu", "--scene", scene], ["replay", tapCase + "/none.evemu", "--scene=" + scene]),
        (["replay", recording, "--scene", scene, "--format", "xml"], ["replay", recording, "--scene=" + scene, "--format=xml"]),
        (["replay", recording, "--scene", scene, "--threads", "3"], ["replay", recording, "--scene=" + scene, "--threads=3"]),
    ])
    func aFailingLineFailsTheSameEitherWay(direct: [String], parsed: [String]) throws {
        let (first, second) = try Self.bothWays(direct, parsed)
        #expect(first.status != 0)
        #expect(first.status == second.status)
        #expect(!first.standardError.isEmpty)
        #expect(first.standardError == second.standardError)
        #expect(first.standardOutput == second.standardOutput)
    }
}
