import CSDL2
import GestureEngine
import Glibc
import InputDevices
import InputEvents
import TouchReplayLive

/// The app's loop, as "Embedding TouchReplay in an app" writes it: SDL's events
/// and the devices' descriptors wake it; each pass hands the engine the time
/// (`LiveInput.update(at:)`), redraws only when the update says something
/// changed, and sleeps until the engine's next wake time, a display frame at
/// most, so glides and bounces advance while no event arrives.
struct BoardLoop {
    private let board: Board
    private let renderer: Renderer
    private let input: LiveInput
    private var sdlTouches: SDLTouches?
    private let sdlSource: LiveDevice?
    private let screenshot: (path: String, at: Double)?
    private let start = ContinuousClock.now

    /// A board of `size` points fed by `devices` (and SDL's events with `sdlInput`).
    init(size: Size, devices: [InputDevice], sdlInput: Bool, screenshot: (path: String, at: Double)?) throws {
        board = try Board(size: size)
        renderer = try Renderer(title: "PhotoBoard", size: size)
        board.window.maximumFramesPerSecond = renderer.refreshRate
        input = LiveInput(window: board.window)
        let screen = ScreenMapping(screenSize: ScreenSize(width: size.width, height: size.height))
        for device in devices { try input.addDevice(device, mapping: screen) }
        sdlTouches = sdlInput ? SDLTouches(size: size) : nil
        sdlSource = sdlInput ? input.addSource(named: "SDL") : nil
        self.screenshot = screenshot
    }

    /// Runs until the window closes or Ctrl-C (SDL turns `SIGINT` into a quit event), or the screenshot is written.
    mutating func run() throws {
        var exposed = true
        while true {
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                switch SDL_EventType(event.type) {
                case SDL_QUIT: return
                case SDL_WINDOWEVENT: exposed = true
                default: sdlTouches?.add(event)
                }
            }
            let time = now()
            if let sdlSource, let frame = sdlTouches?.take(at: time) { input.send(frame, from: sdlSource) }
            let update = try input.update(at: time)
            for device in update.removedDevices { report("\(device.path ?? device.name) went away") }
            if let screenshot, time >= screenshot.at {
                renderer.draw(board)
                let shot = try renderer.pixels()
                try Screenshot.write(shot.rgba, width: shot.width, height: shot.height, to: screenshot.path)
                return
            }
            if update.needsDisplay || exposed {
                renderer.draw(board)
                renderer.present()
                exposed = false
            }
            wait(until: [update.nextUpdateTime, screenshot?.at].compactMap { $0 }.min())
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
