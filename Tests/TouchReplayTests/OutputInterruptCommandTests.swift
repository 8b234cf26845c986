import Foundation
import Testing

/// `replay -o` stopped by a signal while it writes: the temporary file beside the output
/// is removed, the old output stays, and the process still ends by that signal.
@Suite struct OutputInterruptCommandTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalDuringReplayRemovesTheTemporaryFile(_ signal: Int32) throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A press held for a minute, replayed in real time: the replay is still writing when signalled.
        let script = try ReplayFiles.write(
            "device: multitouch\nscreen: [800, 480]\ngestures:\n  - longPress: {at: [400, 240], duration: 60}\n",
            to: "script.yml", in: folder)
        let recording = folder + "/long.evemu"
        #expect(try ReplayFiles.run(["synth", script, "-o", recording]).status == 0)
        let scene = ReplayFiles.packageRoot + "/Recordings/synth/long-press/scene.yml"
        let output = try ReplayFiles.write("old\n", to: "trace.jsonl", in: folder)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: ReplayFiles.executable)
        process.arguments = ["replay", recording, "--scene", scene, "--realtime", "-o", output]
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let names = { (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? [] }
        let deadline = Date().addingTimeInterval(20)
        while !names().contains(where: { $0.hasPrefix(".trace.jsonl.") }), Date() < deadline { usleep(20_000) }
        #expect(names().contains { $0.hasPrefix(".trace.jsonl.") }, "the replay made its temporary file")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(names() == ["long.evemu", "script.yml", "trace.jsonl"])
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "old\n")
    }
}
