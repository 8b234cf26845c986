import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// `touchreplay check` runs each case's replay in a child process with a time
/// limit: a case that crashes or never ends is that case's error only, and
/// the other cases, the summary and the JUnit file still come out (issue 12).
@Suite struct CheckIsolationTests {
    /// Runs `touchreplay` with `arguments`, killing it (and failing) if it takes more than `limit` seconds.
    static func runGuarded(_ arguments: [String], limit: TimeInterval = 120) throws -> ReplayFiles.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ReplayFiles.executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("touchreplay \(arguments.joined(separator: " ")) was still running after \(limit) s")
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ReplayFiles.Run(status: process.terminationStatus, standardOutput: String(decoding: output, as: UTF8.self),
                               standardError: String(decoding: error, as: UTF8.self))
    }

    @Test func aCaseWhoseRecordingIsAFIFOIsRefusedAndTheOthersRun() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.addTapCase("a")
        let blocked = try fixtures.addTapCase("b", files: ["scene.yml", "expected.jsonl"])
        #expect(mkfifo(blocked + "/recording.evemu", 0o600) == 0)
        try fixtures.addTapCase("c")
        let junit = fixtures.root + "/report.xml"
        let run = try Self.runGuarded(["check", fixtures.root, "--timeout", "1", "--junit", junit])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines == [
            "PASS \(fixtures.root)/a",
            "ERROR \(fixtures.root)/b: \(blocked)/recording.evemu is not a regular file (a device, FIFO or socket); a case reads only regular files",
            "PASS \(fixtures.root)/c",
            "3 cases: 2 passed, 0 failed, 1 error",
        ])
        let report = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(report.components(separatedBy: "<testcase ").count == 4)
    }

    @Test func theTimeLimitMustBePositive() throws {
        let run = try Self.runGuarded(["check", "Recordings", "--timeout", "0"])
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("touchreplay: --timeout must be a number of seconds greater than 0\n"))
    }

    /// A stand-in for the executable: a shell script that does `body`.
    static func script(_ body: String, in folder: String) throws -> String {
        let path = try ReplayFiles.write("#!/bin/sh\n" + body + "\n", to: "fake-touchreplay", in: folder)
        #expect(chmod(path, 0o755) == 0)
        return path
    }

    /// The outcome of one case replayed by a script doing `body`; `openForWriting`
    /// keeps the script open for writing from before the start until `openForWriting` seconds later.
    static func outcome(runningScript body: String, openForWriting: Double? = nil) throws -> CheckOutcome {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.addTapCase("only")
        let executable = try script(body, in: fixtures.root)
        if let openForWriting {
            let descriptor = open(executable, O_WRONLY | O_CLOEXEC)
            try #require(descriptor >= 0)
            Thread.detachNewThread {
                usleep(useconds_t(openForWriting * 1e6))
                close(descriptor)
            }
        }
        let runner = CheckRunner(options: CheckOptions(), replayer: IsolatedReplay(executable: executable, timeLimit: 30).replayer)
        let results = runner.run(try CaseDiscovery.discover(paths: [fixtures.root]))
        #expect(results.count == 1)
        return try #require(results.first).outcome
    }

    @Test func aReplayThatCrashesIsThatCasesError() throws {
        #expect(try Self.outcome(runningScript: "kill -SEGV $$") == .broken("the replay crashed: Segmentation fault (signal 11)"))
    }

    /// `posix_spawn` refuses an executable open for writing anywhere ("Text file
    /// busy"), as it is for a moment after another thread's fork inherits a
    /// descriptor of a file just written: the start is tried again for a second.
    @Test func anExecutableOpenForWritingForAMomentStillStarts() throws {
        let outcome = try Self.outcome(runningScript: "kill -SEGV $$", openForWriting: 0.2)
        #expect(outcome == .broken("the replay crashed: Segmentation fault (signal 11)"))
    }

    @Test func anExecutableKeptOpenForWritingIsThatCasesErrorInOneLine() throws {
        let outcome = try Self.outcome(runningScript: "kill -SEGV $$", openForWriting: 3)
        guard case let .broken(message) = outcome else {
            Issue.record("expected an error, got \(outcome)")
            return
        }
        #expect(message.hasPrefix("cannot run /"))
        #expect(message.hasSuffix("/fake-touchreplay: Text file busy"))
    }

    @Test func aReplayThatFailsGivesItsLastErrorLine() throws {
        let outcome = try Self.outcome(runningScript: "echo 'touchreplay: x.evemu:3:4: expected a decimal event value' >&2; exit 1")
        #expect(outcome == .broken("x.evemu:3:4: expected a decimal event value"))
    }

    @Test func theChildsTraceIsWhatIsCompared() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let folder = try fixtures.addTapCase("tap")
        let isolated = IsolatedReplay(executable: ReplayFiles.executable)
        let checkCase = try #require(CaseDiscovery.discover(paths: [folder]).first)
        func trace(_ replayer: CheckRunner.Replayer, _ name: String) throws -> String {
            let path = fixtures.root + "/\(name).jsonl"
            let output = try TraceOutput(path: path)
            try replayer(checkCase, output)
            try output.commit()
            return try String(contentsOfFile: path, encoding: .utf8)
        }
        let inProcess = try trace(CheckRunner.replayCase, "in-process")
        let child = try trace(isolated.replayer, "child")
        #expect(child == inProcess)
        #expect(!child.isEmpty)
    }
}
