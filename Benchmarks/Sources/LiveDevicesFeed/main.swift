import Foundation
import InputDevices
import InputRecordings
import TouchReplay
import TouchReplayLive
import TouchTime

// The live-device benchmark's child process (`live: … from two emulated
// devices`, TouchReplayBenchmarks): frames from two emulated touchscreens,
// through the real device path, timed in a process of their own so that its
// resident peak is theirs.
//
//   umockdev-wrapper LiveDevicesFeed live FRAMES SCENE FOLDER DESC DESC
//   LiveDevicesFeed replay FRAMES SCENE FOLDER DESC DESC
//   umockdev-wrapper LiveDevicesFeed latency SECONDS SCENE FOLDER DESC   (LatencyFeed.swift)
//   umockdev-wrapper LiveDevicesFeed flight SECONDS FRAMES SCENE FOLDER DESC   (FlightRecorderFeed.swift)
//
// live: emulates the two DESCs as /dev/input/event50 and event51 (libumockdev,
// in this process), opens them with libevdev (`InputDevice.open`) and adds them
// to a `LiveInput` on SCENE's window (the embedding API, the mapping of the
// scene's `devices` entry for each). Then, FRAMES / 2 frames per device
// (`DragFrames`): writes the next 32 frames of each into its node, and calls
// `poll` and `update(at:)` (with the device time of the last frame written as
// the app's clock) until all of them are delivered. Writing a chunk only once
// the last one is read keeps the reader within umockdev's 4,095-byte buffer,
// beyond which a read would split an event (docs/devices.md), so no frame is
// lost however loaded the machine is.
// replay: writes the same frames as two evemu recordings into FOLDER and replays
// each through `RecordingReplay`, the trace to /dev/null.
//
// Prints `FRAMES CPU WRITING`: the frames delivered, the process's CPU seconds
// (user + system) from the first frame written or read to the last delivered,
// and the part of them spent making the events and writing them into the nodes
// (live; 0 for replay), which a real device's kernel driver does instead.
// A failure prints one line on standard error and exits 1.

/// Frames written into each node before the feed waits for them to be read. 32 frames hold at most
/// one touch's first frame (7 events) and 31 of 3 events: 2,400 bytes, within the 4,095 bytes that
/// umockdev's pseudo-terminal holds (N_TTY_BUF_SIZE − 1); `DeviceBed.write` splits them into
/// writes that the kernel keeps whole.
let framesPerChunk = 32

/// Ends the feed with a one-line reason on standard error.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("LiveDevicesFeed: \(message)\n".utf8))
    exit(1)
}

/// CPU seconds (user + system) used so far by every thread of the process (umockdev's handler thread included).
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU seconds (user + system) used so far by the calling thread.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Feeds `frames` (one per node of `bed`, all of one count) through the emulated nodes into a
/// `LiveInput`; answers the frames delivered and the CPU seconds spent making and writing the
/// events (the emulation's part, not the reader's).
func feedLive(_ frames: [DragFrames], scene: Scene, bed: DeviceBed) throws -> (delivered: Int, writing: Double) {
    let input = LiveInput(window: scene.makeHierarchy().window)
    for node in bed.nodes {
        let device = try InputDevice.open(path: node.path)
        _ = try input.addDevice(device, mapping: scene.mapping(forDeviceNamed: device.deviceDescription.name, path: node.path))
    }
    var bytes: [UInt8] = []
    var delivered = 0, sent = 0, writing = 0.0
    let perDevice = frames.first?.count ?? 0
    for start in stride(from: 0, to: perDevice, by: framesPerChunk) {
        let end = min(start + framesPerChunk, perDevice)
        for (frames, node) in zip(frames, bed.nodes) {
            let writeStart = threadCPUSeconds()
            bytes.removeAll(keepingCapacity: true)
            frames.appendEvents(start..<end, to: &bytes)
            try bed.write(bytes, to: node)
            writing += threadCPUSeconds() - writeStart
            sent += end - start
        }
        let time = Timestamp(microseconds: Int64(DragFrames.time(end - 1)))
        while delivered < sent {
            var descriptors = input.pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&descriptors, nfds_t(descriptors.count), 10_000) == 0 {
                throw FeedError("no frame within 10 s: \(delivered) of \(sent) written delivered")
            }
            let update = try input.update(at: time)
            if let removed = update.removedDevices.first { throw FeedError("\(removed.path ?? removed.name) went away") }
            delivered += update.frameCount
        }
    }
    return (delivered, writing)
}

/// Writes `frames` as evemu recordings (`device50.evemu`, … after the descriptions at
/// `descriptions`) into `folder`; answers their paths.
func writeRecordings(_ frames: [DragFrames], descriptions: [String], folder: String) throws -> [String] {
    var paths: [String] = []
    for (index, frames) in frames.enumerated() {
        let path = "\(folder)/device\(50 + index).evemu"
        try frames.writeEvemu(description: try String(contentsOfFile: descriptions[index], encoding: .utf8), to: path)
        paths.append(path)
    }
    return paths
}

/// Replays each recording at `paths` against `scene`, the trace to /dev/null; answers the frames replayed.
func replayRecordings(_ paths: [String], scene: Scene) throws -> Int {
    var total = 0
    for path in paths {
        let output = try TraceOutput(path: "/dev/null")
        total += try RecordingReplay(recordingPath: path, scene: scene).write(to: output, format: .jsonl).frameCount
        try output.commit()
    }
    return total
}

let arguments = CommandLine.arguments
do {
    switch (arguments.count > 1 ? arguments[1] : "", arguments.count) {
    case ("latency", 6):
        // latency SECONDS SCENE FOLDER DESC
        guard let seconds = Double(arguments[2]), seconds > 0 else { fail("latency: SECONDS must be a positive number") }
        let scene = try Scene.load(contentsOf: arguments[3])
        let description = try RecordingReader(path: arguments[5]).description
        let frames = DragFrames(width: Int(description.absoluteAxes[0]?.maximum ?? 799) + 1,
                                height: Int(description.absoluteAxes[1]?.maximum ?? 479) + 1, count: Int(seconds * latencyRate))
        let bed = try DeviceBed(descriptions: [description], folder: arguments[4])
        let run = try feedLatency(seconds: seconds, frames: frames, scene: scene, bed: bed)
        let sorted = run.ages.sorted().map { ($0 * 1e6).rounded() }
        print(run.delivered, run.cpu, run.writing, percentile(50, of: sorted), percentile(95, of: sorted), percentile(99, of: sorted),
              sorted.last ?? .nan)
    case ("flight", 7):
        // flight SECONDS FRAMES SCENE FOLDER DESC
        guard let seconds = Double(arguments[2]), let count = Int(arguments[3]), count > 0 else { fail("flight: SECONDS FRAMES") }
        let scene = try Scene.load(contentsOf: arguments[4])
        let bed = try DeviceBed(descriptions: [try RecordingReader(path: arguments[6]).description], folder: arguments[5])
        let run = try feedFlightRecorder(seconds: seconds, count: count, scene: scene, bed: bed)
        print(run.delivered, run.held)
    case ("live", 7), ("replay", 7):
        guard let total = Int(arguments[2]), total >= 2 else { fail("FRAMES must be at least 2") }
        let scene = try Scene.load(contentsOf: arguments[3])
        let descriptionPaths = Array(arguments[5...6])
        let descriptions = try descriptionPaths.map { try RecordingReader(path: $0).description }
        let frames = descriptions.map { description in
            DragFrames(width: Int(description.absoluteAxes[0]?.maximum ?? 799) + 1,
                       height: Int(description.absoluteAxes[1]?.maximum ?? 479) + 1, count: total / 2)
        }
        let delivered: Int, cpu: Double
        var writing = 0.0
        if arguments[1] == "live" {
            let bed = try DeviceBed(descriptions: descriptions, folder: arguments[4])
            let start = processCPUSeconds()
            (delivered, writing) = try feedLive(frames, scene: scene, bed: bed)
            cpu = processCPUSeconds() - start
        } else {
            let paths = try writeRecordings(frames, descriptions: descriptionPaths, folder: arguments[4])
            let start = processCPUSeconds()
            delivered = try replayRecordings(paths, scene: scene)
            cpu = processCPUSeconds() - start
        }
        print(delivered, cpu, writing)
    default:
        fail("usage: LiveDevicesFeed live|replay FRAMES SCENE FOLDER DESC DESC | latency SECONDS SCENE FOLDER DESC | flight SECONDS FRAMES SCENE FOLDER DESC")
    }
} catch {
    fail("\(error)")
}
