import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// Several emulated devices feeding one app-owned window through TouchReplayLive's
/// `LiveInput`, in an app's own poll loop (the `LiveInputProbe` executable under
/// umockdev-run): touch ids unique across devices, a device that goes away has
/// its contact cancelled while the others go on, and the device's udev
/// calibration matrix is applied as libinput applies it
/// (`LIBINPUT_CALIBRATION_MATRIX`, libinput's "Static device configuration via udev").
@Suite struct LiveInputDevicesTests {
    /// Emulated devices, each on its own node (event50, event51, …), in one umockdev-run.
    struct Devices {
        let runs: [EmulatedDeviceRun]

        /// `umockdev-run -d … -d … -i … -e … -- LiveInputProbe SECONDS PATHS…`, started.
        func startProbe(seconds: Double) throws -> RunningCommand {
            try start("LiveInputProbe", [String(seconds)] + runs.map(\.device.devicePath))
        }

        /// `umockdev-run -d … -d … -i … -e … -- EXECUTABLE ARGUMENTS…`, started.
        func start(_ executable: String, _ executableArguments: [String]) throws -> RunningCommand {
            let first = runs[0]
            var arguments: [String] = []
            for run in runs { arguments += ["-d", run.device.udevRecordPath] }
            for run in runs { arguments += ["-i", "\(run.device.devicePath)=\(run.device.ioctlPath)"] }
            for run in runs { if let events = run.device.eventsPath { arguments += ["-e", "\(run.device.devicePath)=\(events)"] } }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try EmulatedDeviceRun.umockdevRunPath())
            process.arguments = arguments + ["--", try EmulatedDeviceRun.executablePath(executable)] + executableArguments
            let output = first.directory + "/stdout.txt", errors = first.directory + "/stderr.txt"
            guard FileManager.default.createFile(atPath: output, contents: nil),
                  FileManager.default.createFile(atPath: errors, contents: nil)
            else { throw SetupFailure("cannot create output files in \(first.directory)") }
            process.standardOutput = FileHandle(forWritingAtPath: output)
            process.standardError = FileHandle(forWritingAtPath: errors)
            process.standardInput = FileHandle.nullDevice
            try process.run()
            return RunningCommand(process: process, outputPath: output, errorPath: errors)
        }

        func removeFiles() { runs.forEach { $0.removeFiles() } }
    }

    /// One `touch ID PHASE X Y` line of the probe.
    struct Delivery: Equatable {
        var id: Int
        var phase: String
        var x: Int
        var y: Int

        init?(_ line: Substring) {
            let fields = line.split(separator: " ")
            guard fields.count == 5, fields[0] == "touch", let id = Int(fields[1]), let x = Int(fields[3]), let y = Int(fields[4])
            else { return nil }
            self.init(id: id, phase: String(fields[2]), x: x, y: y)
        }

        init(id: Int, phase: String, x: Int, y: Int) {
            self.id = id
            self.phase = phase
            self.x = x
            self.y = y
        }
    }

    /// The two-finger touch of the Atmel screen on event50.
    static func touchscreen(node: Int = 50, lead: Duration = EmulatedDeviceRun.leadIn) throws -> EmulatedDeviceRun {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.2-fingers-touch-release.events",
                                                                  description: "atmel-maxtouch.desc")
        return try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded),
                                     options: EmulationOptions(nodeNumber: node, fileName: "touchscreen", leadIn: lead))
    }

    /// A click of the Saitek mouse (its first left-button press and release) on event51.
    static func mouse(node: Int = 51, lead: Duration = EmulatedDeviceRun.leadIn) throws -> EmulatedDeviceRun {
        let (description, recorded) = try EmulatedDeviceRun.read("saitek-rat5-mouse.events", description: "saitek-rat5-mouse.desc")
        let press = try #require(recorded.firstIndex { $0.type == .key && $0.code == 0x110 && $0.value == 1 })
        let part = EmulatedDeviceRun.fitting(recorded, from: max(press - 40, 0))
        return try EmulatedDeviceRun(description: description, events: part,
                                     options: EmulationOptions(nodeNumber: node, fileName: "mouse", leadIn: lead))
    }

    static func finish(_ running: RunningCommand, timeout: Duration = .seconds(30)) -> CommandResult {
        let deadline = ContinuousClock.now + timeout
        while running.process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        if running.process.isRunning {
            running.process.terminate()
            Issue.record("the probe did not end within \(timeout): \(running.result)")
        }
        running.process.waitUntilExit()
        return running.result
    }

    @Test func aTouchscreenAndAMouseFeedOneWindowWithDistinctTouchIds() throws {
        let devices = Devices(runs: [try Self.touchscreen(), try Self.mouse()])
        defer { devices.removeFiles() }
        let result = Self.finish(try devices.startProbe(seconds: 4))
        #expect(result.status == 0 && result.lines.last == "end", "\(result)")
        let deliveries = result.lines.compactMap(Delivery.init)
        let began = deliveries.filter { $0.phase == "began" }
        // Two fingers of the screen, and the mouse's left click and right click: a pointer touch lasts
        // while any button is down, so the right click is a touch of its own (secondary button).
        #expect(began.count == 4, "\(result)")
        #expect(Set(began.map(\.id)).count == began.count, "every touch has its own id across the two devices: \(began)")
        let ended = deliveries.filter { $0.phase == "ended" }.map(\.id)
        #expect(ended.sorted() == began.map(\.id).sorted(), "every touch of both devices ends: \(result)")
    }

    @Test func aDeviceWithAUdevCalibrationMatrixIsMappedThroughIt() throws {
        // Mirrored horizontally: x' = 1 - x, libinput's matrix "-1 0 1 0 1 0".
        let plain = try Self.touchscreen()
        let calibrated = try Self.touchscreen()
        defer { plain.removeFiles(); calibrated.removeFiles() }
        let record = try String(contentsOfFile: calibrated.device.udevRecordPath, encoding: .utf8)
        let withMatrix = record.replacingOccurrences(
            of: "E: SUBSYSTEM=input\n", with: "E: SUBSYSTEM=input\nE: LIBINPUT_CALIBRATION_MATRIX=-1 0 1 0 1 0\n")
        try withMatrix.write(toFile: calibrated.device.udevRecordPath, atomically: true, encoding: .utf8)
        let straight = Self.finish(try Devices(runs: [plain]).startProbe(seconds: 3)).lines.compactMap(Delivery.init)
        let mirrored = Self.finish(try Devices(runs: [calibrated]).startProbe(seconds: 3)).lines.compactMap(Delivery.init)
        // Each touch's began and ended are delivered whatever the load; how many moves an update
        // delivers depends on how many reports each read found (a loaded machine reads several
        // at once), so the moves are checked against the straight run's span.
        let beganOrEnded: (Delivery) -> Bool = { $0.phase == "began" || $0.phase == "ended" }
        let straightEnds = straight.filter(beganOrEnded), mirroredEnds = mirrored.filter(beganOrEnded)
        try #require(!straightEnds.isEmpty && straightEnds.count == mirroredEnds.count, "\(straight) \(mirrored)")
        for (one, other) in zip(straightEnds, mirroredEnds) {
            #expect(one.phase == other.phase && abs(one.x + other.x - 800) <= 2 && one.y == other.y, "x mirrored about the centre: \(one) \(other)")
        }
        let xs = straight.map(\.x), ys = straight.map(\.y)
        for move in mirrored where move.phase == "moved" {
            #expect(800 - move.x >= xs.min()! - 2 && 800 - move.x <= xs.max()! + 2 && ys.contains(move.y), "a move mirrored onto the straight path: \(move)")
        }
    }
}

/// A device that goes away while another keeps feeding the window. Needs root (see ``UnplugTests``).
@Suite(.enabled(if: getuid() == 0, "hanging up a pseudo-terminal (TIOCVHANGUP) needs CAP_SYS_ADMIN"))
struct LiveInputUnplugTests {
    @Test func aDeviceRemovedMidSessionHasItsContactCancelledAndTheOtherDeviceGoesOn() throws {
        // The drag's finger is still down when the part ends; the mouse clicks 2 s later.
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.1-finger-drag-up-down.events")
        let screen = try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded),
                                           options: EmulationOptions(nodeNumber: 50, fileName: "touchscreen", leadIn: .milliseconds(600)))
        let mouse = try LiveInputDevicesTests.mouse(lead: .milliseconds(2600))
        let devices = LiveInputDevicesTests.Devices(runs: [screen, mouse])
        defer { devices.removeFiles() }
        let running = try devices.startProbe(seconds: 6)
        try running.waitForOutput(lines: 3)
        let terminal = try #require(Self.firstTerminal(of: running), "the probe has no pseudo-terminal open")
        let descriptor = open(terminal, O_RDWR | O_NOCTTY | O_NONBLOCK)
        try #require(descriptor >= 0)
        #expect(ioctl(descriptor, UnplugTests.hangUpRequest) == 0)
        close(descriptor)
        let result = LiveInputDevicesTests.finish(running)
        let lines = result.lines
        let removed = try #require(lines.firstIndex(of: "removed /dev/input/event50"), "\(result)")
        let before = lines[..<removed].compactMap(LiveInputDevicesTests.Delivery.init)
        let after = lines[removed...].compactMap(LiveInputDevicesTests.Delivery.init)
        #expect(before.last?.phase == "cancelled", "the finger still down is cancelled: \(result)")
        #expect(after.contains { $0.phase == "began" } && after.contains { $0.phase == "ended" },
                "the mouse's click after the removal is delivered: \(result)")
        #expect(after.first.map { $0.id > before.last!.id } == true, "its touch has a new id")
        #expect(lines.last == "end")
    }

    /// The probe's first opened pseudo-terminal (the lowest descriptor): the first device given.
    static func firstTerminal(of running: RunningCommand) -> String? {
        guard let child = UnplugTests.childProcess(of: running.process.processIdentifier),
              let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(child)/fd") else { return nil }
        return entries.compactMap(Int.init).sorted()
            .compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(child)/fd/\($0)") }
            .first { $0.hasPrefix("/dev/pts/") }
    }
}

/// `touchreplay devices` shows the calibration udev gives a device, as
/// `libinput list-devices` prints its "Calibration:" line.
@Suite struct DevicesCalibrationTests {
    func listing(matrix: String?) throws -> CommandResult {
        let (description, _) = try EmulatedDeviceRun.read("atmel-maxtouch.desc")
        let emulation = try EmulatedDeviceRun(description: description, events: nil, options: EmulationOptions())
        defer { emulation.removeFiles() }
        if let matrix {
            let record = try String(contentsOfFile: emulation.device.udevRecordPath, encoding: .utf8)
            try record.replacingOccurrences(of: "E: SUBSYSTEM=input\n", with: "E: SUBSYSTEM=input\nE: LIBINPUT_CALIBRATION_MATRIX=\(matrix)\n")
                .write(toFile: emulation.device.udevRecordPath, atomically: true, encoding: .utf8)
        }
        return try emulation.run(["devices"])
    }

    @Test func devicesShowsUdevsCalibrationMatrix() throws {
        let result = try listing(matrix: "-1 0 1 0 1 0")
        #expect(result.lines.contains("Calibration:      -1.0 0.0 1.0 0.0 1.0 0.0 (udev LIBINPUT_CALIBRATION_MATRIX)"), "\(result)")
    }

    @Test func devicesShowsTheIdentityWithoutOne() throws {
        let result = try listing(matrix: nil)
        #expect(result.lines.contains("Calibration:      identity matrix"), "\(result)")
    }

    @Test func aMalformedMatrixIsShownAsIgnoredInOneLine() throws {
        let result = try listing(matrix: "1 0 zero")
        #expect(result.status == 0)
        #expect(result.lines.contains(#"Calibration:      identity matrix (LIBINPUT_CALIBRATION_MATRIX "1 0 zero" is not six numbers: ignored)"#), "\(result)")
    }
}
