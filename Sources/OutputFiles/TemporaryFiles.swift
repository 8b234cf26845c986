#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// The temporary files of outputs not yet committed, so that a process stopped by
/// `SIGINT`, `SIGTERM` or `SIGHUP`, or ended by `exit()`, removes them instead of
/// leaving them beside the outputs.
///
/// ``OutputFile`` registers each temporary file here. Removal on a signal is opt-in,
/// because it installs signal handlers for the whole process: a command-line tool calls
/// ``removeOnTermination()`` once at start. The handler unlinks the registered files and
/// re-raises the signal with its default action, so the process still ends as killed
/// by that signal (status 128 + N in a shell).
///
/// This is the package's one piece of process-wide state: a signal handler can reach
/// nothing else. It is a fixed table allocated once, touched by the handler only
/// through atomic loads and `unlink`, both safe in a signal handler.
public enum TemporaryFiles {
    /// Installs the handlers for `SIGINT`, `SIGTERM` and `SIGHUP` (each only if it still has
    /// its default action: a signal the caller ignores or handles stays so), unblocks them in
    /// the calling thread, and adds an `atexit` hook; calling it again does nothing more.
    /// Call it on the main thread before starting others.
    public static func removeOnTermination() {
        let table = TemporaryFileTable.shared
        guard table.installed.exchange(true, ordering: .acquiringAndReleasing) == false else { return }
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in removingSignals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
            sigaddset(&handled, signal)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                TemporaryFileTable.shared.unlinkAll()
                // SA_RESETHAND restored the default action; the signal is blocked until this handler returns.
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(signal, &action, nil)
        }
        // A mask inherited from the parent (Foundation's `Process` passes on its thread's) would keep
        // these signals pending forever; threads started from here on inherit the unblocked mask.
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        atexit { TemporaryFileTable.shared.unlinkAll() }
    }

    /// The signals whose handlers remove the registered files.
    static let removingSignals = [SIGINT, SIGTERM, SIGHUP]

    /// The number of temporary files that can be registered at once; more are still
    /// removed by ``OutputFile/discard()`` but not on a signal.
    public static var capacity: Int { TemporaryFileTable.slotCount }
}

/// A fixed table of paths: each slot is free, being filled, or holds a registered path.
final class TemporaryFileTable: Sendable {
    static let shared = TemporaryFileTable()
    static let slotCount = 64
    /// Room for a path of `PATH_MAX` bytes and its terminating zero.
    static let slotBytes = Int(PATH_MAX) + 1

    private static let free = 0, filling = 1, registered = 2

    let installed = Atomic<Bool>(false)
    private let states: [Slot]
    /// `slotCount` × `slotBytes` bytes, never freed (the table lives as long as the process).
    private nonisolated(unsafe) let paths: UnsafeMutablePointer<CChar>

    final class Slot: Sendable {
        let state = Atomic<Int>(TemporaryFileTable.free)
    }

    private init() {
        states = (0..<Self.slotCount).map { _ in Slot() }
        paths = .allocate(capacity: Self.slotCount * Self.slotBytes)
    }

    /// Registers `path`; the slot to pass to ``unregister(_:)``, or nil when the table is full
    /// or the path too long.
    func register(_ path: String) -> Int? {
        let bytes = path.utf8
        guard bytes.count < Self.slotBytes else { return nil }
        for index in states.indices {
            let slotState = states[index]
            guard slotState.state.compareExchange(expected: Self.free, desired: Self.filling, ordering: .acquiring).exchanged else { continue }
            let slot = paths + index * Self.slotBytes
            var offset = 0
            for byte in bytes {
                slot[offset] = CChar(bitPattern: byte)
                offset += 1
            }
            slot[offset] = 0
            slotState.state.store(Self.registered, ordering: .releasing)
            return index
        }
        return nil
    }

    /// Frees the slot of a file that was renamed or removed.
    func unregister(_ index: Int) {
        states[index].state.store(Self.free, ordering: .releasing)
    }

    /// Unlinks every registered path (from a signal handler or at exit).
    func unlinkAll() {
        for index in 0..<Self.slotCount where states[index].state.load(ordering: .acquiring) == Self.registered {
            unlink(paths + index * Self.slotBytes)
        }
    }
}
