import DeviceEmulation
import Foundation
import InputEvents
import Testing

/// libinput, the library Wayland compositors read touchscreens with, sees the
/// emulated device on Debian 12's umockdev 0.17.16 when `touchreplay emulate
/// -- COMMAND` runs it: the udev database entry and the shim make the device
/// open, by path or on the udev seat, and every recorded contact comes out as
/// TOUCH_DOWN and TOUCH_UP.
@Suite(.serialized) struct LibinputDebugEventsTests {
    /// A recording, cut short (umockdev replays in real time), and how libinput finds the device.
    struct Case: Sendable, CustomTestStringConvertible {
        var events: String
        var speed: Double
        /// Find the device through udev on seat0 (compositors do) instead of opening its path.
        var throughUdevSeat = false
        var testDescription: String { "\(events) at \(speed)×" + (throughUdevSeat ? " on seat0" : " by path") }
    }

    /// Seconds before the first event: libinput discards what is pending when it opens the device.
    static let leadIn = 0.6
    /// At most this much of each recording is replayed, in recorded seconds.
    static let duration = 2.5

    /// Contacts that begin and end in the replayed events (tracking id set, tracking id -1), and
    /// the seconds from the start of the replay to its last event.
    static func expectedContacts(_ description: DeviceDescription, _ events: [InputEvent], speed: Double) throws -> (down: Int, up: Int, seconds: Double) {
        let directory = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(directory) }
        let options = EmulationOptions(
            leadIn: .milliseconds(Int64(leadIn * 1000)), maximumDuration: .milliseconds(Int64(duration * 1000)), speed: speed)
        let replayed = try EmulatedDevice.generate(description: description, events: events, into: directory, options: options).replayedEvents
        let ids = replayed.filter { $0.type == .absolute && $0.code == AbsoluteAxis.multiTouchTrackingID }
        let span = (replayed.last?.time.microseconds ?? 0) - (replayed.first?.time.microseconds ?? 0)
        return (ids.filter { $0.value >= 0 }.count, ids.filter { $0.value < 0 }.count, Double(span) / 1_000_000)
    }

    @Test(arguments: [
        Case(events: "atmel-maxtouch.2-fingers-touch-release.events", speed: 1),
        Case(events: "atmel-maxtouch.1-finger-drag-up-down.events", speed: 1.5),
        Case(events: "atmel-maxtouch.2-fingers-touch-release.events", speed: 1, throughUdevSeat: true),
    ])
    func libinputReportsEveryRecordedContact(_ recording: Case) throws {
        let timeout = try LibinputRun.tool("timeout", package: "coreutils")
        _ = try LibinputRun.tool("umockdev-run", package: "umockdev")
        let libinput = try LibinputRun.tool("libinput", package: "libinput-tools")
        let (description, events) = try Fixtures.read(recording.events, description: "atmel-maxtouch.desc")
        let expected = try Self.expectedContacts(description, events, speed: recording.speed)
        #expect(expected.down > 0 && expected.up == expected.down, "the recording ends every contact it begins")

        let directory = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(directory) }
        // libinput debug-events runs until SIGINT. The test sends it once every contact has
        // ended; `timeout` is the backstop if that never happens (SIGKILL 2 s after SIGINT).
        let backstop = expected.seconds + 20
        let process = try LibinputRun.start([
            "emulate", "\(Fixtures.recordings)/atmel-maxtouch.desc", "\(Fixtures.recordings)/\(recording.events)",
            "-o", directory + "/files", "--lead-in", "\(Self.leadIn)", "--duration", "\(Self.duration)",
            "--speed", "\(recording.speed)", "--retime",
            "--", timeout, "-k", "2", "-s", "INT", "\(backstop)", libinput, "debug-events",
        ] + (recording.throughUdevSeat ? [] : ["--device", "/dev/input/event50"]), outputIn: directory)
        let deadline = ContinuousClock.now + .seconds(backstop)
        while process.isRunning, ContinuousClock.now < deadline {
            let output = LibinputRun.output(in: directory).output
            if output.components(separatedBy: "TOUCH_UP").count - 1 >= expected.up { break }
            usleep(50_000)
        }
        // touchreplay became umockdev-run; its child is `timeout`, which passes SIGINT on to libinput.
        if process.isRunning { for child in LibinputRun.children(of: process.processIdentifier) { kill(child, SIGINT) } }
        process.waitUntilExit()
        let result = LibinputRun.output(in: directory)
        let lines = result.output.split(separator: "\n")
        let added = lines.filter { $0.contains("DEVICE_ADDED") }
        #expect(added.count == 1 && added.first?.contains("Atmel maXTouch Touchscreen") == true, "\(result.errors)")
        #expect(added.first?.contains("cap:t") == true, "the device has the touch capability: \(added)")
        #expect(lines.filter { $0.contains("TOUCH_DOWN") }.count == expected.down, "\(result.output)")
        #expect(lines.filter { $0.contains("TOUCH_UP") }.count == expected.up, "\(result.output)")
        #expect(!result.errors.contains("failed to create input device") && !result.errors.contains("never initialized"))
        // With --retime, libinput's lag is umockdev-run's start-up time, not the recording's epoch.
        let lags = result.errors.split(separator: "\n").compactMap { line in
            line.firstRange(of: "lagging behind by ").flatMap { Int(line[$0.upperBound...].prefix { $0.isNumber }) }
        }
        #expect(lags.allSatisfy { $0 < 5000 }, "\(lags)")
    }

    @Test func libinputCommandLineNamesTheShimAndTheUdevData() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(directory) }
        let result = try LibinputRun.touchreplay(
            ["emulate", "\(Fixtures.recordings)/atmel-maxtouch.desc", "-o", directory + "/files", "--libinput"], outputIn: directory)
        #expect(result.status == 0, "\(result.errors)")
        let shim = try #require(EmulatedDevice.umockdevShimPath(forExecutable: try LibinputRun.touchreplayPath()))
        let resolved = URL(fileURLWithPath: shim).resolvingSymlinksInPath().path
        #expect(result.output.hasPrefix("env LD_PRELOAD="), "\(result.output)")
        #expect(result.output.contains("/libtouchreplay-umockdev-shim.so TOUCHREPLAY_UDEV_DATA=\(directory)/files/udev-data umockdev-run -d "))
        #expect(FileManager.default.fileExists(atPath: resolved))
    }

    @Test func retimeWithoutACommandIsRejected() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(directory) }
        let result = try LibinputRun.touchreplay(
            ["emulate", "\(Fixtures.recordings)/atmel-maxtouch.desc", "-o", directory + "/files", "--retime"], outputIn: directory)
        #expect(result.status != 0)
        #expect(result.errors.contains("--retime needs a command after --"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/files"))
    }

    @Test func missingUmockdevRunIsOneLineAndWritesNothing() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(directory) }
        let result = try LibinputRun.touchreplay(
            ["emulate", "\(Fixtures.recordings)/atmel-maxtouch.desc", "-o", directory + "/files", "--", "true"],
            outputIn: directory, environment: ["PATH": directory + "/no-tools"])
        #expect(result.status == 1)
        #expect(result.errors == "touchreplay: umockdev-run is not installed: install umockdev (`apt-get install umockdev`)\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/files"))
    }

    @Test func missingShimIsOneLineSayingHowToBuildIt() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(directory) }
        // The same executable, in a directory without the shim beside it or in ../lib.
        try FileManager.default.createDirectory(atPath: directory + "/bin", withIntermediateDirectories: true)
        let moved = directory + "/bin/touchreplay"
        if link(try LibinputRun.touchreplayPath(), moved) != 0 {
            try FileManager.default.copyItem(atPath: try LibinputRun.touchreplayPath(), toPath: moved)
        }
        /// Runs the moved binary's `emulate` with `arguments`: its status and standard error.
        func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: moved)
            process.arguments = ["emulate", "\(Fixtures.recordings)/atmel-maxtouch.desc", "-o", directory + "/files"] + arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        let missing = try run(["--libinput"])
        #expect(missing.status == 1)
        let resolved = URL(fileURLWithPath: moved).standardizedFileURL.path
        #expect(missing.errors == "touchreplay: libtouchreplay-umockdev-shim.so is not next to \(resolved) nor in ../lib; build it with `swift build --product touchreplay-umockdev-shim`\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/files"))

        // A program after --: the message says --no-shim is the way for one that does not use libinput,
        // and with --no-shim the program runs though no shim is built (docs/devices.md).
        let program = try run(["--no-events", "--", "true"])
        #expect(program.status == 1 && program.errors.hasSuffix(", or pass --no-shim if the program does not use libinput\n"), "\(program)")
        let plain = try run(["--no-events", "--no-shim", "--", "true"])
        #expect(plain.status == 0 && plain.errors.isEmpty, "\(plain)")
    }
}
