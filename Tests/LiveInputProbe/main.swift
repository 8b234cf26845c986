import GestureEngine
import Glibc
import InputDevices
import InputEvents
import TouchReplayLive

// A test executable for `LiveInput`: the tests run it under umockdev-run, as
// they run `touchreplay`, because an emulated device exists only inside a
// process that umockdev started.
//
//   LiveInputProbe SECONDS DEVICE...
//   LiveInputProbe SECONDS --pointer DEVICE...
//   LiveInputProbe SECONDS --watch seat:NAME | path:PATH...
//
// Feeds every DEVICE (mapped onto an 800 × 480 window holding one full-window
// view) into one `LiveInput`, in an app's loop: `waitForInput` on the input's
// descriptors for at most a display frame (1/60 s), then `update(at:)` with
// a `MonotonicClock`'s time. The devices are opened with `InputDevice.open(paths:)`. Prints `touch ID PHASE X Y` for each touch
// delivered to the view, `removed PATH` for a device that went away, and
// `end` after SECONDS (or once every device went away). An error prints
// `error: …` and exits 1.
//
// With `--pointer`, the window holds instead a full-window scroll view `list`
// (content 4,000 pt tall) with a hover recognizer `hover` on it, and the probe
// also prints `hover STATE X Y` for each state the recognizer reaches and
// `wheel CLICKS OFFSET` for each wheel turn (its vertical clicks, then the
// list's vertical offset after it).
//
// With `--wait-once`, the probe waits once, for at most SECONDS
// (`waitForInput` with nothing else due), prints `ready` if a device became
// readable or `timed out`, then updates once (printing what it delivered) and
// prints `end`.
//
// With `--watch`, the input watches a seat or stable paths instead
// (`LiveInput.watchDevices`, hot-plug): it also prints `added PATH` for a device
// that joined and `failed LINE` for one found but not added, and runs for
// SECONDS whether or not devices are attached.

/// Writes `line` to standard output at once: the tests read the output while the probe runs.
func emit(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

/// Prints each delivery of touches to a view, each hover recognizer's state and each wheel turn.
final class Printer: EngineObserver {
    var list: ScrollView?
    var observesHitTests: Bool { false }
    func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        for touch in touches {
            let location = touch.location(in: nil)
            emit("touch \(touch.id) \(phase) \(Int(location.x.rounded())) \(Int(location.y.rounded()))")
        }
    }
    func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        guard let hover = recognizer as? HoverGestureRecognizer else { return }
        let location = hover.location(in: nil)
        emit("hover \(hover.state) \(Int(location.x.rounded())) \(Int(location.y.rounded()))")
    }
    /// The vertical clicks of the wheel turns heard during the current update.
    var pendingWheel: [Double] = []
    func engine(didScrollWheel wheel: WheelScroll, takenBy view: View?) {
        // Heard before the scroll moves the list: its offset is printed once the update is done.
        pendingWheel.append(wheel.clicks.y)
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let seconds = Double(arguments[1]) else {
    emit("usage: LiveInputProbe SECONDS DEVICE...")
    exit(2)
}
let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
let printer = Printer()
window.observer = printer
let input = LiveInput(window: window)
do {
    let pointer = arguments[2] == "--pointer"
    if pointer {
        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        list.contentSize = Size(width: 800, height: 4000)
        list.addGestureRecognizer(HoverGestureRecognizer(id: "hover"))
        try window.addSubview(list)
        printer.list = list
    } else {
        let screen = View(id: "screen", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        // Every finger of every device reaches the one view (UIKit gives a plain view only the first).
        screen.isMultipleTouchEnabled = true
        try window.addSubview(screen)
    }
    let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))
    let watching = arguments[2] == "--watch"
    if watching {
        let watch = arguments.count > 3 && arguments[3].hasPrefix("seat:")
            ? DeviceWatch.seat(String(arguments[3].dropFirst(5)))
            : DeviceWatch.paths(arguments[3...].filter { $0.hasPrefix("path:") }.map { String($0.dropFirst(5)) })
        try input.watchDevices(watch) { _ in mapping }
    } else {
        let first = pointer || arguments[2] == "--wait-once" ? 3 : 2
        for device in try InputDevice.open(paths: Array(arguments[first...])) { try input.addDevice(device, mapping: mapping) }
    }
    let clock = MonotonicClock()
    if arguments[2] == "--wait-once" {
        emit(input.waitForInput(until: nil, clock: clock, maximumWait: seconds) ? "ready" : "timed out")
        _ = try input.update(at: clock.now)
        emit("end")
        exit(0)
    }
    while clock.now.seconds < seconds, watching || !input.devices.isEmpty {
        input.waitForInput(until: input.nextUpdateTime, clock: clock, maximumWait: 1.0 / 60)
        let update = try input.update(at: clock.now)
        for clicks in printer.pendingWheel { emit("wheel \(clicks) \(printer.list?.contentOffset.y ?? 0)") }
        printer.pendingWheel.removeAll()
        for device in update.addedDevices { emit("added \(device.path ?? device.name)") }
        for device in update.removedDevices { emit("removed \(device.path ?? device.name)") }
        for failure in update.failedDevices { emit("failed \(failure)") }
    }
    emit("end")
} catch {
    emit("error: \(error)")
    exit(1)
}
