import ArgumentParser
import Glibc
import TouchReplay
import TouchReplayTools

/// `touchreplay fuzz`: random gestures against a scene, the engine's invariants checked after every frame.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Fuzz a scene with random gestures, checking the engine's invariants after every frame.",
        discussion: """
            Taps, holds, drags, flings, pinches and rotations with up to three fingers, mouse clicks, hovers and \
            wheel turns, pen strokes. A violation is shrunk and written as a check case; the seed printed first \
            reproduces the run. See docs/fuzzing.md.
            """
    )

    @Option(help: "The scene to fuzz.")
    var scene: String

    @Option(parsing: .unconditional, help: ArgumentHelp("How long to run, in seconds (default 60).", valueName: "n"))
    var seconds: Double = 60

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop after this many episodes too: with --seed, a run that does not depend on the machine's speed.", valueName: "n"))
    var episodes: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("The seed, a whole number from 0 to 18446744073709551615 (default: a random one, printed).", valueName: "k"))
    var seed: String?

    @Option(name: .shortAndLong, help: "The folder to write a violation's check case into (recording.evemu, scene.yml).")
    var output = "fuzz-case"

    func validate() throws {
        guard seconds > 0, seconds <= 1_000_000 else { throw CommandFailure.invalid("--seconds must be more than 0 and at most 1000000") }
        if let episodes, episodes < 1 { throw CommandFailure.invalid("--episodes must be at least 1") }
        if let seed, UInt64(seed) == nil {
            throw CommandFailure.invalid("--seed must be a whole number from 0 to 18446744073709551615, not \(seed)")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            let loaded = try Scene.load(contentsOf: scene)
            var fuzzer = Fuzzer(scene: loaded, seed: seed.flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max), seconds: seconds)
            fuzzer.maximumEpisodes = episodes
            print("fuzz: seed \(fuzzer.seed)")
            let unreachable = fuzzer.unreachableViews()
            if !unreachable.isEmpty {
                CommandFailure.writeToStandardError("touchreplay: \(scene): views \(unreachable.joined(separator: ", ")) cannot be reached by a touch (hidden, covered or off the screen); their gestures are not fuzzed\n")
            }
            if isatty(2) != 0 {
                fuzzer.progress = { episodes, frames in CommandFailure.writeToStandardError("\rfuzz: \(episodes) episodes, \(frames) frames   ") }
            }
            let report = try fuzzer.run()
            if isatty(2) != 0 { CommandFailure.writeToStandardError("\n") }
            guard let violation = report.violation, let shrunk = report.shrunk else {
                print("fuzz: no violation in \(report.episodes) episodes (\(report.frames) frames)")
                return
            }
            try FuzzCase.write(shrunk.script, violation: violation, seed: report.seed, sceneFile: scene, to: output)
            throw CommandFailure.exit("fuzz --seed \(report.seed) --episodes \(report.episodes): \(violation); shrunk to \(shrunk.frames) frames: \(output)")
        }
    }
}
