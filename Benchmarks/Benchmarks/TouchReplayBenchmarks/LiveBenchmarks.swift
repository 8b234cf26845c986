import Benchmark
import Foundation
import GestureEngine
import TouchReplay
import TouchReplayLive
import TouchTime

/// The three clock modes of the one input pipeline, per frame, on the same
/// 1,000-view grid scene (`ReplayBenchmarkData.gridScene`): *app* (`LiveInput`),
/// *virtual* (the replay) and *paced* (the replay on a `PacedClock`, `--realtime`).
///
/// Live: a million frames from two sources (a finger on each, dragging 100
/// frames then lifting, the two sources interleaved) go through
/// `LiveInput.send(_:from:)` (the seat's renumbering, the window), with an
/// app's `update(at:)` after every fourth frame (a 250 Hz input against a
/// 60 Hz display). Replay: the benchmark chunk (drags, pinches, taps) as an
/// evemu recording of about a million events through `RecordingReplay.run`
/// (reading, decoding, the engine, the trace written to `/dev/null`). Paced: one
/// chunk of that recording (about 12 s of device time) replayed on a `PacedClock`, which
/// sleeps until each frame's time: its CPU per frame is the virtual mode's plus
/// the clock's reads and sleeps.
/// Reported: CPU ns per frame of each, the iteration's heap allocations and
/// the process's resident peak (flat: nothing per frame is kept).
func registerLiveBenchmarks() {
    let metrics: [BenchmarkMetric] = [
        .custom("LiveInput (app), CPU ns per frame"), .custom("replay (virtual), CPU ns per frame"),
        .custom("paced replay, CPU ns per frame"),
        .mallocCountTotal, .peakMemoryResident,
    ]
    Benchmark("live: 1 M frames from two sources through LiveInput, beside the replay and the paced replay",
              configuration: .init(metrics: metrics, warmupIterations: 0, maxDuration: .seconds(180), maxIterations: 3,
                                   thresholds: [:])) { (benchmark: Benchmark, data: LiveData) in
        do {
            let window = try Scene.load(contentsOf: data.scene).makeHierarchy().window
            let input = LiveInput(window: window)
            let sources = [input.addSource(named: "touchscreen"), input.addSource(named: "mouse")]
            let frameCount = 1_000_000
            var frame = TouchFrame(time: 0, samples: [TouchSample(id: 0, phase: .began, location: Point(x: 0, y: 0))])
            let start = Measure.processCPUSeconds()
            for index in 0..<frameCount {
                let source = index & 1, step = (index >> 1) % 100
                let phase: TouchPhase = step == 0 ? .began : step == 99 ? .ended : .moved
                frame.time = Timestamp(microseconds: Int64(index) * 4_000)
                frame.samples[0] = TouchSample(id: 0, phase: phase,
                                               location: Point(x: 40 + Double(step) * 7, y: 60 + Double(source) * 300))
                try input.send(frame, from: sources[source])
                if index & 3 == 3 { _ = try input.update(at: frame.time) }
            }
            let live = Measure.processCPUSeconds() - start
            let replayStart = Measure.processCPUSeconds()
            let output = try TraceOutput(path: "/dev/null")
            let session = try RecordingReplay(recordingPath: data.recording, scene: try Scene.load(contentsOf: data.scene))
                .write(to: output, format: .jsonl)
            try output.commit()
            let replay = Measure.processCPUSeconds() - replayStart
            let pacedStart = Measure.processCPUSeconds()
            let pacedOutput = try TraceOutput(path: "/dev/null")
            var pacedReplay = RecordingReplay(recordingPath: data.pacedRecording, scene: try Scene.load(contentsOf: data.scene))
            pacedReplay.pacing = PacedClock()
            let pacedSession = try pacedReplay.write(to: pacedOutput, format: .jsonl)
            try pacedOutput.commit()
            let paced = Measure.processCPUSeconds() - pacedStart
            benchmark.measurement(metrics[0], Int((live / Double(frameCount) * 1e9).rounded()))
            benchmark.measurement(metrics[1], Int((replay / Double(session.frameCount) * 1e9).rounded()))
            benchmark.measurement(metrics[2], Int((paced / Double(pacedSession.frameCount) * 1e9).rounded()))
        } catch {
            benchmark.error("live benchmark failed: \(error)")
        }
    } setup: {
        try LiveData()
    }
}

/// The grid scene and the replays' recordings, written once.
struct LiveData {
    let scene: String
    let recording: String
    /// One chunk of ``recording``: what the paced replay plays in real time.
    let pacedRecording: String

    init() throws {
        let folder = NSTemporaryDirectory() + "touchreplay-live-bench"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        scene = folder + "/grid.yml"
        try ReplayBenchmarkData.gridScene(columns: 40, rows: 25).write(toFile: scene, atomically: true, encoding: .utf8)
        recording = folder + "/long.evemu"
        if !FileManager.default.fileExists(atPath: recording) {
            _ = try ReplayBenchmarkData.writeLongRecording(to: recording, minimumEvents: 1_000_000)
        }
        pacedRecording = folder + "/chunk.evemu"
        if !FileManager.default.fileExists(atPath: pacedRecording) {
            _ = try ReplayBenchmarkData.writeLongRecording(to: pacedRecording, minimumEvents: 1)
        }
    }
}
