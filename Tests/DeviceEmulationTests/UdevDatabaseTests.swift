import DeviceEmulation
import Foundation
import InputEvents
import Testing

/// The udev database entry marks the emulated node initialized, with the
/// same input properties as the `.umockdev` record, and the libinput command
/// line points the shim at it.
@Suite struct UdevDatabaseTests {
    static func entry(_ description: DeviceDescription, options: EmulationOptions = EmulationOptions()) throws -> (EmulatedDevice, [Substring], String) {
        let directory = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(directory) }
        let device = try EmulatedDevice.generate(description: description, into: directory, options: options)
        let text = try String(contentsOfFile: device.udevDatabasePath, encoding: .utf8)
        return (device, text.split(separator: "\n", omittingEmptySubsequences: false), directory)
    }

    @Test func touchscreenEntryIsNamedByDeviceNumberAndTaggedForTheSeat() throws {
        let (description, _) = try Fixtures.read("atmel-maxtouch.desc")
        let (device, lines, directory) = try Self.entry(description)
        #expect(device.udevDatabasePath == "\(directory)/udev-data/c13:114")
        #expect(device.udevDataDirectory == "\(directory)/udev-data")
        #expect(lines == ["I:1", "E:ID_INPUT=1", "E:ID_INPUT_TOUCHSCREEN=1", "G:seat", "Q:seat", "V:1", ""])
    }

    @Test func entryNameFollowsTheNodeNumber() throws {
        let (description, _) = try Fixtures.read("atmel-maxtouch.desc")
        let (device, _, _) = try Self.entry(description, options: EmulationOptions(nodeNumber: 7))
        #expect(device.udevDatabasePath.hasSuffix("/udev-data/c13:71"))
    }

    @Test(arguments: ["atmel-maxtouch.desc", "ntrig-multitouch.desc", "saitek-rat5-mouse.desc", "ps2-generic-mouse.desc"])
    func entryHasTheSamePropertiesAsTheEventNodeRecord(_ file: String) throws {
        let (description, _) = try Fixtures.read(file)
        let generated = try Fixtures.generate(description)
        let node = generated.udev.split(separator: "\n\n")[0].split(separator: "\n")
        let recorded = node.filter { $0.hasPrefix("E: ID_INPUT") || $0.hasPrefix("E: LIBINPUT_") }.map { $0.dropFirst(3) }
        let (_, lines, _) = try Self.entry(description)
        let entry = lines.filter { $0.hasPrefix("E:") }.map { $0.dropFirst(2) }
        #expect(entry == recorded)
        #expect(entry.first == "ID_INPUT=1")
    }

    @Test func touchscreenFuzzIsAPropertyInTheEntry() throws {
        let description = DeviceDescription(
            name: "Fuzzy", properties: [InputProperty.direct],
            codes: [.synchronization: [0], .key: [KeyCode.buttonTouch], .absolute: [0, 1]],
            absoluteAxes: [0: AbsoluteAxisInfo(minimum: 0, maximum: 99, fuzz: 4), 1: AbsoluteAxisInfo(minimum: 0, maximum: 99)])
        let (_, lines, _) = try Self.entry(description)
        #expect(lines.contains("E:LIBINPUT_FUZZ_00=4"))
    }

    @Test func libinputCommandPreloadsTheShimBeforeUmockdevAndKeepsAnInheritedPreload() throws {
        let (description, _) = try Fixtures.read("atmel-maxtouch.desc")
        let (device, _, directory) = try Self.entry(description)
        let arguments = device.libinputRunArguments(shimPath: "/opt/lib/shim.so", inheritedPreload: "libasan.so")
        #expect(arguments == [
            "env", "LD_PRELOAD=/opt/lib/shim.so:libasan.so", "TOUCHREPLAY_UDEV_DATA=\(directory)/udev-data",
        ] + device.runArguments)
        #expect(device.libinputRunArguments(shimPath: "/s.so", inheritedPreload: "")[1] == "LD_PRELOAD=/s.so")
        #expect(device.libinputRunCommandLine(shimPath: "/s.so").hasPrefix("env LD_PRELOAD=/s.so TOUCHREPLAY_UDEV_DATA=\(directory)/udev-data umockdev-run -d "))
    }

    /// The shim wraps open/openat for every file the process opens; one created
    /// through it gets the mode the caller asked for (the variadic argument is passed on).
    @Test func filesCreatedThroughTheShimKeepTheirMode() throws {
        let shim = try #require(EmulatedDevice.umockdevShimPath(forExecutable: try LibinputRun.touchreplayPath()))
        let directory = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask 0; echo x > \"$1\"", "sh", directory + "/created"]
        process.environment = ["LD_PRELOAD": shim, "PATH": "/usr/bin:/bin"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let permissions = try FileManager.default.attributesOfItem(atPath: directory + "/created")[.posixPermissions] as? Int
        #expect(permissions == 0o666)
    }

    @Test func shimIsFoundNextToTheExecutableOrInLibOfThePrefix() throws {
        let prefix = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(prefix) }
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/lib", withIntermediateDirectories: true)
        #expect(EmulatedDevice.umockdevShimPath(forExecutable: prefix + "/bin/touchreplay") == nil)
        _ = FileManager.default.createFile(atPath: prefix + "/lib/libtouchreplay-umockdev-shim.so", contents: Data())
        #expect(EmulatedDevice.umockdevShimPath(forExecutable: prefix + "/bin/touchreplay") == prefix + "/bin/../lib/libtouchreplay-umockdev-shim.so")
        _ = FileManager.default.createFile(atPath: prefix + "/bin/libtouchreplay-umockdev-shim.so", contents: Data())
        #expect(EmulatedDevice.umockdevShimPath(forExecutable: prefix + "/bin/touchreplay") == prefix + "/bin/libtouchreplay-umockdev-shim.so")
        #expect(EmulatedDevice.umockdevShimPath(forExecutable: "touchreplay") == nil)
    }
}
