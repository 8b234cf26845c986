import Testing
import TouchTime
@testable import GestureEngine

/// Replacing the window's observer from one of its own hooks, in the middle of a frame.
@Suite struct ObserverChangeTests {
    final class Log {
        var lines: [String] = []
    }

    /// Logs deliveries under a name; the first one replaces itself by `successor`.
    final class HandingOver: EngineObserver {
        let name: String
        let log: Log
        weak var window: Window?
        var successor: HandingOver?

        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
        }

        deinit { log.lines.append("\(name) freed") }

        var observesHitTests: Bool { false }

        func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
            log.lines.append("\(name): \(phase) \(view.id)")
            if let successor {
                self.successor = nil
                // The window holds the last reference to `self`: it lets go of it here.
                window?.observer = successor
                log.lines.append("\(name) handed over")
            }
        }
    }

    @Test("An observer whose hook replaces it (the window holding its last reference) finishes the call, is freed after the frame, and its successor gets the rest of the frame")
    func anObserverMayReplaceItselfFromAHook() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let left = View(id: "L", frame: Rect(x: 0, y: 0, width: 160, height: 480))
        let right = View(id: "R", frame: Rect(x: 160, y: 0, width: 160, height: 480))
        try! window.addSubview(left)
        try! window.addSubview(right)
        let log = Log()
        do {
            let first = HandingOver("first", log), second = HandingOver("second", log)
            first.window = window
            first.successor = second
            window.observer = first
        }
        window.send(TouchFrame(time: 0, samples: [
            TouchSample(id: 1, phase: .began, location: Point(x: 10, y: 10)),
            TouchSample(id: 2, phase: .began, location: Point(x: 200, y: 10)),
        ]))
        #expect(log.lines == ["first: began L", "first handed over", "second: began R", "first freed"])
        window.send(TouchFrame(time: 0.01, samples: [TouchSample(id: 1, phase: .moved, location: Point(x: 20, y: 10))]))
        #expect(log.lines.last == "second: moved L")
        window.observer = nil
        #expect(log.lines.last == "second freed")
    }
}
