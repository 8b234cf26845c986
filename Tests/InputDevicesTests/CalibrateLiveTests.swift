import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// `touchreplay calibrate DEVICE` on an emulated touchscreen (umockdev): the
/// terminal prompts read a session of five taps that land off their targets by
/// a known affine error; the printed matrix, given to a second emulated device
/// as its udev `LIBINPUT_CALIBRATION_MATRIX`, puts every tap within 2 px of its
/// target in an app's window (LiveInput, as libinput applies the property).
@Suite struct CalibrateLiveTests {
    /// The panel's error in normalised coordinates: where a touch on a screen point lands on the device.
    static let error = CalibrationMatrix(a: 0.96, b: 0.03, c: 0.02, d: -0.02, e: 1.04, f: -0.03)
    /// The five targets of an 800×480 screen (CalibrationTargets: an eighth in from the corners, one off the diagonals).
    static let targets: [(Double, Double)] = [(100, 60), (700, 60), (700, 420), (100, 420), (400, 180)]

    /// A session tapping each target through the panel's error, written by `touchreplay synth` and read back.
    static func session(in folder: String) throws -> (DeviceDescription, [InputEvent]) {
        let taps = targets.map { x, y in
            let (u, v) = error.apply(u: x / 800, v: y / 480)
            return "  - tap: {at: [\(u * 800), \(v * 480)], duration: 0.08}\n"
        }.joined()
        let script = folder + "/session.yml", recording = folder + "/session.evemu"
        try ("screen: [800, 480]\npause: 0.4\ngestures:\n" + taps).write(toFile: script, atomically: true, encoding: .utf8)
        let synth = Process()
        synth.executableURL = URL(fileURLWithPath: try EmulatedDeviceRun.executablePath())
        synth.arguments = ["synth", script, "-o", recording]
        try synth.run()
        synth.waitUntilExit()
        guard synth.terminationStatus == 0 else { throw SetupFailure("touchreplay synth failed") }
        let reader = try RecordingReader(path: recording)
        return (reader.description, try reader.readAll())
    }

    @Test func theTerminalPromptsReadTheTapsAndThePrintedMatrixPutsEveryTargetWithinTwoPixels() throws {
        let folder = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(folder) }
        let (description, events) = try Self.session(in: folder)
        let emulation = try EmulatedDeviceRun(description: description, events: events, options: EmulationOptions(leadIn: EmulatedDeviceRun.leadIn))
        defer { emulation.removeFiles() }
        let result = try emulation.run(["calibrate", emulation.device.devicePath, "--size", "800x480", "--idle-timeout", "5"])
        #expect(result.status == 0, "\(result)")
        for index in 1...5 { #expect(result.lines.contains { $0.hasPrefix("target \(index) of 5: ") }, "\(result)") }
        let matrixLine = try #require(result.lines.first { $0.hasPrefix("matrix: ") }, "\(result)")
        let matrix = String(matrixLine.dropFirst("matrix: ".count))
        #expect(result.lines.contains("5 of 5 targets used") || result.lines.contains { $0.hasSuffix("5 of 5 targets used") }, "\(result)")

        // The same taps on a device whose udev properties carry the printed matrix.
        let calibrated = try EmulatedDeviceRun(description: description, events: events, options: EmulationOptions(leadIn: EmulatedDeviceRun.leadIn))
        defer { calibrated.removeFiles() }
        let record = try String(contentsOfFile: calibrated.device.udevRecordPath, encoding: .utf8)
        try record.replacingOccurrences(of: "E: SUBSYSTEM=input\n", with: "E: SUBSYSTEM=input\nE: LIBINPUT_CALIBRATION_MATRIX=\(matrix)\n")
            .write(toFile: calibrated.device.udevRecordPath, atomically: true, encoding: .utf8)
        let probe = LiveInputDevicesTests.finish(try LiveInputDevicesTests.Devices(runs: [calibrated]).startProbe(seconds: 5))
        let began = probe.lines.compactMap(LiveInputDevicesTests.Delivery.init).filter { $0.phase == "began" }
        #expect(began.count == 5, "\(probe)")
        for (tap, target) in zip(began, Self.targets) {
            // The probe prints whole points: within 2 px of the target.
            #expect(abs(Double(tap.x) - target.0) <= 2 && abs(Double(tap.y) - target.1) <= 2, "\(tap) for target \(target)")
        }
    }

    @Test func aDeviceThatSendsNothingEndsWithOneLineAfterTheIdleTimeout() throws {
        let (description, _) = try EmulatedDeviceRun.read("atmel-maxtouch.desc")
        let emulation = try EmulatedDeviceRun(description: description, events: nil, options: EmulationOptions())
        defer { emulation.removeFiles() }
        let result = try emulation.run(["calibrate", emulation.device.devicePath, "--idle-timeout", "0.5"])
        #expect(result.status == 1, "\(result)")
        #expect(result.errors == "touchreplay: no event from \"Atmel maXTouch Touchscreen\" for 0.5 s while waiting for target 1 of 5\n", "\(result)")
    }
}
