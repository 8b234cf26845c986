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
///
/// With a watch (a seat, or devices named by stable paths), devices that appear
/// join and devices that go away and come back rejoin (hot-plug): the session
/// goes on with no device at all, saying once that it waits for one.
struct AttachSeat {
    /// The devices named on the command line, opened (none for a seat).
    var devices: [InputDevice]
    /// The seat or stable paths to keep attached as devices come and go, nil for none.
    var watch: DeviceWatch?
    /// Whether watched devices are grabbed when they are opened.
    var grab: Bool
    /// The scene the devices drive.
    var scene: Scene
    /// Whether the trace holds hit-test steps.
    var tracesHitTests: Bool
    /// When to stop, nil for a signal or every device gone.
    var duration: Double?
    /// Called with each event read and the index in ``devices`` of the device it came from (`--record`).
    var onEvent: ((Int, DeviceEvent) throws -> Void)?

    /// Reads until a stop signal, the duration, or every device gone; then cancels the
    /// touches still down, lets the engine settle and records the summary.
    /// - Returns: whether every device went away (an unplug ended the session).
    func run(stream: TraceStream) throws -> Bool {
        let session = EngineSession(scene: scene, tracesHitTests: tracesHitTests)
        session.recorder.keepsRecords = false
        session.recorder.onRecord = stream.write
        let input = LiveInput(session: session)
        if let onEvent {
            let paths = devices.map(\.path)
            input.onEvent = { device, event in
                if let index = paths.firstIndex(where: { $0 == device.path }) { try onEvent(index, event) }
            }
        }
        for device in devices {
            let mapping = try scene.mapping(forDeviceNamed: device.deviceDescription.name, path: device.path)
            do {
                try input.addDevice(device, mapping: mapping)
            } catch {
                throw ReplayError.device(path: device.path, error)
            }
        }
        if let watch {
            let scene = self.scene
            try input.watchDevices(watch, grab: grab) { device in
                try scene.mapping(forDeviceNamed: device.deviceDescription.name, path: device.path)
            }
        }
        var saidWaiting = false
        let signals = try StopSignals()
        let clock = ContinuousClock(), start = clock.now
        func now() -> Double {
            let elapsed = (clock.now - start).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }
        var allGone = false
        // With a watch, the first update (which opens the devices already there) comes before any wait.
        var waits = watch == nil
        while true {
            if waits {
                var timeout = 1000.0
                if let due = input.nextUpdateTime { timeout = min(timeout, due - now()) }
                if let duration { timeout = min(timeout, duration - now()) }
                var descriptors = (input.pollDescriptors + [signals.fileDescriptor]).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                _ = poll(&descriptors, nfds_t(descriptors.count), Int32(max(0, (timeout * 1000).rounded(.up))))
                if signals.received() != nil { break }
            }
            waits = true
            let update = try input.update(at: now())
            for device in update.removedDevices {
                let rejoin = watch == nil ? "" : "; it rejoins when it comes back"
                CommandFailure.note("\(device.path ?? device.name): unplugged; its touches were cancelled\(rejoin)")
            }
            for device in update.addedDevices {
                CommandFailure.note("\(device.path ?? device.name): attached (\(device.name))")
            }
            for failure in update.failedDevices { CommandFailure.note("\(failure)") }
            stream.flush()
            try stream.check()
            if input.devices.isEmpty {
                guard let watch else {
                    allGone = true
                    break
                }
                if !saidWaiting {
                    CommandFailure.note(Self.waitingLine(for: watch))
                    saidWaiting = true
                }
            }
            if let duration, now() >= duration { break }
        }
        for device in input.devices { input.remove(device) }
        session.finish()
        stream.flush()
        try stream.check()
        return allGone
    }

    /// What the command says, once, while a watch has no device.
    static func waitingLine(for watch: DeviceWatch) -> String {
        switch watch {
        case .seat(let seat, _): "no touchscreen, mouse or pen on \(seat) yet; waiting for one"
        case .paths(let paths): "\(paths.joined(separator: ", ")): gone; waiting for \(paths.count == 1 ? "it" : "one of them") to come back"
        }
    }

    /// Whether `device` (as named on the command line) is a stable path that names a device
    /// again when it comes back: a path whose file name is not `eventN` (`/dev/input/by-id/…`,
    /// `/dev/input/by-path/…`, a udev rule's `SYMLINK`). Kernel node numbers are not stable.
    static func isStablePath(_ device: String) -> Bool {
        guard device.contains("/"), let name = device.split(separator: "/").last else { return false }
        return !(name.hasPrefix("event") && Int(name.dropFirst(5)) != nil)
    }
}
