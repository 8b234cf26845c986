import ArgumentParser
import Glibc
import InputDevices
import InputEvents
import InputRecordings
import LiveView
import OutputFiles
import TouchReplay
import TouchReplayLive

/// `touchreplay attach`: feeds live touchscreens, mice and pens to a scene and prints the trace as it happens.
struct AttachCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attach",
        abstract: "Attach live touchscreens, mice or pens to a scene and print the trace as it happens.",
        discussion: """
            Without --scene, the scene is one full-screen view ("screen") with the device's shape and a tap, \
            double tap, long press, pan, pinch, rotation and swipe on it, all recognizing together, so each \
            shows what it makes of your fingers (see docs/devices.md). \
            Every device feeds the scene's one window through a LiveInput, the app-mode face of the input \
            pipeline, touch ids unique across devices, each device mapped by the scene's `devices` entry \
            matching its name or path (its udev calibration unless the scene sets one). Trace time 0 is \
            the moment of attaching; one trace line per event, flushed after every update. Ctrl-C (or \
            SIGTERM, --duration, --idle-timeout, every device unplugged) cancels the contacts still down, \
            lets pending timers fire and prints the summary. --seat NAME attaches every touchscreen, mouse \
            and pen whose udev ID_SEAT is NAME (seat0 when unset). With --seat, or devices named by stable \
            paths (/dev/input/by-id/…, /dev/input/by-path/…), devices that appear join and devices \
            unplugged and plugged back rejoin (hot-plug); the session waits while none is there. With \
            --record the raw events are also written, flushed per frame: an evemu 1.3 file for one \
            device, one `libinput record` file with a section per device for several; a recording holds \
            the devices present when it starts, so with --record there is no hot-plug. --latency prints, \
            at the end, each device's time from the kernel's event timestamp to delivery (p50, p95, p99, \
            worst). --flight-recorder FILE keeps the last --flight-recorder-seconds (60) of every \
            device's events and writes them as one `libinput record` file on SIGUSR1 and on exit, never \
            over an existing file: a later dump takes the next free name (FILE-2.yml, …), said on \
            standard error. --serve ADDRESS serves the live viewer (open the address it prints in a \
            browser): the views, fingers and recognizers as they happen, the last --serve-history \
            seconds to scrub back through, and with --flight-recorder a download of the last minutes \
            (see docs/live-view.md).
            """)

    @Argument(help: "The devices: paths such as /dev/input/event5, or parts of device names.")
    var devices: [String] = []

    @Option(help: "Attach every touchscreen, mouse and pen of this seat (udev ID_SEAT; seat0 when unset).")
    var seat: String?

    @OptionGroup var trace: TraceOptions

    @Flag(help: "Grab the devices exclusively (EVIOCGRAB) while attached.")
    var grab = false

    @Option(parsing: .unconditional, help: "Stop after SECONDS.")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Stop when no device sent a frame for SECONDS.")
    var idleTimeout: Double?

    @Option(name: .long, help: "Also record the events into this file: evemu for one device, libinput record for several.")
    var record: String?

    @Flag(help: "At the end, print each device's latency, kernel timestamp to delivery: p50, p95, p99 and the worst.")
    var latency = false

    @Option(name: .customLong("flight-recorder"),
            help: "Keep the last seconds of every device's events; write them to FILE (libinput record) on SIGUSR1 and on exit.")
    var flightRecorder: String?

    @Option(name: .customLong("flight-recorder-seconds"), parsing: .unconditional,
            help: "How many seconds the flight recorder keeps (more than 0, at most 3600).")
    var flightRecorderSeconds: Double?

    @OptionGroup var serve: ServeOptions

    func validate() throws {
        if let duration, !(duration > 0 && duration.isFinite) { throw CommandFailure.invalid("--duration must be a positive number of seconds") }
        if let idleTimeout, !(idleTimeout > 0 && idleTimeout.isFinite) {
            throw CommandFailure.invalid("--idle-timeout must be a positive number of seconds")
        }
        if devices.isEmpty && seat == nil { throw CommandFailure.invalid("name a device (or several), or a seat with --seat") }
        if !devices.isEmpty && seat != nil { throw CommandFailure.invalid("name devices or --seat, not both") }
        if let flightRecorderSeconds {
            guard flightRecorder != nil else { throw CommandFailure.invalid("--flight-recorder-seconds needs --flight-recorder FILE") }
            guard flightRecorderSeconds > 0, flightRecorderSeconds <= FlightRecorderError.maximumSeconds else {
                throw CommandFailure.invalid("--flight-recorder-seconds: \(FlightRecorderError.length(flightRecorderSeconds))")
            }
        }
    }

    func run() throws {
        // First, so that a SIGUSR1 for the flight recorder never meets its default action (the end of the process).
        let signals = try CommandFailure.reporting { try StopSignals([SIGINT, SIGTERM] + (flightRecorder == nil ? [] : [SIGUSR1])) }
        let inputs = CommandInputs(trace.scene.map { [$0] } ?? [])
        // Refused before a device is opened, as well as when the recording is created.
        if let record { try CommandFailure.reporting { try inputs.refuse(output: record) } }
        let named: Scene? = trace.scene == nil ? nil : try trace.loadScene()
        // Our decision: a recording's header counts its devices, so --record attaches the devices
        // present at the start and follows no hot-plug (docs/devices.md).
        let stable = devices.filter(Self.isStablePath)
        let watch = record != nil ? nil : seat.map { DeviceWatch.seat($0) } ?? (stable.isEmpty ? nil : .paths(stable))
        let opened = try openDevices(watched: watch != nil)
        let out = try CommandFailure.reporting { try TraceOutput(path: nil) }
        let stream = TraceStream(output: out, format: trace.format)
        if let header = trace.format.header { try CommandFailure.reporting { try out.write(line: header) } }
        // Our decision: a seat with no device yet gets the standard scene of a screen without axes (1920 × 1080, as a mouse's).
        let scene = named ?? Scene.standard(for: opened.first?.deviceDescription ?? DeviceDescription(name: "no device yet"))
        let session = EngineSession(scene: scene, tracesHitTests: trace.hitTests)
        session.recorder.keepsRecords = false
        session.recorder.onRecord = stream.write
        let input = LiveInput(session: session)
        // Each report traced on its own, as a replay of the recording traces it (no display to time frames to).
        try CommandFailure.reporting { try input.setTiming(.eachReport) }
        let recording = try CommandFailure.reporting {
            try record.map { path in try SeatRecording(path: path, devices: opened, inputs: inputs) }
        }
        let dumps = try startFlightRecorder(on: input)
        let live = try serve.start(on: input, flightRecorder: flightRecorder)
        defer { live?.close() }
        var figures = LatencyFigures()
        let end: LiveInput.RunEnd
        do {
            end = try CommandFailure.reporting { () throws -> LiveInput.RunEnd in
                try attach(opened, watch: watch, scene: scene, to: input, recording: recording)
                var saidWaiting = false
                let end = try input.run(clock: MonotonicClock(), until: LiveInput.RunLimits(
                    duration: duration, idleTimeout: idleTimeout, stopSignals: signals,
                    onSignal: { signal in
                        // SIGUSR1 asks for a dump and the session goes on; the others end it.
                        guard signal == SIGUSR1, let dumps, let recording = input.flightRecording() else { return false }
                        dumps.dump(recording, atExit: false)
                        return true
                    },
                    // A page's download waits for an update: a live view updates at least every 0.1 s.
                    longestWait: live == nil ? nil : 0.1
                )) { update in
                    live?.publish(update)
                    Self.report(update, watch: watch)
                    if latency { figures.add(update) { input.inputDevice(of: $0)?.eventClockRefusal } }
                    if let watch, input.devices.isEmpty, !saidWaiting {
                        CommandFailure.note(Self.waitingLine(for: watch))
                        saidWaiting = true
                    }
                    stream.flush()
                    try stream.check()
                }
                if let dumps, let last = input.flightRecording() { dumps.dump(last, atExit: true) }
                input.finish()
                live?.close()
                stream.flush()
                try stream.check()
                return end
            }
        } catch {
            try? recording?.close()
            _ = dumps?.finish()
            throw error
        }
        try CommandFailure.reporting { try recording?.close() }
        for line in figures.lines { CommandFailure.note(line) }
        if let dumps, dumps.finish() { throw ExitCode(CommandFailure.badInput) }
        if end == .allDevicesGone {
            let note = record.map { "; \($0) holds everything recorded before it" } ?? ""
            throw CommandFailure.exit("every attached device went away\(note)", code: CommandFailure.unplugged)
        }
    }

    /// The devices named (or, with --record, the seat's devices present now), opened; none for a
    /// seat that a watch will open as its devices appear.
    private func openDevices(watched: Bool) throws -> [InputDevice] {
        let opened: [InputDevice] = try CommandFailure.reporting {
            if let seat {
                guard !watched else { return [] }
                let found = InputDevice.openAll(seat: seat, grab: grab)
                guard !found.isEmpty else {
                    throw CommandFailure.exit("no touchscreen, mouse or pen on \(seat) in \(DeviceDiscovery.defaultDirectory) to record")
                }
                return found
            }
            return try devices.map { try AttachableDevice.open($0, grab: grab) }
        }
        let paths = opened.map(\.path)
        if let twice = paths.enumerated().first(where: { paths[..<$0.offset].contains($0.element) })?.element {
            throw CommandFailure.exit("\(twice): named twice; attach each device once")
        }
        return opened
    }

    /// Adds the opened devices to `input`, each mapped by the scene's `devices` entry matching it
    /// onto the window that entry binds it to,
    /// records their events when asked, and starts the watch.
    private func attach(_ opened: [InputDevice], watch: DeviceWatch?, scene: Scene, to input: LiveInput,
                        recording: SeatRecording?) throws {
        var indices: [Int: Int] = [:]
        for (index, device) in opened.enumerated() {
            let placement = try scene.placement(forDeviceNamed: device.deviceDescription.name, path: device.path)
            do {
                indices[try input.addDevice(device, mapping: placement.mapping, window: placement.window).id] = index
            } catch {
                throw ReplayError.device(path: device.path, error)
            }
        }
        if let recording {
            input.onEvent = { device, event in
                if let index = indices[device.id] { try recording.record(index, event) }
            }
        }
        if let watch {
            try input.watchDevices(watch, grab: grab) { device in
                let placement = try scene.placement(forDeviceNamed: device.deviceDescription.name, path: device.path)
                return (placement.mapping, placement.window)
            }
        }
    }
}

extension AttachCommand {
    /// Starts `input`'s flight recorder with --flight-recorder, and the thread that writes its dumps.
    private func startFlightRecorder(on input: LiveInput) throws -> FlightRecorderDumps? {
        guard let flightRecorder else { return nil }
        try CommandFailure.reporting { try input.startFlightRecorder(seconds: flightRecorderSeconds ?? 60) }
        return FlightRecorderDumps(path: flightRecorder)
    }

    /// Says on standard error which devices went, came or could not be added in `update`.
    static func report(_ update: LiveUpdate, watch: DeviceWatch?) {
        for device in update.removedDevices {
            let rejoin = watch == nil ? "" : "; it rejoins when it comes back"
            CommandFailure.note("\(device.path ?? device.name): unplugged; its touches were cancelled\(rejoin)")
        }
        for device in update.addedDevices {
            CommandFailure.note("\(device.path ?? device.name): attached (\(device.name))")
        }
        for failure in update.failedDevices { CommandFailure.note("\(failure)") }
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
