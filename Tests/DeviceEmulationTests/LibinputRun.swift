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

    /// Starts `touchreplay ARGUMENTS` with its output going to `directory/stdout.txt` and
    /// `directory/stderr.txt`; `environment` replaces the inherited one when given.
    static func start(_ arguments: [String], outputIn directory: String, environment: [String: String]? = nil) throws -> Process {
        guard FileManager.default.createFile(atPath: directory + "/stdout.txt", contents: nil),
              FileManager.default.createFile(atPath: directory + "/stderr.txt", contents: nil)
        else { throw ToolMissing("cannot create output files in \(directory)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try touchreplayPath())
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle(forWritingAtPath: directory + "/stdout.txt")
        process.standardError = FileHandle(forWritingAtPath: directory + "/stderr.txt")
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// What a process from ``start(_:outputIn:environment:)`` has printed so far.
    static func output(in directory: String) -> (output: String, errors: String) {
        (
            (try? String(contentsOfFile: directory + "/stdout.txt", encoding: .utf8)) ?? "",
            (try? String(contentsOfFile: directory + "/stderr.txt", encoding: .utf8)) ?? ""
        )
    }

    /// Runs `touchreplay ARGUMENTS` to completion, its output going to files in `directory`.
    static func touchreplay(
        _ arguments: [String], outputIn directory: String, environment: [String: String]? = nil
    ) throws -> (status: Int32, output: String, errors: String) {
        let process = try start(arguments, outputIn: directory, environment: environment)
        process.waitUntilExit()
        let (output, errors) = output(in: directory)
        return (process.terminationStatus, output, errors)
    }

    /// The processes whose parent is `parent`, in ascending id order (from `/proc/N/stat`).
    static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).sorted().filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }
}

/// A tool the test needs is missing or not built.
struct ToolMissing: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
