import CEvemu
import Foundation
import GestureEngine
import InputEvents
import InputRecordings
import TouchReplay

/// Replay throughput against libevemu's parser alone, and `check` over many small cases.
///
/// 1. A multi-touch recording of several million events (a synthesized
///    20-second chunk of drags, pinches and taps, repeated) is replayed
///    through a scene of 1,000 views, each with recognizers, the way
///    `touchreplay replay RECORDING --scene SCENE -o FILE` does it (the
///    scene file loaded, then `Replay.write` streaming JSON Lines into a
///    file, all timed; only the process start is not); the baseline is
///    `evemu_read_event` looping over the same file and doing nothing else.
///    The `touchreplay` binary itself (when built), `Replay.run` (which keeps
///    every record for Swift callers) and a two-view scene are timed too.
///
///    The runs are interleaved: each of `rounds` rounds runs libevemu, then
///    every replay variant, so a slow spell of the shared machine hits both
///    sides of a ratio. Each row shows the best run; each ratio shows
///    best against best, and the lowest and the median of the per-round ratios.
///    The trace file is deleted (untimed) before each run: replacing an
///    existing trace of 113 MB costs ext4 a flush of the new file when it is
///    renamed over the old (`auto_da_alloc`), and freeing the old file's pages;
///    one extra binary run per round overwrites the trace to show that cost.
/// 2. 1,000 small generated cases are checked with two jobs, as
///    `touchreplay check --jobs 2` does (discovery included).
func runReplayBenchmarks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchreplay-replay-bench-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let recording = folder + "/long.evemu"
    let eventCount = try ReplayBenchmarkData.writeLongRecording(to: recording, minimumEvents: 3_000_000)
    let gridFile = folder + "/grid.yml"
    try ReplayBenchmarkData.gridScene(columns: 40, rows: 25).write(toFile: gridFile, atomically: true, encoding: .utf8)
    let grid = try Scene.load(contentsOf: gridFile)
    let two = try Scene.parse(ReplayBenchmarkData.gridScene(columns: 2, rows: 1), file: "two.yml")
    let trace = folder + "/trace.jsonl"
    let freshTrace = { () -> String in
        unlink(trace)
        return trace
    }
    // The command itself, when the root package's release binary is built
    // (`swift build -c release` at the root): process start, scene load, replay.
    let binaryPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../.build/release/touchreplay").standardized.path
    let binary = FileManager.default.isExecutableFile(atPath: binaryPath) ? binaryPath : nil
    let runBinary = { () -> Double in
        let start = Measure.now()
        let status = Measure.runToExit(binaryPath, arguments: ["replay", recording, "--scene", gridFile, "-o", trace])
        precondition(status == 0, "touchreplay replay failed")
        return Double(Measure.now() - start) / 1e9
    }

    let rounds = 5
    var evemu: [Double] = [], gridSeconds: [Double] = [], commandSeconds: [Double] = [], overwriteSeconds: [Double] = []
    var twoSeconds: [Double] = [], kept: [Double] = []
    var gridBytes = 0, records = 0
    var gridCPU = (engine: 0.0, process: 0.0), sceneLoad = 0.0
    for _ in 0..<rounds {
        let start = Measure.now()
        let read = ReplayBenchmarkData.readWithLibevemu(recording)
        evemu.append(Double(Measure.now() - start) / 1e9)
        precondition(read == eventCount, "libevemu read \(read) of \(eventCount) events")

        // As the command does it: the scene file is read and parsed inside the timing.
        let output = freshTrace()
        let loadStart = Measure.now()
        let loaded = try Scene.load(contentsOf: gridFile)
        let load = Double(Measure.now() - loadStart) / 1e9
        let (replaySeconds, bytes, cpu) = try ReplayBenchmarkData.replayToFile(recording, scene: loaded, output: output)
        if load + replaySeconds < (gridSeconds.min() ?? .infinity) { (gridCPU, sceneLoad) = (cpu, load) }
        gridSeconds.append(load + replaySeconds)
        gridBytes = bytes
        if binary != nil {
            _ = freshTrace()
            commandSeconds.append(runBinary())
            overwriteSeconds.append(runBinary())
        }
        twoSeconds.append(try ReplayBenchmarkData.replayToFile(recording, scene: two, output: freshTrace()).seconds)
        unlink(trace)
        let keptStart = Measure.now()
        records = try Replay(recordingPath: recording, scene: grid).run().records.count
        kept.append(Double(Measure.now() - keptStart) / 1e9)
    }
    unlink(trace)
    let perEvent = { (runs: [Double]) in
        "\(format(runs.min()!)) s  \(format(runs.min()! * 1e9 / Double(eventCount))) ns/event"
    }
    // Best against best, then the lowest and the median of the rounds' own ratios.
    let ratio = { (runs: [Double]) -> String in
        let perRound = zip(evemu, runs).map { $0 / $1 }.sorted()
        return "\(format(evemu.min()! / runs.min()!))x  (rounds: lowest \(format(perRound[0]))x, median \(format(perRound[perRound.count / 2]))x)"
    }
    print("events                                 \(eventCount)")
    print("scene                                  1000 views, \(grid.allGestures.count) recognizers")
    print("trace                                  \(records) lines, \(gridBytes / 1_000_000) MB")
    print("rounds                                 \(rounds), interleaved; best run shown")
    print("libevemu evemu_read_event loop         \(perEvent(evemu))")
    print("replay -o FILE, 1000 views             \(perEvent(gridSeconds))")
    print("  of which loading the scene file      \(format(sceneLoad)) s")
    print("  CPU of the replay: engine thread \(format(gridCPU.engine)) s, all threads \(format(gridCPU.process)) s")
    if binary != nil {
        print("touchreplay replay -o FILE (binary)    \(perEvent(commandSeconds))")
        print("  the same, overwriting the trace      \(perEvent(overwriteSeconds))")
    } else {
        print("touchreplay replay (binary)            not built: run `swift build -c release` at the root")
    }
    print("replay -o FILE, 2 views (scene parsed) \(perEvent(twoSeconds))")
    print("Replay.run keeping records, 1000       \(perEvent(kept))")
    print("ratio libevemu / replay (1000 views)   \(ratio(gridSeconds))  goal >= 2x")
    if binary != nil {
        print("ratio libevemu / binary (1000 views)   \(ratio(commandSeconds))")
        print("ratio libevemu / binary, overwriting   \(ratio(overwriteSeconds))")
    }
    print("ratio libevemu / replay (2 views)      \(ratio(twoSeconds))")
    print("ratio libevemu / Replay.run (1000)     \(ratio(kept))")

    let cases = folder + "/cases"
    try ReplayBenchmarkData.writeSmallCases(count: 1000, under: cases)
    let recorded = CheckRunner(options: CheckOptions(update: true, jobs: 2)).run(try CaseDiscovery.discover(paths: [cases]))
    precondition(recorded.allSatisfy(\.outcome.isSuccess), "recording the expected traces failed")
    let checkStart = Measure.now()
    let results = CheckRunner(options: CheckOptions(jobs: 2)).run(try CaseDiscovery.discover(paths: [cases]))
    let checkSeconds = Double(Measure.now() - checkStart) / 1e9
    precondition(results.count == 1000 && results.allSatisfy { $0.outcome == .passed }, "check of the generated cases failed")
    print("check, 1000 cases, --jobs 2    \(format(checkSeconds)) s  (goal < 10 s)")
    print("peak resident memory           \(Measure.peakResidentKilobytes / 1024) MB")
}

private func format(_ value: Double) -> String { String(format: "%.2f", value) }

/// Generated inputs for the replay benchmarks.
enum ReplayBenchmarkData {
    /// Seconds covered by one synthesized chunk.
    static let chunkSeconds = 20.0

    /// A 20-second script of one- and two-finger drags, pinches and taps over an 800×480 screen.
    static func chunkScript() throws -> SynthScript {
        var yaml = "device: multitouch\nscreen: [800, 480]\npause: 0.05\ngestures:\n"
        var x = 30.0
        for index in 0..<24 {
            let y = 40.0 + Double(index % 10) * 40
            switch index % 4 {
            case 0: yaml += "  - drag: {from: [\(x), \(y)], to: [\(800 - x), \(480 - y)], duration: 0.6}\n"
            case 1: yaml += "  - drag: {from: [\(x + 40), \(y)], to: [\(x + 40), \(480 - y)], fingers: 2, duration: 0.6}\n"
            case 2: yaml += "  - pinch: {center: [400, 240], from: 80, to: 300, duration: 0.6}\n"
            default: yaml += "  - tap: [\(x + 100), \(y)]\n"
            }
            x = (x + 37).truncatingRemainder(dividingBy: 300) + 20
        }
        return try SynthScript.parse(yaml: yaml, path: "bench-chunk.yml")
    }

    /// Writes the chunk repeated (times shifted) until at least `minimumEvents`; returns the event count.
    static func writeLongRecording(to path: String, minimumEvents: Int) throws -> Int {
        let script = try chunkScript()
        let chunk = try script.events(path: "bench-chunk.yml")
        precondition(chunk.last!.time.seconds < chunkSeconds, "the chunk must fit in \(chunkSeconds) s")
        let repeats = (minimumEvents + chunk.count - 1) / chunk.count
        let writer = try EvemuWriter(path: path, description: script.device.description)
        for repeatIndex in 0..<repeats {
            let shift = Int64(Double(repeatIndex) * chunkSeconds * 1_000_000)
            for var event in chunk {
                event.time = Timestamp(microseconds: event.time.microseconds + shift)
                try writer.write(event)
            }
        }
        try writer.close()
        return repeats * chunk.count
    }

    /// A scene of `columns × rows` views tiling an 800×480 screen; every view has a tap,
    /// every second one a pan, every fifth a pinch.
    static func gridScene(columns: Int, rows: Int) -> String {
        let width = 800.0 / Double(columns), height = 480.0 / Double(rows)
        var yaml = "screen:\n  size: [800, 480]\nroot:\n  id: root\n  subviews:\n"
        for row in 0..<rows {
            for column in 0..<columns {
                let id = "cell\(row)x\(column)"
                yaml += "    - id: \(id)\n      frame: [\(Double(column) * width), \(Double(row) * height), \(width), \(height)]\n      touches: log\n      gestures:\n"
                yaml += "        - {id: \(id)Tap, kind: tap}\n"
                if (row + column) % 2 == 0 { yaml += "        - {id: \(id)Pan, kind: pan}\n" }
                if (row + column) % 5 == 0 { yaml += "        - {id: \(id)Pinch, kind: pinch}\n" }
            }
        }
        return yaml
    }

    /// Replays `recording` against `scene` into a JSON Lines file as `touchreplay replay -o`
    /// does; returns the seconds taken, the file's size, and the CPU seconds of
    /// the calling thread (the engine's) and of the whole process (engine and helper).
    static func replayToFile(_ recording: String, scene: Scene, output: String) throws
        -> (seconds: Double, bytes: Int, cpu: (engine: Double, process: Double)) {
        let start = Measure.now()
        let (engineStart, processStart) = (Measure.threadCPUSeconds(), Measure.processCPUSeconds())
        let out = try TraceOutput(path: output)
        try Replay(recordingPath: recording, scene: scene).write(to: out, format: .jsonl)
        try out.commit()
        let seconds = Double(Measure.now() - start) / 1e9
        let cpu = (Measure.threadCPUSeconds() - engineStart, Measure.processCPUSeconds() - processStart)
        let size = (try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        return (seconds, size, cpu)
    }

    /// Events read by looping `evemu_read_event` over the file (libevemu skips the description lines).
    static func readWithLibevemu(_ path: String) -> Int {
        guard let file = fopen(path, "r") else { fatalError("cannot open \(path)") }
        defer { fclose(file) }
        var event = input_event()
        var count = 0
        while evemu_read_event(file, &event) > 0 { count += 1 }
        return count
    }

    /// `count` small cases (a tap or a short drag on a three-view scene), without expected traces.
    static func writeSmallCases(count: Int, under root: String) throws {
        for index in 0..<count {
            let folder = root + "/case-\(index)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let x = 50 + Double(index % 700), y = 50 + Double(index % 380)
            let gesture = index % 2 == 0 ? "  - tap: [\(x), \(y)]\n" : "  - drag: {from: [\(x), \(y)], to: [\(x + 40), \(y + 20)], duration: 0.3}\n"
            let script = try SynthScript.parse(yaml: "screen: [800, 480]\ngestures:\n" + gesture, path: "case-\(index).yml")
            try script.writeRecording(to: folder + "/recording.evemu")
            let scene = """
                screen:
                  size: [800, 480]
                root:
                  id: root
                  subviews:
                    - id: left
                      frame: [0, 0, 400, 480]
                      touches: log
                      gestures: [{id: leftTap, kind: tap}, {id: leftPan, kind: pan}]
                    - id: right
                      frame: [400, 0, 400, 480]
                      touches: log
                      gestures: [{id: rightTap, kind: tap}, {id: rightPan, kind: pan}]
                """
            try scene.write(toFile: folder + "/scene.yml", atomically: true, encoding: .utf8)
        }
    }
}
