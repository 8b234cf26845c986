import Foundation
import Testing

/// Issue 35: every command that writes a file, run as root, with its output named through a
/// symbolic link that another user planted in a sticky world-writable folder (as /tmp is):
/// `render -o` (SVG and HTML), `replay -o`, `synth -o`, `check --junit`, `check --report`
/// and `emulate -o` each refuse it in one line and the file behind the link is untouched
/// (the kernel's `fs.protected_symlinks` rule, which is 0 in many containers, applied by
/// `OutputFiles` whatever the setting). Before, each replaced the link's target, keeping its
/// mode and group.
@Suite(.enabled(if: getuid() == 0, "planting a link as another user needs root"))
struct PlantedLinkCommandTests {
    static let planter = 65534

    /// A folder (0755) holding a copy of the long-press case, a victim file and `shared`, a
    /// sticky world-writable folder; links are planted in `shared` by `planter`.
    struct Setup {
        let folder: String
        var shared: String { folder + "/shared" }
        var victim: String { folder + "/victim.txt" }
        var caseFolder: String { folder + "/case" }

        init() throws {
            folder = try ReplayFiles.temporaryFolder()
            chmod(folder, 0o755)
            try FileManager.default.copyItem(atPath: OutputSafetyCommandTests.caseFolder, toPath: folder + "/case")
            _ = try ReplayFiles.write("victim\n", to: "victim.txt", in: folder)
            mkdir(folder + "/shared", 0o700)
            chmod(folder + "/shared", 0o1777)
        }

        /// `shared/NAME` made a link to `target` by the planter.
        func plant(_ name: String, to target: String) throws -> String {
            let link = shared + "/" + name
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(PlantedLinkCommandTests.planter)", "--regid=\(PlantedLinkCommandTests.planter)",
                                 "--clear-groups", "/bin/ln", "-s", target, link]
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "setpriv ln -s")
            return link
        }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    @Test func everyCommandRefusesAPlantedLinkInOneLineAndLeavesItsTargetAlone() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let recording = setup.caseFolder + "/recording.evemu", scene = setup.caseFolder + "/scene.yml"
        let commands: [(name: String, arguments: (String) -> [String])] = [
            ("trace.jsonl", { ["replay", recording, "--scene", scene, "-o", $0] }),
            ("picture.svg", { ["render", recording, "--scene", scene, "-o", $0] }),
            ("page.html", { ["render", recording, "--scene", scene, "-o", $0] }),
            ("synth.evemu", { ["synth", setup.caseFolder + "/script.yml", "-o", $0] }),
            ("junit.xml", { ["check", setup.caseFolder, "--junit", $0] }),
        ]
        for command in commands {
            let link = try setup.plant(command.name, to: setup.victim)
            let run = try ReplayFiles.run(command.arguments(link))
            #expect(run.status != 0, "\(command.name): \(run.standardError)")
            let lines = run.standardError.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("touchreplay: \(link): refused to follow the symbolic link ")
                        && lines[0].hasSuffix("(the kernel's protected_symlinks rule); write the output elsewhere"),
                    "\(command.name): \(run.standardError)")
            #expect(try String(contentsOfFile: setup.victim, encoding: .utf8) == "victim\n", "\(command.name) wrote through the link")
        }
    }

    /// A report folder or an emulation folder under a planted link to a folder: nothing is created there.
    @Test func foldersUnderAPlantedLinkAreNotCreated() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let target = setup.folder + "/target"
        mkdir(target, 0o755)
        let link = try setup.plant("reports", to: target)
        let report = try ReplayFiles.run(["check", setup.caseFolder, "--report", link + "/run"])
        #expect(report.status != 0)
        #expect(report.standardError.contains("touchreplay: \(link)/run: refused to follow the symbolic link "), "\(report.standardError)")
        let emulate = try ReplayFiles.run(["emulate", setup.caseFolder + "/recording.evemu", "-o", link + "/device"])
        #expect(emulate.status != 0)
        #expect(emulate.standardError.contains("refused to follow the symbolic link"), "\(emulate.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
    }
}
