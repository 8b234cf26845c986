import Foundation
import Testing

/// `check --update` on a really full file system (issue 27, item 6): a 256 KiB tmpfs mounted in a
/// mount namespace of the test's own (`unshare -m`, so nothing outside sees it and it goes when the
/// run ends), holding the case and a filler that leaves `free` KiB. The built binary says our one
/// line with the system's reason (it said "Operation canceled" for ENOSPC), and the old expected
/// trace stays as it was, with no temporary file beside it.
@Suite(.enabled(if: NamespaceShell.canMount, Comment(rawValue: NamespaceShell.cannotMount)))
struct CheckFullDiskCommandTests {
    @Test(arguments: [0, 16])
    func updateOnAFullFileSystemSaysOneLineAndKeepsTheOldExpectedTrace(free: Int) throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let logs = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: logs) }
        let source = ReplayFiles.packageRoot + "/Recordings/synth/seed-004-overlay"
        // The case and an old expected trace, then a filler up to `free` KiB left; check, then what it left.
        let run = try NamespaceShell.run("""
            set -e
            mount -t tmpfs -o size=256k tmpfs "$1"
            mkdir "$1/case"
            cp "$3/recording.evemu" "$3/scene.yml" "$1/case/"
            printf '{"old":1}\\n' > "$1/case/expected.jsonl"
            blocks=$(( $(df --output=avail -k "$1" | tail -n 1) / 4 - $5 / 4 ))
            dd if=/dev/zero of="$1/filler" bs=4k count="$blocks" 2>/dev/null || true
            set +e
            "$2" check "$1/case" --update --jobs 1 > "$4/out" 2> "$4/err"
            echo "status $?" > "$4/status"
            cat "$1/case/expected.jsonl" > "$4/expected"
            ls -A "$1/case" > "$4/files"
            """, folder, ReplayFiles.executable, source, logs, String(free))
        #expect(run.status == 0, "the namespace's script: \(run.standardOutput)")
        let read = { (name: String) in (try? String(contentsOfFile: logs + "/" + name, encoding: .utf8)) ?? "" }
        #expect(read("status") == "status 1\n")
        let output = read("out") + read("err")
        #expect(output.contains("ERROR \(folder)/case: \(folder)/case/expected.jsonl: cannot write: No space left on device\n"), "\(output)")
        #expect(!output.contains("Operation canceled") && !output.contains("Domain="), "\(output)")
        #expect(read("err").isEmpty || read("err").filter { $0 == "\n" }.count == 1, "\(read("err"))")
        #expect(read("expected") == "{\"old\":1}\n", "the old expected trace is intact")
        #expect(read("files") == "expected.jsonl\nrecording.evemu\nscene.yml\n", "no temporary file is left in the case")
    }
}

/// Shell scripts run in a mount namespace of their own (`unshare -m`), where they may mount file systems.
enum NamespaceShell {
    static let cannotMount = "mounting a tmpfs in a mount namespace needs root (or CAP_SYS_ADMIN) and util-linux's unshare"

    /// Whether `unshare -m` may mount a tmpfs here (root in this sandbox and on CI).
    static let canMount: Bool = {
        guard let folder = try? ReplayFiles.temporaryFolder() else { return false }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return (try? run("mount -t tmpfs -o size=64k tmpfs \"$1\"", folder))?.status == 0
    }()

    /// Runs `script` with `sh -c` in a mount namespace of its own; `arguments` are `$1`, `$2`, …
    /// (its standard output and error together in the run's standard output).
    static func run(_ script: String, _ arguments: String...) throws -> ReplayFiles.Run {
        try ReplayFiles.runMerged("/usr/bin/unshare", ["-m", "--propagation", "private", "sh", "-c", script, "sh"] + arguments)
    }
}
