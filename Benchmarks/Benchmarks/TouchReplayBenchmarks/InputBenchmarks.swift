import Benchmark
import CEvemu
import Foundation
import InputEvents
import InputRecordings
import TouchTime

/// Reading a 3 M-event evemu file: libevemu's `evemu_read_event` loop, and
/// `RecordingReader` alone and feeding a `FrameDecoder`, in the same
/// iterations so that the machine's load hits them alike.
func registerInputBenchmarks() {
    let metrics: [BenchmarkMetric] = [
        .custom("libevemu, ns/event"), .custom("reader, ns/event"), .custom("reader + decoder, ns/event"),
        .custom("libevemu / reader + decoder, CPU %", polarity: .prefersLarger),
    ]
    Benchmark("input: read 3 M events, against libevemu",
              configuration: .init(metrics: metrics, warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 5,
                                   thresholds: Thresholds.ratios([metrics[3]]))) { benchmark, file in
        let events = Double(file.events)
        let libevemu = InputBenchmark.cpu { InputBenchmark.readWithLibevemu(file.path) }
        let reader = InputBenchmark.cpu { InputBenchmark.readWithReader(file.path, decode: false) }
        let decoded = InputBenchmark.cpu { InputBenchmark.readWithReader(file.path, decode: true) }
        precondition(libevemu.events == file.events && reader.events == file.events && decoded.events == file.events)
        benchmark.measurement(metrics[0], Int(libevemu.seconds * 1e9 / events))
        benchmark.measurement(metrics[1], Int(reader.seconds * 1e9 / events))
        benchmark.measurement(metrics[2], Int(decoded.seconds * 1e9 / events))
        benchmark.measurement(metrics[3], Int(100 * libevemu.seconds / decoded.seconds))
    } setup: {
        try InputBenchmark.file()
    }

    Benchmark("input: RecordingReader + FrameDecoder, 3 M events",
              configuration: .init(metrics: [.cpuTotal, .wallClock, .mallocCountTotal, .peakMemoryResidentDelta],
                                   warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 5,
                                   thresholds: [.cpuTotal: BenchmarkThresholds(relative: [.p50: 20]),
                                                .mallocCountTotal: BenchmarkThresholds(absolute: [.p50: 10])])) { _, file in
        blackHole(InputBenchmark.readWithReader(file.path, decode: true))
    } setup: {
        try InputBenchmark.file()
    }
}

/// The pieces of the input benchmarks.
enum InputBenchmark {
    /// A generated recording: its path and event count; the file is removed with it.
    final class File {
        let path: String
        let events: Int

        init(path: String, events: Int) {
            self.path = path
            self.events = events
        }

        deinit { unlink(path) }
    }

    /// A 3 M-event file in the temporary folder.
    static func file() throws -> File {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchreplay-input-\(UUID().uuidString).evemu").path
        return File(path: path, events: try generate(path: path, events: 3_000_000))
    }

    /// Events read and the CPU seconds (user and system) of the calling thread.
    static func cpu(_ body: () -> Int) -> (events: Int, seconds: Double) {
        let start = Measure.threadCPUSeconds()
        let events = body()
        return (events, Measure.threadCPUSeconds() - start)
    }

    /// libevemu's loop: `fopen` and `evemu_read_event` until it fails; the events read.
    static func readWithLibevemu(_ path: String) -> Int {
        guard let file = fopen(path, "r") else { fatalError("cannot open \(path)") }
        defer { fclose(file) }
        var event = input_event()
        var count = 0
        while evemu_read_event(file, &event) > 0 { count += 1 }
        return count
    }

    /// `RecordingReader`, optionally feeding every event to a `FrameDecoder`; the events read.
    static func readWithReader(_ path: String, decode: Bool) -> Int {
        do {
            let reader = try RecordingReader(path: path)
            var decoder = try FrameDecoder(device: reader.description, mapping: ScreenMapping(screenSize: ScreenSize(width: 1280, height: 800)))
            var count = 0
            var frames = 0
            while let event = try reader.next() {
                count += 1
                if decode, decoder.feed(event) != nil { frames += 1 }
            }
            precondition(!decode || frames > 0)
            return count
        } catch {
            fatalError("\(error)")
        }
    }

    /// Writes a synthetic protocol-B recording of about `events` events with `EvemuWriter`:
    /// three fingers that touch down, drag diagonally for 200 frames, lift, and start again.
    static func generate(path: String, events: Int) throws -> Int {
        let writer = try EvemuWriter(path: path, description: touchscreen)
        var written = 0
        var time: Int64 = 1
        var trackingID: Int32 = 0
        func emit(_ type: EventType, _ code: UInt16, _ value: Int32) throws {
            try writer.write(InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value))
            written += 1
        }
        while written < events {
            for step in 0..<200 as Range<Int32> {
                for finger in 0..<3 as Range<Int32> {
                    try emit(.absolute, AbsoluteAxis.multiTouchSlot, finger)
                    if step == 0 {
                        try emit(.absolute, AbsoluteAxis.multiTouchTrackingID, trackingID)
                        trackingID = (trackingID + 1) % 65_536
                    }
                    try emit(.absolute, AbsoluteAxis.multiTouchPositionX, 100 + finger * 300 + step * 2)
                    try emit(.absolute, AbsoluteAxis.multiTouchPositionY, 50 + step * 2)
                }
                if step == 0 { try emit(.key, KeyCode.buttonTouch, 1) }
                try emit(.synchronization, SynchronizationCode.report, 0)
                time += 8_000
            }
            for finger in 0..<3 as Range<Int32> {
                try emit(.absolute, AbsoluteAxis.multiTouchSlot, finger)
                try emit(.absolute, AbsoluteAxis.multiTouchTrackingID, -1)
            }
            try emit(.key, KeyCode.buttonTouch, 0)
            try emit(.synchronization, SynchronizationCode.report, 0)
            time += 100_000
        }
        try writer.close()
        return written
    }

    /// A 10-slot direct touchscreen like the Atmel maXTouch, 1280×800 units.
    static let touchscreen = DeviceDescription(
        name: "TouchReplay benchmark touchscreen",
        identifier: DeviceIdentifier(busType: 0x18, vendor: 0, product: 0, version: 0),
        properties: [InputProperty.direct],
        codes: [
            .synchronization: [0, 1, 2, 3], .key: [KeyCode.buttonTouch],
            .absolute: [
                0, 1, AbsoluteAxis.multiTouchSlot, AbsoluteAxis.multiTouchPositionX,
                AbsoluteAxis.multiTouchPositionY, AbsoluteAxis.multiTouchTrackingID,
            ],
        ],
        absoluteAxes: [
            0: AbsoluteAxisInfo(minimum: 0, maximum: 1279), 1: AbsoluteAxisInfo(minimum: 0, maximum: 799),
            AbsoluteAxis.multiTouchSlot: AbsoluteAxisInfo(minimum: 0, maximum: 9),
            AbsoluteAxis.multiTouchPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 1279),
            AbsoluteAxis.multiTouchPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 799),
            AbsoluteAxis.multiTouchTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
        ])
}
