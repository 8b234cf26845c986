import Foundation
import GestureEngine
import LiveView
import Synchronization
import TestSupport
import Testing
import TouchReplayLive
import TouchTime

/// The live view served from an app's own `LiveInput` (item 2 of issue 40), in process: a page
/// receives the views, then every update; a page that stops reading is dropped in one line
/// while the session and the other pages go on, without waiting.
@Suite struct LiveViewAppTests {
    /// The log lines a live view wrote.
    final class Log: Sendable {
        private let lines = Mutex<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }

        /// Waits until a line contains `text` (at most 10 s).
        func wait(for text: String) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if all.contains(where: { $0.contains(text) }) { return true }
                usleep(10_000)
            }
            return false
        }
    }

    /// The text messages of a server's WebSocket stream (unmasked frames, RFC 6455 §5.2), after the handshake.
    static func messages(in bytes: [UInt8]) -> [String] {
        guard let start = bytes.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound else { return [] }
        var messages: [String] = []
        var index = start
        while index + 2 <= bytes.count {
            var length = Int(bytes[index + 1] & 0x7F), offset = index + 2
            if length == 126 {
                guard offset + 2 <= bytes.count else { break }
                length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
                offset += 2
            } else if length == 127 {
                guard offset + 8 <= bytes.count else { break }
                length = bytes[offset..<offset + 8].reduce(0) { $0 << 8 | Int($1) }
                offset += 8
            }
            guard offset + length <= bytes.count else { break }
            if bytes[index] & 0x0F == 1 { messages.append(String(decoding: bytes[offset..<offset + length], as: UTF8.self)) }
            index = offset + length
        }
        return messages
    }

    /// A window with one view, a live input with one source of the app's own, and its live view.
    static func app(log: Log, backlog: Int = 4 << 20) throws -> (LiveInput, LiveDevice, LiveView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        try window.addSubview(View(id: "canvas", frame: Rect(x: 100, y: 100, width: 400, height: 300)))
        let input = LiveInput(window: window)
        let source = input.addSource(named: "test fingers")
        var options = LiveView.Options()
        options.backlogBytes = backlog
        let live = try LiveView(input: input, address: LiveViewAddress(host: "127.0.0.1", port: 0), title: "app", options: options) {
            log.append($0)
        }
        return (input, source, live)
    }

    /// Frame `index` of ten fingers moving: down in the first, up in the last of `count`.
    static func fingers(_ index: Int, of count: Int) -> TouchFrame {
        let phase: TouchPhase = index == 0 ? .began : index == count - 1 ? .ended : .moved
        return TouchFrame(time: Timestamp(seconds: Double(index) / 120), samples: (0..<10).map { finger in
            TouchSample(id: finger, phase: phase, location: Point(x: 120 + Double(finger) * 30, y: 120 + Double(index % 200)))
        })
    }

    @Test func aPageGetsTheViewsThenEveryUpdateAndTheEnd() throws {
        let log = Log()
        let (input, source, live) = try Self.app(log: log)
        let port = UInt16(live.address.port)
        let page = try #require(RawHTTPClient(port: port))
        defer { page.close() }
        page.send(RawHTTPClient.upgrade(port: port))
        #expect(log.wait(for: "a page connected (1 open)"), "\(log.all)")
        for index in 0..<30 {
            try input.send(Self.fingers(index, of: 30), from: source)
            live.publish(try input.update(at: Timestamp(seconds: Double(index) / 120)))
        }
        input.finish()
        live.close()
        let messages = Self.messages(in: page.readAll(seconds: 5).bytes)
        try #require(messages.count >= 3, "\(messages.prefix(3))")
        #expect(messages[0].hasPrefix(#"{"type":"base","title":"app""#) && messages[0].contains(#""id":"canvas""#), "\(messages[0].prefix(200))")
        #expect(messages[1] == #"{"type":"present"}"#)
        let deltas = messages.filter { $0.hasPrefix(#"{"type":"delta""#) }
        #expect(deltas.count == 30, "one message per update that delivered a frame")
        #expect(deltas.first?.contains(#""b":[[0,"canvas"]"#) == true, "each touch with its bound view: \(deltas.first ?? "")")
        #expect(messages.last == #"{"type":"end"}"#)
    }

    @Test func aPageThatStopsReadingIsDroppedInOneLineAndTheSessionAndTheOtherPagesGoOn() throws {
        let log = Log()
        let (input, source, live) = try Self.app(log: log, backlog: 32 << 10)
        // A page that never reads, its receive buffer small; and one that reads everything.
        let port = UInt16(live.address.port)
        let stuck = try #require(RawHTTPClient(port: port, receiveBuffer: 4096))
        defer { stuck.close() }
        stuck.send(RawHTTPClient.upgrade(port: port))
        #expect(log.wait(for: "a page connected (1 open)"))
        let reader = try #require(RawHTTPClient(port: port))
        defer { reader.close() }
        reader.send(RawHTTPClient.upgrade(port: port))
        #expect(log.wait(for: "a page connected (2 open)"))
        let received = Mutex<[UInt8]>([])
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let bytes = reader.readAll(seconds: 60).bytes
            received.withLock { $0 = bytes }
            done.signal()
        }
        // Updates until the stuck page is dropped (it holds no more than the sockets' buffers, a few MB on
        // loopback, and 32 KiB), then 500 more.
        let limit = 60_000
        var dropped: Int?, count = 0
        while count < limit, dropped.map({ count < $0 + 500 }) ?? true {
            try input.send(Self.fingers(count, of: limit), from: source)
            live.publish(try input.update(at: Timestamp(seconds: Double(count) / 120)))
            if dropped == nil, log.all.contains(where: { $0.contains("dropped") }) { dropped = count }
            count += 1
        }
        input.finish()
        live.close()
        done.wait()
        let drops = log.all.filter { $0.contains("dropped") }
        #expect(drops.count == 1, "\(log.all)")
        #expect(drops.first?.contains(": dropped, the page fell behind (more than 32768 bytes waited to be sent to it); the session goes on") == true,
                "\(drops)")
        #expect(dropped != nil && count == dropped! + 500, "dropped while the session went on: at update \(String(describing: dropped)) of \(count)")
        let deltas = Self.messages(in: received.withLock { $0 }).filter { $0.hasPrefix(#"{"type":"delta""#) }
        #expect(deltas.count == count + 1, "the reading page got every update, and the finish's (its cancelled touches)")
    }

    @Test func anInputOfSeveralWindowsIsRefusedInOneLine() throws {
        let input = LiveInput(windows: [Window(frame: Rect(x: 0, y: 0, width: 800, height: 600)),
                                        Window(id: "second", frame: Rect(x: 0, y: 0, width: 800, height: 600))])
        #expect(throws: LiveViewError.severalWindows(2)) {
            _ = try LiveView(input: input, address: LiveViewAddress(host: "127.0.0.1", port: 0), title: "two") { _ in }
        }
        #expect("\(LiveViewError.severalWindows(2))".hasPrefix("the live view draws one window, and this input feeds 2"))
    }
}
