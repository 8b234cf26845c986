#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OutputFiles

/// Replays each check case in a child process of the `touchreplay` executable
/// (`touchreplay replay … --format jsonl`), with a time limit, so that one
/// broken case is that case's failure only: a replay that crashes, or never
/// ends (a FIFO named as the recording), cannot take the whole run with it.
///
/// The child's standard output is the trace; a non-zero exit is the case's
/// error (the last line the child printed on standard error); a signal is a
/// crash; passing the time limit kills the child (`SIGKILL`).
public struct IsolatedReplay: Sendable {
    /// The `touchreplay` executable the children run (the CLI gives `/proc/self/exe`).
    public var executable: String
    /// Seconds a case's replay may take before it is killed and reported.
    public var timeLimit: Double

    /// The time limit when none is given: 300 s, far above any real case (a
    /// 3-million-event recording replays in under a second) yet finite.
    public static let defaultTimeLimit = 300.0

    /// Children run `executable` and are killed after `timeLimit` seconds.
    public init(executable: String, timeLimit: Double = IsolatedReplay.defaultTimeLimit) {
        self.executable = executable
        self.timeLimit = timeLimit
    }

    /// A replayer for ``CheckRunner`` that runs each case in a child process.
    ///
    /// The child's output goes to the runner's output block by block, as it
    /// arrives; once the output refuses more (the comparison has seen enough),
    /// the rest is read and dropped until the child ends.
    public var replayer: CheckRunner.Replayer {
        { checkCase, output in
            var failure: OutputFileError?
            try run(checkCase) { bytes in
                guard failure == nil else { return }
                do throws(OutputFileError) { try output.write(bytes: bytes) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// The child's arguments (after the program name) for a case.
    func arguments(for checkCase: CheckCase) -> [String] {
        guard let recording = checkCase.recording, let scene = checkCase.scene else {
            preconditionFailure("IsolatedReplay runs only complete cases")
        }
        var arguments = ["replay", recording, "--scene", scene, "--format", "jsonl"]
        if let description = checkCase.description { arguments += ["--description", description] }
        return arguments
    }

    /// Runs the case's replay in a child process, handing each block of its
    /// standard output to `onOutput` as it arrives.
    ///
    /// - Throws: ``IsolatedReplayError`` when the child cannot start, exits
    ///   non-zero, is killed by a signal, or passes the time limit.
    public func run(_ checkCase: CheckCase, onOutput: (UnsafeRawBufferPointer) -> Void) throws(IsolatedReplayError) {
        let child = try ChildProcess(executable: executable, arguments: arguments(for: checkCase))
        let outcome = child.collect(until: Self.now() + timeLimit, onOutput: onOutput)
        switch outcome {
        case .timedOut:
            throw .timedOut(seconds: timeLimit)
        case let .signaled(signal):
            throw .crashed(signal: signal)
        case .exited(0, _):
            return
        case let .exited(status, standardError):
            throw .failed(status: status, message: Self.lastLine(of: standardError))
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
    /// The child process could not be started (`posix_spawn`'s errno).
    case cannotStart(executable: String, errno: Int32)
    /// The replay exited with `status`; `message` is its last line on standard error.
    case failed(status: Int32, message: String)
    /// The replay was killed by `signal`: a crash.
    case crashed(signal: Int32)
    /// The replay passed the time limit and was killed.
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
