import Foundation

/// A fresh folder for one test, and helpers to look into it.
struct Scratch {
    let folder: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/touchreplay-output-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        folder = String(cString: made)
    }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String { folder + "/" + name }

    /// The folder's entries, sorted.
    func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    /// The text of `name`.
    func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    /// The permission bits of `name` (not following links).
    func mode(_ name: String) -> mode_t {
        var status = stat()
        lstat(path(name), &status)
        return status.st_mode & 0o7777
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
