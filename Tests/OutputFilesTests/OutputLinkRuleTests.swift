import Foundation
import OutputFiles
import Testing

/// Issue 35: no output follows a symbolic link that another user planted in a sticky
/// world-writable folder such as /tmp, whatever `fs.protected_symlinks` says (it is 0 in
/// many containers). The kernel's rule (Documentation/admin-guide/sysctl/fs.rst,
/// `protected_symlinks`): such a link is followed only by its owner or when it belongs to
/// the folder's owner. The links are planted by an unprivileged user (`setpriv`), and the
/// outputs written as root, which the kernel's own permission checks never stop.
@Suite(.enabled(if: getuid() == 0, "planting a link as another user needs root"))
struct OutputLinkRuleTests {
    /// The unprivileged user that plants links (`nobody` on Debian).
    static let planter: uid_t = 65534

    /// A scratch folder (root's, 0755) holding `shared`, a sticky world-writable folder like /tmp,
    /// and a victim file of root's outside it.
    struct SharedFolder {
        let scratch: Scratch
        var shared: String { scratch.path("shared") }
        var victim: String { scratch.path("victim.txt") }

        init(sharedOwner: uid_t = 0, mode: mode_t = 0o1777) throws {
            scratch = try Scratch()
            chmod(scratch.folder, 0o755)
            try scratch.write("victim\n", to: "victim.txt")
            mkdir(scratch.path("shared"), 0o700)
            chown(scratch.path("shared"), sharedOwner, sharedOwner)
            chmod(scratch.path("shared"), mode)
        }

        /// Makes the link `name` in `shared` to `target`, as `uid`; its path.
        @discardableResult
        func plant(_ name: String, to target: String, as uid: uid_t = OutputLinkRuleTests.planter) throws -> String {
            let link = shared + "/" + name
            if uid == getuid() {
                #expect(symlink(target, link) == 0)
            } else {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
                process.arguments = ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups", "/bin/ln", "-s", target, link]
                try process.run()
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "setpriv ln -s")
            }
            var status = stat()
            #expect(lstat(link, &status) == 0 && status.st_uid == uid && status.st_mode & S_IFMT == S_IFLNK)
            return link
        }

        var victimText: String? { try? String(contentsOfFile: victim, encoding: .utf8) }

        func remove() { scratch.remove() }
    }

    /// The one line of a refused link; the message names the link and its folder as walked (no `//`).
    static func refusal(_ output: String, link: String, folder: String) -> String {
        let link = link.replacingOccurrences(of: "//", with: "/"), folder = folder.replacingOccurrences(of: "//", with: "/")
        return "\(output): refused to follow the symbolic link \(link): it belongs to user \(planter), in the sticky "
            + "world-writable folder \(folder) (the kernel's protected_symlinks rule); write the output elsewhere"
    }

    @Test func aPlantedLinkToAFileIsRefusedInEveryModeAndTheFileIsUntouched() throws {
        let folder = try SharedFolder()
        defer { folder.remove() }
        let link = try folder.plant("out.txt", to: folder.victim)
        let message = Self.refusal(link, link: link, folder: folder.shared)
        let replaced = #expect(throws: OutputFileError.self) { try OutputFile.write("owned\n", to: link) }
        #expect(replaced?.description == message)
        let grown = #expect(throws: OutputFileError.self) { try OutputFile(path: link, mode: .growInPlace) }
        #expect(grown?.description == message)
        #expect(throws: OutputFileError.self) { try OutputFile.remove(link) }
        #expect(folder.victimText == "victim\n")
        #expect(try folder.scratch.entries() == ["shared", "victim.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.shared) == ["out.txt"])
    }

    /// A dangling link would have its target created: at a place the planter chose.
    @Test func aPlantedDanglingLinkCreatesNothing() throws {
        let folder = try SharedFolder()
        defer { folder.remove() }
        let link = try folder.plant("new.txt", to: folder.scratch.path("created.txt"))
        #expect(throws: OutputFileError.self) { try OutputFile.write("owned\n", to: link) }
        #expect(throws: OutputFileError.self) { try OutputFile(path: link, mode: .growInPlace) }
        #expect(try folder.scratch.entries() == ["shared", "victim.txt"])
    }

    /// The rule holds for every folder on the way, not only the last component: a report folder
    /// under a planted link to a folder, or a file in it.
    @Test func aPlantedLinkToAFolderOnTheWayIsRefused() throws {
        let folder = try SharedFolder()
        defer { folder.remove() }
        mkdir(folder.scratch.path("target"), 0o755)
        let link = try folder.plant("reports", to: folder.scratch.path("target"))
        let file = #expect(throws: OutputFileError.self) { try OutputFile.write("owned\n", to: link + "/index.html") }
        #expect(file?.description == Self.refusal(link + "/index.html", link: link, folder: folder.shared))
        let made = #expect(throws: OutputFileError.self) { try OutputFolder.create(link + "/run/1") }
        #expect(made?.description == Self.refusal(link + "/run/1", link: link, folder: folder.shared))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.scratch.path("target")).isEmpty)
    }

    /// A link to a FIFO (or a device) would be written in place; the read end is open without
    /// blocking, so a write through the link would show as bytes in it.
    @Test func aPlantedLinkToAFifoIsNotWrittenThrough() throws {
        let folder = try SharedFolder()
        defer { folder.remove() }
        let fifo = folder.scratch.path("fifo")
        #expect(mkfifo(fifo, 0o666) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let link = try folder.plant("out.fifo", to: fifo)
        #expect(throws: OutputFileError.self) { try OutputFile.write("owned\n", to: link) }
        #expect(throws: OutputFileError.self) { try OutputFile(path: link, mode: .growInPlace) }
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0, "nothing was written into the FIFO")
    }

    /// Exactly the kernel's exceptions: the caller's own link, a link of the folder's owner, and
    /// any link in a folder that is not both sticky and world-writable are followed.
    @Test func linksTheRuleAllowsAreWrittenThrough() throws {
        let own = try SharedFolder()
        defer { own.remove() }
        try OutputFile.write("mine\n", to: try own.plant("own.txt", to: own.victim, as: 0))
        #expect(own.victimText == "mine\n")

        let owners = try SharedFolder(sharedOwner: Self.planter)
        defer { owners.remove() }
        try OutputFile.write("folder owner's\n", to: try owners.plant("out.txt", to: owners.victim))
        #expect(owners.victimText == "folder owner's\n")

        let open = try SharedFolder(mode: 0o777)
        defer { open.remove() }
        let link = try open.plant("out.txt", to: open.victim)
        let output = try OutputFile(path: link, mode: .growInPlace)
        try output.write("not sticky\n")
        try output.commit()
        #expect(open.victimText == "not sticky\n")
    }

    /// A file (not a link) of another user in the shared folder is replaced by root as before:
    /// the rule is about links.
    @Test func aPlantedFileIsReplacedKeepingItsOwner() throws {
        let folder = try SharedFolder()
        defer { folder.remove() }
        let path = folder.shared + "/theirs.txt"
        try folder.scratch.write("theirs\n", to: "shared/theirs.txt")
        chown(path, Self.planter, Self.planter)
        try OutputFile.write("replaced\n", to: path)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_uid == Self.planter)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "replaced\n")
    }
}
