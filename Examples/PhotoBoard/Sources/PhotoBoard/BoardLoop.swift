import BoardCanvas
import GestureEngine
import InputDevices
import InputEvents
import LiveView
import TouchReplay
import TouchReplayLive
import TouchTime

/// The app's loop, as "Embedding TouchReplay in an app" writes it: each pass
/// takes the window's events, hands the engine the time
/// (`LiveInput.update(at:)`), redraws only when the update says something
/// changed, and waits until a device is readable or the engine's next wake
/// time (a display frame at most), so glides and bounces advance while no event arrives.
struct BoardLoop {
    private let board: Board
    private let drawing: BoardDrawing
    private let input: LiveInput
    private let sdlTouches: LiveDevice?
    private var touches = TouchFrameBuilder()
    /// A recording played as SDL finger events (`--sdl-play`): the whole SDL path with several fingers.
    private var playback: RecordingPlayback?
    private let screenshot: (path: String, at: Timestamp)?
    private let clock = MonotonicClock()
    /// The live viewer of the board (`--serve`), fed after every update.
    private let live: LiveView?

    /// A board of `size` points fed by `devices` (and SDL's events with `sdlInput`), `playback` pushed as SDL events,
    /// served live at `serve` when given.
    init(size: Size, devices: [InputDevice], sdlInput: Bool, playback: RecordingPlayback?, screenshot: (path: String, at: Timestamp)?,
         serve: LiveViewAddress?) throws {
        board = try Board(size: size)
        drawing = try BoardDrawing(canvas: Canvas(title: "PhotoBoard", size: size))
        board.window.maximumFramesPerSecond = drawing.canvas.refreshRate
        input = LiveInput(window: board.window)
        let screen = ScreenMapping(screenSize: ScreenSize(width: size.width, height: size.height))
        for device in devices { try input.addDevice(device, mapping: screen) }
        sdlTouches = sdlInput || playback != nil ? input.addSource(named: "SDL") : nil
        self.playback = playback
        self.screenshot = screenshot
        let input = input
        live = try serve.map { address in try LiveView(input: input, address: address, title: "photo board") { report($0) } }
        if let live { report("live view: \(live.url)") }
    }

    /// Runs until the window closes or Ctrl-C, or the screenshot is written.
    mutating func run() throws {
        defer { live?.close() }
        var exposed = true
        let canvas = drawing.canvas
        while true {
            let time = clock.now
            for frame in try playback?.frames(dueBy: time) ?? [] {
                for sample in frame.samples where sample.phase != .stationary {
                    try canvas.push(fingerID: sample.id, phase: sample.phase, location: sample.location)
                }
            }
            for event in canvas.events() {
                switch event {
                case .quit: return
                case .exposed: exposed = true
                case .touch(let id, let phase, let location): if sdlTouches != nil { touches.add(id: id, phase: phase, location: location) }
                }
            }
            if let sdlTouches, !touches.isEmpty { try input.send(touches.take(at: time), from: sdlTouches) }
            let update = try input.update(at: time)
            live?.publish(update)
            for device in update.removedDevices { report("\(device.path ?? device.name) went away") }
            if let screenshot, time >= screenshot.at {
                drawing.draw(board)
                return try canvas.writeBMP(to: screenshot.path)
            }
            if update.needsDisplay || exposed {
                drawing.draw(board)
                canvas.present()
                exposed = false
            }
            // SDL cannot wake a poll(): its events wait a display frame at most.
            let wake = [update.nextUpdateTime, screenshot?.at, playback?.nextTime].compactMap { $0 }.min()
            input.waitForInput(until: wake, clock: clock, maximumWait: 1 / Double(board.window.maximumFramesPerSecond))
        }
    }
}
