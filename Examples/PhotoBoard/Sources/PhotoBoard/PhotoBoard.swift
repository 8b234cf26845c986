import ArgumentParser
import GestureEngine
import Glibc
import InputDevices
import InputEvents
import LiveView
import TouchReplay
import TouchReplayLive
import TouchTime

/// The `photoboard` executable: the seeds' photo board in an SDL window, its
/// touches from evdev devices (or SDL's own events) through the engine.
@main
struct PhotoBoard: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photoboard",
        abstract: "Draw the seeds' photo board with SDL; its touches come from TouchReplay's engine.",
        discussion: """
            Drag the round views; pinch the photo to zoom it; the button at the bottom right puts everything back.
            Touches come from every touchscreen and mouse in /dev/input (or the --device ones), or, with \
            --sdl-input, from SDL's own finger and mouse events (under a compositor that keeps /dev/input to itself). \
            --serve ADDRESS shows the board's touches and recognizers live in a browser, as `touchreplay attach --serve` does.
            """)

    @Option(name: .customLong("device"), help: ArgumentHelp("An evdev device to read (repeatable); default: every touchscreen and mouse.",
                                                            valueName: "path"))
    var devices: [String] = []

    @Option(help: ArgumentHelp("The window's size in points.", valueName: "WxH"))
    var size = Size(width: 375, height: 667)

    @Flag(name: .customLong("sdl-input"), help: "Take SDL's finger and mouse events (instead of evdev, unless --device is given).")
    var sdlInput = false

    @Option(name: .customLong("sdl-play"),
            help: ArgumentHelp("Play this recording (evemu or libinput record, e.g. from touchreplay synth) as SDL finger events from 1 s after start: a test and demo input.",
                               valueName: "file"))
    var sdlPlay: String?

    @Option(help: ArgumentHelp("Serve the live viewer of the board's touches at ADDRESS (HOST:PORT or PORT, loopback only).",
                               valueName: "address"))
    var serve: String?

    @Option(help: ArgumentHelp("Write the window's pixels to this .bmp file, then exit (with --at).", valueName: "file"))
    var screenshot: String?

    @Option(help: ArgumentHelp("When to take the screenshot, in seconds after start.", valueName: "seconds"))
    var at: Double?

    func validate() throws {
        guard (screenshot == nil) == (at == nil) else { throw ValidationError("--screenshot and --at go together") }
        if let at, !(at >= 0 && at.isFinite) { throw ValidationError("--at must be a number of seconds, 0 or more") }
        if let serve {
            let address = try LiveViewAddress(parsing: serve)
            guard address.isLoopback else { throw ValidationError("\(LiveViewError.notLoopback(address))") }
        }
        if let screenshot, !screenshot.lowercased().hasSuffix(".bmp") {
            throw ValidationError("--screenshot \(screenshot): the screenshot is a .bmp file")
        }
    }

    func run() throws {
        do {
            let screen = ScreenMapping(screenSize: ScreenSize(width: size.width, height: size.height))
            let playback = try sdlPlay.map { try RecordingPlayback(path: $0, mapping: screen, start: 1) }
            var devices: [InputDevice] = []
            do throws(DeviceOpeningError) {
                if !self.devices.isEmpty || (!sdlInput && playback == nil) { devices = try InputDevice.open(paths: self.devices) }
            } catch {
                guard case .noneReadable = error else { throw error }
                report("\(error); run with --sdl-input to take SDL's events")  // and go on: the window shows, without input
            }
            var loop = try BoardLoop(size: size, devices: devices, sdlInput: sdlInput, playback: playback,
                                     screenshot: screenshot.map { ($0, Timestamp(seconds: at ?? 0)) }, serve: try serve.map(LiveViewAddress.init(parsing:)))
            try loop.run()
        } catch {
            report("\(error)")
            throw ExitCode(1)
        }
    }
}

/// A window size in points, written `WxH` (`375x667`), each side from 64 to 8192.
extension Size: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        let sides = argument.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard sides.count == 2, let width = sides[0], let height = sides[1], (64...8192).contains(width), (64...8192).contains(height)
        else { return nil }
        self.init(width: Double(width), height: Double(height))
    }

    public var defaultValueDescription: String { "\(Int(width))x\(Int(height))" }
}

/// Writes `line` to standard error, prefixed with the program's name.
func report(_ line: String) {
    var text = "photoboard: " + line + "\n"
    _ = text.withUTF8 { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
