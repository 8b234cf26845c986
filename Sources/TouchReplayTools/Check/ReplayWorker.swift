#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import TouchReplay

/// One replay worker as `check` sees it: a child process of the `touchreplay`
/// executable (`touchreplay check-worker`) that replays case after case, each
/// asked for on its standard input and answered on its standard output
/// (`WorkerMessage`).
///
/// A worker that crashes, exits, or passes a case's time limit is finished
/// (killed if need be, and reaped) and reports that case's error; the pool
/// then starts another one for the next case. A worker is used by one thread
/// at a time; it holds only descriptors and a process id, so it moves freely
/// between threads.
struct ReplayWorker: Sendable {
    private let pid: pid_t
    /// The parent's end of the worker's standard input (a socket, so that a write to a worker
    /// that died fails with `EPIPE` instead of raising `SIGPIPE` in this process).
    private let requests: Int32
    private let output: Int32
    private let error: Int32
    /// Bytes of standard output read but not yet part of a whole message.
    private var pending: [UInt8] = []

    /// The most of standard error kept for a case's message.
    static let keptErrorBytes = 64 << 10
    /// How many times a start refused with `ETXTBSY` is tried again, and the pause before each, in microseconds.
    static let busyRetryLimit = 20
    static let busyRetryPause: useconds_t = 50_000

    /// How a case ended in the worker.
    enum Outcome {
        /// The replay finished; its whole trace went to `onOutput`. The worker takes the next case.
        case finished
        /// The replay failed with this one-line error. The worker takes the next case.
        case failed(String)
        /// The worker ended during the case: it exited with `status` (`standardError`
        /// is the end of what it wrote there) or was killed by `signal`. It is reaped.
        case exited(status: Int32, standardError: [UInt8])
        case signaled(Int32)
        /// The deadline passed; the worker was killed with `SIGKILL` and reaped.
        case timedOut
        /// The worker could not be sent the request (it had already ended); it is reaped.
        case unreachable(Outcome.Ended)

        /// How a worker that could not be reached had ended.
        enum Ended {
            case exited(Int32, [UInt8])
            case signaled(Int32)
        }

        /// Whether the worker can take another case.
        var workerIsAlive: Bool {
            switch self {
            case .finished, .failed: true
            case .exited, .signaled, .timedOut, .unreachable: false
            }
        }
    }

    /// Starts `executable check-worker` with the current environment.
    init(executable: String) throws(IsolatedReplayError) {
        var requestPair: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        var opened: [Int32] = []
        func fail(_ code: Int32) -> IsolatedReplayError {
            for descriptor in opened { close(descriptor) }
            return .cannotStart(executable: executable, errno: code)
        }
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &requestPair) == 0 else { throw fail(errno) }
        opened += requestPair
        guard pipe2(&outputPipe, O_CLOEXEC) == 0 else { throw fail(errno) }
        opened += outputPipe
        guard pipe2(&errorPipe, O_CLOEXEC) == 0 else { throw fail(errno) }
        opened += errorPipe
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, requestPair[1], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(executable), strdup("check-worker"), nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        var status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        // "Text file busy": the executable is open for writing somewhere, most
        // often only for the moment between another thread's fork and exec,
        // whose child inherited a descriptor of a file just written (a build
        // or a test writing the executable). Try again for up to a second.
        var busyRetries = 0
        while status == ETXTBSY && busyRetries < Self.busyRetryLimit {
            busyRetries += 1
            usleep(Self.busyRetryPause)
            status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        }
        close(requestPair[1]); close(outputPipe[1]); close(errorPipe[1])
        opened = [requestPair[0], outputPipe[0], errorPipe[0]]
        guard status == 0 else { throw fail(status) }
        self.pid = pid
        requests = requestPair[0]
        output = outputPipe[0]
        error = errorPipe[0]
    }

    /// Asks the worker to replay `checkCase`, handing each block of its trace to
    /// `onOutput`, until the case ends or `deadline` (`IsolatedReplay.now()`
    /// seconds) passes. When the outcome says the worker is gone, its
    /// descriptors are closed and it is reaped.
    mutating func replay(_ checkCase: CheckCase, until deadline: Double,
                         onOutput: (UnsafeRawBufferPointer) -> Void) -> Outcome {
        let request = WorkerMessage.request(for: checkCase)
        let sent = request.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = send(requests, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        let outcome = sent ? collect(until: deadline, onOutput: onOutput) : unreachable()
        if !outcome.workerIsAlive { closeDescriptors() }
        return outcome
    }

    /// Ends an idle worker: closing its input makes it exit; then it is reaped.
    func finish() {
        closeDescriptors()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Reads messages until the case's end message, the worker's end, or the deadline.
    private mutating func collect(until deadline: Double, onOutput: (UnsafeRawBufferPointer) -> Void) -> Outcome {
        var standardError: [UInt8] = []
        var outputOpen = true, errorOpen = true
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while outputOpen || errorOpen {
            if let end = takeMessages(onOutput: onOutput) { return end }
            let remaining = deadline - IsolatedReplay.now()
            guard remaining > 0 else { return kill() }
            var polls = [pollfd(fd: outputOpen ? output : -1, events: Int16(POLLIN), revents: 0),
                         pollfd(fd: errorOpen ? error : -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&polls, 2, Int32(min(remaining * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno != EINTR { return kill() }
            for entry in polls where entry.fd >= 0 && entry.revents != 0 {
                let count = read(entry.fd, buffer.baseAddress, buffer.count)
                if count > 0 {
                    if entry.fd == output {
                        pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                    } else {
                        standardError.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                        if standardError.count > Self.keptErrorBytes { standardError.removeFirst(standardError.count - Self.keptErrorBytes) }
                    }
                } else if count == 0 || errno != EINTR {
                    if entry.fd == output { outputOpen = false } else { errorOpen = false }
                }
            }
        }
        if let end = takeMessages(onOutput: onOutput) { return end }
        switch reap() {
        case let .exited(status, _): return .exited(status: status, standardError: standardError)
        case let .signaled(signal): return .signaled(signal)
        }
    }

    /// Hands over the whole trace messages in ``pending``; the case's end, if one came.
    private mutating func takeMessages(onOutput: (UnsafeRawBufferPointer) -> Void) -> Outcome? {
        var start = 0
        defer { if start > 0 { pending.removeFirst(start) } }
        while pending.count - start >= WorkerMessage.headerSize {
            let length = (0..<4).reduce(0) { $0 | Int(pending[start + 1 + $1]) << (8 * $1) }
            let body = start + WorkerMessage.headerSize
            guard pending.count - body >= length else { return nil }
            let tag = WorkerMessage.Tag(rawValue: pending[start])
            start = body + length
            switch tag {
            case .trace:
                pending.withUnsafeBytes { onOutput(UnsafeRawBufferPointer(rebasing: $0[body..<(body + length)])) }
            case .finished:
                return .finished
            case .failed:
                return .failed(String(decoding: pending[body..<(body + length)], as: UTF8.self))
            case nil:
                return .failed("the replay worker sent a message this check does not understand (tag \(pending[body - WorkerMessage.headerSize]))")
            }
        }
        return nil
    }

    /// The worker ended before it could be asked: what became of it.
    private func unreachable() -> Outcome {
        var standardError: [UInt8] = []
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(error, buffer.baseAddress, buffer.count)
            if count > 0 { standardError.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count])) }
            else if count == 0 || errno != EINTR { break }
        }
        if standardError.count > Self.keptErrorBytes { standardError.removeFirst(standardError.count - Self.keptErrorBytes) }
        switch reap() {
        case let .exited(status, _): return .unreachable(.exited(status, standardError))
        case let .signaled(signal): return .unreachable(.signaled(signal))
        }
    }

    /// Waits for the worker to end.
    private func reap() -> Outcome.Ended {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // As the C macros WIFEXITED, WEXITSTATUS and WTERMSIG read the status.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF, []) : .signaled(signal)
    }

    /// Kills the worker and reaps it.
    private func kill() -> Outcome {
        _ = Glibc.kill(pid, SIGKILL)
        _ = reap()
        return .timedOut
    }

    private func closeDescriptors() {
        close(requests)
        close(output)
        close(error)
    }
}
