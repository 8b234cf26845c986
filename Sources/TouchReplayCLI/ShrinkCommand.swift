import ArgumentParser
import Glibc
import TouchReplay
import TouchReplayTools

/// `touchreplay shrink`: the smallest recording for which a predicate on the trace stays true.
struct ShrinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shrink",
        abstract: "Shrink a recording while a predicate on its trace stays true (delta debugging).",
        discussion: """
            PREDICATE: terms joined by 'and', each [not] gesture=ID [state=STATE], [not] view=ID or \
            [not] control=ID [event=EVENT]. Contacts go first, then frames, then single reports; every \
            candidate replays in this process. The output is a recording in the input's format; see docs/shrink.md.
            """
    )

    @OptionGroup var input: RecordingSceneOptions

    @Option(help: ArgumentHelp("What must stay true, e.g. 'gesture=doubleTap state=recognized and not view=overlay'.", valueName: "predicate"))
    var until: String

    @Option(name: .shortAndLong, help: "The smaller recording to write (evemu, or libinput record .yml for a libinput record input); never the input.")
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop after this many replays, keeping the smallest so far.", valueName: "n"))
    var maxTrials: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop after this many seconds, keeping the smallest so far.", valueName: "s"))
    var maxSeconds: Double?

    func validate() throws {
        if let maxTrials, maxTrials < 1 { throw CommandFailure.invalid("--max-trials must be at least 1") }
        if let maxSeconds, !(maxSeconds > 0 && maxSeconds.isFinite) { throw CommandFailure.invalid("--max-seconds must be a positive number of seconds") }
        let libinputInput = SynthScript.writesLibinputRecord(input.recording)
        if libinputInput != SynthScript.writesLibinputRecord(output) {
            throw CommandFailure.invalid(libinputInput
                ? "-o must end in .yml or .yaml: the input is a libinput record file, and the output keeps its format"
                : "-o must not end in .yml or .yaml: the input is an evemu recording, and the output keeps its format")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            var shrinker = Shrinker(recordingPath: input.recording, descriptionPath: input.description, scene: try Scene.load(contentsOf: input.scene),
                                    predicate: try TracePredicate(parsing: until))
            shrinker.maximumTrials = maxTrials
            shrinker.maximumSeconds = maxSeconds
            let terminal = isatty(2) != 0
            if terminal {
                shrinker.progress = { step in
                    CommandFailure.writeToStandardError("\rshrink: \(step.stage), \(step.trials) replays, \(step.contacts) contacts, \(step.frames) frames   ")
                }
            }
            let result = try shrinker.shrink()
            if terminal { CommandFailure.writeToStandardError("\n") }
            try result.script.writeRecording(to: output, path: input.recording, alsoReading: input.inputs)
            let ending = result.isComplete ? "" : " (the budget ran out: the smallest found so far)"
            print("\(output): \(result.frames) of \(result.inputFrames) frames, \(result.contacts) contacts, \(result.trials) replays\(ending)")
        }
    }
}
