import Benchmark
import Foundation

/// Issue 20's benchmark through the device path: frames from two emulated
/// touchscreens (umockdev: the shared recordings' Atmel maXTouch and EP0430M09)
/// read with libevdev, decoded and fed through `LiveInput` (the embedding API)
/// into one window, beside the replay of the same frames from evemu recordings,
/// at 100 k, 300 k and 1 M frames so that flat memory shows.
///
/// Each side runs in a child process of its own (`LiveDevicesFeed`, the live
/// one under `umockdev-wrapper`), which writes the events into the emulated
/// nodes a chunk at a time, only once the last chunk was delivered (see its
/// main.swift), and checks the count. Reported: CPU ns per frame of each side
/// (the child's own clock, from the first frame to the last, so process start,
/// the test bed and writing the recordings are outside), the part of the live
/// side's spent making the events and writing them into the nodes (a kernel
/// driver's work with a real device), and the resident peak of each child
/// (`wait4`), in MB.
func registerLiveDeviceBenchmarks() {
    let metrics: [BenchmarkMetric] = [
        .custom("devices through LiveInput, CPU ns per frame"), .custom("replay, CPU ns per frame"),
        .custom("of which writing into the emulated nodes, ns per frame"),
        .custom("devices through LiveInput, resident peak MB"), .custom("replay, resident peak MB"),
    ]
    for frames in [100_000, 300_000, 1_000_000] {
        Benchmark("live: \(frames / 1000) k frames from two emulated devices through LiveInput, beside the replay",
                  configuration: .init(metrics: metrics, warmupIterations: 0, maxDuration: .seconds(300), maxIterations: 1,
                                       thresholds: [:])) { (benchmark: Benchmark, data: LiveDeviceData) in
            do {
                let live = try data.feed("live", frames: frames)
                let replay = try data.feed("replay", frames: frames)
                benchmark.measurement(metrics[0], Int((live.cpu / Double(frames) * 1e9).rounded()))
                benchmark.measurement(metrics[1], Int((replay.cpu / Double(frames) * 1e9).rounded()))
                benchmark.measurement(metrics[2], Int((live.writing / Double(frames) * 1e9).rounded()))
                benchmark.measurement(metrics[3], live.peakKB / 1024)
                benchmark.measurement(metrics[4], replay.peakKB / 1024)
            } catch {
                benchmark.error("live device benchmark failed: \(error)")
            }
        } setup: {
            try LiveDeviceData()
        }
    }
}

/// The scene, the devices' descriptions and the feed's binary.
struct LiveDeviceData {
    /// Two views side by side, a pan on each; each device on its half.
    static let scene = """
        screen:
          size: [800, 480]
        devices:
          - {match: "/dev/input/event50", target: [0, 0, 400, 480]}
          - {match: "/dev/input/event51", target: [400, 0, 400, 480]}
        root:
          id: root
          subviews:
            - id: left
              frame: [0, 0, 400, 480]
              gestures:
                - {id: leftPan, kind: pan}
            - id: right
              frame: [400, 0, 400, 480]
              gestures:
                - {id: rightPan, kind: pan}

        """

    let folder: String
    let descriptions: [String]
    let feed: String

    init() throws {
        folder = NSTemporaryDirectory() + "touchreplay-live-device-bench"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.scene.write(toFile: folder + "/scene.yml", atomically: true, encoding: .utf8)
        let recordings = Measure.packageRoot + "/../shared/recordings/"
        descriptions = [recordings + "atmel-maxtouch.desc", recordings + "ep0430m09.desc"]
        // Built beside this benchmark (a dependency of its target).
        feed = URL(fileURLWithPath: try Self.executablePath()).deletingLastPathComponent().path + "/LiveDevicesFeed"
        for path in descriptions + [feed] where !FileManager.default.fileExists(atPath: path) {
            throw BenchmarkSetupError(message: "missing \(path)")
        }
    }

    /// What one run of the feed took: its CPU seconds over the frames, the part spent writing
    /// into the emulated nodes, and its resident peak.
    struct Run {
        var cpu: Double
        var writing: Double
        var peakKB: Int
    }

    /// Runs the feed in `mode` (`live` under umockdev-wrapper, or `replay`) for `frames` frames and
    /// checks that it delivered every one.
    func feed(_ mode: String, frames: Int) throws -> Run {
        let command = (mode == "live" ? ["/usr/bin/umockdev-wrapper"] : []) + [feed]
        let arguments = [mode, String(frames), folder + "/scene.yml", folder] + descriptions
        let (output, peakKB) = try Self.run(command[0], Array(command.dropFirst()) + arguments)
        let fields = output.split(whereSeparator: \.isWhitespace)
        guard fields.count == 3, let delivered = Int(fields[0]), let cpu = Double(fields[1]), let writing = Double(fields[2]) else {
            throw BenchmarkSetupError(message: "LiveDevicesFeed \(mode) printed \(output)")
        }
        guard delivered == frames else {
            throw BenchmarkSetupError(message: "LiveDevicesFeed \(mode): \(delivered) of \(frames) frames delivered")
        }
        return Run(cpu: cpu, writing: writing, peakKB: peakKB)
    }

    /// Runs `path` to its end (`posix_spawn`, standard output through a pipe, `wait4`):
    /// its standard output and its resident peak in KB; throws when it fails.
    static func run(_ path: String, _ arguments: [String]) throws -> (output: String, peakKB: Int) {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw BenchmarkSetupError(message: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(fds[1])
        defer { close(fds[0]) }
        guard spawned == 0 else { throw BenchmarkSetupError(message: "cannot start \(path)") }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer[..<count]
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkSetupError(message: "wait4 failed") }
        }
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw BenchmarkSetupError(message: "\(path) \(arguments.joined(separator: " ")) failed (status \(status))")
        }
        return (String(decoding: output, as: UTF8.self), Int(usage.ru_maxrss))
    }

    /// This executable's path.
    static func executablePath() throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw BenchmarkSetupError(message: "cannot read /proc/self/exe") }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
