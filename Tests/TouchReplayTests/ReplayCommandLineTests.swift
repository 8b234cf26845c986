import Foundation
import Testing

/// `replay`'s command line has one grammar, ArgumentParser's (issue 26 item 5: the hand parser
/// of common lines is gone), and the process ends without tearing the scene down. Whatever way
/// an option is spelled (`--scene PATH` or `--scene=PATH`, in any order), the run is the same:
/// output, standard error and exit status.
@Suite struct ReplayCommandLineTests {
    static let tapCase = ReplayFiles.packageRoot + "/Recordings/synth/tap"
    static let recording = tapCase + "/recording.evemu"
    static let scene = tapCase + "/scene.yml"

    /// The same run spelled with separate values and with `--name=value` forms.
    static func bothWays(_ spaced: [String], _ joined: [String]) throws -> (ReplayFiles.Run, ReplayFiles.Run) {
        (try ReplayFiles.run(spaced), try ReplayFiles.run(joined))
    }

    @Test func theTraceOnStandardOutputIsWholeAndTheSameEitherWay() throws {
        let (spaced, joined) = try Self.bothWays(
            ["replay", Self.recording, "--scene", Self.scene, "--format", "text", "--hit-tests"],
            ["replay", "--format=text", Self.recording, "--hit-tests", "--scene=" + Self.scene])
        #expect(spaced.status == 0)
        #expect(spaced.standardOutput.hasSuffix("\n"))
        #expect(spaced.standardOutput.contains("summary"))
        #expect(spaced.standardOutput == joined.standardOutput)
        #expect(spaced.standardError == joined.standardError)
    }

    @Test func theTraceFileIsCommittedAndTheSameEitherWay() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (spaced, joined) = try Self.bothWays(
            ["replay", Self.recording, "-o", folder + "/spaced.jsonl", "--scene", Self.scene],
            ["replay", Self.recording, "--output=" + folder + "/joined.jsonl", "--scene=" + Self.scene])
        #expect(spaced.status == 0 && joined.status == 0)
        #expect(spaced.standardOutput.isEmpty && spaced.standardError.isEmpty)
        let written = try String(contentsOfFile: folder + "/spaced.jsonl", encoding: .utf8)
        #expect(written.split(separator: "\n").last?.hasPrefix(#"{"type":"summary""#) == true)
        #expect(written == (try String(contentsOfFile: folder + "/joined.jsonl", encoding: .utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["joined.jsonl", "spaced.jsonl"])
    }

    /// `--threads 2` reads ahead and writes behind on a helper thread; the trace is the one-thread trace.
    @Test func twoThreadsWriteTheTraceOneThreadWrites() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = ReplayFiles.packageRoot + "/Recordings/synth/pan-with-pinch/recording.evemu"
        let scene = ReplayFiles.packageRoot + "/Recordings/synth/pan-with-pinch/scene.yml"
        let one = try ReplayFiles.run(["replay", recording, "--scene", scene, "-o", folder + "/one.jsonl"])
        let (spaced, joined) = try Self.bothWays(
            ["replay", recording, "--scene", scene, "--threads", "2", "-o", folder + "/two.jsonl"],
            ["replay", recording, "--scene=" + scene, "--threads=2", "--output=" + folder + "/joined.jsonl"])
        #expect(one.status == 0 && spaced.status == 0 && joined.status == 0)
        let trace = try String(contentsOfFile: folder + "/one.jsonl", encoding: .utf8)
        #expect(trace.contains(#""type":"gesture""#))
        #expect(try String(contentsOfFile: folder + "/two.jsonl", encoding: .utf8) == trace)
        #expect(try String(contentsOfFile: folder + "/joined.jsonl", encoding: .utf8) == trace)
    }

    @Test(arguments: [
        // A scene error, a missing recording, a bad format (ArgumentParser's message).
        (["replay", recording, "--scene", tapCase + "/expected.jsonl"], ["replay", recording, "--scene=" + tapCase + "/expected.jsonl"]),
        (["replay", tapCase + "/none.evemu", "--scene", scene], ["replay", tapCase + "/none.evemu", "--scene=" + scene]),
        (["replay", recording, "--scene", scene, "--format", "xml"], ["replay", recording, "--scene=" + scene, "--format=xml"]),
        (["replay", recording, "--scene", scene, "--threads", "3"], ["replay", recording, "--scene=" + scene, "--threads=3"]),
    ])
    func aFailingLineFailsTheSameEitherWay(spaced: [String], joined: [String]) throws {
        let (first, second) = try Self.bothWays(spaced, joined)
        #expect(first.status != 0)
        #expect(first.status == second.status)
        #expect(!first.standardError.isEmpty)
        #expect(first.standardError == second.standardError)
        #expect(first.standardOutput == second.standardOutput)
    }
}
