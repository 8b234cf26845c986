import Foundation
@testable import InputDevices
import Testing

/// Paths that are not usable input devices give typed errors that carry the
/// path and errno and explain themselves in one line; nothing crashes or hangs.
@Suite struct OpenErrorTests {
    @Test func devNullIsNotAnInputDevice() {
        #expect(throws: DeviceError.notAnInputDevice(path: "/dev/null", errno: ENOTTY)) {
            try InputDevice.open(path: "/dev/null")
        }
    }

    @Test func regularFileIsNotAnInputDevice() throws {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        let path = directory + "/event0"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("E: 0.0 0000 0000 0\n".utf8)))
        let error = #expect(throws: DeviceError.self) { try InputDevice.open(path: path) }
        #expect(error == .notAnInputDevice(path: path, errno: ENOTTY))
        #expect(error?.description == "\(path): not an evdev input device (ENOTTY from the first evdev ioctl); input devices are /dev/input/event*")
    }

    @Test func directoryIsNotAnInputDevice() throws {
        let path = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(path) }
        #expect(throws: DeviceError.notAnInputDevice(path: path, errno: ENOTTY)) { try InputDevice.open(path: path) }
    }

    @Test func missingPathIsNotFoundWithENOENT() {
        let path = "/dev/input/event-does-not-exist"
        let error = #expect(throws: DeviceError.self) { try InputDevice.open(path: path) }
        #expect(error == .notFound(path: path))
        #expect(error?.errno == ENOENT)
        #expect(error?.description == "\(path): no such device (ENOENT); run `touchreplay devices` to list input devices")
    }

    @Test func unknownDeviceNameSaysWhereItLooked() throws {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        let error = #expect(throws: DeviceError.self) { try InputDevice.open(named: "maXTouch", in: directory) }
        #expect(error == .noDeviceNamed("maXTouch", directory: directory))
        #expect(error?.description == "no input device in \(directory) has a name containing \"maXTouch\"")
    }

    @Test func permissionDeniedExplainsTheInputGroupAndTheUdevRule() {
        let error = DeviceError.fromOpen(path: "/dev/input/event3", errno: EACCES)
        #expect(error == .permissionDenied(path: "/dev/input/event3", errno: EACCES))
        #expect(error.description == "/dev/input/event3: permission denied (EACCES); add yourself to the input group "
            + "(`sudo usermod -aG input $USER`, then log in again) or install a udev rule such as "
            + #"`KERNEL=="event*", SUBSYSTEM=="input", ENV{ID_INPUT_TOUCHSCREEN}=="1", MODE="0660", GROUP="input"`"#)
        #expect(!error.description.contains("\n"))
    }

    /// Root opens a mode-000 file anyway, so as root the check runs the real `open()` as the
    /// unprivileged user `nobody` (through `setpriv`) in the CLI; as another user it opens in-process.
    @Test func unreadableDeviceIsPermissionDenied() throws {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        chmod(directory, 0o755)
        let path = directory + "/event7"
        #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0]))
        if getuid() != 0 {
            #expect(throws: DeviceError.permissionDenied(path: path, errno: EACCES)) { try InputDevice.open(path: path) }
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = [
            "--reuid=65534", "--regid=65534", "--clear-groups", try EmulatedDeviceRun.executablePath(), "events", path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        #expect(message.hasPrefix("touchreplay: \(path): permission denied (EACCES); add yourself to the input group"), "\(message)")
        #expect(message.filter { $0 == "\n" }.count == 1)
    }

    @Test func eventsOnDevNullFailsWithOneLineAndExitCodeOne() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try EmulatedDeviceRun.executablePath())
        process.arguments = ["events", "/dev/null"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        #expect(message == "touchreplay: /dev/null: not an evdev input device (ENOTTY from the first evdev ioctl); input devices are /dev/input/event*\n")
    }

    @Test func readFailuresMeaningTheDeviceIsGoneAreUnplugsAndOthersNameTheCall() {
        #expect(DeviceError.fromRead(path: "/dev/input/event5", errno: ENODEV) == .unplugged(path: "/dev/input/event5"))
        #expect(DeviceError.fromRead(path: "/dev/input/event5", errno: EIO) == .unplugged(path: "/dev/input/event5"))
        let other = DeviceError.fromRead(path: "/dev/input/event5", errno: EINVAL)
        #expect(other == .systemCallFailed(path: "/dev/input/event5", call: "read", errno: EINVAL))
        #expect(other.description == "/dev/input/event5: read failed: Invalid argument (EINVAL)")
        #expect(other.errno == EINVAL && other.path == "/dev/input/event5")
    }
}
