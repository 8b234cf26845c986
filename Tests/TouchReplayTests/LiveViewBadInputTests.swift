import Foundation
import TestSupport
import Testing

/// `touchreplay attach --serve`'s bad input (issue 40): a port in use, an address beyond this
/// machine without --serve-public, requests for anything but the page and its stream, clients
/// sending garbage or nothing, and 100 clients connecting and vanishing: one line each on
/// standard error, the session goes on, nothing is served but the page's own resources.
@Suite(.serialized) struct LiveViewBadInputTests {
    /// The `touchreplay: live view: …` lines of `errors`.
    static func logLines(_ errors: String) -> [Substring] {
        errors.split(separator: "\n").filter { $0.hasPrefix("touchreplay: live view: ") }
    }

    @Test(arguments: ["0.0.0.0:8080", "192.168.1.20:8080", "[::]:8080"])
    func anAddressBeyondThisMachineWithoutServePublicIsOneLineAndNothingIsOpened(address: String) throws {
        let result = try ReplayFiles.run(["attach", "/dev/input/event50", "--serve", address])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("touchreplay: \(address): not a loopback address; "), "\(result.standardError)")
        #expect(result.standardError.contains("--serve-public"), "the line names the flag: \(result.standardError)")
    }

    @Test(arguments: [("localhost:99999", "the port is a number from 0 to 65535"), ("example.com:80", "no name is looked up"),
                      ("::1:8080", "write an IPv6 address in brackets"), (":8080", "no host before the port")])
    func anAddressThatCannotBeReadIsOneLineSayingWhy(address: String, reason: String) throws {
        let result = try ReplayFiles.run(["attach", "/dev/input/event50", "--serve", address])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.contains(reason), "\(result.standardError)")
    }

    @Test func aPortInUseIsOneLineNamingItAndTheSessionDoesNotStart() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A listener of the test's own on a port the system picked.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        try #require(bound && listen(listener, 1) == 0)
        let port = UInt16(bigEndian: address.sin_port)
        let result = try LiveServeRun.start(in: folder, waitFor: nil, arguments: ["--serve", "127.0.0.1:\(port)", "--duration", "3"]).finish()
        #expect(result.status == 1, "\(result)")
        #expect(result.errors.contains("touchreplay: 127.0.0.1:\(port): the port is in use by another program\n"), "\(result)")
        #expect(!result.output.contains(#""type":"touch""#), "no session ran: \(result.output.prefix(200))")
    }

    /// What the server on `port` answers to `request`, on a connection of its own.
    static func ask(_ request: String, port: UInt16) throws -> String {
        let client = try #require(RawHTTPClient(port: port))
        defer { client.close() }
        client.send(request)
        return client.response()
    }

    @Test func otherPathsAndMethodsAre404Or405InOneLineEachAndNothingElseIsServed() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try LiveServeRun.start(in: folder, waitFor: nil, arguments: ["--serve", "127.0.0.1:0", "--duration", "6", "--format", "jsonl"])
        let port = try #require(LiveServeRun.port(of: try session.waitForURL()))
        let ask = { (request: String) throws -> String in try Self.ask(request, port: port) }
        let page = try ask("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n") && page.contains("TouchLive.start(") && page.contains("TouchViewer.mount"), "\(page.prefix(300))")
        for path in ["/etc/passwd", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/viewer.js", "/flight-recording.yml", "/index.html"] {
            let answer = try ask("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            #expect(answer.hasPrefix("HTTP/1.1 404 Not Found\r\n") && answer.hasSuffix("\r\n\r\nnot found\n"), "\(path): \(answer)")
        }
        for method in ["POST", "PUT", "DELETE", "HEAD", "OPTIONS"] {
            let answer = try ask("\(method) / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\n\r\n")
            #expect(answer.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n") && answer.contains("\r\nAllow: GET\r\n"), "\(method): \(answer)")
        }
        let plain = try ask("GET /live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(plain.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), "the stream without the upgrade: \(plain)")
        let result = session.finish()
        #expect(result.status == 0, "the session went on: \(result)")
        let lines = Self.logLines(result.errors)
        #expect(lines.filter { $0.contains(": 404, the live view serves only its page and stream") }.count == 6, "\(lines)")
        #expect(lines.filter { $0.contains(": 405, only GET is served") }.count == 5, "\(lines)")
        #expect(lines.filter { $0.contains("GET /live without a WebSocket upgrade: 400") }.count == 1, "\(lines)")
    }

    /// Our decision (LiveViewRequestCheck): on a loopback address, a request whose Host is not this machine
    /// (DNS rebinding) and a stream asked for by a page of another origin are 403.
    @Test func anotherSitesPageGetsNeitherThePageNorTheStream() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try LiveServeRun.start(in: folder, waitFor: nil, arguments: ["--serve", "127.0.0.1:0", "--duration", "5", "--format", "jsonl"])
        let port = try #require(LiveServeRun.port(of: try session.waitForURL()))
        let ask = { (request: String) throws -> String in try Self.ask(request, port: port) }
        for host in ["evil.example:\(port)", "127.0.0.1:1", "localhost.evil.example:\(port)", "10.0.0.1:\(port)"] {
            let answer = try ask("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
            #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden\r\n") && !answer.contains("TouchLive"), "\(host): \(answer.prefix(80))")
        }
        let foreign = try ask(RawHTTPClient.upgrade(port: port, origin: "http://evil.example"))
        #expect(foreign.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), "\(foreign.prefix(80))")
        let own = try #require(RawHTTPClient(port: port))
        own.send(RawHTTPClient.upgrade(port: port, origin: "http://127.0.0.1:\(port)"))
        #expect(String(decoding: own.readAll(seconds: 1).bytes, as: UTF8.self).hasPrefix("HTTP/1.1 101 Switching Protocols"), "the page's own origin")
        own.close()
        for host in ["localhost:\(port)", "127.0.0.1:\(port)"] {
            #expect(try ask("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n").hasPrefix("HTTP/1.1 200 OK"), "\(host)")
        }
        let result = session.finish()
        #expect(result.status == 0, "\(result)")
        let lines = Self.logLines(result.errors)
        #expect(lines.filter { $0.contains(": 403, Host \"") && $0.contains("does not name this machine") }.count == 4, "\(lines)")
        #expect(lines.filter { $0.contains(": 403, a page of another origin (http://evil.example) asked for the stream") }.count == 1, "\(lines)")
    }

    @Test func garbageAndSilenceAreOneLineEachAndTheConnectionIsClosed() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try LiveServeRun.start(in: folder, waitFor: nil, arguments: [
            "--serve", "127.0.0.1:0", "--serve-idle-timeout", "1", "--duration", "6", "--format", "jsonl",
        ])
        let port = try #require(LiveServeRun.port(of: try session.waitForURL()))
        // A TLS hello where HTTP is expected, then bytes that are no request line.
        for garbage in [[0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03] as [UInt8], Array("\u{0}\u{1}GARBAGE\r\n\r\n".utf8)] {
            let client = try #require(RawHTTPClient(port: port))
            client.send(garbage)
            let (bytes, closed) = client.readAll(seconds: 5)
            #expect(closed, "the connection is closed")
            #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("HTTP/1.1 400 Bad Request"), "\(bytes)")
            client.close()
        }
        // Silence: closed after the idle timeout.
        let silent = try #require(RawHTTPClient(port: port))
        let start = Date()
        #expect(silent.readAll(seconds: 5).closed, "the silent client is closed")
        #expect(Date().timeIntervalSince(start) >= 0.9, "not before the idle timeout")
        silent.close()
        // Half a request, then silence.
        let half = try #require(RawHTTPClient(port: port))
        half.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
        #expect(half.readAll(seconds: 5).closed)
        half.close()
        // A page's WebSocket that sends a data frame (the stream is one-way), and one that sends bytes that are no frame.
        for bytes in [RawHTTPClient.frame(opcode: 1, Array("hello".utf8)), [0x8F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]] {
            let socket = try #require(RawHTTPClient(port: port))
            socket.send(RawHTTPClient.upgrade(port: port))
            socket.send(bytes)
            let (answer, closed) = socket.readAll(seconds: 5)
            #expect(closed && String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 101 Switching Protocols"), "\(answer.prefix(80))")
            socket.close()
        }
        let result = session.finish()
        #expect(result.status == 0, "the session went on: \(result)")
        let lines = Self.logLines(result.errors)
        #expect(lines.filter { $0.contains(": malformed request (") }.count == 2, "\(lines)")
        #expect(lines.filter { $0.contains(": sent no complete request in 1 s; closed") }.count == 2, "\(lines)")
        #expect(lines.filter { $0.contains(": sent a text frame on the one-way stream; closed") }.count == 1, "\(lines)")
        #expect(lines.filter { $0.contains(": bad WebSocket frame (") }.count == 1, "\(lines)")
    }

    @Test func aHundredClientsConnectingAndVanishingLeaveTheSessionsTraceAsItIsWithoutThem() throws {
        func session(withClients: Bool) throws -> LiveServeRun.Result {
            let folder = try ReplayFiles.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let run = try LiveServeRun.start(in: folder, waitFor: withClients ? "a page connected" : nil,
                                             arguments: ["--serve", "127.0.0.1:0", "--duration", "5", "--format", "jsonl"])
            let port = try #require(LiveServeRun.port(of: try run.waitForURL()))
            if withClients {
                // While the drag is written: pages that read their history and go, pages that go at once, bare
                // connections closed at once, and requests for the page.
                DispatchQueue.concurrentPerform(iterations: 100) { index in
                    guard let client = RawHTTPClient(port: port) else { return }
                    defer { client.close() }
                    switch index % 4 {
                    case 0:
                        client.send(RawHTTPClient.upgrade(port: port))
                        _ = client.readAll(seconds: 0.2)
                    case 1: client.send(RawHTTPClient.upgrade(port: port))
                    case 2: break
                    default:
                        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                        _ = client.readAll(seconds: 0.1)
                    }
                }
            }
            return run.finish()
        }
        let quiet = try session(withClients: false)
        let busy = try session(withClients: true)
        #expect(quiet.status == 0 && busy.status == 0, "\(quiet)\n\(busy)")
        let expected = LiveServeRun.clockFreeTrace(quiet.output), seen = LiveServeRun.clockFreeTrace(busy.output)
        try #require(expected.touches.count >= 100, "the drag was traced: \(expected.touches.count) touch lines")
        #expect(seen.touches == expected.touches, "the touches are the same with 100 clients as without")
        let differing = Set(seen.states.keys).union(expected.states.keys).filter { seen.states[$0] != expected.states[$0] }.sorted()
        let diff = differing.map { "\($0): \(expected.states[$0] ?? []) without, \(seen.states[$0] ?? []) with" }.joined(separator: "; ")
        #expect(seen.states == expected.states, "the recognizers' states are the same with 100 clients as without: \(diff)")
        #expect(busy.errors.contains("touchreplay: live view: "), "\(busy.errors.prefix(300))")
    }
}
