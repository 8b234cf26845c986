import Benchmark
import Foundation
import GestureEngine
import InputEvents
import InputRecordings
import OutputFiles
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
/// time, written by the project's own writer (`LibinputSeatRecordWriter`, as a flight
/// recorder's dump is), in the temporary folder while it lives.
final class ManyDevicesFile {
    let path: String

    init(devices: Int) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("touchreplay-devices-\(UUID().uuidString).yml").path
        let position = AbsoluteAxisInfo(minimum: 0, maximum: 799)
        let recordings = (0..<devices).map { device in
            let down = Timestamp(microseconds: Int64(device) * 1_000), up = Timestamp(microseconds: Int64(device) * 1_000 + 500)
            func event(_ time: Timestamp, _ type: EventType, _ code: UInt16, _ value: Int32) -> InputEvent {
                InputEvent(time: time, type: type, code: code, value: value)
            }
            return DeviceRecording(
                description: DeviceDescription(
                    name: "Screen \(device)", identifier: DeviceIdentifier(busType: 24, vendor: 0, product: 0, version: 0),
                    properties: [InputProperty.direct],
                    codes: [.synchronization: [SynchronizationCode.report], .key: [KeyCode.buttonTouch],
                            .absolute: [AbsoluteAxis.x, AbsoluteAxis.y]],
                    absoluteAxes: [AbsoluteAxis.x: position, AbsoluteAxis.y: position]),
                node: "/dev/input/event\(device)", udevProperties: ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"],
                events: [
                    event(down, .key, KeyCode.buttonTouch, 1), event(down, .absolute, AbsoluteAxis.x, Int32(device % 800)),
                    event(down, .absolute, AbsoluteAxis.y, 100), event(down, .synchronization, SynchronizationCode.report, 0),
                    event(up, .key, KeyCode.buttonTouch, 0), event(up, .synchronization, SynchronizationCode.report, 0),
                ])
        }
        try LibinputSeatRecordWriter.write(recordings, to: OutputFile(path: path))
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
