import Foundation
import Testing

/// Issue 13: files are written one way. No source outside `Sources/OutputFiles` creates,
/// renames or writes a file by itself (the C umockdev shim, which redirects other programs'
/// file calls, is not a writer of ours).
@Suite struct OneWayToWriteTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Calls that create or replace files.
    static let writingCalls = [
        "write(toFile:", "write(to: URL", ".atomic)", "createFile(", "FileHandle(forWriting", "O_CREAT", "O_TRUNC",
        "fopen(", "rename(", "mkstemp(", "ftruncate(",
    ]

    @Test func onlyOutputFilesCreatesOrReplacesFiles() throws {
        let root = Self.sources.path
        let files = try #require(FileManager.default.subpathsOfDirectory(atPath: root) as [String]?)
        var offenders: [String] = []
        for file in files.sorted() where file.hasSuffix(".swift") && !file.hasPrefix("OutputFiles/") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for call in Self.writingCalls where text.contains(call) { offenders.append("\(file): \(call)") }
        }
        #expect(offenders.isEmpty, "write through OutputFile instead: \(offenders)")
        #expect(files.contains("OutputFiles/OutputFile.swift"))
    }
}
