import Foundation

/// Paths of the shared real recordings and scratch files for the tests.
enum TestFiles {
    /// `../shared/recordings` relative to the package root (three levels above this file).
    static let recordings: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/recordings").standardized

    /// The path of the shared recording `name`.
    static func recording(_ name: String) -> String { recordings.appendingPathComponent(name).path }

    /// Writes `text` to a fresh file named `name` in a new temporary directory and returns its path.
    static func temporary(_ name: String, _ text: String) throws -> String {
        try temporary(name, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to a fresh file named `name` in a new temporary directory and returns its path.
    static func temporary(_ name: String, bytes: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("InputRecordingsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// A path in a new temporary directory, for a file a test will create.
    static func scratchPath(_ name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("InputRecordingsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name).path
    }
}
