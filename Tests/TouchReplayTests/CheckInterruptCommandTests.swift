import Foundation
import Testing

/// Issue 35: `check` printed its cases' lines only when every case had run, through a buffered
/// standard output: piped, and stopped by Ctrl-C or a `kill`, it printed none of the cases it
/// had finished. Each case's line now goes out as it finishes; interrupted, `check` prints the
/// finished ones, says so in one line and ends as killed by the signal.
@Suite struct CheckInterruptCommandTests {
    /// Three cases, the second slow (a long rotation at 1 kHz, replayed for seconds, with its own
    /// trace as the expected one, so that the comparison reads it to the end); the cases' folder.
    static func cases() throws -> String {
        let folder = try ReplayFiles.temporaryFolder()
        for name in ["a-first", "c-third"] {
            try FileManager.default.copyItem(atPath: OutputSafetyCommandTests.caseFolder, toPath: folder + "/" + name)
        }
        let slow = folder + "/b-slow"
        try FileManager.default.createDirectory(atPath: slow, withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: OutputSafetyCommandTests.caseFolder + "/scene.yml", toPath: slow + "/scene.yml")
        let script = try ReplayFiles.write(
            "device: multitouch\nscreen: [800, 480]\nrate: 1000\ngestures:\n  - rotate: {center: [400, 240], distance: 200, from: 0, to: 3600, duration: 40}\n",
            to: "script.yml", in: folder)
        let run = try ReplayFiles.run(["synth", script, "-o", slow + "/recording.evemu"])
        try #require(run.status == 0, "\(run.standardError)")
        let update = try ReplayFiles.run(["check", slow, "--update"])
        try #require(update.status == 0, "\(update.standardError)")
        return folder
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalledCheckWithItsOutputOnAPipeHasPrintedEachFinishedCase(_ signal: Int32) throws {
        let folder = try Self.cases()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ReplayFiles.executable)
        process.arguments = ["check", folder, "--jobs", "1"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        // The first case's line comes through the pipe while the slow case runs.
        // Read with read(2): what the pipe holds now, not until more comes.
        var output = Data()
        let reader = out.fileHandleForReading
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while !output.contains(UInt8(ascii: "\n")) {
            let count = read(reader.fileDescriptor, &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[..<count]
        }
        let firstLine = String(decoding: output, as: UTF8.self)
        #expect(firstLine.hasPrefix("PASS") && firstLine.contains("a-first"), "the first case's line, before the others ran: \(firstLine)")
        #expect(process.isRunning, "the slow case is still running")
        kill(process.processIdentifier, signal)
        output += reader.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("a-first"), "\(lines)")
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(errors == "touchreplay: interrupted by \(name): 1 of 3 cases finished\n", "\(errors)")
    }

    /// Uninterrupted, the lines come in the cases' order with any number of jobs, as before.
    @Test func anUninterruptedCheckPrintsEveryCaseInOrderThenTheSummary() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["one", "two", "three"] {
            try FileManager.default.copyItem(atPath: OutputSafetyCommandTests.caseFolder, toPath: folder + "/" + name)
        }
        let run = try ReplayFiles.run(["check", folder, "--jobs", "3"])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 4 && lines[0].hasSuffix("one") && lines[1].hasSuffix("three") && lines[2].hasSuffix("two"), "\(lines)")
    }
}
