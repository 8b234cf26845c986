import Benchmark
import Foundation
import GestureEngine
import InputRecordings
import TouchReplay
import TouchTime

/// Issue 35: cost against the number of devices in a recording, of sibling views (sharing one
/// frame or not) and of touches in one frame, to 9,999 devices, 500,000 views and 10,000 touches.
/// Each point runs once (a curve, not a regression check: no thresholds); the CPU time per item
/// stays flat where the cost is linear, and the resident peak (each benchmark runs in a process
/// of its own) grows with the items, not with their square.
func registerScalingBenchmarks() {
    let metrics: [BenchmarkMetric] = [.custom("CPU µs per item"), .custom("resident peak, MB"), .cpuTotal]
    let once = Benchmark.Configuration(metrics: metrics, warmupIterations: 0, maxDuration: .seconds(1_800), maxIterations: 1,
                                       thresholds: [:])

    // 9,999: the most devices a `libinput record` file may count (`ndevices:` has at most four digits).
    for devices in [10, 100, 1_000, 9_999] {
        Benchmark("scaling: devices in one libinput record replay, \(devices)", configuration: once) { benchmark, file in
            let start = Measure.processCPUSeconds()
            let reader = try RecordingReader(path: file.path)
            let session = try RecordingReplay(recordingPath: file.path, scene: Scene.standard(for: reader.description)).run()
            blackHole(session.frameCount)
            benchmark.measurement(metrics[0], Int((Measure.processCPUSeconds() - start) * 1e6 / Double(devices)))
            benchmark.measurement(metrics[1], Measure.residentPeakKB() / 1024)
        } setup: {
            try ManyDevicesFile(devices: devices)
        }
    }

    for (views, shared) in [(1_000, true), (10_000, true), (100_000, true), (500_000, true), (100_000, false), (500_000, false)] {
        Benchmark("scaling: sibling views\(shared ? " sharing one frame" : ""), \(views)", configuration: once) { benchmark in
            let start = Measure.processCPUSeconds()
            let window = Window(frame: Rect(x: 0, y: 0, width: 1_000, height: 1_000))
            let columns = Int(Double(views).squareRoot().rounded(.up)), side = 1_000 / Double(columns)
            for index in 0..<views {
                let frame = shared ? Rect(x: 100, y: 100, width: 500, height: 500)
                    : Rect(x: Double(index % columns) * side, y: Double(index / columns) * side, width: side, height: side)
                try window.addSubview(View(id: "v\(index)", frame: frame))
            }
            // The first touch builds the hit-test index over the siblings; then taps.
            for tap in 0..<100 {
                let point = Point(x: 150 + Double(tap * 3), y: 300)
                window.send(TouchFrame(time: Timestamp(seconds: Double(tap)), samples: [TouchSample(id: tap, phase: .began, location: point)]))
                window.send(TouchFrame(time: Timestamp(seconds: Double(tap) + 0.05), samples: [TouchSample(id: tap, phase: .ended, location: point)]))
            }
            benchmark.measurement(metrics[0], Int((Measure.processCPUSeconds() - start) * 1e6 / Double(views)))
            benchmark.measurement(metrics[1], Measure.residentPeakKB() / 1024)
        }
    }

    for touches in [10, 100, 1_000, 10_000] {
        Benchmark("scaling: touches in one frame, \(touches)", configuration: once) { benchmark in
            let window = Window(frame: Rect(x: 0, y: 0, width: 1_000, height: 1_000))
            let view = View(id: "canvas", frame: window.bounds)
            view.isMultipleTouchEnabled = true
            view.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
            try window.addSubview(view)
            let ids = Array(1...touches)
            let points = ids.map { Point(x: Double($0 % 997) + 0.5, y: Double($0 % 991) + 0.5) }
            let start = Measure.processCPUSeconds()
            window.send(TouchFrame(time: 1, samples: zip(ids, points).map { TouchSample(id: $0, phase: .began, location: $1) }))
            for step in 1...10 {
                window.send(TouchFrame(time: Timestamp(seconds: 1 + Double(step) * 0.01), samples: zip(ids, points).map {
                    TouchSample(id: $0, phase: .moved, location: Point(x: $1.x + Double(step), y: $1.y))
                }))
            }
            window.send(TouchFrame(time: 1.2, samples: zip(ids, points).map { TouchSample(id: $0, phase: .ended, location: $1) }))
            benchmark.measurement(metrics[0], Int((Measure.processCPUSeconds() - start) * 1e6 / Double(touches)))
            benchmark.measurement(metrics[1], Measure.residentPeakKB() / 1024)
        }
    }
}

/// A `libinput record` file of `devices` single-touch screens, each tapping once at its own
/// time (the layout of `ManyDevicesReaderTests.file`), in the temporary folder while it lives.
final class ManyDevicesFile {
    let path: String

    init(devices: Int) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("touchreplay-devices-\(UUID().uuidString).yml").path
        var text = "# libinput record\nversion: 1\nndevices: \(devices)\nlibinput:\n  version: \"1.22.1\"\ndevices:\n"
        for device in 0..<devices {
            let seconds = device / 1_000, micro = (device % 1_000) * 1_000
            text += """
                - node: /dev/input/event\(device)
                  evdev:
                    name: "Screen \(device)"
                    id: [24, 0, 0, 0]
                    codes:
                      0: [0, 1, 2, 3] # EV_SYN
                      1: [330] # EV_KEY
                      3: [0, 1] # EV_ABS
                    absinfo:
                      0: [0, 799, 0, 0, 0]
                      1: [0, 479, 0, 0, 0]
                    properties: [1]
                  udev:
                    properties:
                    - ID_INPUT=1
                    - ID_INPUT_TOUCHSCREEN=1
                  events:
                  - evdev:
                    - [  \(seconds), \(micro),   1, 330,       1] # EV_KEY / BTN_TOUCH                1
                    - [  \(seconds), \(micro),   3,   0,     \(device % 800)] # EV_ABS / ABS_X   0
                    - [  \(seconds), \(micro),   3,   1,     100] # EV_ABS / ABS_Y   0
                    - [  \(seconds), \(micro),   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
                  - evdev:
                    - [  \(seconds), \(micro + 500),   1, 330,       0] # EV_KEY / BTN_TOUCH                0
                    - [  \(seconds), \(micro + 500),   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms

                """
        }
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
