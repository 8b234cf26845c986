import CEvemu
import Foundation
import InputEvents
import InputRecordings

/// The "input" suite: reading evemu files with libevemu vs. `RecordingReader`
/// (alone and feeding a `FrameDecoder`), and peak memory while streaming a
/// 10 MB and a 1 GB file (each read in a child process, so peaks don't mix).
///
/// A child is this executable run as `touchreplay-benchmarks input` with
/// `TOUCHREPLAY_INPUT_MEMORY_FILE` set to the file to read.
func runInputBenchmarks() throws {
    if let file = ProcessInfo.processInfo.environment[InputBenchmark.memoryFileVariable] {
        try InputBenchmark.readForMemory(file)
        return
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchreplay-input-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let speedFile = directory.appendingPathComponent("speed.evemu").path
    let start = Measure.now()
    let written = try InputBenchmark.generate(path: speedFile, events: 3_000_000)
    let writing = InputBenchmark.seconds(since: start)
    print(
        "EvemuWriter wrote \(written) events (\(InputBenchmark.megabytes(speedFile)) MB, flushed per frame) in"
            + String(format: " %.2f s: %.2f M events/s", writing, Double(written) / writing / 1e6))

    // Rounds interleave the three readers so that load from other processes hits them alike.
    var libevemu = InputBenchmark.Result(events: 0, seconds: .infinity)
    var reader = libevemu
    var decoded = libevemu
    for _ in 0..<InputBenchmark.rounds {
        libevemu = min(libevemu, InputBenchmark.readWithLibevemu(speedFile))
        reader = min(reader, InputBenchmark.readWithReader(speedFile, decode: false))
        decoded = min(decoded, InputBenchmark.readWithReader(speedFile, decode: true))
    }
    precondition(
        libevemu.events == reader.events && reader.events == decoded.events, "readers disagree on the event count")
    print("reader                            events/s      ns/event   vs libevemu")
    for (name, result) in [
        ("libevemu evemu_read_event", libevemu), ("RecordingReader", reader),
        ("RecordingReader + FrameDecoder", decoded),
    ] {
        let perSecond = Double(result.events) / result.seconds
        print(
            name.padding(toLength: 32, withPad: " ", startingAt: 0),
            String(
                format: "%10.2f M  %10.1f   %8.2fx", perSecond / 1e6, result.seconds * 1e9 / Double(result.events),
                libevemu.seconds / result.seconds))
    }
    let allocations = Measure.allocations { _ = InputBenchmark.readWithReader(speedFile, decode: true) }
    print(
        String(
            format: "allocations per event (reader + decoder, whole file): %.6f",
            Double(allocations) / Double(reader.events)))
    let yamlFile = directory.appendingPathComponent("speed.yml").path
    try InputBenchmark.convertToLibinputRecord(speedFile, to: yamlFile)
    try FileManager.default.removeItem(atPath: speedFile)
    var yaml = InputBenchmark.Result(events: 0, seconds: .infinity)
    for _ in 0..<InputBenchmark.rounds { yaml = min(yaml, InputBenchmark.readWithReader(yamlFile, decode: false)) }
    precondition(yaml.events == reader.events, "the libinput record copy has another event count")
    print(
        "RecordingReader on the same events as libinput record (\(InputBenchmark.megabytes(yamlFile)) MB):"
            + String(format: " %.2f M events/s, %.1f ns/event", Double(yaml.events) / yaml.seconds / 1e6,
                yaml.seconds * 1e9 / Double(yaml.events)))
    try FileManager.default.removeItem(atPath: yamlFile)

    for (label, events) in [("10 MB", 150_000), ("1 GB", 15_000_000)] {
        let path = directory.appendingPathComponent("memory.evemu").path
        let generated = Measure.now()
        _ = try InputBenchmark.generate(path: path, events: events)
        let size = InputBenchmark.megabytes(path)
        let generation = InputBenchmark.seconds(since: generated)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["input"]
        child.environment = ProcessInfo.processInfo.environment.merging([InputBenchmark.memoryFileVariable: path]) {
            $1
        }
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        let report = text.split(separator: "\n").last.map(String.init) ?? "child printed nothing"
        print("\(label) file (\(size) MB, generated in" + String(format: " %.1f s): ", generation) + report)
        try FileManager.default.removeItem(atPath: path)
    }
}

/// The pieces of the input suite.
enum InputBenchmark {
    /// The environment variable that makes this executable a memory-measuring child.
    static let memoryFileVariable = "TOUCHREPLAY_INPUT_MEMORY_FILE"

    /// Timed runs per reader; the fastest counts.
    static let rounds = 5

    /// Events read and the seconds it took; ordered by time.
    struct Result: Comparable {
        var events: Int
        var seconds: Double

        static func < (lhs: Result, rhs: Result) -> Bool { lhs.seconds < rhs.seconds }
    }

    /// libevemu's loop: `fopen` and `evemu_read_event` until it fails.
    static func readWithLibevemu(_ path: String) -> Result {
        let start = Measure.now()
        guard let file = fopen(path, "r") else { fatalError("cannot open \(path)") }
        var event = input_event()
        var count = 0
        while evemu_read_event(file, &event) > 0 { count += 1 }
        fclose(file)
        return Result(events: count, seconds: seconds(since: start))
    }

    /// `RecordingReader`, optionally feeding every event to a `FrameDecoder`.
    static func readWithReader(_ path: String, decode: Bool) -> Result {
        let start = Measure.now()
        do {
            let reader = try RecordingReader(path: path)
            var decoder = try FrameDecoder(
                device: reader.description, mapping: ScreenMapping(screenSize: ScreenSize(width: 1280, height: 800)))
            var count = 0
            var frames = 0
            while let event = try reader.next() {
                count += 1
                if decode, decoder.feed(event) != nil { frames += 1 }
            }
            precondition(!decode || frames > 0)
            return Result(events: count, seconds: seconds(since: start))
        } catch {
            fatalError("\(error)")
        }
    }

    /// Rewrites the evemu file `source` as a libinput record file at `destination`.
    static func convertToLibinputRecord(_ source: String, to destination: String) throws {
        let reader = try RecordingReader(path: source)
        let writer = try LibinputRecordWriter(path: destination, description: reader.description)
        while let event = try reader.next() { try writer.write(event) }
        try writer.close()
    }

    /// The child's work: stream `path` through the reader and decoder, then print the peak RSS.
    static func readForMemory(_ path: String) throws {
        let result = readWithReader(path, decode: true)
        print(
            "\(result.events) events read in \(String(format: "%.2f", result.seconds)) s, peak RSS \(Measure.peakResidentKilobytes) kB"
        )
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

    /// Seconds elapsed since `start` (a `Measure.now()` value).
    static func seconds(since start: UInt64) -> Double { Double(Measure.now() - start) / 1e9 }

    /// The size of the file at `path` in (decimal) megabytes.
    static func megabytes(_ path: String) -> Int {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return size / 1_000_000
    }
}
