import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Answers one connection's plain HTTP requests (the WebSocket upgrade of
/// ``LiveViewRoutes/stream`` is NIO's `NIOWebSocketServerUpgrader`, before it):
/// GET of the page and, with a flight recorder, of the download; 405 for any
/// other method, 403 for a request from another site (``LiveViewRequestCheck``)
/// and 404 for any other path, each one log line. A malformed
/// request (NIO's HTTP parser's error, answered 400 by its error handler) and a
/// client that sends no request within the idle timeout are one line each, and
/// the connection is closed. Every response closes the connection.
final class LiveViewHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let page: ByteBuffer
    private let downloads: LiveViewDownloads?
    private let check: LiveViewRequestCheck
    private let idleTimeout: Double
    private let log: @Sendable (String) -> Void
    private var head: HTTPRequestHead?
    private var peer = "?"
    /// Whether the connection is being closed (its one line said): later errors are its echo.
    private var closing = false

    init(page: ByteBuffer, downloads: LiveViewDownloads?, check: LiveViewRequestCheck, idleTimeout: Double,
         log: @escaping @Sendable (String) -> Void) {
        self.page = page
        self.downloads = downloads
        self.check = check
        self.idleTimeout = idleTimeout
        self.log = log
    }

    func handlerAdded(context: ChannelHandlerContext) {
        peer = Self.peer(of: context.channel)
    }

    /// `127.0.0.1:53124`, `[::1]:53124`.
    static func peer(of channel: any Channel) -> String {
        guard let address = channel.remoteAddress, let ip = address.ipAddress, let port = address.port else { return "a client" }
        return ip.contains(":") ? "[\(ip)]:\(port)" : "\(ip):\(port)"
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request): head = request
        case .body: break
        case .end:
            guard let request = head else { return }
            head = nil
            respond(to: request, context: context)
        }
    }

    private func respond(to request: HTTPRequestHead, context: ChannelHandlerContext) {
        let path = String(request.uri.prefix { $0 != "?" && $0 != "#" })
        guard request.method == .GET else {
            log("live view: \(peer): \(request.method) \(Self.printable(request.uri)): 405, only GET is served")
            return send(.methodNotAllowed, body: "only GET is served\n", extra: [("Allow", "GET")], context: context)
        }
        if let refusal = check.refusal(of: request, port: context.channel.localAddress?.port, stream: path == LiveViewRoutes.stream) {
            log("live view: \(peer): GET \(Self.printable(request.uri)): 403, \(refusal)")
            return send(.forbidden, body: "forbidden\n", context: context)
        }
        switch path {
        case LiveViewRoutes.page:
            send(.ok, body: page, type: "text/html; charset=utf-8", context: context)
        case LiveViewRoutes.download where downloads != nil:
            serveDownload(context: context)
        case LiveViewRoutes.stream:
            log("live view: \(peer): GET \(LiveViewRoutes.stream) without a WebSocket upgrade: 400")
            send(.badRequest, body: "\(LiveViewRoutes.stream) is a WebSocket\n", context: context)
        default:
            log("live view: \(peer): GET \(Self.printable(request.uri)): 404, the live view serves only its page and stream")
            send(.notFound, body: "not found\n", context: context)
        }
    }

    /// Asks the session for the flight recorder's last minutes and sends them once written.
    private func serveDownload(context: ChannelHandlerContext) {
        guard let downloads else { return }
        let promise = context.eventLoop.makePromise(of: LiveViewDownloads.File.self)
        downloads.request(promise)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        promise.futureResult.assumeIsolated().whenComplete { [self] result in
            let context = bound.value
            switch result {
            case .success(let file):
                let name = file.path.split(separator: "/").last.map(String.init) ?? "flight-recording.yml"
                log("live view: \(peer): sent the flight recorder's last minutes (\(file.path))")
                send(.ok, body: file.bytes, type: "application/x-yaml",
                     extra: [("Content-Disposition", "attachment; filename=\"\(name)\"")], context: context)
            case .failure(let error):
                log("live view: \(peer): the flight recorder's download failed: \(error)")
                send(.internalServerError, body: "\(error)\n", context: context)
            }
        }
    }

    private func send(_ status: HTTPResponseStatus, body: String, extra: [(String, String)] = [], context: ChannelHandlerContext) {
        send(status, body: ByteBuffer(string: body), type: "text/plain; charset=utf-8", extra: extra, context: context)
    }

    private func send(_ status: HTTPResponseStatus, body: ByteBuffer, type: String, extra: [(String, String)] = [],
                      context: ChannelHandlerContext) {
        var headers = HTTPHeaders([("Content-Type", type), ("Content-Length", String(body.readableBytes)), ("Connection", "close"),
                                   ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")])
        headers.add(contentsOf: extra)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // An upgrade refused (another origin): the request comes next, answered 403 with its own line.
        if error is NIOWebSocketUpgradeError { return }
        guard !closing else { return }
        closing = true
        log("live view: \(peer): malformed request (\(error)); closed")
        context.close(promise: nil)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read else {
            return context.fireUserInboundEventTriggered(event)
        }
        guard !closing else { return }
        closing = true
        log("live view: \(peer): sent no complete request in \(Self.seconds(idleTimeout)); closed")
        context.close(promise: nil)
    }

    /// A request's target as a log line shows it: at most 80 characters, controls escaped.
    static func printable(_ text: String) -> String {
        let shown = text.unicodeScalars.prefix(80).map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }
        return shown.joined() + (text.unicodeScalars.count > 80 ? "…" : "")
    }

    /// `10 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
