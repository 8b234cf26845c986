import Foundation
import Testing

/// The `touchreplay replay` binary run as a subprocess: good runs, and bad inputs that must give
/// one clear stderr line, a non-zero exit and no output file.
@Suite struct ReplayCommandTests {
    static let recording = ReplayFiles.shared("atmel-maxtouch.1-finger-drag-up-down.events")
    static let description = ReplayFiles.shared("atmel-maxtouch.desc")
    static let scene = ReplayFiles.realScene("drag.scene.yml")

    @Test func replayWritesTheTraceFileAtomically() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/trace.jsonl"
        let run = try ReplayFiles.run(["replay", Self.recording, "--description", Self.description, "--scene", Self.scene, "-o", output])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput.isEmpty)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.hasPrefix(#"{"t":0,"type":"touch","touch":0,"phase":"began""#))
        #expect(text.split(separator: "\n").last?.hasPrefix(#"{"type":"summary""#) == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trace.jsonl"])
    }

    @Test func textFormatHasAHeaderAndAlignedColumns() throws {
        let run = try ReplayFiles.run(["replay", Self.recording, "--description", Self.description, "--scene", Self.scene, "--format", "text"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.first?.contains("t (s)  type     subject") == true)
        #expect(lines.dropFirst().first == "      0.000  touch    #0             began      (361, 379)           → card")
    }

    @Test func realtimePacesByTheRecordedTimesAndGivesTheSameTrace() throws {
        let recording = ReplayFiles.shared("atmel-maxtouch.2-fingers-touch-release.events")
        let arguments = ["replay", recording, "--description", Self.description, "--scene", Self.scene]
        let fast = try ReplayFiles.run(arguments)
        let start = Date()
        let paced = try ReplayFiles.run(arguments + ["--realtime"])
        let elapsed = Date().timeIntervalSince(start)
        #expect(paced.status == 0 && fast.status == 0)
        #expect(paced.standardOutput == fast.standardOutput)
        // The last frame of this recording comes 0.824 s after the first.
        #expect(elapsed >= 0.8)
        #expect(paced.standardError.isEmpty)
    }

    @Test func aDeviceOutputIsWrittenInPlaceAndAFullDiskIsAnError() throws {
        let run = try ReplayFiles.run(["replay", Self.recording, "--description", Self.description, "--scene", Self.scene, "-o", "/dev/full"])
        #expect(run.status != 0)
        #expect(run.standardError == "touchreplay: /dev/full: cannot write: No space left on device\n")
        var status = stat()
        #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    static func badRun(_ arguments: [String], expecting message: String) throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/trace.jsonl"
        let run = try ReplayFiles.run(arguments + ["-o", output])
        #expect(run.status != 0)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "touchreplay: \(message)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func missingRecordingIsOneLine() throws {
        try Self.badRun(["replay", "/nonexistent/x.evemu", "--scene", Self.scene],
                        expecting: "/nonexistent/x.evemu: cannot open: No such file or directory (errno 2)")
    }

    @Test func unreadableRecordingIsOneLine() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.badRun(["replay", folder, "--scene", Self.scene], expecting: "\(folder):1: cannot read: Is a directory (errno 21)")
    }

    @Test func missingSceneIsOneLine() throws {
        try Self.badRun(["replay", Self.recording, "--scene", "/nonexistent/scene.yml"],
                        expecting: "/nonexistent/scene.yml: cannot read: No such file or directory")
    }

    @Test func sceneWithAnUnknownIDNamesFileLineAndKeyPath() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try ReplayFiles.write("screen: {size: [800, 480]}\nroot:\n  id: root\n  gestures:\n    - {id: tap, kind: tap, requireToFail: [dbl]}\n", to: "scene.yml", in: folder)
        try Self.badRun(["replay", Self.recording, "--description", Self.description, "--scene", scene],
                        expecting: "\(scene):5:44: root.gestures[0].requireToFail[0]: no recognizer \"dbl\"")
    }

    @Test func deviceThatIsNotATouchscreenOrMouseIsRefused() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let keyboard = try ReplayFiles.write("""
            # EVEMU 1.3
            N: Test Keyboard
            I: 0011 0001 0001 0000
            P: 00 00 00 00 00 00 00 00
            B: 00 03 00 00 00 00 00 00 00
            B: 01 00 00 00 40 00 00 00 00
            E: 0.000000 0001 001e 1
            E: 0.000000 0000 0000 0

            """, to: "keyboard.evemu", in: folder)
        try Self.badRun(["replay", keyboard, "--scene", Self.scene],
                        expecting: "\(keyboard): \"Test Keyboard\": keyboard (keys without position axes); not attachable: TouchReplay reads touchscreens, mice and pens")
    }

    @Test func touchscreenWithoutAxisRangesCannotBeMapped() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let zeros = "B: 01 00 00 00 00 00 00 00 00\n"
        let device = try ReplayFiles.write("# EVEMU 1.3\nN: Axisless Touchscreen\nI: 0018 0001 0001 0000\nP: 02 00 00 00 00 00 00 00\n"
            + "B: 00 0b 00 00 00 00 00 00 00\n" + String(repeating: zeros, count: 5) + "B: 01 00 04 00 00 00 00 00 00\nB: 03 03 00 00 00 00 00 00 00\n",
            to: "axisless.evemu", in: folder)
        try Self.badRun(["replay", device, "--scene", Self.scene],
                        expecting: "\(device): \"Axisless Touchscreen\": no range for ABS_X in the device description; cannot map positions to the screen")
    }

    /// The Atmel drag with a malformed event line in the middle of its events.
    static func recordingBrokenHalfway(in folder: String) throws -> (path: String, line: Int) {
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let events = lines.indices.filter { lines[$0].hasPrefix("E:") }
        let broken = events[events.count / 2]
        var edited = lines.map(String.init)
        edited[broken] = "E: 1.000000 0003 zz 5"
        return (try ReplayFiles.write(edited.joined(separator: "\n"), to: "broken.events", in: folder), broken + 1)
    }

    @Test func aRecordingBrokenHalfwayLeavesNoOutputFile() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (broken, line) = try Self.recordingBrokenHalfway(in: folder)
        let output = folder + "/trace.jsonl"
        let run = try ReplayFiles.run(["replay", broken, "--description", Self.description, "--scene", Self.scene, "-o", output])
        #expect(run.status != 0)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("touchreplay: \(broken):\(line):"))
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["broken.events"])
    }

    @Test func onStandardOutputARecordingBrokenHalfwayKeepsTheCompleteLinesBeforeIt() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (broken, line) = try Self.recordingBrokenHalfway(in: folder)
        let run = try ReplayFiles.run(["replay", broken, "--description", Self.description, "--scene", Self.scene])
        let whole = try ReplayFiles.run(["replay", Self.recording, "--description", Self.description, "--scene", Self.scene])
        #expect(run.status != 0)
        #expect(run.standardError.hasPrefix("touchreplay: \(broken):\(line):"))
        // Complete lines only, each one a line of the unbroken replay, in the same order, and no summary.
        #expect(run.standardOutput.isEmpty || run.standardOutput.hasSuffix("\n"))
        #expect(whole.standardOutput.hasPrefix(run.standardOutput))
        #expect(!run.standardOutput.contains("\"summary\""))
        #expect(run.standardOutput.split(separator: "\n").count > 0)
    }

    @Test func attachToAMissingDeviceIsOneLine() throws {
        let run = try ReplayFiles.run(["attach", "/dev/input/event-none", "--scene", Self.scene])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "touchreplay: /dev/input/event-none: no such device (ENOENT); run `touchreplay devices` to list input devices\n")
    }

    @Test func attachChecksTheSceneBeforeTheDevice() throws {
        let run = try ReplayFiles.run(["attach", "/dev/input/event-none", "--scene", "/nonexistent/scene.yml"])
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: /nonexistent/scene.yml: cannot read: No such file or directory\n")
    }

    @Test func unknownCommandPrintsUsage() throws {
        let run = try ReplayFiles.run(["replya", Self.recording])
        #expect(run.status != 0)
        #expect(run.standardError.contains("Usage: touchreplay <subcommand>"))
    }

    @Test func unknownFlagPrintsUsage() throws {
        let run = try ReplayFiles.run(["replay", Self.recording, "--scene", Self.scene, "--bogus"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("Unknown option '--bogus'"))
        #expect(run.standardError.contains("Usage: touchreplay replay"))
    }
}
