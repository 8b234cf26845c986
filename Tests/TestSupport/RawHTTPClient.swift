import Foundation
import Glibc

/// A TCP client on the loopback interface that sends exactly the bytes a test gives
/// (a malformed request, a WebSocket frame, nothing at all) and reads what comes back,
/// for the live view's bad-input tests.
public struct RawHTTPClient: Sendable {
    /// The connected socket.
    public let socket: Int32

    /// Connects to 127.0.0.1:`port`; nil when the connection is refused. With `receiveBuffer`, the
    /// socket's receive buffer is set that small first (a page that reads slowly fills it soon).
    public init?(port: UInt16, receiveBuffer: Int32? = nil) {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer {
            _ = setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(socket)
            return nil
        }
    }

    /// Sends `bytes`; false when the server closed the connection.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Sends `text` as UTF-8.
    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads until the server closes the connection or `seconds` pass; answers what came and whether it closed.
    public func readAll(seconds: Double) -> (bytes: [UInt8], closed: Bool) {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while Date() < deadline {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&descriptor, 1, left) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (received, true) }
            received += chunk[..<count]
        }
        return (received, false)
    }

    /// What came back, as text.
    public func response(seconds: Double = 5) -> String {
        String(decoding: readAll(seconds: seconds).bytes, as: UTF8.self)
    }

    /// A WebSocket upgrade request for `path` on 127.0.0.1:`port`, from a page of `origin` (none: not a browser).
    public static func upgrade(_ path: String = "/live", port: UInt16, origin: String? = nil) -> String {
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "")
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    }

    /// A masked client frame (RFC 6455 §5.2) with `opcode` and `payload` (under 126 bytes).
    public static func frame(opcode: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let mask: [UInt8] = [1, 2, 3, 4]
        return [0x80 | opcode, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    /// Closes the connection.
    public func close() { Glibc.close(socket) }
}
