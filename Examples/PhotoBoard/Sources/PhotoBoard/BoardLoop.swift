import BoardCanvas
import GestureEngine
import Glibc
import InputDevices
import InputEvents
import TouchReplayLive

/// The app's loop, as "Embedding TouchReplay in an app" writes it: each pass
/// takes the window's events, hands the engine the time
/// (`LiveInput.update(at:)`), redraws only when the update says something
/// changed, and sleeps until a device is readable or the engine's next wake
/// time (a display frame at most), so glides and bounces advance while no event arrives.
struct BoardLoop {
    private let board: Board
    private let drawing: BoardDrawing
    private let input: LiveInput
    private let sdlTouches: LiveDevice?
    private var touches = TouchFrameBuilder()
    private var playback: SDLPlayback?
    private let screenshot: (path: String, at: Double)?
    private let start = ContinuousClock.now

    /// A board of `size` points fed by `devices` (and SDL's events with `sdlInput`, `playback`'s among them).
    init(size: Size, devices: [InputDevice], sdlInput: Bool, playback: SDLPlayback?, screenshot: (path: String, at: Double)?) throws {
        board = try Board(size: size)
        drawing = try BoardDrawing(canvas: Canvas(title: "PhotoBoard", size: size))
        board.window.maximumFramesPerSecond = drawing.canvas.refreshRate
        input = LiveInput(window: board.window)
        let screen = ScreenMapping(screenSize: ScreenSize(width: size.width, height: size.height))
        for device in devices { try input.addDevice(device, mapping: screen) }
        sdlTouches = sdlInput || playback != nil ? input.addSource(named: "SDL") : nil
        self.playback = playback
        self.screenshot = screenshot
    }

    /// Runs until the window closes or Ctrl-C, or the screenshot is written.
    mutating func run() throws {
        var exposed = true
        while true {
            let time = now(), canvas = drawing.canvas
            try playback?.push(until: time, to: canvas)
            for event in canvas.events() {
                switch event {
                case .quit: return
                case .exposed: exposed = true
                case .touch(let id, let phase, let location): if sdlTouches != nil { touches.add(id: id, phase: phase, location: location) }
                }
            }
            if let sdlTouches, !touches.isEmpty { input.send(touches.take(at: time), from: sdlTouches) }
            let update = try input.update(at: time)
            for device in update.removedDevices { report("\(device.path ?? device.name) went away") }
            if let screenshot, time >= screenshot.at {
                drawing.draw(board)
                return try drawing.canvas.writeBMP(to: screenshot.path)
            }
            if update.needsDisplay || exposed {
                drawing.draw(board)
                drawing.canvas.present()
                exposed = false
            }
            wait(until: [update.nextUpdateTime, screenshot?.at, playback?.nextTime].compactMap { $0 }.min())
        }
    }

    /// Seconds since the app started: the window's clock.
    private func now() -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Sleeps until a device is readable, `wake` (window time) or the next display frame, whichever comes first.
    private func wait(until wake: Double?) {
        let frame = 1 / Double(board.window.maximumFramesPerSecond)
        let timeout = min(max((wake ?? .infinity) - now(), 0), frame)
        var descriptors = input.pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&descriptors, nfds_t(descriptors.count), Int32((timeout * 1000).rounded(.up)))
    }
}
