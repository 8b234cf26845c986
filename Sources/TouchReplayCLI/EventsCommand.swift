import ArgumentParser
import Glibc
import InputDevices
import InputEvents

/// `touchreplay events`: prints a live device's decoded frames, like `libinput debug-events`.
struct EventsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events",
        abstract: "Print the contact frames (or raw events) a live touchscreen or mouse sends.",
        discussion: """
            One line per frame: `TIME  id:phase@(x, y) …`, or with --jsonl one JSON object per line: \
            {"time_us":…,"contacts":[{"id":0,"phase":"began","x":…,"y":…}]}. Positions are in device \
            units unless --screen is given. Stops on Ctrl-C or SIGTERM (active contacts are cancelled), \
            after --duration or --idle-timeout; exits with 3 when the device is unplugged.
            """)

    @OptionGroup var live: LiveDeviceOptions

    @Flag(help: "Print JSON Lines instead of text.")
    var jsonl = false

    @Flag(help: "Print every raw event (with the frames), marking events libevdev synthesised after SYN_DROPPED.")
    var raw = false

    @Option(help: "Map positions onto a screen of WIDTHxHEIGHT points (default: device units; 1920x1080 for mice).")
    var screen: String?

    func validate() throws {
        if let screen, LiveDeviceOptions.size(screen) == nil {
            throw ValidationError("--screen must look like 1920x1080, got \(screen)")
        }
    }

    func run() throws {
        let jsonl = self.jsonl, raw = self.raw
        let reader = try live.openReader(screen: screen.flatMap(LiveDeviceOptions.size))
        let end = try DeviceCommands.reportingFailures {
            try reader.run(
                duration: live.durationLimit, idleTimeout: live.idleLimit, stopSignals: try StopSignals(),
                onEvent: { event in
                    guard raw else { return }
                    DeviceCommands.writeLine(jsonl ? FrameText.json(event) : FrameText.text(event))
                },
                onFrame: { frame in DeviceCommands.writeLine(jsonl ? FrameText.json(frame) : FrameText.text(frame)) })
        }
        live.finish(end)
    }
}

/// The device options shared by `events` and `record`.
struct LiveDeviceOptions: ParsableArguments {
    @Argument(help: "The device: a path such as /dev/input/event5, or part of a device name.")
    var device: String

    @Flag(help: "Grab the device exclusively (EVIOCGRAB) while reading.")
    var grab = false

    @Option(help: "Stop after SECONDS.")
    var duration: Double?

    @Option(help: "Stop when no event arrived for SECONDS.")
    var idleTimeout: Double?

    func validate() throws {
        if let duration, duration <= 0 { throw ValidationError("--duration must be positive") }
        if let idleTimeout, idleTimeout <= 0 { throw ValidationError("--idle-timeout must be positive") }
    }

    var durationLimit: Duration? { duration.map { .microseconds(Int64($0 * 1_000_000)) } }
    var idleLimit: Duration? { idleTimeout.map { .microseconds(Int64($0 * 1_000_000)) } }

    /// Opens the device, checks that it is a touchscreen or mouse, and decodes onto `screen`
    /// (see ``mapping(for:screen:)``).
    func openReader(screen: ScreenSize? = nil) throws -> LiveFrameReader {
        try DeviceCommands.reportingFailures {
            let opened = device.contains("/")
                ? try InputDevice.open(path: device, grab: grab)
                : try InputDevice.open(named: device, grab: grab)
            let classification = opened.deviceDescription.classification
            guard classification.attachable else {
                throw DeviceRefusal(path: opened.path, classification: classification)
            }
            return try LiveFrameReader(device: opened, mapping: Self.mapping(for: opened.deviceDescription, screen: screen))
        }
    }

    /// The screen mapping: onto `screen` when given, else one point per device unit for
    /// absolute devices and a 1920×1080 screen for mice.
    static func mapping(for description: DeviceDescription, screen: ScreenSize?) -> ScreenMapping {
        if let screen { return ScreenMapping(screenSize: screen) }
        let capabilities = description.capabilities
        if let x = capabilities.xAxis, let y = capabilities.yAxis {
            let width = Double(Int64(x.maximum) - Int64(x.minimum) + 1)
            let height = Double(Int64(y.maximum) - Int64(y.minimum) + 1)
            return ScreenMapping(screenSize: ScreenSize(width: width, height: height))
        }
        return ScreenMapping(screenSize: ScreenSize(width: 1920, height: 1080))
    }

    /// Reports how reading ended: an unplug is an error (exit code 3), the rest end normally.
    func finish(_ end: LiveFrameReader.End, after note: String = "") {
        if case .unplugged(let error) = end {
            DeviceCommands.fail("\(error)\(note)", exitCode: DeviceCommands.unpluggedExitCode)
        }
    }

    static func size(_ text: String) -> ScreenSize? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0 else {
            return nil
        }
        return ScreenSize(width: width, height: height)
    }
}

/// A device that is not a touchscreen or mouse, refused for reading and recording.
struct DeviceRefusal: Error, CustomStringConvertible {
    var path: String
    var classification: DeviceClassification
    var description: String { "\(path): \(classification)" }
}

/// How `touchreplay events` prints frames and raw events.
enum FrameText {
    /// `{"time_us":…,"contacts":[{"id":…,"phase":"…","x":…,"y":…[,"pressure":…][,"touch_major":…]}]}`.
    static func json(_ frame: ContactFrame) -> String {
        let contacts = frame.contacts.map { contact in
            var fields = #"{"id":\#(contact.id),"phase":"\#(contact.phase.rawValue)","x":\#(contact.x),"y":\#(contact.y)"#
            if let pressure = contact.pressure { fields += #","pressure":\#(pressure)"# }
            if let major = contact.touchMajor { fields += #","touch_major":\#(major)"# }
            return fields + "}"
        }
        return #"{"time_us":\#(frame.time.microseconds),"contacts":[\#(contacts.joined(separator: ","))]}"#
    }

    /// `{"event":{"time_us":…,"type":"EV_ABS","code":"ABS_X","value":…,"resync":false}}`.
    static func json(_ event: DeviceEvent) -> String {
        let e = event.event
        return #"{"event":{"time_us":\#(e.time.microseconds),"type":"\#(EventNames.name(of: e.type))","#
            + #""code":"\#(EventNames.name(type: e.type, code: e.code))","value":\#(e.value),"#
            + #""resync":\#(event.isResynchronization)}}"#
    }

    /// `1.000001  0:began@(361.0, 379.0)  1:moved@(…)`.
    static func text(_ frame: ContactFrame) -> String {
        ([frame.time.description] + frame.contacts.map { "\($0.id):\($0.phase.rawValue)@(\($0.x), \($0.y))" })
            .joined(separator: "  ")
    }

    /// `1.000001  EV_ABS ABS_X 361` with ` (resync)` for synthesised events.
    static func text(_ event: DeviceEvent) -> String {
        let e = event.event
        return "\(e.time)  \(EventNames.name(of: e.type)) \(EventNames.name(type: e.type, code: e.code)) \(e.value)"
            + (event.isResynchronization ? " (resync)" : "")
    }
}
