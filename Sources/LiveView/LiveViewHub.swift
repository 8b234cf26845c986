import NIOCore
import NIOWebSocket

/// The pages connected to a live view and the history they are sent, on the
/// server's one event loop (never touched from another thread).
///
/// A page that connects receives the history (``LiveViewHistory/messages()``),
/// then a `present` message, then every update as it comes. Each page has a
/// bounded backlog: while its history is being sent, the updates that arrive
/// wait in a queue of at most ``backlog`` bytes; afterwards, an update finds
/// the page's socket with at most ``backlog`` bytes unsent (the channel's
/// write-buffer watermark), or the page is dropped, with one log line. So a
/// page that falls behind never slows the session or the other pages.
final class LiveViewHub {
    /// One connected page.
    private struct Client {
        var channel: any Channel
        var peer: String
        /// Whether its history was written; until then updates wait in ``queue``.
        var caughtUp = false
        var queue: [ByteBuffer] = []
        var queuedBytes = 0
    }

    private var history: LiveViewHistory
    private var clients: [ObjectIdentifier: Client] = [:]
    /// The most bytes a page may have waiting.
    let backlog: Int
    let log: @Sendable (String) -> Void
    /// Pages that connected so far.
    private(set) var connections = 0

    /// A hub sending `history` to each page, with `backlog` bytes of room per page.
    init(history: LiveViewHistory, backlog: Int, log: @escaping @Sendable (String) -> Void) {
        self.history = history
        self.backlog = backlog
        self.log = log
    }

    /// The `present` message: what came before it is the history, what comes after it is live.
    static let present = ByteBuffer(string: #"{"type":"present"}"#)
    /// The `end` message: the session ended; nothing follows.
    static let end = ByteBuffer(string: #"{"type":"end"}"#)

    /// A page connected on `channel`: sends it the history, then lets the updates through.
    func join(_ channel: any Channel, peer: String) {
        let key = ObjectIdentifier(channel)
        clients[key] = Client(channel: channel, peer: peer)
        connections += 1
        log("live view: \(peer): a page connected (\(clients.count) open)")
        let messages = history.messages() + [Self.present]
        for message in messages.dropLast() { channel.write(Self.frame(message), promise: nil) }
        let written = channel.eventLoop.makePromise(of: Void.self)
        channel.writeAndFlush(Self.frame(messages[messages.count - 1]), promise: written)
        written.futureResult.assumeIsolated().whenSuccess { [self] in catchUp(key) }
    }

    /// The page on `channel` went away.
    func leave(_ channel: any Channel) {
        clients[ObjectIdentifier(channel)] = nil
    }

    /// Keeps an update's `message` in the history and sends it to every page.
    func broadcast(_ delta: LiveViewDelta, message: ByteBuffer) {
        history.append(delta, message: message)
        for key in Array(clients.keys) { send(message, to: key) }
    }

    /// Sends `end` to every page and closes them.
    func close() {
        for client in clients.values {
            client.channel.writeAndFlush(Self.frame(Self.end), promise: nil)
            client.channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .connectionClose, data: ByteBuffer()), promise: nil)
            client.channel.close(promise: nil)
        }
        clients.removeAll()
    }

    private func send(_ message: ByteBuffer, to key: ObjectIdentifier) {
        guard var client = clients[key] else { return }
        if !client.caughtUp {
            client.queue.append(message)
            client.queuedBytes += message.readableBytes
            clients[key] = client
            if client.queuedBytes > backlog { drop(key, reason: "its history was not read while \(client.queuedBytes) bytes of updates waited") }
            return
        }
        guard client.channel.isWritable else {
            return drop(key, reason: "more than \(backlog) bytes waited to be sent to it")
        }
        client.channel.writeAndFlush(Self.frame(message), promise: nil)
    }

    /// The page's history is written: what waited goes now.
    private func catchUp(_ key: ObjectIdentifier) {
        guard var client = clients[key] else { return }
        client.caughtUp = true
        let queue = client.queue
        client.queue = []
        client.queuedBytes = 0
        clients[key] = client
        for message in queue { client.channel.write(Self.frame(message), promise: nil) }
        client.channel.flush()
    }

    private func drop(_ key: ObjectIdentifier, reason: String) {
        guard let client = clients.removeValue(forKey: key) else { return }
        log("live view: \(client.peer): dropped, the page fell behind (\(reason)); the session goes on")
        client.channel.close(promise: nil)
    }

    static func frame(_ message: ByteBuffer) -> WebSocketFrame {
        WebSocketFrame(fin: true, opcode: .text, data: message)
    }
}
