import Foundation
import Testing

/// The built `touchreplay` binary on the project's own cases and on bad input.
@Suite struct CasesBinaryTests {
    /// The `touchreplay` executable next to the test bundle, or in .build/debug.
    static var binary: String? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("touchreplay").path,
            CheckFixtures.packageRoot + "/.build/debug/touchreplay",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(binary, "build it first: swift build --product touchreplay"))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: CheckFixtures.packageRoot)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output, error)
    }

    @Test func everyProjectCasePasses() throws {
        let (status, output, _) = try Self.run(["check", "Recordings", "--jobs", "2"])
        #expect(status == 0, "\(output)")
        #expect(output.hasSuffix("0 failed, 0 errors\n"))
    }

    @Test func parallelAndShardedRunsPrintWhatTheSerialRunPrints() throws {
        let serial = try Self.run(["check", "Recordings", "--jobs", "1"])
        let parallel = try Self.run(["check", "Recordings", "--jobs", "3"])
        #expect(parallel.output == serial.output)
        let shards = try (1...3).map { try Self.run(["check", "Recordings", "--shard", "\($0)/3"]).output }
        let caseLines = { (text: String) in text.split(separator: "\n").filter { !$0.contains(" cases: ") }.sorted() }
        #expect(caseLines(shards.joined(separator: "\n")) == caseLines(serial.output), "the shards together run every case once")
    }

    @Test func aMissingFolderExitsWithTwoAndOneLine() throws {
        let (status, _, error) = try Self.run(["check", "/no/such/cases"])
        #expect(status == 2)
        #expect(error == "touchreplay: /no/such/cases: no such folder\n")
    }

    @Test func renderWritesNoFileWhenTheReplayFails() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).svg").path
        let (status, _, error) = try Self.run(["render", "/no/such.evemu", "--scene", "Recordings/synth/tap/scene.yml", "-o", output])
        #expect(status != 0)
        #expect(error.hasPrefix("touchreplay: ") && error.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func synthWritesNoFileForABadScript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("synth-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "gestures:\n  - tap: [1]\n".write(toFile: folder + "/bad.yml", atomically: true, encoding: .utf8)
        let (status, _, error) = try Self.run(["synth", folder + "/bad.yml", "-o", folder + "/out.evemu"])
        #expect(status == 1)
        #expect(error == "touchreplay: \(folder)/bad.yml:2:10: at must be [x, y]\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.evemu"))
    }
}
