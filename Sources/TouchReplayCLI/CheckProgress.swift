import Foundation
import Glibc
import InputDevices
import Synchronization
import TouchReplayTools

/// `check`'s report lines, printed as the cases finish: each case's line goes out as soon as
/// it and every case before it have finished (so the order is the cases' order, whatever
/// `--jobs` says), written straight to the output with `write(2)`, never held in a buffer,
/// so that a pipe sees each line at once and an interrupted run loses none.
///
/// Interrupted (`SIGINT`, `SIGTERM`), it prints the cases that finished and were not printed
/// yet (those behind a case still running), one line on standard error saying how many ran,
/// and ends as killed by the signal (status 128 + N).
final class CheckProgress: Sendable {
    private struct State {
        var results: [CheckResult?]
        var printed = 0
    }

    private let state: Mutex<State>

    /// Progress over `count` cases.
    init(count: Int) {
        state = Mutex(State(results: Array(repeating: nil, count: count)))
    }

    /// Notes that case `index` finished with `result`, and prints what can be printed now.
    func finished(_ index: Int, _ result: CheckResult) {
        state.withLock { state in
            state.results[index] = result
            while state.printed < state.results.count, let next = state.results[state.printed] {
                Self.writeLine(next.report)
                state.printed += 1
            }
        }
    }

    /// Prints every finished case not printed yet, in order; the number of cases finished.
    func printFinished() -> Int {
        state.withLock { state in
            for index in state.printed..<state.results.count {
                if let result = state.results[index] { Self.writeLine(result.report) }
            }
            state.printed = state.results.count
            return state.results.count { $0 != nil }
        }
    }

    /// Writes `text` and a newline to standard output at once, whole.
    static func writeLine(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, bytes.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Runs `work` on another thread while this one waits for it or for `SIGINT` / `SIGTERM`
    /// (blocked here first, so that no thread started by `work` takes them). On a signal, prints
    /// what finished and ends the process as killed by that signal (through the handler that
    /// removes temporary files, when one is installed).
    static func run<T: Sendable>(cases count: Int, progress: CheckProgress, _ work: @escaping @Sendable () -> T) throws -> T {
        var signals: StopSignals? = try StopSignals()
        let outcome = Mutex<T?>(nil)
        Thread {
            let value = work()  // not under the lock, which this thread polls
            outcome.withLock { $0 = value }
        }.start()
        while true {
            if let done = outcome.withLock({ $0 }) { return done }
            var descriptor = pollfd(fd: signals!.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 50)
            guard let signal = signals!.received() else { continue }
            let finished = progress.printFinished()
            CommandFailure.note("interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM"): \(finished) of \(count) cases finished")
            signals = nil  // unblocks the signals again
            raise(signal)
            Glibc.exit(128 + signal)
        }
    }
}
