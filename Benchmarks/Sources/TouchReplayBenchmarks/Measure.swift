import CMallocCounter
import Foundation

/// Timing and allocation helpers shared by the benchmark suites.
enum Measure {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// CPU seconds used so far by the calling thread.
    static func threadCPUSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// CPU seconds used so far by the whole process (every thread, user and system).
    static func processCPUSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Runs `body` `iterations` times in `samples` batches and returns the median nanoseconds per iteration.
    static func medianNanoseconds(samples: Int = 31, iterations: Int, _ body: () -> Void) -> Double {
        var results: [Double] = []
        for _ in 0..<samples {
            let start = now()
            for _ in 0..<iterations { body() }
            results.append(Double(now() - start) / Double(iterations))
        }
        results.sort()
        return results[results.count / 2]
    }

    /// Heap allocations made while running `body`.
    static func allocations(_ body: () -> Void) -> UInt64 {
        let before = touchreplay_malloc_count()
        body()
        return touchreplay_malloc_count() - before
    }

    /// Runs `path` with `arguments` (standard streams inherited) and returns its exit
    /// status, -1 if it could not start. `posix_spawn` and `waitpid` directly:
    /// Foundation's `Process.waitUntilExit` polls its run loop and can add tens of milliseconds.
    static func runToExit(_ path: String, arguments: [String]) -> Int32 {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, nil, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }

    /// Peak resident memory of the process so far, in kilobytes.
    static var peakResidentKilobytes: Int { touchreplay_peak_rss_kb() }
}
