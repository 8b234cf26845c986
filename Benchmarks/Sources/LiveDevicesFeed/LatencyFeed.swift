import Foundation
import InputDevices
import TouchReplay
import TouchReplayLive

// `LiveDevicesFeed latency SECONDS SCENE FOLDER DESC` (under umockdev-wrapper): one
// emulated touchscreen (DESC, as /dev/input/event50) sends a finger's drag
// (`DragFrames`) at 120 Hz in real time, each frame stamped with CLOCK_MONOTONIC
// as it is written, as a kernel driver stamps a report when it arrives; the main
// thread reads it as `touchreplay attach` does (poll, then `LiveInput.update(at:)`,
// each report delivered on its own) and keeps each update's `DeviceLatency.oldest`.
// Prints `FRAMES CPU WRITING P50 P95 P99 WORST`: frames delivered, the process's CPU
// seconds, the writer thread's part of them, and the ages in microseconds.

/// The emulated touchscreen's report rate.
let latencyRate = 120.0

/// CPU seconds the writer thread used, handed to the main thread when it ends.
final class WriterOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var cpu = 0.0
    private var error: String?

    func finish(cpu: Double, error: String?) {
        lock.withLock {
            self.cpu = cpu
            self.error = error
        }
    }

    var result: (cpu: Double, error: String?) { lock.withLock { (cpu, error) } }
}

/// Writes `frames.count` frames into `node` at `latencyRate`, each stamped with CLOCK_MONOTONIC when written.
func writeInRealTime(_ frames: DragFrames, bed: DeviceBed, node: DeviceBed.Node, outcome: WriterOutcome) {
    var next = timespec()
    clock_gettime(CLOCK_MONOTONIC, &next)
    let interval = Int(1e9 / latencyRate)
    var bytes: [UInt8] = []
    for index in 0..<frames.count {
        next.tv_nsec += interval
        if next.tv_nsec >= 1_000_000_000 {
            next.tv_nsec -= 1_000_000_000
            next.tv_sec += 1
        }
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, nil) == EINTR {}
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        bytes.removeAll(keepingCapacity: true)
        DragFrames.appendEvents(frames.events(index), at: Int(now.tv_sec) * 1_000_000 + Int(now.tv_nsec) / 1_000, to: &bytes)
        do {
            try bed.write(bytes, to: node)
        } catch {
            outcome.finish(cpu: threadCPUSeconds(), error: "\(error)")
            return
        }
    }
    outcome.finish(cpu: threadCPUSeconds(), error: nil)
}

/// Runs the latency feed for `seconds`; answers the frames delivered, the ages, and the CPU seconds (all, and the writer's).
func feedLatency(seconds: Double, frames: DragFrames, scene: Scene, bed: DeviceBed) throws
    -> (delivered: Int, ages: [Double], cpu: Double, writing: Double) {
    let input = LiveInput(window: scene.makeHierarchy().window)
    try input.setTiming(.eachReport)
    let node = bed.nodes[0]
    let device = try InputDevice.open(path: node.path)
    _ = try input.addDevice(device, mapping: scene.mapping(forDeviceNamed: device.deviceDescription.name, path: node.path))
    let outcome = WriterOutcome()
    let start = processCPUSeconds()
    let writer = Thread { writeInRealTime(frames, bed: bed, node: node, outcome: outcome) }
    writer.start()
    let clock = MonotonicClock()
    var ages: [Double] = []
    ages.reserveCapacity(frames.count)
    var delivered = 0
    while delivered < frames.count {
        var descriptors = input.pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        if poll(&descriptors, nfds_t(descriptors.count), 2_000) == 0 {
            throw FeedError("no frame within 2 s: \(delivered) of \(frames.count) delivered; \(outcome.result.error ?? "")")
        }
        let update = try input.update(at: clock.now)
        delivered += update.frameCount
        ages += update.latencies.map(\.oldest)
    }
    let cpu = processCPUSeconds() - start
    if let error = outcome.result.error { throw FeedError(error) }
    return (delivered, ages, cpu, outcome.result.cpu)
}

/// The value at `percentile` (0–100) of `sorted`, nearest rank.
func percentile(_ percentile: Double, of sorted: [Double]) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((percentile / 100 * Double(sorted.count)).rounded(.up))
    return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
}
