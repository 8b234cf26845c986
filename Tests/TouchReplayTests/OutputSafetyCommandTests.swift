import Foundation
import Testing

/// Every command that writes a file, run through the built binary: it refuses to overwrite
/// one of its inputs, writes non-regular outputs in place, never follows a planted link,
/// keeps an existing output's mode, and leaves no temporary file when interrupted.
@Suite struct OutputSafetyCommandTests {
    static let caseFolder = ReplayFiles.packageRoot + "/Recordings/synth/long-press"

    /// A copy of the long-press case (recording, scene, script, expected trace) in a fresh folder.
    static func copiedCase() throws -> String {
        let folder = try ReplayFiles.temporaryFolder()
        try FileManager.default.copyItem(atPath: caseFolder, toPath: folder + "/case")
        return folder
    }

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Runs `arguments`; expects one stderr line saying `output` is an input, and every file unchanged.
    static func expectRefusal(_ arguments: [String], output: String, input: String, in folder: String) throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        let before = files.map { bytes(folder + "/" + $0) }
        let run = try ReplayFiles.run(arguments)
        #expect(run.status == 1, "\(arguments)")
        let message = output == input
            ? "is also an input of this command; write the output to another file"
            : "is the same file as the input \(input); write the output to another file"
        #expect(run.standardError == "touchreplay: \(output): \(message)\n", "\(arguments)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).sorted() == files)
        #expect(files.map { bytes(folder + "/" + $0) } == before)
    }

    @Test func replayRenderSynthAndAttachRefuseToOverwriteAnInput() throws {
        let folder = try Self.copiedCase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = folder + "/case/recording.evemu", scene = folder + "/case/scene.yml", script = folder + "/case/script.yml"
        for output in [recording, scene] {
            try Self.expectRefusal(["replay", recording, "--scene", scene, "-o", output], output: output, input: output, in: folder)
            try Self.expectRefusal(["render", recording, "--scene", scene, "-o", output], output: output, input: output, in: folder)
        }
        try Self.expectRefusal(["synth", script, "-o", script], output: script, input: script, in: folder)
        try Self.expectRefusal(["attach", "/dev/input/event999", "--scene", scene, "--record", scene], output: scene, input: scene, in: folder)
        // Another name for the same file: a hard link.
        let hard = folder + "/hard.evemu"
        #expect(link(recording, hard) == 0)
        try Self.expectRefusal(["replay", recording, "--scene", scene, "-o", hard], output: hard, input: recording, in: folder)
    }

    @Test func checkRefusesAJUnitReportOverAnExpectedTraceBeforeRunningAnything() throws {
        let folder = try Self.copiedCase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = folder + "/case/expected.jsonl"
        try Self.expectRefusal(["check", folder + "/case", "--junit", expected], output: expected, input: expected, in: folder)
    }

    /// `--update` rewrites each case's expected trace, which must not be another of the case's files.
    @Test func checkUpdateRefusesAnExpectedTraceThatIsTheScene() throws {
        let folder = try Self.copiedCase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = folder + "/case/expected.jsonl", scene = folder + "/case/scene.yml"
        try FileManager.default.removeItem(atPath: expected)
        #expect(symlink("scene.yml", expected) == 0)
        let before = Self.bytes(scene)
        let run = try ReplayFiles.run(["check", folder + "/case", "--update"])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\(expected): is the same file as the input \(scene); write the output to another file"),
                "\(run.standardOutput)")
        #expect(Self.bytes(scene) == before)
    }

    @Test func emulateRefusesToWriteOverTheEventsItReads() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: ReplayFiles.shared("atmel-maxtouch.desc"), toPath: folder + "/device.desc")
        try FileManager.default.copyItem(
            atPath: ReplayFiles.shared("atmel-maxtouch.1-finger-drag-up-down.events"), toPath: folder + "/device.events")
        let events = folder + "/device.events"
        try Self.expectRefusal(["emulate", folder + "/device.desc", events, "-o", folder], output: events, input: events, in: folder)
    }

    /// `/dev/null` itself is not used: before the fix, a command run as root replaced it.
    /// A link to it shows the same thing safely: the link must stay a link to the device.
    @Test func outputsLinkedToADeviceAreWrittenInPlace() throws {
        let folder = try Self.copiedCase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = folder + "/case/recording.evemu", scene = folder + "/case/scene.yml"
        let null = folder + "/null"
        #expect(symlink("/dev/null", null) == 0)
        for arguments in [
            ["replay", recording, "--scene", scene, "-o", null],
            ["render", recording, "--scene", scene, "-o", null],
            ["synth", folder + "/case/script.yml", "-o", null],
            ["check", folder + "/case", "--junit", null],
        ] {
            let run = try ReplayFiles.run(arguments)
            #expect(run.status == 0 && run.standardError.isEmpty, "\(arguments): \(run.standardError)")
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: null)) == "/dev/null", "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["case", "null"])
    }

    /// `-o /dev/stdout` into a pipe (`touchreplay replay … -o /dev/stdout | jq`): the link
    /// leads through `/proc/self/fd/1` to `pipe:[N]`, which names no path; before the fix the
    /// command took that for a new file and failed with "cannot create: No such file or directory".
    @Test func anOutputLinkedToAPipeIsWrittenThroughIt() throws {
        let folder = try Self.copiedCase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = folder + "/case/recording.evemu", scene = folder + "/case/scene.yml"
        let toFile = try ReplayFiles.run(["replay", recording, "--scene", scene, "-o", folder + "/trace.jsonl"])
        #expect(toFile.status == 0)
        let toPipe = try ReplayFiles.run(["replay", recording, "--scene", scene, "-o", "/dev/stdout"])
        #expect(toPipe.status == 0 && toPipe.standardError.isEmpty, "\(toPipe.standardError)")
        #expect(toPipe.standardOutput == (try String(contentsOfFile: folder + "/trace.jsonl", encoding: .utf8)))
        #expect(toPipe.standardOutput.hasPrefix("{\"t\":0,"))
    }

    /// Before the fix synth wrote `OUTPUT.partial` without `O_EXCL | O_NOFOLLOW`.
    @Test func synthDoesNotFollowALinkPlantedBesideItsOutput() throws {
        let folder = try Self.copiedCase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let victim = try ReplayFiles.write("precious\n", to: "victim.txt", in: folder)
        #expect(symlink(victim, folder + "/out.evemu.partial") == 0)
        let run = try ReplayFiles.run(["synth", folder + "/case/script.yml", "-o", folder + "/out.evemu"])
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: folder + "/out.evemu", encoding: .utf8).hasPrefix("# EVEMU 1.3"))
    }

    @Test func aReplacedOutputKeepsItsMode() throws {
        let folder = try Self.copiedCase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = folder + "/case/recording.evemu", scene = folder + "/case/scene.yml"
        for (name, arguments) in [
            ("trace.jsonl", ["replay", recording, "--scene", scene]),
            ("picture.svg", ["render", recording, "--scene", scene]),
            ("synth.evemu", ["synth", folder + "/case/script.yml"]),
        ] {
            let output = try ReplayFiles.write("old\n", to: name, in: folder)
            #expect(chmod(output, 0o600) == 0)
            let run = try ReplayFiles.run(arguments + ["-o", output])
            #expect(run.status == 0)
            var status = stat()
            #expect(stat(output, &status) == 0 && status.st_mode & 0o777 == 0o600, "\(name)")
            #expect(try String(contentsOfFile: output, encoding: .utf8) != "old\n")
        }
    }

    /// Render and `check --junit` used to print Foundation's raw NSError text.
    @Test func anUnwritableOutputIsOneLineNamingItAndTheReason() throws {
        let recording = Self.caseFolder + "/recording.evemu", scene = Self.caseFolder + "/scene.yml"
        let output = "/nonexistent/folder/out"
        for arguments in [
            ["render", recording, "--scene", scene, "-o", output],
            ["check", Self.caseFolder, "--junit", output],
            ["synth", Self.caseFolder + "/script.yml", "-o", output],
            ["replay", recording, "--scene", scene, "-o", output],
        ] {
            let run = try ReplayFiles.run(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.standardError == "touchreplay: \(output): cannot create: No such file or directory\n", "\(arguments)")
        }
    }
}
