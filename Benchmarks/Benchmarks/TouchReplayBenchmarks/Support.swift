import Foundation

/// Clocks, child processes and the binary that the replay benchmarks time.
enum Measure {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// CPU seconds (user and system) used so far by the calling thread.
    static func threadCPUSeconds() -> Double { seconds(CLOCK_THREAD_CPUTIME_ID) }

    /// CPU seconds (user and system) used so far by every thread of this process.
    static func processCPUSeconds() -> Double { seconds(CLOCK_PROCESS_CPUTIME_ID) }

    /// The process's resident peak so far (`VmHWM` of /proc/self/status), in kB.
    static func residentPeakKB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    private static func seconds(_ clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// What a child process took: wall seconds, and user + system CPU seconds of the whole process.
    struct ChildTimes {
        var wall: Double
        var cpu: Double
        /// The child's resident peak in kB (`ru_maxrss`).
        var peakResidentKB = 0
    }

    /// Runs `path` with `arguments` (standard streams inherited; standard output to
    /// `/dev/null` when `quiet`) to its end with
    /// `posix_spawn` and `wait4` (Foundation's `Process.waitUntilExit` polls its
    /// run loop and can add tens of milliseconds); nil when it fails.
    static func run(_ path: String, _ arguments: [String], quiet: Bool = false) -> ChildTimes? {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quiet { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        let start = now()
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let wall = Double(now() - start) / 1e9
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { return nil }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return ChildTimes(wall: wall, cpu: cpu, peakResidentKB: usage.ru_maxrss)
    }

    /// The root package's folder (this file is Benchmarks/Benchmarks/TouchReplayBenchmarks/Support.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The release `touchreplay` binary: `TOUCHREPLAY_BINARY` when set, otherwise
    /// built now at the root as docs/performance.md says to build it for use
    /// (`swift build -c release --static-swift-stdlib --product touchreplay`;
    /// quick when it is up to date) and found with `--show-bin-path`.
    static func releaseBinary() throws -> String {
        if let path = ProcessInfo.processInfo.environment["TOUCHREPLAY_BINARY"] { return path }
        let build = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--package-path", packageRoot]
        _ = try capture("/usr/bin/env", build + ["--product", "touchreplay"])
        let folder = try capture("/usr/bin/env", build + ["--show-bin-path"])
        let binary = folder.trimmingCharacters(in: .whitespacesAndNewlines) + "/touchreplay"
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchmarkSetupError(message: "no touchreplay binary at \(binary)")
        }
        return binary
    }

    /// Runs a tool and answers its standard output; throws when it fails.
    private static func capture(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkSetupError(message: "\(tool) \(arguments.joined(separator: " ")) failed")
        }
        return output
    }
}

/// A benchmark that could not be set up.
struct BenchmarkSetupError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// SplitMix64, so every run measures the same inputs.
struct BenchmarkRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
