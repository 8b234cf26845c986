import NIOCore
import NIOWebSocket

/// One page's WebSocket: joins the hub when the upgrade is done, leaves it when
/// the connection ends. The stream goes one way: the page sends nothing but
/// pings and the closing handshake, so a data frame from it (or a frame NIO's
/// decoder refuses: its error handler answers with a close) is one log line and
/// the end of the connection.
final class LiveViewSocketHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let hub: NIOLoopBound<LiveViewHub>
    private let log: @Sendable (String) -> Void
    private var peer = "?"
    private var closing = false

    init(hub: NIOLoopBound<LiveViewHub>, log: @escaping @Sendable (String) -> Void) {
        self.hub = hub
        self.log = log
    }

    func handlerAdded(context: ChannelHandlerContext) {
        peer = LiveViewHTTPHandler.peer(of: context.channel)
        hub.value.join(context.channel, peer: peer)
    }

    func channelInactive(context: ChannelHandlerContext) {
        hub.value.leave(context.channel)
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .ping:
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
        case .pong:
            break
        case .connectionClose:
            guard !closing else { return context.close(promise: nil) }
            closing = true
            hub.value.leave(context.channel)
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: ByteBuffer())))
                .whenComplete { _ in channel.close(promise: nil) }
        default:
            let kind = frame.opcode == .text ? "text" : frame.opcode == .binary ? "binary" : "data"
            log("live view: \(peer): sent a \(kind) frame on the one-way stream; closed")
            hub.value.leave(context.channel)
            context.close(promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        log("live view: \(peer): bad WebSocket frame (\(error)); closed")
        hub.value.leave(context.channel)
        context.close(promise: nil)
    }
}
