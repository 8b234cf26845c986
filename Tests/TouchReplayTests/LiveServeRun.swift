import Foundation
import Testing

/// `touchreplay attach /dev/input/event50 --serve …` on the Atmel touchscreen emulated
/// in `HotplugProbe`'s umockdev test bed, which writes a one-finger drag into it in real
/// time once a page connected (`drag:`: each frame stamped with CLOCK_MONOTONIC as it is
/// written, as a driver stamps a report; umockdev's script replay keeps the script's
/// stamps, which drift from the writes). The test opens the page or the port meanwhile.
/// Other devices of ../shared/recordings, and other steps, with ``start(in:description:events:node:steps:arguments:)``.
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
        try start(in: folder, steps: (waitFor.map { ["line:" + $0, "sleep:0.3"] } ?? []) + ["drag:" + device(in: folder)], arguments: arguments)
    }

    /// The test bed's name for the emulated device's files in `folder`, as its steps take it (`drag:` + this).
    static func device(in folder: String) -> String { folder + "/device" }

    /// Starts `attach /dev/input/eventNODE` with `arguments` on the device of `description` (a file of
    /// ../shared/recordings) that umockdev emulates, the test bed taking `steps` once the command started
    /// (HotplugProbe's steps). With `events` (a recording there), its events, rebased to begin 0.3 s after
    /// they are played, wait for a `play:` step.
    static func start(in folder: String, description: String = "atmel-maxtouch.desc", events: String? = nil, node: Int = 50,
                      steps: [String], arguments: [String]) throws -> LiveServeRun {
        let base = device(in: folder)
        var emulation = ["emulate", ReplayFiles.shared(description)] + (events.map { [ReplayFiles.shared($0)] } ?? [])
        emulation += ["-o", folder, "--node", String(node), "--lead-in", "0.3"] + (events == nil && !description.hasSuffix(".events") ? ["--no-events"] : [])
        let emulate = try ReplayFiles.run(emulation)
        guard emulate.status == 0 else { throw DevToolsBrowser.Failure(description: "emulate: \(emulate.standardError)") }
        if FileManager.default.fileExists(atPath: base + ".events") { try FileManager.default.moveItem(atPath: base + ".events", toPath: base + ".play.events") }
        let umockdevRun = try ReplayAttachTests.umockdevRun()
        let wrapper = String(umockdevRun.dropLast("umockdev-run".count)) + "umockdev-wrapper"
        let probe = URL(fileURLWithPath: ReplayFiles.executable).deletingLastPathComponent().appendingPathComponent("HotplugProbe").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: wrapper)
        process.arguments = [probe, "add:" + base, "start"] + steps + ["--", ReplayFiles.executable, "attach", "/dev/input/event\(node)"] + arguments
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
