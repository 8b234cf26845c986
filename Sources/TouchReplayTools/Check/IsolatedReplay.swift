#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OutputFiles
import Synchronization
import TouchReplay

/// Replays check cases in worker processes of the `touchreplay` executable
/// (`touchreplay check-worker`), each case with a time limit, so that one
/// broken case is that case's failure only: a replay that crashes, or never
/// ends (a FIFO named as the recording), cannot take the whole run with it.
///
/// A worker replays case after case, as the workers of parallel test runners
/// do, so process start-up is paid once a worker, not once a case. A worker
/// that crashes or passes the time limit is killed and reaped, its case gets
/// the error, and the next case starts a new worker. Idle workers wait in a
/// pool (one per job at most); they end when the replay is released.
///
/// A worker's trace is what `touchreplay replay … --format jsonl` writes; a
/// failed replay's error is its one line; a worker that exits is the case's
/// error with its last line on standard error; a signal is a crash.
public final class IsolatedReplay: Sendable {
    /// The `touchreplay` executable the workers run (the CLI gives `/proc/self/exe`).
    public let executable: String
    /// Seconds a case's replay may take before its worker is killed and the case reported.
    public let timeLimit: Double
    /// Workers waiting for a case.
    private let idle = Mutex<[ReplayWorker]>([])

    /// The time limit when none is given: 300 s, far above any real case (a
    /// 3-million-event recording replays in under a second) yet finite.
    public static let defaultTimeLimit = 300.0

    /// Workers run `executable` and a case is stopped after `timeLimit` seconds.
    public init(executable: String, timeLimit: Double = IsolatedReplay.defaultTimeLimit) {
        self.executable = executable
        self.timeLimit = timeLimit
    }

    deinit {
        for worker in idle.withLock({ $0 }) { worker.finish() }
    }

    /// A replayer for ``CheckRunner`` that runs each case in a worker.
    ///
    /// The worker's trace goes to the runner's output block by block, as it
    /// arrives; once the output refuses more (the comparison has seen enough),
    /// the rest of the case's trace is read and dropped.
    public var replayer: CheckRunner.Replayer {
        { checkCase, output in
            var failure: OutputFileError?
            try self.run(checkCase) { bytes in
                guard failure == nil else { return }
                do throws(OutputFileError) { try output.write(bytes: bytes) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// Runs the case's replay in a worker, handing each block of its trace to `onOutput` as it arrives.
    ///
    /// - Throws: ``IsolatedReplayError`` when no worker can start, the replay
    ///   fails, or the worker exits, is killed by a signal, or passes the time limit.
    public func run(_ checkCase: CheckCase, onOutput: (UnsafeRawBufferPointer) -> Void) throws(IsolatedReplayError) {
        let waiting = idle.withLock { $0.popLast() }
        var worker: ReplayWorker
        if let waiting { worker = waiting } else { worker = try ReplayWorker(executable: executable) }
        let outcome = worker.replay(checkCase, until: Self.now() + timeLimit, onOutput: onOutput)
        if outcome.workerIsAlive { idle.withLock { $0.append(worker) } }
        switch outcome {
        case .finished:
            return
        case let .failed(message):
            throw .failed(status: 1, message: message)
        case let .exited(status, standardError), let .unreachable(.exited(status, standardError)):
            throw .failed(status: status, message: Self.lastLine(of: standardError))
        case let .signaled(signal), let .unreachable(.signaled(signal)):
            throw .crashed(signal: signal)
        case .timedOut:
            throw .timedOut(seconds: timeLimit)
        }
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The last non-empty line of `bytes`, without the `touchreplay: ` prefix the CLI puts on errors.
    static func lastLine(of bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let line = text.split(separator: "\n").last.map(String.init) ?? ""
        return line.hasPrefix("touchreplay: ") ? String(line.dropFirst("touchreplay: ".count)) : line
    }
}

/// Why a case's isolated replay gave no trace; `description` is one line.
public enum IsolatedReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The worker process could not be started (`posix_spawn`'s errno).
    case cannotStart(executable: String, errno: Int32)
    /// The replay failed, or its worker exited with `status`; `message` is the replay's error line.
    case failed(status: Int32, message: String)
    /// The worker was killed by `signal`: a crash.
    case crashed(signal: Int32)
    /// The replay passed the time limit and its worker was stopped.
    case timedOut(seconds: Double)

    public var description: String {
        switch self {
        case let .cannotStart(executable, errno):
            "cannot run \(executable): \(String(cString: strerror(errno)))"
        case let .failed(status, message):
            message.isEmpty ? "the replay failed with exit status \(status)" : message
        case let .crashed(signal):
            "the replay crashed: \(String(cString: strsignal(signal))) (signal \(signal))"
        case let .timedOut(seconds):
            "the replay did not finish within \(TraceValue.format(seconds)) s and was stopped (check --timeout)"
        }
    }
}

/// glibc's `pipe2(2)`, which Swift's Glibc module leaves out (it is declared
/// only under `_GNU_SOURCE`): a pipe made close-on-exec atomically.
@_silgen_name("pipe2")
func pipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
