import GestureEngine
import InputDevices
import InputEvents
import TouchReplay
import TouchReplayLive
import TouchTime

// The live examples: docs/devices.md, the DocC article "Embedding TouchReplay
// in an app" and the doc comments of LiveInput, LiveUpdates and
// TouchFrameBuilder, as written there (DocExampleCoverageTests). Compiled,
// not run: they open devices.

/// What an SDL event carries, for the toolkit examples.
private struct SDLEvent {
    struct Finger { var fingerID: Int64 = 0; var x: Float = 0; var y: Float = 0 }
    struct Motion { var x: Float = 0; var y: Float = 0 }
    struct Wheel { var x: Float = 0; var y: Float = 0 }
    var tfinger = Finger()
    var motion = Motion()
    var wheel = Wheel()
}

/// Draws a window, for the loop examples.
private struct Renderer {
    func draw(_ window: Window) {}
}

@MainActor
enum LiveExamples {
    private static func show(_ frame: ContactFrame) {}
    private static func note(_ event: DeviceEvent) {}
    private static func render(_ window: Window) {}
    private static func draw(_ window: Window, moved: [View]) {}
    private static func pushFingerEvent(_ id: Int, _ phase: TouchPhase, _ location: Point) {}

    /// docs/devices.md, "A device's decoded frames".
    static func decodedFrames(mapping: ScreenMapping) async throws {
        let input = LiveInput(window: Window(frame: Rect(x: 0, y: 0, width: 800, height: 480)))
        try input.addDevice(InputDevice.open(path: "/dev/input/event5"), mapping: mapping)
        input.onContactFrame = { device, frame in show(frame) }   // a ContactFrame: the device's contacts in screen points
        input.onEvent = { device, event in note(event) }          // each raw event, before it is decoded
        for try await _ in input.updates() {}                     // reads on this task until it is cancelled
    }

    /// "Embedding TouchReplay in an app", "Several displays": a window per display, a device bound to each.
    static func severalDisplays(counterMapping: ScreenMapping, customerMapping: ScreenMapping) throws {
        let application = Application()
        let counter = Window(id: "counter", frame: Rect(x: 0, y: 0, width: 800, height: 480), application: application)
        let customer = Window(id: "customer", frame: Rect(x: 0, y: 0, width: 1024, height: 600), application: application)
        let input = LiveInput(windows: [counter, customer])
        try input.addDevice(InputDevice.open(path: "/dev/input/event5"), mapping: counterMapping, window: 0)
        try input.addDevice(InputDevice.open(path: "/dev/input/event6"), mapping: customerMapping, window: 1)
    }

    /// "Embedding TouchReplay in an app": the window, the devices, the loop, a toolkit's touches.
    static func embedding(devices: [String]) throws {
        struct Options { var devices: [String] }
        let options = Options(devices: devices)
        var running: Bool { false }
        let renderer = Renderer()
        let event = SDLEvent()
        let lastPointer = Point.zero

        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let list = ScrollView(id: "list", frame: window.bounds)
        list.contentSize = Size(width: 800, height: 4000)
        try window.addSubview(list)

        let input = LiveInput(window: window)
        let screen = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))
        try input.addDevice(InputDevice.open(path: "/dev/input/event5"), mapping: screen)
        // A second touchscreen glued to the right half, a mouse over the whole window:
        try input.addDevice(InputDevice.open(path: "/dev/input/event7"),
                            mapping: ScreenMapping(screenSize: screen.screenSize,
                                                   targetRectangle: ScreenRectangle(origin: ScreenPoint(x: 400, y: 0),
                                                                                    size: ScreenSize(width: 400, height: 480))))
        try input.addDevice(InputDevice.open(path: "/dev/input/event3"), mapping: screen)

        do {
            for device in try InputDevice.open(paths: options.devices) { try input.addDevice(device, mapping: screen) }
        } catch {
            print(error)  // "/dev/input/event9: permission denied …", or "no touchscreen, mouse or pen of seat0 readable in /dev/input …"
        }

        let clock = MonotonicClock()
        while running {
            let update = try input.update(at: clock.now)
            for device in update.addedDevices { print("\(device.name) joined") }
            for device in update.removedDevices { print("\(device.name) went away; its touches were cancelled") }
            for failure in update.failedDevices { print(failure) }  // found while watching, not added: one line each
            if update.needsDisplay { draw(window, moved: update.movedViews) }
            input.waitForInput(until: update.nextUpdateTime, clock: clock, maximumWait: 1.0 / 60)
        }

        Task { @MainActor in
            for try await update in input.updates() {
                if update.needsDisplay { renderer.draw(window) }
            }
        }

        let fingers = input.addSource(named: "SDL touch")
        var builder = TouchFrameBuilder()
        // For each SDL_EVENT_FINGER_DOWN / _MOTION / _UP of this frame:
        builder.add(id: Int(event.tfinger.fingerID), phase: .began,
                    location: Point(x: Double(event.tfinger.x) * 800, y: Double(event.tfinger.y) * 480))
        // Once per display frame, with the frame clock's time:
        if !builder.isEmpty { try input.send(builder.take(at: clock.now), from: fingers) }
        let update = try input.update(at: clock.now)

        // SDL_EVENT_MOUSE_MOTION with no button held:
        builder.hover(.moved, at: Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        // SDL_EVENT_WINDOW_MOUSE_LEAVE:
        builder.hover(.exited, at: lastPointer)
        // SDL_EVENT_MOUSE_WHEEL (SDL's y is positive away from the user):
        builder.scrollWheel(clicks: Point(x: Double(event.wheel.x), y: -Double(event.wheel.y)), at: lastPointer)

        var playback = try RecordingPlayback(path: "pinch.evemu", mapping: screen, start: clock.now + 1)
        // Each pass, before taking the toolkit's events:
        for frame in try playback.frames(dueBy: clock.now) {
            for sample in frame.samples { pushFingerEvent(sample.id, sample.phase, sample.location) }  // SDL_PushEvent
        }
        _ = update
    }

    /// "Embedding TouchReplay in an app": watching a seat, each device mapped by its name.
    static func watchingASeat(window: Window, screen: ScreenMapping) throws {
        let rightHalf = ScreenMapping(screenSize: screen.screenSize,
                                      targetRectangle: ScreenRectangle(origin: ScreenPoint(x: 400, y: 0),
                                                                       size: ScreenSize(width: 400, height: 480)))
        let input = LiveInput(window: window)
        try input.watchDevices(.seat("seat0")) { device in
            // Asked for each device as it is opened: its name and path tell which it is.
            device.deviceDescription.name.contains("maXTouch") ? rightHalf : screen
        }
    }

    /// The doc comments of `LiveInput` and `LiveUpdates`.
    static func docCommentLoops(window: Window, mapping: ScreenMapping) async throws {
        var running: Bool { false }

        let input = LiveInput(window: window)
        try input.addDevice(InputDevice.open(path: "/dev/input/event5"), mapping: mapping)
        let clock = MonotonicClock()
        while running {
            let update = try input.update(at: clock.now)
            if update.needsDisplay { render(window) }
            input.waitForInput(until: update.nextUpdateTime, clock: clock, maximumWait: 1.0 / 60)
        }

        for try await update in input.updates() {
            if update.needsDisplay { render(window) }
        }
    }

    /// The article, "Touches on the display's frames": an ink view reads every coalesced sample and the predictions.
    final class InkView: View {
        var stroke: [Point] = []
        var ahead: [Point] = []
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            guard let touch = touches.first else { return }
            for sample in event.coalescedTouches(for: touch) ?? [touch] { stroke.append(sample.location(in: self)) }
            ahead = (event.predictedTouches(for: touch) ?? []).map { $0.location(in: self) }
        }
    }

    /// The article, "Touches on the display's frames": the input's timing.
    static func displayTiming(input: LiveInput) throws {
        try input.setTiming(.displayFrames(rate: 120, resampling: .android))
        try input.setTiming(.eachReport)
    }

    /// The article, "Keep a flight recorder".
    static func flightRecorder(input: LiveInput) throws {
        try input.startFlightRecorder(seconds: 60)
        // … later, on the input's thread:
        if let recording = input.flightRecording() {
            // A Sendable value: write it on another thread while input goes on.
            Task.detached { try recording.write(to: "/var/log/app/touches.yml") }
        }
    }

    /// The doc comment of `TouchFrameBuilder`.
    static func docCommentBuilder(input: LiveInput, x: Double, y: Double, now: Timestamp) throws {
        let event = SDLEvent()
        let sdlTouches = input.addSource(named: "SDL touch")

        var builder = TouchFrameBuilder()
        builder.add(id: Int(event.tfinger.fingerID), phase: .began, location: Point(x: x, y: y))
        try input.send(builder.take(at: now), from: sdlTouches)
    }
}
