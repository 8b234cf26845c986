import Foundation
import Testing

/// `touchreplay attach` through the built binary on a device, emulated by umockdev, whose
/// `ABS_MT_SLOT` range is absurd (issue 27, item 6): one line in our words, not libevdev's
/// bare "Cannot allocate memory".
@Suite struct AttachSlotRangeTests {
    @Test func aDeviceWithAnAbsurdSlotRangeIsOneLineInOurWords() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let real = try String(contentsOfFile: ReplayFiles.shared("atmel-maxtouch.desc"), encoding: .utf8)
        #expect(real.contains("\nA: 2f 0 9 0 0 0\n"))
        let description = try ReplayFiles.write(real.replacingOccurrences(of: "\nA: 2f 0 9 0 0 0\n", with: "\nA: 2f 0 2147483647 0 0 0\n"),
                                                to: "absurd.desc", in: folder)
        let emulate = try ReplayFiles.run(["emulate", description, "-o", folder, "--no-events"])
        #expect(emulate.status == 0, "\(emulate.standardError)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ReplayAttachTests.umockdevRun())
        process.arguments = ["-d", folder + "/device.umockdev", "-i", "/dev/input/event50=\(folder)/device.ioctl", "--",
                             ReplayFiles.executable, "attach", "/dev/input/event50", "--duration", "1"]
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(errors == "touchreplay: /dev/input/event50: the device declares more than libevdev can hold (ENOMEM from libevdev_new_from_fd), "
            + "such as an absurd ABS_MT_SLOT range; a recording of it replays, contacts in slots past the first 256 dropped with a warning\n")
    }
}
