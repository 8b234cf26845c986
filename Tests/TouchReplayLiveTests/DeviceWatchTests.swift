import Foundation
import GestureEngine
import Glibc
import InputEvents
import Testing
import TouchReplayLive

/// `LiveInput.watchDevices` on a plain directory standing for `/dev/input`: the
/// watch is among the poll descriptors, wakes the updates sequence, and a node
/// that is not an input device is one failure, reported only once udev has set
/// the node up (`IN_ATTRIB`), never while the kernel has just created it.
/// (`HotplugTests` plugs emulated touchscreens in and out on umockdev.)
@Suite struct DeviceWatchTests {
    let directory: String
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/touchreplay-seat-XXXXXX").utf8CString)
        directory = String(cString: try #require(mkdtemp(&template)))
    }

    static let mapping = ScreenMapping(screenSize: ScreenSize(width: 100, height: 100))

    /// The line a regular file named like an event node gives.
    func notADevice(_ name: String) -> String {
        "\(directory)/\(name): not an evdev input device (ENOTTY from the first evdev ioctl); input devices are /dev/input/event*"
    }

    @Test func aNodeThatIsNotAnInputDeviceIsOneFailureOnceUdevHasSetItUp() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = LiveInput(window: window)
        try input.watchDevices(.seat("seat0", directory: directory)) { _ in Self.mapping }
        #expect(input.deviceWatch == .seat("seat0", directory: directory))
        #expect(input.pollDescriptors.count == 1, "the watch's descriptor, for the app's own poll")
        var update = try input.update(at: 0)
        #expect(update.failedDevices.isEmpty && update.addedDevices.isEmpty && input.devices.isEmpty)
        close(open(directory + "/event7", O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
        close(open(directory + "/mouse0", O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
        update = try input.update(at: 0.1)
        #expect(update.failedDevices.isEmpty, "created, not set up yet: \(update.failedDevices)")
        #expect(chmod(directory + "/event7", 0o660) == 0 && chmod(directory + "/mouse0", 0o660) == 0)
        update = try input.update(at: 0.2)
        #expect(update.failedDevices.map(\.description) == [notADevice("event7")], "only eventN nodes are looked at")
        #expect(chmod(directory + "/event7", 0o640) == 0)
        #expect(try input.update(at: 0.25).failedDevices.isEmpty, "said once, though tried again")
        #expect(unlink(directory + "/event7") == 0)
        update = try input.update(at: 0.3)
        #expect(update.failedDevices.isEmpty && update.removedDevices.isEmpty && input.devices.isEmpty)
    }

    @Test func nodesAlreadyThereAreLookedAtByTheFirstUpdate() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        close(open(directory + "/event3", O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
        let input = LiveInput(window: window)
        try input.watchDevices(.seat("seat0", directory: directory)) { _ in Self.mapping }
        #expect(try input.update(at: 0).failedDevices.map(\.description) == [notADevice("event3")])
        #expect(try input.update(at: 0.1).failedDevices.isEmpty, "said once")
    }

    @Test(.timeLimit(.minutes(1))) func theUpdatesSequenceWakesWhenAWatchedNodeChanges() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = LiveInput(window: window)
        try input.watchDevices(.seat("seat0", directory: directory)) { _ in Self.mapping }
        let path = directory + "/event9"
        let plug = Task.detached {
            try await Task.sleep(for: .milliseconds(200))
            close(open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
            _ = chmod(path, 0o660)
        }
        var updates = input.updates().makeAsyncIterator()
        let update = try await updates.next()
        try await plug.value
        #expect(update?.failedDevices.map(\.description) == [notADevice("event9")])
    }
}
