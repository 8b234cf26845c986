import Testing
@testable import GestureEngine

/// The order at the end of a pan whose recognizer does not cancel the view's
/// touches (issue 23, item 7). A logged UIKit sequence for a pan with
/// `cancelsTouchesInView = false`: touchesMoved, action, …, action,
/// touchesEnded (https://blog.csdn.net/gaoyuqiang30/article/details/50826197,
/// a translated Stack Overflow answer); Apple: `delaysTouchesEnded` (default
/// true) holds a touch's ended back from the view while the recognizer may
/// still act on it (UIGestureRecognizer.delaysTouchesEnded).
@Suite struct ConformanceEndOrderTests {
    private final class LoggingView: View {
        var log: (String) -> Void = { _ in }
        override func touchesMoved(_ touches: [Touch], with event: Event) { log("view moved") }
        override func touchesEnded(_ touches: [Touch], with event: Event) { log("view ended") }
    }

    private func panLog(delaysTouchesEnded: Bool) throws -> [String] {
        let h = GestureHarness()
        let v = LoggingView(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.add(v)
        var log: [String] = []
        v.log = { log.append($0) }
        let pan = PanGestureRecognizer(id: "pan")
        pan.cancelsTouchesInView = false
        pan.delaysTouchesEnded = delaysTouchesEnded
        pan.addTarget { log.append("action \($0.state.rawValue)") }
        v.addGestureRecognizer(pan)
        let g = try h.startGesture(at: pt(100, 100), time: 0)
        try g.moveTo(pt(100, 120), at: 0.02)
        try g.moveTo(pt(100, 130), at: 0.04)
        try g.up(at: 0.06)
        return log
    }

    @Test("UIGestureRecognizer.delaysTouchesEnded true, cancelsTouchesInView false: the pan's ended action comes before the view's touchesEnded")
    func endedActionBeforeTouchesEnded() throws {
        #expect(try panLog(delaysTouchesEnded: true) == [
            "view moved", "action began", "view moved", "action changed", "action ended", "view ended",
        ])
    }

    @Test("UIGestureRecognizer.delaysTouchesEnded false: touchesEnded reaches the view at once, before the ended action")
    func notDelayedEndedComesFirst() throws {
        #expect(try panLog(delaysTouchesEnded: false) == [
            "view moved", "action began", "view moved", "action changed", "view ended", "action ended",
        ])
    }
}
