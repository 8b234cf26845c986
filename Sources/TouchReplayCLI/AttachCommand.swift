import ArgumentParser
import InputDevices
import InputEvents
import InputRecordings
import OutputFiles
import TouchReplay
import TouchReplayLive

/// `touchreplay attach`: feeds a live touchscreen or mouse to a scene and prints the trace as it happens.
struct AttachCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attach",
        abstract: "Attach a live touchscreen or mouse to a scene and print the trace as it happens.",
        discussion: """
            Without --scene, the scene is one full-screen view ("screen") with the device's shape and a tap, \
            double tap, long press, pan, pinch, rotation and swipe on it, all recognizing together, so each \
            shows what it makes of your fingers (see docs/devices.md). \
            Maps the device with the scene's screen and prints one trace line per event, flushed \
            after every frame. Ctrl-C (or SIGTERM, --duration, an unplug) cancels the contacts \
            still down, lets pending timers fire and prints the summary. With --record the raw \
            events are also written to an evemu 1.3 file, flushed per frame, that `replay` reads. \
            With several devices, or --seat NAME (every touchscreen, mouse and pen whose udev ID_SEAT \
            is NAME, seat0 when unset), all feed the one window, touch ids unique across them; trace \
            time 0 is then the moment of attaching, and --record writes one `libinput record` file \
            with a section per device (docs/devices.md). With --seat, or devices named by stable paths \
            (/dev/input/by-id/…, /dev/input/by-path/…), devices that appear join and devices unplugged \
            and plugged back rejoin (hot-plug); the session waits while none is there. A recording \
            holds the devices present when it starts: with --record there is no hot-plug.
            """)

    @Argument(help: "The devices: paths such as /dev/input/event5, or parts of device names.")
    var devices: [String] = []

    @Option(help: "Attach every touchscreen, mouse and pen of this seat (udev ID_SEAT; seat0 when unset).")
    var seat: String?

    @OptionGroup var trace: TraceOptions

    @Flag(help: "Grab the device exclusively (EVIOCGRAB) while attached.")
    var grab = false

    @Option(parsing: .unconditional, help: "Stop after SECONDS.")
    var duration: Double?

    @Option(name: .long, help: "Also record the events into this file: evemu for one device, libinput record for several.")
    var record: String?

    func validate() throws {
        if let duration, duration <= 0 { throw CommandFailure.invalid("--duration must be positive") }
        if devices.isEmpty && seat == nil { throw CommandFailure.invalid("name a device (or several), or a seat with --seat") }
        if !devices.isEmpty && seat != nil { throw CommandFailure.invalid("name devices or --seat, not both") }
    }

    func run() throws {
        let inputs = CommandInputs(trace.scene.map { [$0] } ?? [])
        // Refused before the device is opened, as well as when the recording is created.
        if let record { try CommandFailure.reporting { try inputs.refuse(output: record) } }
        let named: Scene? = trace.scene == nil ? nil : try trace.loadScene()
        // A scene with per-device mappings goes the several-device way, which reads them.
        guard devices.count == 1, seat == nil, named?.devices.isEmpty != false, !AttachSeat.isStablePath(devices[0]) || record != nil
        else { return try runSeveral(named) }
        let device = devices[0]
        let format = trace.format
        let out = try CommandFailure.reporting { try TraceOutput(path: nil) }
        let stream = TraceStream(output: out, format: format)
        let live = try CommandFailure.reporting { () throws -> LiveSession in
            let opened = try AttachableDevice.open(device, grab: grab)
            do throws(FrameDecoderError) {
                let scene = named ?? Scene.standard(for: opened.deviceDescription)
                return try LiveSession(device: opened, scene: scene, tracesHitTests: trace.hitTests, onRecord: stream.write)
            } catch {
                throw ReplayError.device(path: opened.path, error)
            }
        }
        let recorder = try CommandFailure.reporting {
            try record.map { path in
                try FrameRecorder(writer: EvemuWriter(path: path, description: live.device.deviceDescription, inputs: inputs))
            }
        }
        if let header = format.header { try CommandFailure.reporting { try out.write(line: header) } }
        let end = try CommandFailure.reporting {
            try live.run(
                duration: duration.map { Duration.microseconds(Int64($0 * 1_000_000)) }, stopSignals: try StopSignals(),
                onEvent: { event in try recorder?.record(event) },
                afterFrame: {
                    stream.flush()
                    try stream.check()
                })
        }
        try CommandFailure.reporting { try recorder?.writer.close() }
        if case let .unplugged(error) = end {
            let note = record.map { "; \($0) holds everything recorded before it" } ?? ""
            throw CommandFailure.exit("\(error)\(note)", code: CommandFailure.unplugged)
        }
    }
}

extension AttachCommand {
    /// Several devices, or a seat, feeding one window (see ``AttachSeat``).
    func runSeveral(_ named: Scene?) throws {
        // Our decision: a recording's header counts its devices, so --record attaches the devices
        // present at the start and follows no hot-plug (docs/devices.md).
        let stable = devices.filter(AttachSeat.isStablePath)
        let watch = record != nil ? nil : seat.map { DeviceWatch.seat($0) } ?? (stable.isEmpty ? nil : .paths(stable))
        let opened: [InputDevice] = try CommandFailure.reporting {
            if let seat, record != nil {
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
        let out = try CommandFailure.reporting { try TraceOutput(path: nil) }
        let stream = TraceStream(output: out, format: trace.format)
        if let header = trace.format.header { try CommandFailure.reporting { try out.write(line: header) } }
        // Our decision: a seat with no device yet gets the standard scene of a screen without axes (1920 × 1080, as a mouse's).
        let standard = opened.first?.deviceDescription ?? DeviceDescription(name: "no device yet")
        var attach = AttachSeat(devices: opened, watch: watch, grab: grab, scene: named ?? Scene.standard(for: standard),
                                tracesHitTests: trace.hitTests, duration: duration)
        let recording = try CommandFailure.reporting {
            try record.map { path in try SeatRecording(path: path, devices: opened, inputs: CommandInputs(trace.scene.map { [$0] } ?? [])) }
        }
        if let recording { attach.onEvent = recording.record }
        let allGone: Bool
        do {
            allGone = try CommandFailure.reporting { try attach.run(stream: stream) }
        } catch {
            try? recording?.close()
            throw error
        }
        try CommandFailure.reporting { try recording?.close() }
        if allGone {
            let note = record.map { "; \($0) holds everything recorded before it" } ?? ""
            throw CommandFailure.exit("every attached device went away\(note)", code: CommandFailure.unplugged)
        }
    }
}
