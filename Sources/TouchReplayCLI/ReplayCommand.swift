import ArgumentParser
import Glibc
import TouchReplay

/// `touchreplay replay`: runs a recording through a scene and prints the trace.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording against a scene and print which views and gestures got the touches.",
        discussion: """
            Reads an evemu or libinput record file, maps the device onto the scene's screen, feeds \
            the touches to the scene's views and recognizers on a virtual clock (as fast as possible \
            unless --realtime), and prints the trace (docs/trace-format.md). At the end contacts \
            still down are cancelled and the clock runs on 1 s so pending timers fire, and on until \
            moving scroll views rest (at most 10 s after the last event).
            """)

    @Argument(help: "The recording: an evemu .events/.evemu file or a libinput record .yml file.")
    var recording: String

    @Option(name: .long, help: "A separate evemu description (.desc) when the recording has none.")
    var description: String?

    @OptionGroup var trace: TraceOptions

    @Flag(name: .long, help: "Wait between frames as long as the recording did (output streams as it goes).")
    var realtime = false

    @Option(name: .shortAndLong, help: "Write the trace to FILE (created only when the replay succeeds) instead of standard output.")
    var output: String?

    @Option(name: .long, parsing: .unconditional, help: """
        1: read, decode, run the engine and write on one thread, the least CPU time (the default); \
        2: read ahead and write behind on a helper thread too, the least wall time when a second core is free.
        """)
    var threads = 1

    @Option(name: .long, parsing: .unconditional, help: """
        Deliver once per display frame of HZ hertz (1-1000) as an app on that display gets its touches \
        (UIKit's model: the moves of a frame coalesced, predictions a frame ahead), on the virtual clock; \
        by default each device report is delivered on its own.
        """)
    var displayRate: Double?

    @Flag(name: .long, help: "With --display-rate: resample each delivered move to the display frame's time minus 5 ms (Android's resampling).")
    var resample = false

    func validate() throws {
        guard ReplayThreading(threads: threads) != nil else { throw CommandFailure.invalid("--threads must be 1 or 2, not \(threads)") }
        if resample && displayRate == nil { throw CommandFailure.invalid("--resample needs --display-rate") }
        _ = try timing()
    }

    /// The frame timing the options ask for.
    func timing() throws -> FrameTiming {
        guard let displayRate else { return .eachReport }
        do {
            return try FrameTiming.displayFrames(rate: displayRate, resampling: resample ? .android : nil)
        } catch {
            throw CommandFailure.invalid("--display-rate: \(error)")
        }
    }

    func run() throws {
        try ReplayInvocation(
            recording: recording, description: description, scene: trace.scene, format: trace.format,
            tracesHitTests: trace.hitTests, realtime: realtime, threading: ReplayThreading(threads: threads) ?? .callerOnly,
            timing: try timing(), output: output
        ).run()
    }
}

/// The progress line of a long replay on a terminal (the pacing of `--realtime` is the
/// pipeline's, `PacedClock`).
struct ReplayProgress {
    /// Progress appears only after this long, and only on a terminal.
    static let delay = Duration.seconds(1)

    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// Whether a progress line may be shown: standard error is a terminal.
    let isShown = isatty(2) == 1
    private var lastShown: ContinuousClock.Instant?
    private var frames = 0

    init() {
        start = clock.now
    }

    /// Counts a frame at trace time `time` and updates the line, at most every 100 ms.
    mutating func update(at time: Double) {
        frames += 1
        guard isShown, clock.now - start > Self.delay else { return }
        if let lastShown, clock.now - lastShown < .milliseconds(100) { return }
        lastShown = clock.now
        CommandFailure.writeToStandardError("\rreplaying: \(frames) frames, t = \(Int(time)) s ")
    }

    /// Clears the progress line if one was shown.
    func finish() {
        if lastShown != nil { CommandFailure.writeToStandardError("\r\u{1B}[K") }
    }
}
