import Testing
import TouchTime
@testable import GestureEngine

/// Several observers on one window: the engine composes them itself (`Window.addObserver(_:)`, `EngineObservers`).
@Suite struct EngineObserversTests {
    /// Notes the first argument label of every hook it hears, as `EngineObserver.swift` spells it.
    final class HookLog: EngineObserver {
        var heard: [String] = []
        func engine(didHitTest step: HitTestStep) { heard.append("didHitTest") }
        func engine(didBind touch: Touch, to view: View?, event: Event) { heard.append("didBind") }
        func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) { heard.append("didDeliver") }
        func engine(didForward phase: TouchPhase, touches: [Touch], to responder: Responder, event: Event) { heard.append("didForward") }
        func engine(didHover sample: HoverSample, over view: View?) { heard.append("didHover") }
        func engine(didScrollWheel wheel: WheelScroll, takenBy view: View?) { heard.append("didScrollWheel") }
        func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) { heard.append("recognizer") }
        func engine(viewDidChangeGeometry view: View) { heard.append("viewDidChangeGeometry") }
        func engine(control: Control, didSend events: Control.Events, at time: Double) { heard.append("control") }
    }

    /// The first argument label of each `func engine(` requirement of `EngineObserver`, read from its source.
    static func declaredHooks() throws -> Set<String> {
        let tests = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let source = try String(contentsOfFile: "/" + tests + "/Sources/GestureEngine/Observation/EngineObserver.swift", encoding: .utf8)
        let protocolBody = source.components(separatedBy: "extension EngineObserver")[0]
        var hooks: Set<String> = []
        for line in protocolBody.split(separator: "\n") where line.contains("func engine(") {
            let afterParen = line.split(separator: "(", maxSplits: 1)[1]
            hooks.insert(String(afterParen.prefix { $0 != " " && $0 != ":" }))
        }
        return hooks
    }

    /// A window where one frame each reaches every hook: a hit-test, a binding, a delivery, a touch
    /// passed on, a hover, a wheel, a recognizer's change, a view's move and a control's event.
    static func driveEveryHook(_ window: Window) throws {
        let plain = View(id: "plain", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let control = Control(id: "button", frame: Rect(x: 100, y: 0, width: 100, height: 100))
        let tapped = View(id: "tapped", frame: Rect(x: 200, y: 0, width: 100, height: 100))
        let tap = TapGestureRecognizer(id: "tap")
        tap.addTarget { _ in tapped.center = Point(x: tapped.center.x + 1, y: tapped.center.y) }
        tapped.addGestureRecognizer(tap)
        for view in [plain, control, tapped] { try window.addSubview(view) }
        window.send(TouchFrame(time: 0, samples: [
            TouchSample(id: 1, phase: .began, location: Point(x: 50, y: 50)),
            TouchSample(id: 2, phase: .began, location: Point(x: 150, y: 50)),
            TouchSample(id: 3, phase: .began, location: Point(x: 250, y: 50)),
        ]))
        window.send(TouchFrame(time: 0.05, samples: [
            TouchSample(id: 1, phase: .ended, location: Point(x: 50, y: 50)),
            TouchSample(id: 2, phase: .ended, location: Point(x: 150, y: 50)),
            TouchSample(id: 3, phase: .ended, location: Point(x: 250, y: 50)),
        ]))
        window.send(TouchFrame(time: 0.1, samples: [], wheel: WheelScroll(location: Point(x: 50, y: 50), clicks: Point(x: 0, y: 1)),
                               hover: HoverSample(phase: .moved, location: Point(x: 60, y: 60))))
        window.advance(to: 1)
    }

    @Test("Two observers added to a window each hear every hook the EngineObserver protocol declares (a hook added to the protocol and not forwarded fails here)")
    func everyDeclaredHookReachesEveryObserver() throws {
        let declared = try Self.declaredHooks()
        #expect(declared.count >= 9)
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let first = HookLog(), second = HookLog()
        window.addObserver(first)
        window.addObserver(second)
        #expect(window.observer is EngineObservers)
        try Self.driveEveryHook(window)
        #expect(Set(first.heard) == declared)
        #expect(second.heard == first.heard)
    }

    @Test("Removing one of two observers leaves the other as the window's own observer, and removing an observer never added changes nothing")
    func removingAnObserverLeavesTheOther() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let first = HookLog(), second = HookLog(), stranger = HookLog()
        window.addObserver(first)
        window.addObserver(second)
        window.addObserver(second)
        #expect((window.observer as? EngineObservers)?.members.count == 2)
        window.removeObserver(stranger)
        window.removeObserver(first)
        #expect(window.observer === second)
        window.send(TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 5, y: 5))]))
        #expect(first.heard.isEmpty)
        #expect(second.heard.contains("didBind"))
        window.removeObserver(second)
        #expect(window.observer == nil)
    }
}
