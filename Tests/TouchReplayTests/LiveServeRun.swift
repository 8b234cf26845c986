import Foundation
import Testing

/// `touchreplay attach /dev/input/event50 --serve …` on the Atmel touchscreen emulated
/// in `HotplugProbe`'s umockdev test bed, which writes a one-finger drag into it in real
/// time once a page connected (`drag:`: each frame stamped with CLOCK_MONOTONIC as it is
/// written, as a driver stamps a report; umockdev's script replay keeps the script's
/// stamps, which drift from the writes). The test opens the page or the port meanwhile.
struct LiveServeRun {
    let process: Process
    let folder: String
    var outputPath: String { folder + "/stdout.txt" }
    var errorPath: String { folder + "/stderr.txt" }

    /// What the finished command printed and returned.
    struct Result: CustomStringConvertible {
        var status: Int32
        var output: String
        var errors: String
        var description: String { "exit \(status), stderr: \(errors)" }
    }

    /// Starts `attach` with `arguments` on the emulated touchscreen (files in `folder`, which also
    /// receives the output); the drag is written after `waitFor` appears in the command's output
    /// (by default: once a page connected), or right away for nil.
    static func start(in folder: String, waitFor: String? = "a page connected", arguments: [String]) throws -> LiveServeRun {
        let emulate = try ReplayFiles.run(["emulate", ReplayFiles.shared("atmel-maxtouch.desc"), "-o", folder, "--no-events"])
        guard emulate.status == 0 else { throw DevToolsBrowser.Failure(description: "emulate: \(emulate.standardError)") }
        let umockdevRun = try ReplayAttachTests.umockdevRun()
        let wrapper = String(umockdevRun.dropLast("umockdev-run".count)) + "umockdev-wrapper"
        let probe = URL(fileURLWithPath: ReplayFiles.executable).deletingLastPathComponent().appendingPathComponent("HotplugProbe").path
        let device = folder + "/device"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: wrapper)
        process.arguments = [probe, "add:" + device, "start"] + (waitFor.map { ["line:" + $0, "sleep:0.3"] } ?? [])
            + ["drag:" + device, "--", ReplayFiles.executable, "attach", "/dev/input/event50"] + arguments
        let run = LiveServeRun(process: process, folder: folder)
        guard FileManager.default.createFile(atPath: run.outputPath, contents: nil),
              FileManager.default.createFile(atPath: run.errorPath, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        process.standardOutput = FileHandle(forWritingAtPath: run.outputPath)
        process.standardError = FileHandle(forWritingAtPath: run.errorPath)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return run
    }

    /// What the command wrote on standard error so far.
    var errors: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

    /// The page's address, once the command said it (`touchreplay: live view: http://127.0.0.1:PORT/`).
    func waitForURL(timeout: Double = 30) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let match = errors.firstMatch(of: /live view: (http:\/\/[^\s]+)\n/) { return String(match.1) }
            guard process.isRunning else { throw DevToolsBrowser.Failure(description: "attach ended without serving: \(finish())") }
            usleep(20_000)
        }
        throw DevToolsBrowser.Failure(description: "attach did not say where it serves within \(timeout) s: \(errors)")
    }

    /// The port of the page's address.
    static func port(of url: String) -> UInt16? {
        url.firstMatch(of: /:(\d+)\/$/).flatMap { UInt16($0.1) }
    }

    /// Waits for the command to end (it ends by its --duration) and answers what it printed.
    func finish() -> Result {
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
                      errors: errors)
    }

    /// The trace's `touch` lines without their times, and each recognizer's states in order: what a
    /// live session's trace holds that does not depend on when the wall clock read each frame
    /// (times, velocities and the positions a recognizer reports from them do).
    static func clockFreeTrace(_ output: String) -> (touches: [String], states: [String: [String]]) {
        let lines = output.split(separator: "\n")
        let touches = lines.filter { $0.contains(#""type":"touch""#) }.map { String($0.replacing(/"t":[0-9.e-]+,/, with: "")) }
        var states: [String: [String]] = [:]
        for line in lines where line.contains(#""type":"gesture""#) {
            guard let id = line.firstMatch(of: /"gesture":"([^"]+)"/), let state = line.firstMatch(of: /"state":"([^"]+)"/) else { continue }
            states[String(id.1), default: []].append(String(state.1))
        }
        return (touches, states)
    }
}
