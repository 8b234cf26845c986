import Foundation
import OutputFiles
import Testing

/// With ``TemporaryFiles/removeOnTermination()``, a process stopped by a signal or by `exit()`
/// while writing an output leaves no temporary file, and still ends as the signal says.
/// Each child process writes into a folder named after its parent, the test process.
@Suite struct TemporaryFilesTests {
    static func folder(_ tag: String, parent: pid_t) -> String {
        NSTemporaryDirectory() + "/touchreplay-\(tag)-\(parent)"
    }

    /// Makes the folder with an `out.txt` holding "old", runs `body`, then checks that only
    /// the untouched `out.txt` is left.
    static func withFolder(_ tag: String, _ body: () async -> Void) async throws {
        let folder = folder(tag, parent: getpid())
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: folder + "/out.txt"))
        await body()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.txt"])
        #expect(try String(contentsOfFile: folder + "/out.txt", encoding: .utf8) == "old\n")
    }

    @Test func sigintDuringAWriteRemovesTheTemporaryFileAndStillEndsBySIGINT() async throws {
        try await Self.withFolder("sigint") {
            await #expect(processExitsWith: .signal(SIGINT)) {
                TemporaryFiles.removeOnTermination()
                let output = try OutputFile(path: TemporaryFilesTests.folder("sigint", parent: getppid()) + "/out.txt")
                try output.write("half")
                raise(SIGINT)
                exit(0)
            }
        }
    }

    @Test func sigtermDuringAWriteRemovesTheTemporaryFileAndStillEndsBySIGTERM() async throws {
        try await Self.withFolder("sigterm") {
            await #expect(processExitsWith: .signal(SIGTERM)) {
                TemporaryFiles.removeOnTermination()
                let output = try OutputFile(path: TemporaryFilesTests.folder("sigterm", parent: getppid()) + "/out.txt")
                try output.write("half")
                raise(SIGTERM)
                exit(0)
            }
        }
    }

    @Test func exitDuringAWriteRemovesTheTemporaryFile() async throws {
        try await Self.withFolder("exit") {
            await #expect(processExitsWith: .exitCode(7)) {
                TemporaryFiles.removeOnTermination()
                let output = try OutputFile(path: TemporaryFilesTests.folder("exit", parent: getppid()) + "/out.txt")
                try output.write("half")
                exit(7)
            }
        }
    }

    @Test func anIgnoredSignalStaysIgnored() async {
        await #expect(processExitsWith: .success) {
            signal(SIGHUP, SIG_IGN)
            TemporaryFiles.removeOnTermination()
            raise(SIGHUP)
            exit(0)
        }
    }
}
