import Foundation
import TouchReplay

/// Finds regression cases in folder trees.
///
/// A folder is a case when it holds one of ``CheckCase/markerFiles``; its
/// subfolders are not searched. Other folders are searched recursively,
/// skipping hidden ones. Cases come back sorted by name (byte order), so
/// discovery, sharding and output order do not depend on the file system.
public enum CaseDiscovery {
    /// The cases under each of `paths` (a case folder itself or a tree holding cases).
    public static func discover(paths: [String]) throws(FileError) -> [CheckCase] {
        var cases: [CheckCase] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                throw FileError(path: path, message: "no such folder")
            }
            var visited = VisitedFolders()
            try collect(folder: path, name: trimmed(path), visited: &visited, into: &cases)
        }
        var seen: Set<String> = []
        return cases.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }.filter { seen.insert($0.name).inserted }
    }

    static func trimmed(_ path: String) -> String {
        var name = path
        while name.count > 1, name.hasSuffix("/") { name.removeLast() }
        return name
    }

    /// Collects the cases under `folder`, entering each folder (by device and inode) once, so
    /// symbolic links back up the tree neither loop nor run a case twice.
    private static func collect(folder: String, name: String, visited: inout VisitedFolders, into cases: inout [CheckCase]) throws(FileError) {
        guard visited.enter(folder) else { return }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw FileError(path: folder, message: "cannot list the folder")
        }
        if entries.contains(where: CheckCase.markerFiles.contains) {
            cases.append(caseIn(folder: folder, name: name, entries: entries))
            return
        }
        for entry in entries where !entry.hasPrefix(".") {
            let child = folder + "/" + entry
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue {
                try collect(folder: child, name: name == "." ? entry : name + "/" + entry, visited: &visited, into: &cases)
            }
        }
    }

    /// The case in `folder`, with a problem listed for each missing piece.
    static func caseIn(folder: String, name: String, entries: [String]) -> CheckCase {
        var problems: [String] = []
        var recording: String?
        var description: String?
        if entries.contains(CheckCase.caseFile) {
            do {
                let named = try CaseFile.load(path: folder + "/" + CheckCase.caseFile)
                recording = resolve(named.recording, in: folder)
                description = named.description.map { resolve($0, in: folder) }
                for (label, file) in [("recording", recording), ("description", description)] {
                    if let file, !FileManager.default.fileExists(atPath: file) {
                        problems.append("\(label) \(file) named in \(CheckCase.caseFile) does not exist")
                    }
                }
            } catch {
                problems.append(error.description)
            }
        } else {
            let found = CheckCase.recordingFiles.filter(entries.contains)
            if found.count > 1 {
                problems.append("more than one recording (\(found.joined(separator: ", "))); keep one")
            } else if let file = found.first {
                recording = folder + "/" + file
                if entries.contains(CheckCase.descriptionFile) { description = folder + "/" + CheckCase.descriptionFile }
            } else {
                problems.append("missing recording (\(CheckCase.recordingFiles.joined(separator: ", ")), or a \(CheckCase.caseFile) naming one)")
            }
        }
        let scene = CheckCase.sceneFiles.first(where: entries.contains).map { folder + "/" + $0 }
        if scene == nil { problems.append("missing scene.yml") }
        let expected = folder + "/" + CheckCase.expectedFile
        for file in [recording, description, scene, expected].compactMap({ $0 }) where isSpecial(file) {
            problems.append("\(file) is not a regular file (a device, FIFO or socket); a case reads only regular files")
        }
        return CheckCase(
            name: name, folder: folder, recording: recording, description: description, scene: scene,
            expected: expected, problems: problems)
    }

    /// Whether `path` exists and is not a regular file or a folder: reading a FIFO waits
    /// for a writer, and a device never ends, in the parent where no time limit reaches.
    static func isSpecial(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }

    static func resolve(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }
}

/// The contents of a case's `case.yml`: a recording kept outside the case folder.
struct CaseFile {
    var recording: String
    var description: String?

    static func load(path: String) throws(FileError) -> CaseFile {
        let text: String
        do {
            text = try TextFile.read(path)
        } catch {
            throw FileError(path: path, message: error.reason)
        }
        let node: YAMLNode?
        do {
            node = try YAMLNode.read(text, file: path)
        } catch {
            throw FileError(yaml: error)
        }
        guard let mapping = node?.mapping else { throw FileError(path: path, line: 1, column: 1, message: "expected a mapping with 'recording'") }
        var result = CaseFile(recording: "")
        for (key, value) in mapping {
            let where_ = (line: key.line, column: key.column)
            guard let string = value.string else {
                throw FileError(path: path, line: value.line, column: value.column, message: "'\(key.string ?? "?")' must be a path")
            }
            switch key.string {
            case "recording": result.recording = string
            case "description": result.description = string
            case "note": break
            default:
                throw FileError(path: path, line: where_.line, column: where_.column, message: "unknown key '\(key.string ?? "?")' (expected recording, description, note)")
            }
        }
        guard !result.recording.isEmpty else { throw FileError(path: path, line: 1, column: 1, message: "missing 'recording: PATH'") }
        return result
    }
}
