import Glibc
import InputDevices
import InputEvents
import TouchReplay
import TouchReplayLive

/// `touchreplay attach` with several devices or a whole seat: every device feeds
/// one scene's window through a `LiveInput` (touch ids unique across devices,
/// each device mapped by the scene's `devices` entry that matches it, with its udev
/// calibration unless the scene sets one), and the trace is
/// printed as it happens. Trace time 0 is the moment the devices are attached.
struct AttachSeat {
    /// The devices to read, opened.
    var devices: [InputDevice]
    /// The scene the devices drive.
    var scene: Scene
    /// Whether the trace holds hit-test steps.
    var tracesHitTests: Bool
    /// When to stop, nil for a signal or every device gone.
    var duration: Double?

    /// Reads until a stop signal, the duration, or every device gone; then cancels the
    /// touches still down, lets the engine settle and records the summary.
    /// - Returns: whether every device went away (an unplug ended the session).
    func run(stream: TraceStream) throws -> Bool {
        let session = EngineSession(scene: scene, tracesHitTests: tracesHitTests)
        session.recorder.keepsRecords = false
        session.recorder.onRecord = stream.write
        let input = LiveInput(session: session)
        for device in devices {
            let mapping = try scene.mapping(forDeviceNamed: device.deviceDescription.name, path: device.path)
            do {
                try input.addDevice(device, mapping: mapping)
            } catch {
                throw ReplayError.device(path: device.path, error)
            }
        }
        let signals = try StopSignals()
        let clock = ContinuousClock(), start = clock.now
        func now() -> Double {
            let elapsed = (clock.now - start).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }
        var allGone = false
        while true {
            var timeout = 1000.0
            if let due = input.nextUpdateTime { timeout = min(timeout, due - now()) }
            if let duration { timeout = min(timeout, duration - now()) }
            var descriptors = (input.pollDescriptors + [signals.fileDescriptor]).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&descriptors, nfds_t(descriptors.count), Int32(max(0, (timeout * 1000).rounded(.up))))
            if signals.received() != nil { break }
            let update = try input.update(at: now())
            for device in update.removedDevices {
                CommandFailure.writeToStandardError("touchreplay: \(device.path ?? device.name): unplugged; its touches were cancelled\n")
            }
            stream.flush()
            try stream.check()
            if input.devices.isEmpty {
                allGone = true
                break
            }
            if let duration, now() >= duration { break }
        }
        for device in input.devices { input.remove(device) }
        session.finish()
        stream.flush()
        try stream.check()
        return allGone
    }
}
