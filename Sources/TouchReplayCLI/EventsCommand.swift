import ArgumentParser
import Glibc
import InputDevices
import InputEvents
import TouchReplayLive

/// `touchreplay events`: prints a live device's decoded frames, like `libinput debug-events`.
struct EventsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events",
        abstract: "Print the contact frames (or raw events) a live touchscreen or mouse sends.",
        discussion: """
            One line per frame: `TIME  id:phase@(x, y) …`, or with --jsonl one JSON object per line: \
            {"time_us":…,"contacts":[{"id":0,"phase":"began","x":…,"y":…}]}. Positions are in device \
            units unless --screen is given. The device is read as `attach` reads it (a LiveInput): a stable \
            path (/dev/input/by-id/…) follows the device out and back in, ids starting again at 0. Stops on \
            Ctrl-C or SIGTERM (active contacts are cancelled), after --duration or --idle-timeout; exits \
            with 3 when the device is unplugged (but for a stable path).
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
            throw CommandFailure.invalid("--screen must look like 1920x1080, got \(screen)")
        }
    }

    func run() throws {
        let jsonl = self.jsonl, raw = self.raw
        let opened = try live.open()
        let input = try LiveDeviceOptions.input(reading: opened, named: live.device, screen: screen.flatMap(LiveDeviceOptions.size),
                                                grab: live.grab, followsHotplug: true)
        if raw {
            input.onEvent = { _, event in FrameText.writeLine(jsonl ? FrameText.json(event) : FrameText.text(event)) }
        }
        input.onContactFrame = { _, frame in FrameText.writeLine(jsonl ? FrameText.json(frame) : FrameText.text(frame)) }
        let end = try CommandFailure.reporting { try live.run(input) }
        try LiveDeviceOptions.finish(end, opened: opened)
    }
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

    /// Writes one line to standard output at once (unbuffered, so a pipe sees each frame as it comes).
    static func writeLine(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
