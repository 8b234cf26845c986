import Foundation
import Glibc
import InputDevices
import Testing
import TouchReplayLive

/// `InputDevice.open(paths:)`, the devices an app reads: the paths it is told,
/// or every readable device of the seat, with one line when there is none.
/// (`LiveInputDevicesTests` opens umockdev devices with it, through `LiveInputProbe`.)
@Suite struct OpeningDevicesTests {
    /// A fresh, empty directory standing for `/dev/input`.
    static func directory() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/touchreplay-open-XXXXXX").utf8CString)
        return String(cString: try #require(mkdtemp(&template)))
    }

    @Test func aSeatWithNoReadableDeviceIsOneLineNamingTheSeatAndDirectory() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        close(open(directory + "/event3", O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
        #expect(throws: DeviceOpeningError.noneReadable(seat: "seat1", directory: directory)) {
            _ = try InputDevice.open(paths: [], seat: "seat1", directory: directory)
        }
        let line = DeviceOpeningError.noneReadable(seat: "seat1", directory: directory).description
        #expect(line.hasPrefix("no touchscreen, mouse or pen of seat1 readable in \(directory)") && !line.contains("\n"))
    }

    @Test func aPathThatCannotBeOpenedIsOneLineNamingIt() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let notADevice = directory + "/event5"
        close(open(notADevice, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
        for path in ["/nonexistent/event9", notADevice] {
            #expect {
                _ = try InputDevice.open(paths: [path])
            } throws: { error in
                guard case .device(let cause)? = error as? DeviceOpeningError else { return false }
                let line = "\(error)"
                return line == cause.description && line.hasPrefix(path) && !line.contains("\n")
            }
        }
    }
}
