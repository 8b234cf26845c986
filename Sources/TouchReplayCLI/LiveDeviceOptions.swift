import ArgumentParser
import InputDevices
import InputEvents

/// The device options shared by `events` and `record`.
struct LiveDeviceOptions: ParsableArguments {
    @Argument(help: "The device: a path such as /dev/input/event5, or part of a device name.")
    var device: String

    @Flag(help: "Grab the device exclusively (EVIOCGRAB) while reading.")
    var grab = false

    @Option(parsing: .unconditional, help: "Stop after SECONDS.")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Stop when no event arrived for SECONDS.")
    var idleTimeout: Double?

    func validate() throws {
        if let duration, duration <= 0 { throw CommandFailure.invalid("--duration must be positive") }
        if let idleTimeout, idleTimeout <= 0 { throw CommandFailure.invalid("--idle-timeout must be positive") }
    }

    var durationLimit: Duration? { duration.map { .microseconds(Int64($0 * 1_000_000)) } }
    var idleLimit: Duration? { idleTimeout.map { .microseconds(Int64($0 * 1_000_000)) } }

    /// Opens the device (see ``AttachableDevice/open(_:grab:)``) and decodes onto `screen`
    /// (see ``mapping(for:screen:)``), or reports the failure in one line.
    func openReader(screen: ScreenSize? = nil) throws(ExitCode) -> LiveFrameReader {
        try CommandFailure.reporting {
            let opened = try AttachableDevice.open(device, grab: grab)
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
    func finish(_ end: LiveFrameReader.End, after note: String = "") throws(ExitCode) {
        if case .unplugged(let error) = end {
            throw CommandFailure.exit("\(error)\(note)", code: CommandFailure.unplugged)
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
