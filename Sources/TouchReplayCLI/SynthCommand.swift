import ArgumentParser
import Foundation
import TouchReplay
import TouchReplayTools

/// `touchreplay synth`: writes an evemu recording of scripted gestures.
struct SynthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Write an evemu recording of scripted gestures (tap, long press, drag, swipe, pinch, rotate).",
        discussion: "The script is YAML or JSON; see docs/synth.md. Built-in devices: \(SynthDevice.builtInNames.joined(separator: ", "))."
    )

    @Argument(help: "The synth script (YAML or JSON).")
    var script: String

    @Option(name: .shortAndLong, help: "The recording to write (evemu 1.3, description included; libinput record for .yml/.yaml); written only on success.")
    var output: String

    @Option(help: ArgumentHelp("A built-in device name or an evemu .desc file; overrides the script's device.", valueName: "name-or-file"))
    var device: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Reports per second; overrides the script's rate.", valueName: "hz"))
    var rate: Double?

    @Option(help: "A scene to place steps that name a view on (touchreplay lift writes such steps); the recording maps as the scene maps its device.")
    var scene: String?

    @Flag(help: "With --scene: fail at a step whose view is missing, hidden or covered, instead of saying so and going on.")
    var strict = false

    func validate() throws {
        if let rate, !Synthesizer.rateRange.contains(rate) { throw CommandFailure.invalid(Synthesizer.rateMessage("--rate")) }
        if strict, scene == nil { throw CommandFailure.invalid("--strict needs --scene") }
    }

    func run() throws {
        try CommandFailure.reporting {
            var loaded = try SynthScript.load(path: script)
            if let device {
                loaded.device = try SynthDevice.builtIn(named: device) ?? SynthDevice.load(descriptionPath: device)
            }
            if let rate { loaded.rate = rate }
            var inputs = [script]
            if let scene {
                let placement = try loaded.placed(on: try Scene.load(contentsOf: scene), path: script)
                if strict, let first = placement.problems.first { throw CommandFailure.exit(first) }
                for problem in placement.problems { CommandFailure.writeToStandardError("touchreplay: \(TerminalText.escaped(problem))\n") }
                loaded = placement.script
                inputs.append(scene)
            }
            try loaded.writeRecording(to: output, path: script, alsoReading: inputs)
        }
    }
}
