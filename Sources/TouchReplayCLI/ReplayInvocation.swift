import ArgumentParser
import GestureEngine
import OutputFiles
import TouchReplay

/// What one `touchreplay replay` does, from its parsed arguments: ArgumentParser's
/// ``ReplayCommand`` and the common command lines read directly
/// (``init(arguments:)``) both end here.
struct ReplayInvocation {
    let recording: String
    let description: String?
    let scene: String?
    let format: TraceFormat
    let tracesHitTests: Bool
    let realtime: Bool
    let threading: ReplayThreading
    let output: String?

    /// Replays and writes the trace; once it is complete (the file committed, or standard
    /// output flushed) the process ends with status 0 without tearing the scene and the
    /// replay down (``ProcessEnd``). Errors are thrown as ``CommandFailure`` makes them.
    func run() throws -> Never {
        let scene = try TraceOptions.loadScene(scene)
        let inputs = CommandInputs([recording] + (self.scene.map { [$0] } ?? []) + (description.map { [$0] } ?? []))
        let out = try CommandFailure.reporting { try TraceOutput(path: output, inputs: inputs) }
        var replay = RecordingReplay(recordingPath: recording, descriptionPath: description, scene: scene, tracesHitTests: tracesHitTests)
        replay.threading = threading
        var pacer = Pacer(realtime: realtime)
        do {
            if let header = format.header { try out.write(line: header) }
            // Without pacing or a progress line there is nothing to do between frames.
            let beforeFrame: ((TouchFrame) -> Void)? = pacer.isNeeded ? { frame in pacer.wait(until: frame.time) } : nil
            let session = try replay.write(to: out, format: format, flushesEachFrame: realtime, beforeFrame: beforeFrame)
            pacer.finish()
            for warning in session.warnings { CommandFailure.writeToStandardError("touchreplay: warning: \(warning)\n") }
            try out.commit()
            // Kept to the end: released, the scene and the engine would be torn down before the process ends.
            withExtendedLifetime((scene, replay, session)) { ProcessEnd.succeeded() }
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

extension ReplayInvocation {
    /// The replay that a common command line asks for, read without ArgumentParser, or nil for
    /// anything else (which ArgumentParser then reads, help and errors included).
    ///
    /// ArgumentParser builds every argument of the command by reflection, and first parses the
    /// line twice more to look for `--generate-completion-script`: about 15 M instructions
    /// (callgrind), most of a short replay's fixed cost. Read here: `replay RECORDING` and the
    /// options `--scene`, `-o`/`--output`, `--description`, `--format`, `--threads` with a value each, and the
    /// flags `--hit-tests`, `--realtime`, each at most once and in any order, with `--scene`
    /// among them; values that do not start with `-`, and a format ArgumentParser would take.
    /// A line outside these gets no different meaning here: it is left whole to ArgumentParser.
    init?(arguments: ArraySlice<String>) {
        guard arguments.first == "replay" else { return nil }
        var recording: String?
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--scene", "-o", "--output", "--description", "--format", "--threads":
                let name = argument == "-o" ? "--output" : argument
                guard let value = rest.popFirst(), !value.hasPrefix("-"), values.updateValue(value, forKey: name) == nil else { return nil }
            case "--hit-tests", "--realtime":
                guard flags.insert(argument).inserted else { return nil }
            default:
                guard !argument.hasPrefix("-"), recording == nil else { return nil }
                recording = argument
            }
        }
        guard let recording, let scene = values["--scene"] else { return nil }
        let format: TraceFormat
        if let name = values["--format"] {
            guard let named = TraceFormat(argument: name) else { return nil }
            format = named
        } else {
            format = .jsonl
        }
        var threading = ReplayThreading.callerOnly
        if let count = values["--threads"] {
            guard let number = Int(count), let named = ReplayThreading(threads: number) else { return nil }
            threading = named
        }
        self.init(recording: recording, description: values["--description"], scene: scene, format: format,
                  tracesHitTests: flags.contains("--hit-tests"), realtime: flags.contains("--realtime"), threading: threading,
                  output: values["--output"])
    }
}

extension ReplayThreading {
    /// The threading `--threads` names: 1 or 2 threads; nil for any other count.
    init?(threads: Int) {
        switch threads {
        case 1: self = .callerOnly
        case 2: self = .helperThread
        default: return nil
        }
    }
}
