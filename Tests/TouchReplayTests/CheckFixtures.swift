import Foundation
import TouchReplay
import TouchReplayTools

/// Temporary case trees built from the project's own `Recordings/synth/tap` case.
struct CheckFixtures {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// The tap case the fixtures copy.
    static let tapCase = packageRoot + "/Recordings/synth/tap"

    /// A fresh empty folder; removed by ``remove()``.
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Copies the tap case to `name` (a relative path, folders created) and returns its folder.
    @discardableResult
    func addTapCase(_ name: String, files: [String] = ["recording.evemu", "scene.yml", "expected.jsonl"]) throws -> String {
        let folder = root + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in files { try FileManager.default.copyItem(atPath: Self.tapCase + "/" + file, toPath: folder + "/" + file) }
        return folder
    }

    /// Rewrites `file` in `folder`, replacing `old` with `new` (which must occur).
    func edit(_ folder: String, _ file: String, replacing old: String, with new: String) throws {
        let path = folder + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        precondition(text.contains(old), "\(old) is not in \(path)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Writes `text` to `name` under the root.
    func write(_ name: String, _ text: String) throws {
        let path = root + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The results of checking every case under the root.
    func check(_ options: CheckOptions = CheckOptions()) throws -> [CheckResult] {
        CheckRunner(options: options).run(try CaseDiscovery.discover(paths: [root]))
    }
}
