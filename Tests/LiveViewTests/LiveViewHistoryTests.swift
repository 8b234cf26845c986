import GestureEngine
@testable import LiveView
import NIOCore
import Testing

/// The history a page receives when it connects (LiveViewHistory): bounded in time and in bytes,
/// and what it drops is folded into the base (docs/live-view.md, "History").
@Suite struct LiveViewHistoryTests {
    static func scene() throws -> LiveViewScene {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        try window.addSubview(View(id: "card", frame: Rect(x: 10, y: 10, width: 100, height: 100)))
        return LiveViewScene(window: window, title: "history", hitTests: false)
    }

    /// An update at `time` moving touch `touch` (began first), with a message of `size` bytes.
    static func delta(_ time: Double, touch: Int, phase: TouchPhase) -> LiveViewDelta {
        var delta = LiveViewDelta()
        delta.time = time
        delta.frames = [time]
        delta.samples = [LiveViewDelta.Sample(touch: touch, time: time, location: Point(x: 50, y: 50), phase: phase, type: .direct)]
        if phase == .began { delta.bindings = [LiveViewDelta.Binding(touch: touch, view: "card")] }
        return delta
    }

    @Test func theHistoryKeepsItsSecondsAndFoldsTheRestIntoTheBase() throws {
        var history = LiveViewHistory(scene: try Self.scene(), seconds: 30, byteLimit: 1 << 30, download: false)
        // A touch that stays down from 0 s, and one update a second for 100 s.
        history.append(Self.delta(0, touch: 7, phase: .began), message: ByteBuffer(string: "m0"))
        for second in 1...100 { history.append(Self.delta(Double(second), touch: 7, phase: .moved), message: ByteBuffer(string: "m\(second)")) }
        let messages = history.messages()
        let kept = messages.dropFirst().map { String(buffer: $0) }
        #expect(kept.count >= 30 && kept.count <= 30 + Int(LiveViewHistory.trimStep) + 1, "\(kept.count) updates kept")
        #expect(kept.last == "m100")
        let base = history.base
        #expect(base["start"]?.number.map { $0 >= 60 && $0 <= 70 } == true, "\(String(describing: base["start"]))")
        #expect(base["bound"] == [[7, "card", false]], "the touch down since 0 s is in the base with its view")
    }

    @Test func theHistoryNeverHoldsMoreThanItsBytes() throws {
        var history = LiveViewHistory(scene: try Self.scene(), seconds: 3600, byteLimit: 10_000, download: false)
        let message = ByteBuffer(repeating: 0x20, count: 1000)
        for index in 0..<1000 {
            history.append(Self.delta(Double(index) / 100, touch: index, phase: .began), message: message)
            #expect(history.bytes <= 10_000, "after \(index + 1) updates: \(history.bytes) bytes")
        }
        #expect(history.messages().count == 11, "the base and the 10 newest updates")
    }
}
