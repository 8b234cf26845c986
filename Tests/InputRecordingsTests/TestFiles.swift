import Foundation
import Testing

/// Paths of the shared real recordings and scratch files for the tests.
enum TestFiles {
    /// `../shared/recordings` relative to the package root (three levels above this file).
    static let recordings: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/recordings").standardized

    /// The path of the shared recording `name`.
    static func recording(_ name: String) -> String { recordings.appendingPathComponent(name).path }

    /// Writes `text` to a file named `name` in the test's scratch directory and returns its path.
    static func temporary(_ name: String, _ text: String) throws -> String {
        try temporary(name, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to a file named `name` in the test's scratch directory and returns its path.
    static func temporary(_ name: String, bytes: [UInt8]) throws -> String {
        let path = try scratchPath(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A path in the test's scratch directory, for a file the test will create.
    static func scratchPath(_ name: String) throws -> String {
        let directory = try #require(ScratchDirectory.current, "the suite needs the .scratchDirectory trait")
        return directory.appendingPathComponent(name).path
    }
}

/// Gives each test case its own temporary directory, removed when the test case ends.
struct ScratchDirectory: SuiteTrait, TestTrait, TestScoping {
    /// The directory of the running test case.
    @TaskLocal static var current: URL?

    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("InputRecordingsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await Self.$current.withValue(directory) { try await function() }
    }
}

extension Trait where Self == ScratchDirectory {
    /// A temporary directory per test case for `TestFiles.temporary` and `scratchPath`.
    static var scratchDirectory: Self { Self() }
}
