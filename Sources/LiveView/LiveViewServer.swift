import Glibc
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The live view's network side: SwiftNIO's HTTP/1.1 server with its WebSocket
/// upgrade on one event-loop thread of its own. It serves the page, the stream
/// and the download (``LiveViewRoutes``), keeps the history and the pages
/// (``LiveViewHub``, on that loop); the session's thread only hands it messages
/// (``broadcast(_:message:)``), which never waits.
final class LiveViewServer: Sendable {
    private let group: MultiThreadedEventLoopGroup
    private let listener: any Channel
    private let hub: NIOLoopBound<LiveViewHub>
    /// The page's requests for the flight recorder's download, nil without a flight recorder.
    let downloads: LiveViewDownloads?
    /// Where it listens (the port the system chose for port 0).
    let address: LiveViewAddress
    /// The thread that writes the downloads, so that neither the session nor the loop waits on a disk.
    let files: NIOThreadPool

    /// Listens on `address` and serves `page` and the history of `scene`'s session.
    ///
    /// - Throws: ``LiveViewError/notLoopback(_:)`` for an address beyond this machine without
    ///   `options.allowsPublicAddress`, ``LiveViewError/portInUse(_:)``, ``LiveViewError/cannotListen(_:reason:)``.
    init(address: LiveViewAddress, page: ByteBuffer, scene: LiveViewScene, options: LiveView.Options,
         log: @escaping @Sendable (String) -> Void) throws(LiveViewError) {
        guard address.isLoopback || options.allowsPublicAddress else { throw .notLoopback(address) }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let downloads = options.flightRecorderPath == nil ? nil : LiveViewDownloads()
        let history = LiveViewHistory(scene: scene, seconds: options.historySeconds, byteLimit: options.historyBytes,
                                      download: downloads != nil)
        let hub = try! loop.submit { NIOLoopBound(LiveViewHub(history: history, backlog: options.backlogBytes, log: log), eventLoop: loop) }.wait()
        let idle = options.idleTimeout
        let check = LiveViewRequestCheck(loopback: address.isLoopback)
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: 1 << 14,
            shouldUpgrade: { channel, head in
                // A refused upgrade goes on to LiveViewHTTPHandler, which answers it 403 and says why.
                let path = head.uri.prefix { $0 != "?" }
                let allowed = path == LiveViewRoutes.stream && check.refusal(of: head, port: channel.localAddress?.port, stream: true) == nil
                return channel.eventLoop.makeSucceededFuture(allowed ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    if let handler = try? pipeline.handler(type: LiveViewHTTPHandler.self) { pipeline.removeHandler(handler, promise: nil) }
                    if let idle = try? pipeline.handler(type: IdleStateHandler.self) { pipeline.removeHandler(idle, promise: nil) }
                    try pipeline.addHandler(LiveViewSocketHandler(hub: hub, log: log))
                }
            })
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.writeBufferWaterMark, value: .init(low: options.backlogBytes / 2, high: options.backlogBytes))
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(IdleStateHandler(readTimeout: .milliseconds(Int64(idle * 1000))))
                    try pipeline.configureHTTPServerPipeline(withServerUpgrade: (upgraders: [upgrader], completionHandler: { _ in }))
                    try pipeline.addHandler(LiveViewHTTPHandler(page: page, downloads: downloads, check: check, idleTimeout: idle, log: log))
                }
            }
        do {
            listener = try bootstrap.bind(host: address.bindHost, port: address.port).wait()
        } catch {
            try? group.syncShutdownGracefully()
            if let error = error as? IOError, error.errnoCode == EADDRINUSE { throw .portInUse(address) }
            throw .cannotListen(address, reason: Self.reason(error))
        }
        self.group = group
        self.hub = hub
        self.downloads = downloads
        self.address = LiveViewAddress(host: address.host, port: listener.localAddress?.port ?? address.port)
        files = NIOThreadPool(numberOfThreads: 1)
        files.start()
    }

    /// The system's words for a failed bind.
    private static func reason(_ error: any Error) -> String {
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
        return "\(error)"
    }

    /// Hands an update to the loop: kept in the history and sent to every page. Never waits.
    func broadcast(_ delta: LiveViewDelta, message: ByteBuffer) {
        let hub = hub
        hub.eventLoop.execute { hub.value.broadcast(delta, message: message) }
    }

    /// The loop the pages are served on.
    var eventLoop: any EventLoop { hub.eventLoop }

    /// Tells every page the session ended, closes them and stops listening.
    func shutdown() {
        let hub = hub, listener = listener
        try? hub.eventLoop.submit {
            hub.value.close()
            listener.close(promise: nil)
        }.wait()
        try? files.syncShutdownGracefully()
        try? group.syncShutdownGracefully()
    }
}
