import Foundation
import OutputFiles
import Testing

/// ``OutputFile`` in its default mode: a temporary file made like `mkstemp`, moved over
/// the output only on commit, keeping the old file's mode; links written through.
@Suite struct OutputFileReplaceTests {
    @Test func theOldFileStaysUntilCommitAndTheTemporaryFileIsGoneAfter() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old\n", to: "out.txt")
        let output = try OutputFile(path: scratch.path("out.txt"))
        try output.write("new\n")
        #expect(try scratch.read("out.txt") == "old\n")
        try output.commit()
        #expect(try scratch.read("out.txt") == "new\n")
        #expect(try scratch.entries() == ["out.txt"])
    }

    @Test func discardAndADroppedOutputLeaveTheOldFileAndNoTemporaryFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old\n", to: "out.txt")
        let discarded = try OutputFile(path: scratch.path("out.txt"))
        try discarded.write("new\n")
        discarded.discard()
        do {
            let dropped = try OutputFile(path: scratch.path("new.txt"))
            try dropped.write("never\n")
        }
        #expect(try scratch.read("out.txt") == "old\n")
        #expect(try scratch.entries() == ["out.txt"])
    }

    @Test func temporaryNamesAreUnpredictableAndBesideTheOutput() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let first = try OutputFile(path: scratch.path("out.txt"))
        let second = try OutputFile(path: scratch.path("out.txt"))
        let names = try scratch.entries()
        #expect(names.count == 2)
        for name in names {
            // `.out.txt.` + 12 random letters or digits + `.partial`: neither the pid nor a fixed suffix.
            #expect(name.hasPrefix(".out.txt.") && name.hasSuffix(".partial") && name.count == 9 + 12 + 8, "\(name)")
            #expect(!name.contains("\(getpid())"))
        }
        first.discard()
        second.discard()
    }

    /// The old names were `.NAME.partial-PID` (trace output) and `NAME.partial` (synth), opened
    /// without `O_EXCL | O_NOFOLLOW`: a link planted there had its target overwritten.
    @Test func linksPlantedAtTheOldTemporaryNamesAreNotFollowed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("victim\n", to: "victim.txt")
        symlink(scratch.path("victim.txt"), scratch.path(".out.txt.partial-\(getpid())"))
        symlink(scratch.path("victim.txt"), scratch.path("out.txt.partial"))
        try OutputFile.write("output\n", to: scratch.path("out.txt"))
        #expect(try scratch.read("victim.txt") == "victim\n")
        #expect(try scratch.read("out.txt") == "output\n")
    }

    @Test func aReplacedFileKeepsItsModeAndANewFileFollowsTheUmask() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old\n", to: "private.txt")
        chmod(scratch.path("private.txt"), 0o640)
        try OutputFile.write("new\n", to: scratch.path("private.txt"))
        #expect(scratch.mode("private.txt") == 0o640)
        let mask = umask(0o022)
        defer { umask(mask) }
        try OutputFile.write("new\n", to: scratch.path("fresh.txt"))
        #expect(scratch.mode("fresh.txt") == 0o644)
    }

    /// Only root may give a file away, so only root can see the owner kept.
    @Test(.enabled(if: getuid() == 0, "changing a file's owner needs root"))
    func aReplacedFileKeepsItsOwnerAndGroupWhereAllowed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old\n", to: "owned.txt")
        #expect(chown(scratch.path("owned.txt"), 4321, 8765) == 0)
        try OutputFile.write("new\n", to: scratch.path("owned.txt"))
        var status = stat()
        #expect(stat(scratch.path("owned.txt"), &status) == 0)
        #expect(status.st_uid == 4321 && status.st_gid == 8765)
    }

    /// Our decision (README "Outputs"): a link to a regular file is written through, atomically;
    /// the link stays a link.
    @Test func aLinkToARegularFileIsWrittenThroughAndStaysALink() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("real"), withIntermediateDirectories: false)
        try scratch.write("old\n", to: "real/target.txt")
        symlink("real/target.txt", scratch.path("link.txt"))
        symlink("link.txt", scratch.path("link2.txt"))
        try OutputFile.write("new\n", to: scratch.path("link2.txt"))
        #expect(try scratch.read("real/target.txt") == "new\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("link.txt")) == "real/target.txt")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("link2.txt")) == "link.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("real")) == ["target.txt"])
    }

    @Test func aDanglingLinkGetsItsTargetCreated() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        symlink("made.txt", scratch.path("link.txt"))
        try OutputFile.write("new\n", to: scratch.path("link.txt"))
        #expect(try scratch.read("made.txt") == "new\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("link.txt")) == "made.txt")
    }

    @Test func aLinkLoopIsOneLine() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        symlink("b", scratch.path("a"))
        symlink("a", scratch.path("b"))
        let error = #expect(throws: OutputFileError.self) { try OutputFile.write("x", to: scratch.path("a")) }
        #expect(error?.description == "\(scratch.path("a")): cannot follow the symbolic link: Too many levels of symbolic links")
    }

    @Test func aMissingFolderNamesTheOutputAndTheReason() {
        let error = #expect(throws: OutputFileError.self) { try OutputFile.write("x", to: "/nonexistent/folder/out.txt") }
        #expect(error?.description == "/nonexistent/folder/out.txt: cannot create: No such file or directory")
    }
}
