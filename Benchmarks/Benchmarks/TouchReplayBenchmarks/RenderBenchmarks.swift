import Benchmark
import Foundation

/// `touchreplay render REC --scene S -o page.html` of the replay benchmark's recording cut at
/// three lengths (300 k, 1 M and 3 M events, the 1,000-view grid scene), by the release binary:
/// its resident peak (from `wait4`) and the page's size should stay flat in the recording's
/// length, since the viewer's data are thinned past their budget (docs/render.md). Before
/// issue 27, 3 M events took 2.24 GB and a 149 MB page.
func registerRenderBenchmarks() {
    let metrics: [BenchmarkMetric] = [
        .custom("binary, resident peak MB"), .custom("page, kB"), .custom("binary, wall ms"),
    ]
    for (label, events) in [("300 k", 300_000), ("1 M", 1_000_000), ("3 M", 3_000_000)] {
        Benchmark("render: \(label) events to HTML, resident peak",
                  configuration: .init(metrics: metrics, warmupIterations: 0, maxDuration: .seconds(120), maxIterations: 3,
                                       thresholds: [metrics[0]: BenchmarkThresholds(relative: [.p50: 25])])) { (benchmark: Benchmark, data: ReplayData) in
            let page = data.folder.path + "/page.html"
            unlink(page)
            guard let run = Measure.run(data.binary, ["render", data.recording, "--scene", data.scene, "-o", page]) else {
                benchmark.error("touchreplay render failed")
                return
            }
            let bytes = (try? FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
            unlink(page)
            benchmark.measurement(metrics[0], run.peakResidentKB / 1024)
            benchmark.measurement(metrics[1], bytes / 1024)
            benchmark.measurement(metrics[2], Int((run.wall * 1e3).rounded()))
        } setup: {
            try ReplayData(events: events)
        }
    }
}
