import ArgumentParser
import GestureEngine
import InputDevices
import InputEvents
import TouchReplay
import TouchReplayLive

/// The device options shared by `events` and `record`, and how both read the device:
/// through a `LiveInput`, the path `attach` takes (the same decoding, hot-plug and lines).
struct LiveDeviceOptions: ParsableArguments {
    @Argument(help: "The device: a path such as /dev/input/event5, or part of a device name.")
    var device: String

    @Flag(help: "Grab the device exclusively (EVIOCGRAB) while reading.")
    var grab = false

    @Option(parsing: .unconditional, help: "Stop after SECONDS.")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Stop when the device sent no frame for SECONDS (as attach's --idle-timeout).")
    var idleTimeout: Double?

    func validate() throws {
        if let duration, duration <= 0 { throw CommandFailure.invalid("--duration must be positive") }
        if let idleTimeout, idleTimeout <= 0 { throw CommandFailure.invalid("--idle-timeout must be positive") }
    }

    /// Opens the device (see ``AttachableDevice/open(_:grab:)``), or reports the failure in one line.
    func open() throws(ExitCode) -> InputDevice {
        try CommandFailure.reporting { try AttachableDevice.open(device, grab: grab) }
    }

    /// The live input that reads `opened`, decoded onto `screen` (see ``mapping(for:screen:)``),
    /// into a window of that size with nothing in it: what the device sends comes out through the
    /// input's `onEvent` and `onContactFrame`. With `followsHotplug` and a stable path (as
    /// `attach` takes it, ``AttachCommand/isStablePath(_:)``) the device rejoins when it comes back.
    static func input(reading opened: InputDevice, named name: String, screen: ScreenSize?, grab: Bool, followsHotplug: Bool,
                      systemCalibration: Bool = true) throws(ExitCode) -> LiveInput {
        let mapping = Self.mapping(for: opened.deviceDescription, screen: screen)
        let size = mapping.screenSize
        let input = LiveInput(window: Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height)))
        try CommandFailure.reporting {
            // Each report on its own, as attach traces it: nothing here is drawn.
            try input.setTiming(.eachReport)
            do throws(FrameDecoderError) {
                try input.addDevice(opened, mapping: mapping, systemCalibration: systemCalibration)
            } catch {
                throw ReplayError.device(path: opened.path, error)
            }
            if followsHotplug, AttachCommand.isStablePath(name) {
                try input.watchDevices(.paths([name]), grab: grab) { device in
                    Self.mapping(for: device.deviceDescription, screen: screen)
                }
            }
        }
        return input
    }

    /// Reads `input` until a stop signal (`SIGINT`, `SIGTERM`), `duration`, `idleTimeout` or,
    /// without hot-plug, the device gone, saying on standard error what a device watch saw (as
    /// `attach` says it); then ends it, so that the contacts still down come out cancelled.
    ///
    /// - Throws: what the run and `onUpdate` throw, as they are.
    static func run(_ input: LiveInput, duration: Double?, idleTimeout: Double?,
                    onUpdate: (LiveUpdate) throws -> Void = { _ in }) throws -> LiveInput.RunEnd {
        let watch = input.deviceWatch
        var saidWaiting = false
        let end = try input.run(clock: MonotonicClock(), until: LiveInput.RunLimits(
            duration: duration, idleTimeout: idleTimeout, stopSignals: try StopSignals()
        )) { update in
            // Without a watch the one device going ends the run, in one line (``finish(_:opened:note:)``).
            if let watch { AttachCommand.report(update, watch: watch) }
            if let watch, input.devices.isEmpty, !saidWaiting {
                CommandFailure.note(AttachCommand.waitingLine(for: watch))
                saidWaiting = true
            }
            try onUpdate(update)
        }
        input.finish()
        return end
    }

    /// ``run(_:duration:idleTimeout:onUpdate:)`` with the options' `--duration` and `--idle-timeout`.
    func run(_ input: LiveInput) throws -> LiveInput.RunEnd {
        try Self.run(input, duration: duration, idleTimeout: idleTimeout)
    }

    /// Reports how reading ended: `opened` gone for good is an error (exit code 3, `note` added
    /// to its line), the rest end normally.
    static func finish(_ end: LiveInput.RunEnd, opened: InputDevice, note: String = "") throws(ExitCode) {
        if end == .allDevicesGone {
            throw CommandFailure.exit("\(DeviceError.unplugged(path: opened.path))\(note)", code: CommandFailure.unplugged)
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

    static func size(_ text: String) -> ScreenSize? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0 else {
            return nil
        }
        return ScreenSize(width: width, height: height)
    }
}
