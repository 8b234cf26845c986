import Foundation
import Testing

/// Errors of the built binary in our words, one line each (issue 27, item 6).
@Suite struct CommandErrorLineTests {
    static let tapCase = ReplayFiles.packageRoot + "/Recordings/synth/tap"

    /// Expects exactly one line on standard error, `touchreplay: ` then `message`.
    static func expectOneLine(_ run: ReplayFiles.Run, _ message: String, status: Int32 = 1) {
        #expect(run.status == status)
        #expect(run.standardError == "touchreplay: \(message)\n")
    }

    @Test func anEmptyOutputPathIsSaidInWords() throws {
        let run = try ReplayFiles.run(["synth", Self.tapCase + "/script.yml", "-o", ""])
        Self.expectOneLine(run, "\"\" (an empty path): cannot create: No such file or directory")
    }

    @Test(arguments: [
        (["synth", "s.yml", "-o", "x.evemu", "--rate", "-5"], "--rate must be from 1 to 10000 reports per second"),
        (["check", ".", "--jobs", "-2"], "--jobs must be at least 1"),
        (["check", ".", "--timeout", "-1"], "--timeout must be a number of seconds greater than 0"),
        (["check", ".", "--tolerance", "-0.5"], "--tolerance must be a number of at least 0"),
        (["emulate", "x.desc", "-o", ".", "--lead-in", "-1"], "--lead-in must not be negative"),
        (["emulate", "x.desc", "-o", ".", "--drop-after-frame", "0"], "--drop-after-frame must be a frame number from 1 (the first frame), not 0"),
        (["emulate", "x.desc", "-o", ".", "--drop-after-frame", "-3"], "--drop-after-frame must be a frame number from 1 (the first frame), not -3"),
    ])
    func negativeAndZeroOptionValuesAreOneLineInOurWords(arguments: [String], message: String) throws {
        let run = try ReplayFiles.run(arguments)
        Self.expectOneLine(run, message, status: 64)
    }

    @Test func aDroppedFramePastTheEndOfTheRecordingIsRefused() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = Self.tapCase + "/recording.evemu"
        let frames = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("E: ") && $0.contains("SYN_REPORT") }.count
        let run = try ReplayFiles.run(["emulate", recording, "-o", folder, "--drop-after-frame", "\(frames + 1)"])
        Self.expectOneLine(run, "--drop-after-frame \(frames + 1) is past the last frame: the recording has \(frames) frames", status: 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func aReportFolderThatCannotBeCreatedIsOneLineWithTheSystemsReason() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let blocker = try ReplayFiles.write("a file, not a folder", to: "blocker", in: folder)
        let run = try ReplayFiles.run(["check", Self.tapCase, "--report", blocker + "/report"])
        Self.expectOneLine(run, "\(blocker)/report: cannot create the folder: \(blocker) is not a folder")
    }

    /// U+009B (CSI), U+0085 (NEL), U+202E (right-to-left override) and ESC in a quoted path act on a
    /// terminal or split the line; the error shows them escaped.
    @Test func controlAndBidiCharactersInQuotedInputAreEscaped() throws {
        let path = "/nowhere/t\u{9B}2J\u{85}a\u{202E}p\u{1B}[31m.evemu"
        let run = try ReplayFiles.run(["replay", path, "--scene", Self.tapCase + "/scene.yml"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("/nowhere/t\\u{9B}2J\\u{85}a\\u{202E}p\\u{1B}[31m.evemu"), "got \(run.standardError)")
        #expect(run.standardError.filter(\.isNewline).count == 1)
        #expect(!run.standardError.unicodeScalars.contains { [0x9B, 0x85, 0x202E, 0x1B].contains($0.value) })
    }

    /// A bidi override inside a YAML key (which YAML allows) is escaped in the error that quotes the key.
    @Test func aBidiOverrideInAQuotedKeyIsEscaped() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try ReplayFiles.write("gestures:\n  - \"ta\u{202E}p\": [1, 2]\n", to: "s.yml", in: folder)
        let run = try ReplayFiles.run(["synth", script, "-o", folder + "/out.evemu"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("unknown gesture 'ta\\u{202E}p'"), "got \(run.standardError)")
    }
}
