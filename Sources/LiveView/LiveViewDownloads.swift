import NIOCore
import Synchronization

/// The page's requests for the flight recorder's last minutes, waiting for the
/// session's thread (which alone may read the `LiveInput`) to take a recording
/// at its next ``LiveView/publish(_:)``.
final class LiveViewDownloads: Sendable {
    /// A written recording: the file's path and its bytes.
    typealias File = (path: String, bytes: ByteBuffer)

    private let waiting = Mutex<[EventLoopPromise<File>]>([])

    /// Adds a request; `promise` is fulfilled with the file once written, or failed.
    func request(_ promise: EventLoopPromise<File>) {
        waiting.withLock { $0.append(promise) }
    }

    /// The requests waiting now, taken (the session's thread, at each update).
    func take() -> [EventLoopPromise<File>] {
        waiting.withLock { requests in
            defer { requests.removeAll() }
            return requests
        }
    }
}
