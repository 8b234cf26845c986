import Foundation
import Testing

/// Issue 13: files are written one way. No source outside `Sources/OutputFiles` creates,
/// renames, writes or removes a file, or makes a folder, by itself (the C umockdev shim, which redirects other programs'
/// file calls, is not a writer of ours).
@Suite struct OneWayToWriteTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Calls that create or replace files.
    static let writingCalls = [
        "write(toFile:", "write(to: URL", ".atomic)", "createFile(", "FileHandle(forWriting", "O_CREAT", "O_TRUNC",
        "fopen(", "rename(", "mkstemp(", "ftruncate(",
        // Issue 35: folders are made and files removed by the same rules (links in sticky folders).
        "mkdir(", "mkdirat(", "unlink(", "unlinkat(", "renameat(", "O_WRONLY", "O_RDWR",
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
