import Benchmark
import Foundation
import TouchReplay
import TouchReplayTools

/// `touchreplay shrink` of a 10,000-frame recording with one planted misfire (issue 34):
/// `Benchmarks/Shrink/script.yml` synthesized (40 drags of 2 s at 125 Hz and one double tap
/// on the corner), shrunk in process with `Shrinker` until `gesture=zoom state=recognized`.
/// The budget: at most 1 % of the frames left, in at most 60 s of CPU on 2 cores; the
/// replays it took and the frames left are custom metrics (14 replays and 4 frames of
/// 10,084 when written, in a debug build).
func registerShrinkBenchmarks() {
    let metrics: [BenchmarkMetric] = [.cpuTotal, .wallClock, .custom("replays"), .custom("frames left")]
    Benchmark("shrink: 10,000 frames to a planted misfire",
              configuration: .init(metrics: metrics, warmupIterations: 0, maxDuration: .seconds(120), maxIterations: 3)) { (benchmark: Benchmark, input: ShrinkInput) in
        var shrinker = Shrinker(recordingPath: input.recording, scene: input.scene, predicate: input.predicate)
        shrinker.maximumSeconds = 60
        benchmark.startMeasurement()
        guard let result = try? shrinker.shrink() else {
            benchmark.error("the shrink failed")
            return
        }
        benchmark.stopMeasurement()
        benchmark.measurement(metrics[2], result.trials)
        benchmark.measurement(metrics[3], result.frames)
        if result.frames * 100 > result.inputFrames { benchmark.error("\(result.frames) of \(result.inputFrames) frames left: more than 1 %") }
    } setup: {
        try ShrinkInput()
    }
}

/// The benchmark's recording, synthesized into a temporary folder, its scene and predicate.
struct ShrinkInput {
    let recording: String
    let scene: Scene
    let predicate: TracePredicate

    init() throws {
        let data = Measure.packageRoot + "/Benchmarks/Shrink"
        recording = NSTemporaryDirectory() + "touchreplay-shrink-benchmark.evemu"
        unlink(recording)
        try SynthScript.load(path: data + "/script.yml").writeRecording(to: recording, path: data + "/script.yml")
        scene = try Scene.load(contentsOf: data + "/scene.yml")
        predicate = try TracePredicate(parsing: "gesture=zoom state=recognized")
    }
}
