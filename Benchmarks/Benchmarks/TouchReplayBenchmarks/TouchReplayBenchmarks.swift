import Benchmark

// The project's benchmarks on ordo-one's package-benchmark: each benchmark's
// time, CPU time and heap allocations come from the harness, and
// `swift package benchmark baseline check` fails when one regresses past its
// thresholds (see docs/performance.md for the commands).
//
// Suites (filter with `--filter`): engine (hot paths and the per-event curves
// against recognizers, views, depth and contacts), gestures, input (reading
// against libevemu), replay (the whole command against libevemu, its fixed
// cost, and check), render (the viewer's memory against the recording's
// length), live (the embedding API per frame, from toolkit sources and from
// two emulated devices, beside the replay; the latency of an emulated 120 Hz
// touchscreen; the flight recorder's memory), shrink (a 10,000-frame recording cut
// down to its planted misfire).
// two emulated devices, beside the replay), scaling (cost against devices,
// views and touches in a frame, each point run once).
let benchmarks = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 2,
        maxDuration: .seconds(2),
        maxIterations: 1_000,
        thresholds: Thresholds.hotPath
    )
    registerEngineBenchmarks()
    registerCurveBenchmarks()
    registerScalingBenchmarks()
    registerRelationBenchmarks()
    registerGestureBenchmarks()
    registerInputBenchmarks()
    registerReplayBenchmarks()
    registerRenderBenchmarks()
    registerLiveBenchmarks()
    registerLiveDeviceBenchmarks()
    registerShrinkBenchmarks()
    registerLiveLatencyBenchmarks()
}

/// How far a result may move from the baseline before `baseline check` fails.
enum Thresholds {
    /// Hot paths: the fastest quarter of the runs may take 25 % longer (the
    /// machine is shared, so less would fail on noise; CPU time is counted in
    /// 10 ms ticks, too coarse for these, and instruction counters are not
    /// available here); allocations may not grow at all.
    static let hotPath: [BenchmarkMetric: BenchmarkThresholds] = [
        .wallClock: BenchmarkThresholds(relative: [.p25: 25]),
        .mallocCountTotal: BenchmarkThresholds(absolute: [.p50: 0, .p90: 0]),
    ]

    /// Whole runs against libevemu: the ratios may fall by 10 % at the median.
    static func ratios(_ metrics: [BenchmarkMetric]) -> [BenchmarkMetric: BenchmarkThresholds] {
        Dictionary(uniqueKeysWithValues: metrics.map { ($0, BenchmarkThresholds(relative: [.p50: 10])) })
    }
}
