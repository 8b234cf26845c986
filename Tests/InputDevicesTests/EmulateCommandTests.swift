import DeviceEmulation
import Foundation
import Testing

/// `touchreplay emulate` writes the files and prints the umockdev-run command
/// line that runs a program against them; bad input is one clear line.
@Suite struct EmulateCommandTests {
    static func touchreplay(_ arguments: [String]) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try EmulatedDeviceRun.executablePath())
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            output: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            errors: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test func printedCommandLineRunsAProgramAgainstTheEmulatedDevice() throws {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        let recordings = EmulatedDeviceRun.recordings
        let result = try Self.touchreplay([
            "emulate", "\(recordings)/ep0430m09.desc", "\(recordings)/ep0430m09.1-finger-drag-up-down.events",
            "-o", directory, "--name", "ep", "--duration", "0.5", "--lead-in", "0.6",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(result.output == "umockdev-run -d \(directory)/ep.umockdev -i /dev/input/event50=\(directory)/ep.ioctl -e /dev/input/event50=\(directory)/ep.events --\n")
        let command = result.output.trimmingCharacters(in: .newlines)
            + " \(try EmulatedDeviceRun.executablePath()) events /dev/input/event50 --jsonl --idle-timeout \(EmulatedDeviceRun.idleTimeout)"
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", command]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        shell.waitUntilExit()
        let frames = try LiveFrame.parse(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        #expect(shell.terminationStatus == 0)
        #expect(frames.first?.contacts.first?.phase == "began")
        #expect(frames.first?.time_us == 600_000)
    }

    @Test func missingDescriptionIsOneLineNamingTheFile() throws {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        let result = try Self.touchreplay(["emulate", "/nonexistent/x.desc", "-o", directory])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("touchreplay: /nonexistent/x.desc: cannot open"), "\(result)")
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func invalidSpeedIsRejectedBeforeAnythingIsWritten() throws {
        let scratch = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(scratch) }
        let directory = scratch + "/out"
        let result = try Self.touchreplay(["emulate", "\(EmulatedDeviceRun.recordings)/atmel-maxtouch.desc", "-o", directory, "--speed", "0"])
        #expect(result.status != 0)
        #expect(result.errors.contains("--speed must be positive"))
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    /// umockdev's pseudo-terminal holds 170 events; beyond that a late reader may see
    /// a torn event (docs/devices.md, "Limits"). A longer emulation still writes its
    /// files, and says so in one warning line; a short one says nothing.
    @Test func anEmulationLongerThanUmockdevsBufferWarnsInOneLine() throws {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        let recordings = EmulatedDeviceRun.recordings
        let events = "\(recordings)/ep0430m09.1-finger-drag-up-down.events"
        let long = try Self.touchreplay(["emulate", "\(recordings)/ep0430m09.desc", events, "-o", directory + "/long"])
        #expect(long.status == 0, "\(long)")
        #expect(long.errors.hasPrefix("touchreplay: warning: "), "\(long)")
        #expect(long.errors.contains("at most \(EmulatedDevice.eventsSafeFromFallingBehind)"))
        #expect(long.errors.filter { $0 == "\n" }.count == 1)
        #expect(FileManager.default.fileExists(atPath: directory + "/long/device.events"))
        let short = try Self.touchreplay(["emulate", "\(recordings)/ep0430m09.desc", events, "-o", directory + "/short", "--duration", "0.1"])
        #expect(short.status == 0, "\(short)")
        #expect(short.errors.isEmpty, "\(short)")
    }

    /// What a program run by `emulate -- PROGRAM` finds in `LD_PRELOAD`, and the command's status.
    static func preloadSeenByProgram(_ options: [String]) throws -> (status: Int32, preload: String, errors: String) {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        let recordings = EmulatedDeviceRun.recordings
        let result = try touchreplay(["emulate", "\(recordings)/ep0430m09.desc", "-o", directory, "--no-events"] + options
                                     + ["--", "sh", "-c", "printf %s \"$LD_PRELOAD\""])
        return (result.status, result.output, result.errors)
    }

    /// The shim is for libinput programs (docs/devices.md): `--no-shim` runs the
    /// program under plain umockdev-run, whose own preload library is all it gets.
    @Test func noShimRunsTheProgramUnderPlainUmockdevRun() throws {
        let plain = try Self.preloadSeenByProgram(["--no-shim"])
        #expect(plain.status == 0, "\(plain)")
        #expect(plain.preload.contains("umockdev"), "umockdev-run's preload library: \(plain)")
        #expect(!plain.preload.contains(EmulatedDevice.umockdevShimFileName), "\(plain)")
        let shimmed = try Self.preloadSeenByProgram([])
        #expect(shimmed.status == 0, "\(shimmed)")
        #expect(shimmed.preload.contains(EmulatedDevice.umockdevShimFileName), "by default the program gets the shim: \(shimmed)")
    }

    @Test func noShimWithLibinputOrWithoutAProgramIsOneLine() throws {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        let description = "\(EmulatedDeviceRun.recordings)/ep0430m09.desc"
        let both = try Self.touchreplay(["emulate", description, "-o", directory + "/a", "--no-shim", "--libinput", "--", "true"])
        #expect(both.status == 64, "\(both)")
        #expect(both.errors.contains("--no-shim and --libinput contradict each other"), "\(both)")
        #expect(both.errors.filter { $0 == "\n" }.count == 1)
        let alone = try Self.touchreplay(["emulate", description, "-o", directory + "/b", "--no-shim"])
        #expect(alone.status == 64, "\(alone)")
        #expect(alone.errors.contains("--no-shim needs a command after --"), "\(alone)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/a") && !FileManager.default.fileExists(atPath: directory + "/b"))
    }
}
