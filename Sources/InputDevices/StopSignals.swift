internal import CLibevdev
import Glibc

/// Termination signals (by default `SIGINT` and `SIGTERM`) turned into a file
/// descriptor that a live reader polls next to the device, so Ctrl-C or a
/// `kill` end the read loop cleanly (files flushed, contacts cancelled).
///
/// It blocks the signals for the calling thread and reads them through
/// `signalfd`: no signal handler and no global state. Create it on the thread
/// that reads, before starting other threads; releasing it unblocks the signals.
public final class StopSignals {
    /// The descriptor to poll; it becomes readable when a signal arrived.
    public let fileDescriptor: Int32
    private var previousMask = sigset_t()

    /// Starts watching `signals`.
    ///
    /// - Throws: ``DeviceError/systemCallFailed(path:call:errno:)`` (with the path `signalfd`) when
    ///   the descriptor cannot be created.
    public init(_ signals: [Int32] = [SIGINT, SIGTERM]) throws(DeviceError) {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in signals { sigaddset(&mask, signal) }
        pthread_sigmask(SIG_BLOCK, &mask, &previousMask)
        let descriptor = signalfd(-1, &mask, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
        guard descriptor >= 0 else {
            let code = errno
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            throw DeviceError.systemCallFailed(path: "signalfd", call: "signalfd", errno: code)
        }
        fileDescriptor = descriptor
    }

    deinit {
        close(fileDescriptor)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }

    /// The signal that arrived, or nil when none is pending.
    public func received() -> Int32? {
        var info = signalfd_siginfo()
        let count = withUnsafeMutableBytes(of: &info) { read(fileDescriptor, $0.baseAddress, $0.count) }
        guard count == MemoryLayout<signalfd_siginfo>.size else { return nil }
        return Int32(bitPattern: info.ssi_signo)
    }
}

@available(*, unavailable, message: "StopSignals belongs to the thread that blocked the signals")
extension StopSignals: Sendable {}
