import Benchmark
import Foundation

/// Issue 37's live figures, each in a `LiveDevicesFeed` child under
/// `umockdev-wrapper` (see its LatencyFeed.swift and FlightRecorderFeed.swift):
///
/// - latency: an emulated 120 Hz touchscreen (the Atmel maxTouch) whose frames are
///   stamped with `CLOCK_MONOTONIC` as they are written into its node, read as
///   `touchreplay attach` reads (poll, then `LiveInput.update(at:)`): p50, p95, p99
///   and the worst of each update's `DeviceLatency.oldest`, kernel timestamp to
///   delivery, beside the CPU cost per frame of reading, decoding and delivering
///   (the process's, less the writer thread's). On an emulated device the figure
///   holds the pseudo-terminal's hand-over and the reader's wake-up, not a kernel
///   driver's interrupt path.
/// - flight recorder: ten moving fingers at 240 Hz for 75 s of kernel time, fed as
///   fast as they are read, with no recorder and with the default 60 s one: the
///   resident peaks (`wait4`), the events the recorder holds, and their size at 16 bytes.
func registerLiveLatencyBenchmarks() {
    let latencyMetrics: [BenchmarkMetric] = [
        .custom("latency p50, µs"), .custom("latency p95, µs"), .custom("latency p99, µs"), .custom("latency worst, µs"),
        .custom("reading, decoding and delivering, CPU ns per frame"),
    ]
    Benchmark("live: latency of an emulated 120 Hz touchscreen through LiveInput, 20 s",
              configuration: .init(metrics: latencyMetrics, warmupIterations: 0, maxDuration: .seconds(120), maxIterations: 1,
                                   thresholds: [:])) { (benchmark: Benchmark, data: LiveDeviceData) in
        do {
            let fields = try data.child("latency", ["20", data.folder + "/scene.yml", data.folder, data.descriptions[0]]).output
                .split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            guard fields.count == 7, fields[0] == 20 * 120 else { throw BenchmarkSetupError(message: "LiveDevicesFeed latency printed \(fields)") }
            for (metric, value) in zip(latencyMetrics, fields[3...6]) { benchmark.measurement(metric, Int(value)) }
            benchmark.measurement(latencyMetrics[4], Int(((fields[1] - fields[2]) / fields[0] * 1e9).rounded()))
        } catch {
            benchmark.error("latency benchmark failed: \(error)")
        }
    } setup: {
        try LiveDeviceData()
    }

    let memoryMetrics: [BenchmarkMetric] = [
        .custom("no flight recorder, resident peak MB"), .custom("60 s flight recorder, resident peak MB"),
        .custom("events the recorder holds"), .custom("their size at 16 bytes, MB"),
    ]
    Benchmark("live: flight recorder memory, 10 fingers at 240 Hz, 60 s kept",
              configuration: .init(metrics: memoryMetrics, warmupIterations: 0, maxDuration: .seconds(300), maxIterations: 1,
                                   thresholds: [:])) { (benchmark: Benchmark, data: LiveDeviceData) in
        do {
            let frames = String(240 * 75)
            let arguments = [frames, data.folder + "/scene.yml", data.folder, data.descriptions[0]]
            let none = try data.child("flight", ["0"] + arguments)
            let kept = try data.child("flight", ["60"] + arguments)
            let held = kept.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            guard held.count == 2, held[0] == 240 * 75 else { throw BenchmarkSetupError(message: "LiveDevicesFeed flight printed \(held)") }
            benchmark.measurement(memoryMetrics[0], none.peakKB / 1024)
            benchmark.measurement(memoryMetrics[1], kept.peakKB / 1024)
            benchmark.measurement(memoryMetrics[2], held[1])
            benchmark.measurement(memoryMetrics[3], held[1] * 16 / 1_000_000)
        } catch {
            benchmark.error("flight recorder benchmark failed: \(error)")
        }
    } setup: {
        try LiveDeviceData()
    }
}

extension LiveDeviceData {
    /// Runs the feed in `mode` under umockdev-wrapper with `arguments`: its output and resident peak.
    func child(_ mode: String, _ arguments: [String]) throws -> (output: String, peakKB: Int) {
        try Self.run("/usr/bin/umockdev-wrapper", [feed, mode] + arguments)
    }
}
