import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// Issue 35: every recording `attach --record` writes replays, whatever moment the recorder
/// was killed at (SIGKILL: no handler runs, nothing is closed). One emulated screen (an
/// evemu file) and two (a `libinput record` file with a side file for the second), each
/// named with control characters, escape sequences and a line break as a USB gadget may
/// name itself, are recorded and killed at random frames, 50 times each; every file left
/// (the main file, and a side file when there is one) replays without an error.
@Suite(.serialized) struct RecordingKillTests {
    /// ESC sequences (a window title, clear screen), BEL, a line break, C1 CSI, a bidi override, a backslash escape's text.
    static let hostileNames = ["Evil\u{1B}]0;owned\u{07}\u{1B}[2J Pad\nsecond line\u{9B}31m", "Other\u{202E}\r\\x1b pad\u{7F}"]

    /// The drag of the Atmel screen named `name`, at four times its speed.
    static func screen(node: Int, name: String) throws -> EmulatedDeviceRun {
        var (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.1-finger-drag-up-down.events")
        description.name = name
        return try EmulatedDeviceRun(
            description: description, events: EmulatedDeviceRun.fitting(recorded),
            options: EmulationOptions(nodeNumber: node, fileName: "screen\(node)", leadIn: .milliseconds(200), speed: 4))
    }

    /// The `SYN_REPORT`s written so far into `files` (evemu's `0000 0000 0000` lines, libinput's comments).
    static func frames(in files: [String]) -> Int {
        files.reduce(0) { count, file in
            guard let text = try? String(contentsOfFile: file, encoding: .isoLatin1) else { return count }
            return count + text.split(separator: "\n").count { $0.hasSuffix(" 0000 0000 0000") || $0.contains("SYN_REPORT (0)") }
        }
    }

    /// Starts `touchreplay attach --record FILE` under umockdev-run with `runs`' devices, waits until
    /// `frames` frames are in the files, kills it with SIGKILL, and returns the files it left.
    static func recordAndKill(_ runs: [EmulatedDeviceRun], after frames: Int, in folder: String) throws -> [String] {
        let file = folder + "/recording" + (runs.count == 1 ? ".evemu" : ".yml")
        let pidFile = folder + "/pid"
        var arguments: [String] = []
        for run in runs { arguments += ["-d", run.device.udevRecordPath] }
        for run in runs { arguments += ["-i", "\(run.device.devicePath)=\(run.device.ioctlPath)"] }
        for run in runs { if let events = run.device.eventsPath { arguments += ["-e", "\(run.device.devicePath)=\(events)"] } }
        // The shell writes its pid and becomes touchreplay, so that the kill reaches the recorder itself.
        arguments += ["--", "/bin/sh", "-c", #"echo $$ > "$0"; exec "$@""#, pidFile, try EmulatedDeviceRun.executablePath(),
                      "attach"] + runs.map(\.device.devicePath) + ["--record", file, "--duration", "20", "--format", "text"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try EmulatedDeviceRun.umockdevRunPath())
        process.arguments = arguments
        let errors = folder + "/attach-stderr.txt"
        guard FileManager.default.createFile(atPath: errors, contents: nil) else { throw SetupFailure("cannot create \(errors)") }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let sides = (1..<runs.count).map { "\(file).device-\($0 + 1)" }
        let deadline = ContinuousClock.now + .seconds(20)
        var pid: pid_t = 0
        while process.isRunning, ContinuousClock.now < deadline {
            if pid == 0 { pid = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0 }
            if pid > 0, Self.frames(in: [file] + sides) >= frames { break }
            usleep(2_000)
        }
        if pid > 0 { kill(pid, SIGKILL) }
        process.waitUntilExit()
        #expect(pid > 0, "the recorder started")
        #expect(FileManager.default.fileExists(atPath: file),
                "no recording; attach said: \((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")")
        return ([file] + sides).filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Replays `file` through a scene of one multi-touch canvas; nil when it replays (warnings allowed), else what went wrong.
    static func replayFailure(_ file: String) throws -> String? {
        let scene = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("scene.yml").path
        if !FileManager.default.fileExists(atPath: scene) {
            try """
                screen: {size: [800, 480]}
                root: {id: root, subviews: [{id: canvas, frame: [0, 0, 800, 480], multipleTouch: true, touches: log}]}
                """.write(toFile: scene, atomically: true, encoding: .utf8)
        }
        let result = try AttachSeveralDevicesTests.runDirectly(["replay", file, "--scene", scene, "--format", "jsonl"])
        let errors = result.errors.split(separator: "\n").filter { !$0.contains(": warning: ") }
        guard result.status == 0, errors.isEmpty else { return "exit \(result.status): \(result.errors)" }
        guard result.lines.last?.contains(#""type":"summary""#) == true else { return "no summary: \(result.output.suffix(300))" }
        return nil
    }

    static func killRepeatedly(devices: Int, times: Int, seed: UInt64) throws {
        var seedState = seed
        var failures: [String] = []
        for round in 0..<times {
            // SplitMix64 step, so that a failing round can be named and run again.
            seedState &+= 0x9E37_79B9_7F4A_7C15
            var mixed = seedState
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            let frames = 1 + Int(mixed % 40)
            let runs = try (0..<devices).map { try Self.screen(node: 50 + $0, name: Self.hostileNames[$0]) }
            defer { runs.forEach { $0.removeFiles() } }
            let files = try Self.recordAndKill(runs, after: frames, in: runs[0].directory)
            #expect(files.first?.hasPrefix(runs[0].directory) == true, "round \(round): the recording was created")
            #expect(Self.frames(in: files) >= frames, "round \(round): every frame written before the kill is still there")
            for file in files {
                if let failure = try Self.replayFailure(file) {
                    failures.append("round \(round) (killed after \(frames) frames), \(URL(fileURLWithPath: file).lastPathComponent): \(failure)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(times) killed recordings do not replay:\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    /// The kills of each test (50 each: 100 in all); `KILL_ROUNDS` sets fewer or more.
    static let rounds = ProcessInfo.processInfo.environment["KILL_ROUNDS"].flatMap(Int.init) ?? 50

    @Test func aRecordingOfOneDeviceKilledAtAnyFrameReplays() throws {
        try Self.killRepeatedly(devices: 1, times: Self.rounds, seed: 35_1)
    }

    @Test func aRecordingOfTwoDevicesKilledAtAnyFrameReplaysItsMainFileAndItsSideFile() throws {
        try Self.killRepeatedly(devices: 2, times: Self.rounds, seed: 35_2)
    }
}
