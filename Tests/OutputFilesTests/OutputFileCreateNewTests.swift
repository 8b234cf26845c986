import Foundation
import OutputFiles
import Testing

/// ``OutputFile`` in ``OutputFile/Mode/createNew`` mode (a flight recorder's dumps):
/// the file appears whole on commit, linked into place, and nothing already at the
/// path (a file that appeared meanwhile, a dangling link) is ever replaced.
@Suite struct OutputFileCreateNewTests {
    @Test func theFileAppearsOnlyOnCommitAndNoTemporaryFileIsLeft() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let output = try OutputFile(path: scratch.path("dump.yml"), mode: .createNew)
        try output.write("whole\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("dump.yml")))
        try output.commit()
        #expect(try scratch.read("dump.yml") == "whole\n")
        #expect(try scratch.entries() == ["dump.yml"])
    }

    @Test func aFileThatAppearedMeanwhileIsKeptAndTheCommitFailsWithEEXIST() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let output = try OutputFile(path: scratch.path("dump.yml"), mode: .createNew)
        try output.write("new\n")
        _ = try scratch.write("someone else's\n", to: "dump.yml")
        #expect(throws: OutputFileError(path: scratch.path("dump.yml"), reason: .system(.rename, errno: EEXIST))) { try output.commit() }
        #expect(try scratch.read("dump.yml") == "someone else's\n")
        #expect(try scratch.entries() == ["dump.yml"], "the temporary file is removed")
    }

    @Test func aDanglingLinkIsNotFollowedNorReplaced() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createSymbolicLink(atPath: scratch.path("dump.yml"), withDestinationPath: scratch.path("target"))
        let output = try OutputFile(path: scratch.path("dump.yml"), mode: .createNew)
        try output.write("new\n")
        #expect(throws: OutputFileError.self) { try output.commit() }
        #expect(!FileManager.default.fileExists(atPath: scratch.path("target")))
        #expect(try scratch.entries() == ["dump.yml"])
    }
}
