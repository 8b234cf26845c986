import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// Runs `touchreplay` against a device that umockdev emulates from a recording:
/// the integration path (umockdev-run, libevdev, poll, decoder, CLI) without
/// hardware, root or uinput. umockdev replays in real time, so each run keeps a
/// short lead-in and a cut recording.
struct EmulatedDeviceRun {
    /// The shared recordings, `../shared/recordings` from the package root.
    static let recordings: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("../shared/recordings").standardizedFileURL.path
    }()

    /// Time before the first recorded event, so that touchreplay usually has the device open
    /// when the recording starts (it sees every event either way: see ``maximumEvents``).
    static let leadIn: Duration = .milliseconds(600)
    /// The most events one emulated run may send (the script's opening `SYN_REPORT` and
    /// injected `SYN_DROPPED`s included): 4,095 / 24.
    ///
    /// The most events an emulated run may replay so that a late reader still reads whole
    /// events (umockdev's pseudo-terminal buffer: see `EmulatedDevice.eventsSafeFromFallingBehind`).
    static let maximumEvents = EmulatedDevice.eventsSafeFromFallingBehind

    /// Whole frames of `events`, from the frame that holds `events[start]` on, with at most
    /// ``maximumEvents`` − 1 − `extra` events (`extra`: the `SYN_DROPPED`s the run injects).
    static func fitting(_ events: [InputEvent], from start: Int = 0, extra: Int = 0) -> [InputEvent] {
        let first = events[..<start].lastIndex(where: \.isReport).map { $0 + 1 } ?? 0
        let window = events[first...].prefix(maximumEvents - 1 - extra)
        guard let lastReport = window.lastIndex(where: \.isReport) else { return [] }
        return Array(events[first...lastReport])
    }
    /// How long `events`/`record` wait without events before they stop (umockdev has no end-of-stream).
    static let idleTimeout = "1.2"

    /// An executable of the package (by default `touchreplay`) built next to the test bundle.
    static func executablePath(_ name: String = "touchreplay") throws -> String {
        let directory = Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let path = directory.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw SetupFailure("\(name) is not built at \(path); run `swift build` before the tests")
        }
        return path
    }

    /// `umockdev-run` from PATH; its absence is a failure, not a skip.
    static func umockdevRunPath() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/umockdev-run"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw SetupFailure("umockdev-run is not installed: install umockdev (`apt-get install umockdev`) to run the live-device tests")
    }

    /// A fresh directory for one test's files.
    static func temporaryDirectory() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/touchreplay-devices-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw SetupFailure("mkdtemp failed: errno \(errno)") }
        return String(cString: made)
    }

    /// Removes a directory made by ``temporaryDirectory()`` and everything in it.
    static func remove(_ directory: String) {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The recording's description and events, read in-process.
    static func read(_ events: String, description: String? = nil) throws -> (DeviceDescription, [InputEvent]) {
        let reader = try RecordingReader(
            path: "\(recordings)/\(events)", descriptionPath: description.map { "\(recordings)/\($0)" })
        return (reader.description, try reader.readAll())
    }

    /// The emulated device generated into a fresh directory.
    let device: EmulatedDevice
    let directory: String

    init(description: DeviceDescription, events: [InputEvent]?, options: EmulationOptions) throws {
        directory = try Self.temporaryDirectory()
        device = try EmulatedDevice.generate(description: description, events: events, into: directory, options: options)
        guard device.replayedEvents.count <= Self.maximumEvents else {
            Self.remove(directory)
            throw SetupFailure(
                "the emulation sends \(device.replayedEvents.count) events, more than the \(Self.maximumEvents) umockdev's "
                    + "pseudo-terminal holds for a late reader: pick a part of the recording with EmulatedDeviceRun.fitting")
        }
    }

    /// Removes the generated files and whatever the run wrote next to them.
    func removeFiles() { Self.remove(directory) }

    /// Starts `touchreplay ARGUMENTS` (or another of the package's executables) under umockdev-run
    /// with stdout and stderr going to files; `wrapper` (such as `prlimit --fsize=N`) runs the executable.
    func start(_ arguments: [String], executable: String = "touchreplay", wrapper: [String] = []) throws -> RunningCommand {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.umockdevRunPath())
        process.arguments = Array(device.runArguments.dropFirst()) + wrapper + [try Self.executablePath(executable)] + arguments
        let output = directory + "/stdout.txt", errors = directory + "/stderr.txt"
        guard FileManager.default.createFile(atPath: output, contents: nil),
              FileManager.default.createFile(atPath: errors, contents: nil)
        else { throw SetupFailure("cannot create output files in \(directory)") }
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle(forWritingAtPath: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return RunningCommand(process: process, outputPath: output, errorPath: errors)
    }

    /// Runs `touchreplay ARGUMENTS` under umockdev-run to completion.
    func run(_ arguments: [String], wrapper: [String] = []) throws -> CommandResult {
        let running = try start(arguments, wrapper: wrapper)
        running.process.waitUntilExit()
        return running.result
    }
}

/// A `touchreplay` process started by ``EmulatedDeviceRun/start(_:)``.
struct RunningCommand {
    let process: Process
    let outputPath: String
    let errorPath: String

    var result: CommandResult {
        CommandResult(
            status: process.terminationStatus,
            output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    /// Waits until standard output holds at least `lines` lines (or fails after `timeout`).
    func waitForOutput(lines: Int, timeout: Duration = .seconds(20)) throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            if text.split(separator: "\n").count >= lines { return }
            guard process.isRunning else { throw SetupFailure("touchreplay exited early: \(result)") }
            usleep(20_000)
        }
        throw SetupFailure("touchreplay printed fewer than \(lines) lines in \(timeout)")
    }
}

/// What a finished `touchreplay` run printed.
struct CommandResult: CustomStringConvertible {
    var status: Int32
    var output: String
    var errors: String

    var lines: [Substring] { output.split(separator: "\n") }
    var description: String { "exit \(status), stderr: \(errors), stdout: \(output.prefix(400))" }
}

/// A test environment problem, reported as a failure with a clear message.
struct SetupFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
