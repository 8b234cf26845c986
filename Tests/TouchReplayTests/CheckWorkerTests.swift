import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// `touchreplay check` replays cases in worker processes that each take many
/// cases (issue 26, item 6): start-up is paid per worker, not per case, and a
/// worker that crashes or hangs fails only the case it was on; a new worker
/// takes the next case.
@Suite struct CheckWorkerTests {
    /// A wrapper around the real `touchreplay` that logs each worker it starts
    /// (its process id: `exec` keeps it) to `log`, then becomes that worker.
    ///
    /// Written through a close-on-exec descriptor: a descriptor open for writing that a child
    /// started by another test at that moment inherited would make running it fail with
    /// `ETXTBSY` ("Text file busy").
    static func loggingExecutable(in folder: String, log: String) throws -> String {
        let path = folder + "/logging-touchreplay"
        let text = Array("#!/bin/sh\necho $$ >> '\(log)'\nexec '\(ReplayFiles.executable)' \"$@\"\n".utf8)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        try #require(written == text.count)
        return path
    }

    static func workerStarts(_ log: String) -> [Int32] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
    }

    /// The cases of `fixtures`, with `blocked`'s recording a FIFO nobody writes to. Discovery refuses
    /// such a case up front, so it is made here as a program could make it: a replay that never ends.
    static func cases(_ fixtures: CheckFixtures, blocked: String) throws -> [CheckCase] {
        try CaseDiscovery.discover(paths: [fixtures.root]).map { found in
            guard found.folder == blocked else { return found }
            return CheckCase(name: found.name, folder: found.folder, recording: blocked + "/recording.evemu",
                             scene: blocked + "/scene.yml", expected: blocked + "/expected.jsonl")
        }
    }

    @Test func twentyCasesOnTwoJobsStartAtMostTwoWorkers() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        for index in 0..<20 { try fixtures.addTapCase("case-\(index)") }
        let log = fixtures.root + "/workers.log"
        let isolated = IsolatedReplay(executable: try Self.loggingExecutable(in: fixtures.root, log: log), timeLimit: 60)
        let cases = try CaseDiscovery.discover(paths: [fixtures.root])
        let results = CheckRunner(options: CheckOptions(jobs: 2), replayer: isolated.replayer).run(cases)
        #expect(results.count == 20)
        #expect(results.allSatisfy { $0.outcome == .passed })
        let starts = Self.workerStarts(log)
        #expect((1...2).contains(starts.count), "workers started: \(starts.count)")
    }

    @Test func aWorkerKilledMidCaseFailsThatCaseAndANewWorkerTakesTheNext() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.addTapCase("a")
        let blocked = try fixtures.addTapCase("b", files: ["scene.yml", "expected.jsonl"])
        let fifo = blocked + "/recording.evemu"
        #expect(mkfifo(fifo, 0o600) == 0)
        try fixtures.addTapCase("c")
        let log = fixtures.root + "/workers.log"
        let isolated = IsolatedReplay(executable: try Self.loggingExecutable(in: fixtures.root, log: log), timeLimit: 60)
        let cases = try Self.cases(fixtures, blocked: blocked)
        // Once the worker has opened the FIFO (case b), it is killed, as the kernel's out-of-memory killer
        // would kill it. (SIGKILL: a SIGSEGV sent with kill(2) is caught by the Swift runtime's backtracer,
        // which then lets the process go on; a real fault still ends it.)
        let crasher = Thread {
            let deadline = Date().addingTimeInterval(30)
            var descriptor: Int32 = -1
            while descriptor < 0, Date() < deadline {
                descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
                if descriptor < 0 { usleep(10_000) }
            }
            guard descriptor >= 0, let worker = Self.workerStarts(log).last else { return }
            kill(worker, SIGKILL)
            close(descriptor)
        }
        crasher.start()
        let results = CheckRunner(options: CheckOptions(jobs: 1), replayer: isolated.replayer).run(cases)
        #expect(results.map(\.outcome) == [.passed, .broken("the replay crashed: Killed (signal 9)"), .passed])
        #expect(Self.workerStarts(log).count == 2)
    }

    @Test func aWorkerPastTheTimeLimitIsReplacedAndTheRunGoesOn() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let blocked = try fixtures.addTapCase("a", files: ["scene.yml", "expected.jsonl"])
        #expect(mkfifo(blocked + "/recording.evemu", 0o600) == 0)
        try fixtures.addTapCase("b")
        try fixtures.addTapCase("c")
        let log = fixtures.root + "/workers.log"
        let isolated = IsolatedReplay(executable: try Self.loggingExecutable(in: fixtures.root, log: log), timeLimit: 1)
        let results = CheckRunner(options: CheckOptions(jobs: 1), replayer: isolated.replayer).run(try Self.cases(fixtures, blocked: blocked))
        #expect(results.map(\.outcome) == [.broken("the replay did not finish within 1 s and was stopped (check --timeout)"), .passed, .passed])
        #expect(Self.workerStarts(log).count == 2)
    }

    @Test func aFailingReplayKeepsItsWorkerAndGivesItsOneLineError() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let broken = try fixtures.addTapCase("a")
        try "EVEMU 1.3\n# broken\nE: 0.000000 0003 0035 oops\n".write(toFile: broken + "/recording.evemu", atomically: true, encoding: .utf8)
        try fixtures.addTapCase("b")
        let log = fixtures.root + "/workers.log"
        let isolated = IsolatedReplay(executable: try Self.loggingExecutable(in: fixtures.root, log: log), timeLimit: 60)
        let results = CheckRunner(options: CheckOptions(jobs: 1), replayer: isolated.replayer).run(try CaseDiscovery.discover(paths: [fixtures.root]))
        // The same line `touchreplay replay` prints for the file, without its prefix.
        let replay = try ReplayFiles.run(["replay", broken + "/recording.evemu", "--scene", broken + "/scene.yml"])
        let expectedLine = String(replay.standardError.split(separator: "\n").last ?? "").replacingOccurrences(of: "touchreplay: ", with: "")
        #expect(!expectedLine.isEmpty)
        #expect(results.map(\.outcome) == [.broken(expectedLine), .passed])
        #expect(Self.workerStarts(log).count == 1)
    }

    @Test func aWorkerIsNotADirectCommand() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ReplayFiles.executable)
        process.arguments = ["check-worker"]
        let input = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        input.fileHandleForWriting.write(Data("not a request\n".utf8))
        try input.fileHandleForWriting.close()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "touchreplay: check-worker: a request is not three NUL-terminated paths and a newline\n")
        let help = try ReplayFiles.run(["--help"])
        #expect(!help.standardOutput.contains("check-worker"))
    }
}
