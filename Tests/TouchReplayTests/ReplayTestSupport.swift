import Foundation

/// Paths and a subprocess runner for the replay tests.
enum ReplayFiles {
    /// The package root, from this file's path.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The shared real recordings (read in place, never copied).
    static func shared(_ name: String) -> String { packageRoot + "/../shared/recordings/" + name }

    /// A scene written for the real recordings.
    static func realScene(_ name: String) -> String { packageRoot + "/Recordings/real/" + name }

    /// A fresh empty temporary folder.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "touchreplay-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` to `name` in `folder` and returns the path.
    static func write(_ text: String, to name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The `touchreplay` executable built beside the test binary.
    static var executable: String {
        let binary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: binary).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("touchreplay").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("touchreplay").path
    }

    /// What a run of the executable printed and returned.
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `touchreplay` with `arguments`, with no standard input.
    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
                   standardError: String(decoding: errData, as: UTF8.self))
    }

    /// Runs the program at `path` with `arguments` and no standard input, its standard output
    /// and error into one pipe: the run's `standardOutput` holds both, in order.
    static func runMerged(_ path: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, standardOutput: String(decoding: data, as: UTF8.self), standardError: "")
    }
}
