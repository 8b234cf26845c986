#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A child process started with `posix_spawn`, its standard output and error
/// read through pipes (standard input is `/dev/null`), waited for with a deadline.
///
/// The pipes are made close-on-exec, so children started at the same time
/// from other threads never hold each other's pipes open.
struct ChildProcess {
    /// How a child ended.
    enum Outcome {
        /// It exited with `status`; `standardError` is the last 64 KiB it wrote there.
        case exited(Int32, standardError: [UInt8])
        /// A signal killed it.
        case signaled(Int32)
        /// The deadline passed; it was killed with `SIGKILL`.
        case timedOut
    }

    private let pid: pid_t
    private let output: Int32
    private let error: Int32

    /// The most of standard error kept for the message.
    static let keptErrorBytes = 64 << 10

    /// Starts `executable` with `arguments` (after the program name) and the current environment.
    init(executable: String, arguments: [String]) throws(IsolatedReplayError) {
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe2(&outputPipe, O_CLOEXEC) == 0 else { throw .cannotStart(executable: executable, errno: errno) }
        guard pipe2(&errorPipe, O_CLOEXEC) == 0 else {
            let saved = errno
            close(outputPipe[0]); close(outputPipe[1])
            throw .cannotStart(executable: executable, errno: saved)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        guard status == 0 else {
            close(outputPipe[0]); close(errorPipe[0])
            throw .cannotStart(executable: executable, errno: status)
        }
        self.pid = pid
        output = outputPipe[0]
        error = errorPipe[0]
    }

    /// Reads the child's output until it closes both pipes, then waits for it;
    /// kills it if `deadline` (``IsolatedReplay/now()`` seconds) passes first.
    func collect(until deadline: Double, onOutput: (UnsafeRawBufferPointer) -> Void) -> Outcome {
        defer {
            close(output)
            close(error)
        }
        var standardError: [UInt8] = []
        var open = [output, error]
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while !open.isEmpty {
            let remaining = deadline - IsolatedReplay.now()
            guard remaining > 0 else { return kill() }
            var polls = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polls, nfds_t(polls.count), Int32(min(remaining * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno != EINTR { return kill() }
            for entry in polls where entry.revents != 0 {
                let count = read(entry.fd, buffer.baseAddress, buffer.count)
                if count > 0 {
                    let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                    if entry.fd == output {
                        onOutput(bytes)
                    } else {
                        standardError.append(contentsOf: bytes)
                        if standardError.count > Self.keptErrorBytes { standardError.removeFirst(standardError.count - Self.keptErrorBytes) }
                    }
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // As the C macros WIFEXITED, WEXITSTATUS and WTERMSIG read the status.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF, standardError: standardError) : .signaled(signal)
    }

    /// Kills the child and reaps it.
    private func kill() -> Outcome {
        _ = Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return .timedOut
    }
}

/// glibc's `pipe2(2)`, which Swift's Glibc module leaves out (it is declared
/// only under `_GNU_SOURCE`): a pipe made close-on-exec atomically.
@_silgen_name("pipe2")
private func pipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
