import Foundation
import Glibc

/// Runs the built `touchreplay` and the system tools the libinput tests need;
/// a missing tool is a failure with the package to install, never a skip.
enum LibinputRun {
    /// The directory of the running test executable (SwiftPM's `.build/debug`).
    static var buildDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = String(decoding: buffer[..<max(0, length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return URL(fileURLWithPath: executable).deletingLastPathComponent().path
    }

    /// The `touchreplay` executable built next to the tests.
    static func touchreplayPath() throws -> String {
        let path = buildDirectory + "/touchreplay"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ToolMissing("touchreplay is not built at \(path); run `swift build` before the tests")
        }
        return path
    }

    /// `name` from PATH, or a failure naming the Debian package that provides it.
    static func tool(_ name: String, package: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
            return "\(directory)/\(name)"
        }
        throw ToolMissing("\(name) is not installed: install \(package) (`apt-get install \(package)`) to run the libinput emulation tests")
    }

    /// Runs `touchreplay ARGUMENTS` to completion, its output going to files in `directory`.
    static func touchreplay(_ arguments: [String], outputIn directory: String) throws -> (status: Int32, output: String, errors: String) {
        let outputPath = directory + "/stdout.txt", errorPath = directory + "/stderr.txt"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
              FileManager.default.createFile(atPath: errorPath, contents: nil)
        else { throw ToolMissing("cannot create output files in \(directory)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try touchreplayPath())
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try String(contentsOfFile: outputPath, encoding: .utf8),
            try String(contentsOfFile: errorPath, encoding: .utf8)
        )
    }
}

/// A tool the test needs is missing or not built.
struct ToolMissing: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
