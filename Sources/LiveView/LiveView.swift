import Glibc
import NIOCore
import TouchReplayLive
import TouchReplayTools

/// A live session in the browser: serves the HTML viewer on a local port and
/// streams a `LiveInput`'s window to it as touches happen (views as they
/// move, every finger with its trail and bound view, a lane per recognizer,
/// hover, wheel, pens with their force). `touchreplay attach --serve` is made
/// of it; an app that has a `LiveInput` serves the same page:
///
/// ```swift
/// let input = LiveInput(window: window)
/// let live = try LiveView(input: input, address: LiveViewAddress(parsing: "8080"), title: "photo board") { print($0) }
/// print("open \(live.url)")
/// while running {
///     let update = try input.update(at: clock.now)
///     live.publish(update)
///     if update.needsDisplay { render(window) }
/// }
/// input.finish()
/// live.close()
/// ```
///
/// It is one more sink of the input pipeline: an engine observer on the window
/// and the pipeline's `onDeliver`, which only read, so the session runs and
/// traces the same with it. The session's thread never waits on the network:
/// ``publish(_:)`` turns what the update did into one compact message and
/// hands it to the server's own event-loop thread (SwiftNIO), which sends it to
/// every page; a page whose backlog passes ``Options/backlogBytes`` is dropped
/// with one log line. The last ``Options/historySeconds`` are kept, so that a
/// page that connects, or pauses and scrubs back, sees them.
///
/// Like the input, a `LiveView` is confined to the thread that runs the input.
public final class LiveView {
    /// How a live view serves.
    public struct Options: Sendable {
        /// How far back a page can scrub, in seconds: what a page that connects receives. Default 300 (five minutes).
        public var historySeconds: Double = 300
        /// The most bytes of messages the history keeps (older updates are dropped first): the memory
        /// bound of the history, whatever its length. Default 64 MiB.
        public var historyBytes: Int = 64 << 20
        /// The most bytes a page may have waiting before it is dropped. Default 4 MiB.
        public var backlogBytes: Int = 4 << 20
        /// Whether an address that is not a loopback one may be served (`attach --serve-public`). Default false.
        public var allowsPublicAddress = false
        /// How long a client may take to send a whole request before it is closed, in seconds. Default 10.
        public var idleTimeout: Double = 10
        /// With a flight recorder started on the input: where its download is written (the next free
        /// name, as `FlightRecording.write(to:)` picks it) before it is sent; nil offers no download.
        public var flightRecorderPath: String?

        /// The defaults.
        public init() {}
    }

    private let input: LiveInput
    private let feed: LiveViewFeed
    private let server: LiveViewServer
    private let flightRecorderPath: String?
    private let log: @Sendable (String) -> Void
    private var closed = false

    /// Starts serving `input`'s window on `address`, the page titled `title`; `log` gets one line per
    /// event worth telling (a client refused, dropped or malformed; a download), on the server's thread.
    ///
    /// - Throws: ``LiveViewError``: a non-loopback address without ``Options/allowsPublicAddress``,
    ///   a port in use, an address this machine cannot listen on, an input of several windows
    ///   (``LiveViewError/severalWindows(_:)``: the page draws one).
    public init(input: LiveInput, address: LiveViewAddress, title: String, options: Options = Options(),
                log: @escaping @Sendable (String) -> Void) throws(LiveViewError) {
        guard input.windows.count == 1 else { throw .severalWindows(input.windows.count) }
        let scene = LiveViewScene(window: input.window, title: title, hitTests: input.session?.recorder.tracesHitTests ?? false)
        let page = ByteBuffer(string: HTMLViewer.livePage(title: title, stream: LiveViewRoutes.stream))
        server = try LiveViewServer(address: address, page: page, scene: scene, options: options, log: log)
        self.input = input
        feed = LiveViewFeed(input: input, scene: scene)
        flightRecorderPath = input.flightRecorderSeconds == nil ? nil : options.flightRecorderPath
        self.log = log
    }

    /// Where it listens (with the port the system chose for port 0).
    public var address: LiveViewAddress { server.address }

    /// The page's address: `http://127.0.0.1:8080/`.
    public var url: String { "http://\(server.address)/" }

    /// Sends what `update` did (the input's last `LiveInput.update(at:)`) to every page, with the
    /// wall-clock time of its oldest device report (from `LiveUpdate.latencies`) for the page's
    /// delay figure; and serves the page's waiting requests for the flight recorder's last minutes.
    /// Call it after every update; it never waits.
    public func publish(_ update: LiveUpdate) {
        guard !closed else { return }
        serveDownloads()
        guard var delta = feed.take(at: update.time.seconds) else { return }
        if let oldest = update.latencies.map(\.oldest).max() {
            let now = Self.wallClockMilliseconds()
            delta.report = now - oldest * 1000
            delta.delivered = now
        }
        server.broadcast(delta, message: ByteBuffer(string: delta.json.jsonText))
    }

    /// Sends what is left, tells every page the session ended, and stops serving. Call it after
    /// `LiveInput.finish()` (so that the pages see the touches it cancelled); a second call does nothing.
    public func close() {
        guard !closed else { return }
        if let delta = feed.take(at: input.window.now.seconds) { server.broadcast(delta, message: ByteBuffer(string: delta.json.jsonText)) }
        closed = true
        for request in server.downloads?.take() ?? [] { request.fail(LiveViewError.sessionEnded) }
        feed.detach()
        server.shutdown()
    }

    /// Takes the flight recording for every download the pages asked for since the last update,
    /// and writes it on the server's file thread.
    private func serveDownloads() {
        guard let downloads = server.downloads else { return }
        let requests = downloads.take()
        guard !requests.isEmpty else { return }
        guard let path = flightRecorderPath, let recording = input.flightRecording() else {
            for request in requests { request.fail(LiveViewError.sessionEnded) }
            return
        }
        let log = log
        server.files.submit { state in
            guard state == .active else { return }
            do {
                let written = try recording.write(to: path)
                log("live view: flight recorder: wrote \(written) for a download")
                let bytes = try LiveViewFileBytes.read(written)
                for request in requests { request.succeed((written, bytes)) }
            } catch {
                for request in requests { request.fail(error) }
            }
        }
    }

    /// Now on the wall clock (Unix epoch), in milliseconds: the browser's `Date.now()` clock.
    static func wallClockMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}

@available(*, unavailable, message: "a LiveView is confined to the thread that runs its LiveInput")
extension LiveView: Sendable {}
