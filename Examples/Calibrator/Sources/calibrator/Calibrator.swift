import ArgumentParser
import BoardCanvas
import Glibc
import GestureEngine
import InputDevices
import InputEvents
import TouchReplayLive
import TouchReplayTools

/// `calibrator DEVICE`: `touchreplay calibrate` with a window. Shows the five
/// targets one at a time as cross-hairs in an SDL window the size of the
/// screen being calibrated, reads where each touch lands on DEVICE (without
/// any calibration), then prints the same report as `touchreplay calibrate`:
/// the matrix, the targets left out as misclicks, the udev rule and the scene's line.
@main
struct Calibrator: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrator",
        abstract: "Calibrate a touchscreen with five targets shown in a window (touchreplay calibrate, with SDL).")

    @Argument(help: "The touchscreen: a path such as /dev/input/event5.")
    var device: String

    @Option(help: "The window's size in pixels, WIDTHxHEIGHT: the screen being calibrated.")
    var size = "800x480"

    @Option(help: "Write the window's pixels to FILE.bmp when the first target is shown.")
    var screenshot: String?

    @Option(parsing: .unconditional, help: "Give up after SECONDS without every target touched.")
    var timeout = 120.0

    func validate() throws {
        guard Self.size(size) != nil else { throw ValidationError("--size must look like 800x480, got \(size)") }
        guard timeout > 0 else { throw ValidationError("--timeout must be positive") }
        if let screenshot, !screenshot.hasSuffix(".bmp") { throw ValidationError("the screenshot is a .bmp file, got \(screenshot)") }
    }

    static func size(_ text: String) -> ScreenSize? {
        let parts = text.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return nil }
        return ScreenSize(width: parts[0], height: parts[1])
    }

    func run() throws {
        let screen = Self.size(size)!
        let targets = CalibrationTargets(screenSize: screen)
        // Read as an app reads its devices (a LiveInput), without the device's own calibration:
        // the window here only draws, so the input's window is an empty one of the fit's unit square.
        let input = LiveInput(window: Window(frame: Rect(x: 0, y: 0, width: 1, height: 1)))
        let opened: InputDevice
        do {
            opened = try InputDevice.open(path: device)
            try input.addDevice(opened, mapping: CalibrationSession.mapping, systemCalibration: false)
        } catch {
            throw Self.fail("\(error)")
        }
        let canvas: Canvas
        do {
            canvas = try Canvas(title: "Touch the targets", size: Size(width: screen.width, height: screen.height))
        } catch {
            throw Self.fail("\(error)")
        }
        var session = CalibrationSession(targets: targets)
        input.onContactFrame = { _, frame in _ = session.feed(frame) }
        let clock = MonotonicClock()
        var shown: Int?
        let deadline = ContinuousClock.now + .microseconds(Int64(timeout * 1_000_000))
        while let next = session.nextTarget {
            if shown != next {
                draw(targets, highlighting: next, on: canvas)
                if next == 0, let screenshot { try? canvas.writeBMP(to: screenshot) }
                canvas.present()
                shown = next
            }
            if canvas.events().contains(where: { if case .quit = $0 { true } else { false } }) { throw ExitCode(1) }
            guard ContinuousClock.now < deadline else {
                throw Self.fail("no touch on target \(next + 1) of \(targets.points.count) within \(timeout) s")
            }
            // A display frame at most, so that the window answers while waiting for the device.
            input.waitForInput(until: nil, clock: clock, maximumWait: 0.016)
            do {
                let update = try input.update(at: clock.now)
                if !update.removedDevices.isEmpty { throw DeviceError.unplugged(path: opened.path) }
            } catch {
                throw Self.fail("\(error)")
            }
        }
        do {
            for line in CalibrationReport(fit: try session.fit(), deviceName: opened.deviceDescription.name).lines { print(line) }
        } catch {
            throw Self.fail("\(error)")
        }
    }

    /// The targets as cross-hairs: the one to touch now white, the others dim.
    private func draw(_ targets: CalibrationTargets, highlighting index: Int, on canvas: Canvas) {
        canvas.clear(red: 24, green: 24, blue: 32)
        for (number, point) in targets.points.enumerated() {
            let shade: UInt8 = number == index ? 255 : 70
            canvas.fill(Rect(x: point.x - 20, y: point.y - 1, width: 41, height: 3), red: shade, green: shade, blue: shade)
            canvas.fill(Rect(x: point.x - 1, y: point.y - 20, width: 3, height: 41), red: shade, green: shade, blue: shade)
            if number == index { canvas.fill(Rect(x: point.x - 4, y: point.y - 4, width: 9, height: 9), red: 230, green: 80, blue: 40) }
        }
    }

    /// Prints `calibrator: MESSAGE` on standard error and answers the exit code 1.
    static func fail(_ message: String) -> ExitCode {
        var text = "calibrator: " + message + "\n"
        _ = text.withUTF8 { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        return ExitCode(1)
    }
}
