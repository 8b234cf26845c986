import DeviceEmulation
import Testing

/// `LiveInput.waitForInput(until:clock:maximumWait:)` on an emulated
/// touchscreen (umockdev), through `LiveInputProbe --wait-once`: the wait ends
/// ready when the device has events (the emulation's first event comes at once),
/// and not ready at the longest wait when it sends none.
@Suite struct LiveInputWaitTests {
    @Test func waitingEndsReadyWhenTheDeviceSendsBeforeTheLongestWait() throws {
        let screen = try LiveInputDevicesTests.touchscreen()
        defer { screen.removeFiles() }
        let running = try LiveInputDevicesTests.Devices(runs: [screen]).start("LiveInputProbe", ["25", "--wait-once", screen.device.devicePath])
        let result = LiveInputDevicesTests.finish(running, timeout: .seconds(60))
        #expect(result.status == 0 && result.lines.first == "ready" && result.lines.last == "end", "\(result)")
    }

    @Test func waitingEndsNotReadyAtTheLongestWaitWhenTheDeviceSendsNothing() throws {
        let (description, _) = try EmulatedDeviceRun.read("atmel-maxtouch.desc")
        let silent = try EmulatedDeviceRun(description: description, events: nil, options: EmulationOptions(nodeNumber: 50))
        defer { silent.removeFiles() }
        let running = try LiveInputDevicesTests.Devices(runs: [silent]).start("LiveInputProbe", ["0.3", "--wait-once", silent.device.devicePath])
        let result = LiveInputDevicesTests.finish(running)
        #expect(result.status == 0 && result.lines == ["timed out", "end"], "\(result)")
    }
}
