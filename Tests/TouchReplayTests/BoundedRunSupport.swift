import Foundation

/// Runs of the built `touchreplay` under limits: a run that hangs is killed, and one
/// that would grow past a memory ceiling fails, so a regression fails its test instead
/// of stalling the suite.
enum BoundedRun {
    /// What a bounded run printed and how it ended.
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var timedOut: Bool
    }

    /// Runs `touchreplay arguments` with at most `megabytes` of address space, killed after `seconds`
    /// (standard output goes through a file, so a large one cannot stall the run).
    static func run(_ arguments: [String], seconds: Double, megabytes: Int = 2048) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        process.arguments = ["--as=\(megabytes * 1_048_576)", "--", ReplayFiles.executable] + arguments
        let err = Pipe()
        let outPath = NSTemporaryDirectory() + "bounded-run-" + UUID().uuidString
        guard FileManager.default.createFile(atPath: outPath, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(atPath: outPath) }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        defer { try? out.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let outText = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, standardOutput: outText, standardError: String(decoding: errData, as: UTF8.self), timedOut: timedOut)
    }
}
