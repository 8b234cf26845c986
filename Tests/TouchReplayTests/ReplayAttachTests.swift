import Foundation
import Testing

/// `touchreplay attach` on a touchscreen that umockdev emulates from a real recording
/// (no hardware, root or uinput): the live trace matches a replay of what it recorded.
@Suite(.serialized) struct ReplayAttachTests {
    /// `umockdev-run` from PATH; its absence is a failure, not a skip.
    static func umockdevRun() throws -> String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/umockdev-run"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        Issue.record("umockdev-run is not installed (apt-get install umockdev)")
        throw CancellationError()
    }

    @Test func ctrlCEndsTheLiveTraceWithASummaryAndACompleteRecording() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let emulate = try ReplayFiles.run(["emulate", ReplayFiles.shared("atmel-maxtouch.desc"),
                                           ReplayFiles.shared("atmel-maxtouch.1-finger-drag-up-down.events"),
                                           "-o", folder, "--lead-in", "0.6", "--duration", "1"])
        #expect(emulate.status == 0, "\(emulate.standardError)")
        let scene = ReplayFiles.realScene("drag.scene.yml"), recorded = folder + "/live.evemu"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.umockdevRun())
        process.arguments = ["-d", folder + "/device.umockdev", "-i", "/dev/input/event50=\(folder)/device.ioctl",
                             "-e", "/dev/input/event50=\(folder)/device.events", "--",
                             ReplayFiles.executable, "attach", "/dev/input/event50", "--scene", scene, "--record", recorded]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 2.5)
        // umockdev-run does not pass signals on: interrupt touchreplay itself, as Ctrl-C in its terminal would.
        let children = try String(contentsOfFile: "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children", encoding: .utf8)
        let child = try #require(children.split(separator: " ").first.flatMap { Int32($0) })
        kill(child, SIGINT)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errors)")
        let lines = output.split(separator: "\n")
        #expect(lines.first?.hasPrefix(#"{"t":0.6,"type":"touch","touch":0,"phase":"began""#) == true)
        #expect(lines.last?.hasPrefix(#"{"type":"summary""#) == true)
        let replay = try ReplayFiles.run(["replay", recorded, "--scene", scene])
        #expect(replay.status == 0, "\(replay.standardError)")
        let touchLines = { (text: String) in text.split(separator: "\n").filter { $0.contains(#""type":"touch""#) } }
        #expect(touchLines(replay.standardOutput) == touchLines(output))
    }
}
