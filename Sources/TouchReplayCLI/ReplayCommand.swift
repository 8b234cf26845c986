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

    func validate() throws {
        guard ReplayThreading(threads: threads) != nil else { throw CommandFailure.invalid("--threads must be 1 or 2, not \(threads)") }
    }

    func run() throws {
        try ReplayInvocation(
            recording: recording, description: description, scene: trace.scene, format: trace.format,
            tracesHitTests: trace.hitTests, realtime: realtime, threading: ReplayThreading(threads: threads) ?? .callerOnly, output: output
        ).run()
    }
}

/// Wall-clock pacing and progress for the CLI: the only place a replay reads a real clock.
struct Pacer {
    /// Progress appears only after this long, and only on a terminal.
    static let progressDelay = Duration.seconds(1)

    let realtime: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private let showsProgress = isatty(2) == 1

    /// Whether ``wait(until:)`` does anything: it paces (`--realtime`) or shows progress on a terminal.
    var isNeeded: Bool { realtime || showsProgress }
    private var lastProgress: ContinuousClock.Instant?
    private var frames = 0

    init(realtime: Bool) {
        self.realtime = realtime
        start = clock.now
    }

    /// Sleeps until `time` seconds after the start (realtime only) and updates the progress line.
    mutating func wait(until time: Double) {
        frames += 1
        if realtime {
            let due = start + .microseconds(Int64(time * 1_000_000))
            let remaining = due - clock.now
            if remaining > .zero {
                let (seconds, attoseconds) = remaining.components
                var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
                var left = timespec()
                while nanosleep(&request, &left) != 0 && errno == EINTR { request = left }
            }
        }
        guard showsProgress, clock.now - start > Pacer.progressDelay else { return }
        if let lastProgress, clock.now - lastProgress < .milliseconds(100) { return }
        lastProgress = clock.now
        CommandFailure.writeToStandardError("\rreplaying: \(frames) frames, t = \(Int(time)) s ")
    }

    /// Clears the progress line if one was shown.
    func finish() {
        if lastProgress != nil { CommandFailure.writeToStandardError("\r\u{1B}[K") }
    }
}
