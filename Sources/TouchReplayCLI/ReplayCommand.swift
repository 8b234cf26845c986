import ArgumentParser
import GestureEngine
import Glibc
import OutputFiles
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

    func run() throws {
        let scene = try trace.loadScene()
        let inputs = CommandInputs([recording] + (trace.scene.map { [$0] } ?? []) + (description.map { [$0] } ?? []))
        let out = try CommandFailure.reporting { try TraceOutput(path: output, inputs: inputs) }
        let format = trace.format
        let replay = RecordingReplay(recordingPath: recording, descriptionPath: description, scene: scene, tracesHitTests: trace.hitTests)
        var pacer = Pacer(realtime: realtime)
        do {
            if let header = format.header { try out.write(line: header) }
            // Without pacing or a progress line there is nothing to do between frames.
            let beforeFrame: ((TouchFrame) -> Void)? = pacer.isNeeded ? { frame in pacer.wait(until: frame.time) } : nil
            let session = try replay.write(to: out, format: format, flushesEachFrame: realtime, beforeFrame: beforeFrame)
            pacer.finish()
            for warning in session.warnings { CommandFailure.writeToStandardError("touchreplay: warning: \(warning)\n") }
            try out.commit()
        } catch {
            pacer.finish()
            if out.path == nil {
                // Standard output streams: the complete lines made before the error all go out, however
                // much was already written (docs/replay.md); a failure to write them adds nothing to say.
                try? out.flush()
            } else {
                out.discard()
            }
            throw CommandFailure.exit("\(error)")
        }
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
