import Dispatch
import Synchronization

/// Suspends a task until a file descriptor is readable (or hung up), without
/// holding a thread: the async counterpart of ``InputDevice/wait(timeout:alsoWatching:)``
/// that ``DescriptorReadiness`` waits with between a live input's updates.
///
/// A Dispatch read source watches the descriptor and resumes the task once;
/// cancelling the task resumes it too. Either way the source is cancelled
/// before the wait returns, so nothing watches the descriptor afterwards.
enum ReadinessWait {
    /// The queue the read sources' handlers run on; they only resume a continuation.
    private static let queue = DispatchQueue(label: "TouchReplay.InputDevices.ReadinessWait")

    /// Returns when `descriptor` is readable or hung up, or when the task is cancelled.
    static func untilReadable(_ descriptor: Int32) async {
        let waiter = Waiter()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter.start(continuation, watching: descriptor, on: queue)
            }
        } onCancel: {
            waiter.resume()
        }
    }

    /// One wait: the continuation, the source, and whether the wait is already over.
    private final class Waiter: Sendable {
        private struct State {
            var continuation: CheckedContinuation<Void, Never>?
            var source: (any DispatchSourceRead)?
            var isOver = false
        }

        private let state = Mutex(State())

        /// Stores `continuation` and starts watching, or resumes at once if the task was already cancelled.
        func start(_ continuation: CheckedContinuation<Void, Never>, watching descriptor: Int32, on queue: DispatchQueue) {
            let cancelledAlready = state.withLock { state in
                if state.isOver { return true }
                state.continuation = continuation
                return false
            }
            if cancelledAlready { return continuation.resume() }
            // Made and activated under the lock (a source released inactive would trap), and cancelled
            // at once if the task was cancelled in the meantime, so the task is resumed only once.
            state.withLock { state in
                let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
                source.setEventHandler { [self] in resume() }
                source.activate()
                if state.isOver { source.cancel() } else { state.source = source }
            }
        }

        /// Ends the wait once: cancels the source and resumes the task. Later calls do nothing.
        func resume() {
            let (continuation, source) = state.withLock { state in
                state.isOver = true
                defer { state.continuation = nil; state.source = nil }
                return (state.continuation, state.source)
            }
            source?.cancel()
            continuation?.resume()
        }
    }
}
