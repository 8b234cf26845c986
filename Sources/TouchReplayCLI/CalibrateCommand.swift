import ArgumentParser
import InputDevices
import InputEvents
import InputRecordings
import TouchReplayLive
import TouchReplayTools

/// `touchreplay calibrate`: fits a touchscreen's calibration matrix from touches on five targets.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Fit a touchscreen's calibration matrix (LIBINPUT_CALIBRATION_MATRIX) from touches on five targets.",
        discussion: """
            With DEVICE, asks in the terminal for a touch on each of five targets (four an eighth of the \
            screen in from its corners, one halfway across and three eighths down) and reads where each lands on the device, \
            without any calibration; with --recording, takes the touches of a recorded session (the i-th \
            touch for the i-th target). Then fits the matrix by least squares, leaves out a target missed \
            by more than 15 px (xinput_calibrator's misclick threshold) and says which, and prints the udev \
            rule and the scene's `devices` line that apply the matrix. Fewer than three usable targets, or \
            touches on one line, are an error. The command asks in the terminal, so that it needs no \
            display library; the window with targets is the example app Examples/Calibrator (docs/field.md).
            """)

    @Argument(help: "The touchscreen: a path such as /dev/input/event5, or part of a device name.")
    var device: String?

    @Option(help: "Read the touches from a recorded calibration session (evemu or libinput record) instead of a device.")
    var recording: String?

    @Option(help: "A separate evemu description (.desc) for --recording.")
    var description: String?

    @Option(help: "The screen's size in pixels, WIDTHxHEIGHT, where the targets are shown.")
    var size = "1920x1080"

    @Option(parsing: .unconditional, help: "Give up when no event arrived for SECONDS while waiting for a touch.")
    var idleTimeout = 60.0

    @Flag(help: "Grab the device exclusively (EVIOCGRAB) while calibrating, so that the desktop does not take the touches too.")
    var grab = false

    func validate() throws {
        guard (device == nil) != (recording == nil) else {
            throw CommandFailure.invalid(device == nil ? "give a DEVICE or --recording FILE" : "give a DEVICE or --recording FILE, not both")
        }
        if description != nil, recording == nil { throw CommandFailure.invalid("--description goes with --recording") }
        if grab, recording != nil { throw CommandFailure.invalid("--grab goes with a DEVICE") }
        guard LiveDeviceOptions.size(size) != nil else { throw CommandFailure.invalid("--size must look like 1920x1080, got \(size)") }
        guard idleTimeout > 0 else { throw CommandFailure.invalid("--idle-timeout must be positive") }
    }

    func run() throws {
        let targets = CalibrationTargets(screenSize: LiveDeviceOptions.size(size)!)
        let session: CalibrationSession
        let name: String
        if let recording {
            (session, name) = try CommandFailure.reporting {
                let session = try CalibrationSession.recorded(recording, descriptionPath: description, targets: targets)
                return (session, try RecordingReader(path: recording, descriptionPath: description).description.name)
            }
        } else {
            (session, name) = try prompt(targets)
        }
        let fit = try CommandFailure.reporting { try session.fit() }
        for line in CalibrationReport(fit: fit, deviceName: name).lines { FrameText.writeLine(line) }
    }

    /// Asks for each target in turn and reads the device (through a `LiveInput`, as `attach`
    /// reads it, but without the device's own calibration) until every target has its touch.
    private func prompt(_ targets: CalibrationTargets) throws -> (CalibrationSession, String) {
        struct Complete: Error {}
        let opened = try CommandFailure.reporting { try AttachableDevice.open(device!, grab: grab) }
        let name = opened.deviceDescription.name
        let input = try LiveDeviceOptions.input(reading: opened, named: device!, screen: CalibrationSession.mapping.screenSize,
                                                grab: grab, followsHotplug: false, systemCalibration: false)
        var session = CalibrationSession(targets: targets)
        FrameText.writeLine("calibrating \"\(name)\" for a \(size) screen: touch each target as it is named, then lift")
        func ask(_ index: Int) {
            let point = targets.points[index]
            FrameText.writeLine("target \(index + 1) of \(targets.points.count): the \(CalibrationTargets.placeName(index)) one, at "
                + "(\(CalibrationReport.number(point.x)), \(CalibrationReport.number(point.y)))")
        }
        ask(0)
        var complete = false
        input.onContactFrame = { _, frame in
            guard !complete, session.feed(frame) != nil else { return }
            if let next = session.nextTarget { ask(next) } else { complete = true }
        }
        let end: LiveInput.RunEnd
        do {
            end = try LiveDeviceOptions.run(input, duration: nil, idleTimeout: idleTimeout) { _ in
                if complete { throw Complete() }
            }
        } catch is Complete {
            return (session, name)
        }
        try LiveDeviceOptions.finish(end, opened: opened)
        let waiting = session.nextTarget.map { "target \($0 + 1) of \(targets.points.count)" } ?? "the last lift"
        throw CommandFailure.exit(end == .idle
            ? "no event from \"\(name)\" for \(CalibrationReport.number(idleTimeout)) s while waiting for \(waiting)"
            : "stopped while waiting for \(waiting)")
    }
}
