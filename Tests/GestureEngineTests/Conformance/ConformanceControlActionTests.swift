import Testing
@testable import GestureEngine

/// UIControl's target-action registration: `addAction(_:for:)`,
/// `addTarget(_:action:for:)`, `removeTarget(_:action:for:)`, `sendActions(for:)`.
@Suite struct ConformanceControlActionTests {
    final class Target {
        var calls: [String] = []
        let name: String
        init(_ name: String) { self.name = name }
        func fired(_ control: Control) { calls.append("\(name) \(control.id)") }
    }

    @Test("UIControl.addAction(_:for:): actions run in the order added, once per send even when several events match")
    func actionsRunInOrderOncePerSend() {
        let c = Control(id: "c", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        c.addAction(for: [.touchDown, .touchDownRepeat]) { _ in log.append("first") }
        c.addAction(for: .touchDown) { _ in log.append("second") }
        c.addAction(for: .touchUpInside) { _ in log.append("never") }
        c.sendActions(for: [.touchDown, .touchDownRepeat])
        #expect(log == ["first", "second"])
    }

    @Test("UIControl.addAction(_:for:): an action with the identifier of an existing one replaces it")
    func sameIdentifierReplaces() {
        let c = Control(id: "c")
        var log: [String] = []
        c.addAction(Control.Action(identifier: "go") { _ in log.append("old") }, for: .touchUpInside)
        c.addAction(Control.Action(identifier: "go") { _ in log.append("new") }, for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
    }

    @Test("UIControl.removeAction(identifiedBy:for:): the action stops answering those events only")
    func removeActionForSomeEvents() {
        let c = Control(id: "c")
        var log: [String] = []
        c.addAction(Control.Action(identifier: "go") { _ in log.append("go") }, for: [.touchDown, .touchUpInside])
        c.removeAction(identifiedBy: "go", for: .touchDown)
        c.sendActions(for: .touchDown)
        c.sendActions(for: .touchUpInside)
        #expect(log == ["go"])
        #expect(c.allControlEvents == .touchUpInside)
    }

    @Test("UIControl.addTarget(_:action:for:): the target's method is called; targets are not retained")
    func targetsAreCalledAndHeldWeakly() {
        let c = Control(id: "c")
        let kept = Target("kept")
        var dropped: Target? = Target("dropped")
        c.addTarget(kept, action: Target.fired, for: .touchUpInside)
        c.addTarget(dropped!, action: Target.fired, for: .touchUpInside)
        weak let weakDropped = dropped
        dropped = nil
        #expect(weakDropped == nil)
        c.sendActions(for: .touchUpInside)
        #expect(kept.calls == ["kept c"])
        #expect(c.allTargets.count == 1 && c.allTargets.first === kept)
    }

    @Test("UIControl.removeTarget(_:action:for:): nil removes every target's actions for the events")
    func removeTargetNilRemovesAll() {
        let c = Control(id: "c")
        let a = Target("a"), b = Target("b")
        c.addTarget(a, action: Target.fired, for: [.touchDown, .touchUpInside])
        c.addTarget(b, action: Target.fired, for: .touchUpInside)
        c.removeTarget(a, for: .touchDown)
        c.sendActions(for: .touchDown)
        #expect(a.calls.isEmpty)
        c.removeTarget(nil, for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(a.calls.isEmpty && b.calls.isEmpty)
        #expect(c.allTargets.isEmpty && c.allControlEvents.isEmpty)
    }

    @Test("EngineObserver: a control's sends reach the window's observer with the virtual time (engine decision, for traces)")
    func observerHearsControlEvents() throws {
        final class Listener: EngineObserver {
            var heard: [String] = []
            func engine(control: Control, didSend events: Control.Events, at time: Double) {
                heard.append("\(time) \(control.id) \(events.names.joined(separator: "+"))")
            }
        }
        let s = ControlScreen()
        let listener = Listener()
        s.h.window.observer = listener
        try s.tap(at: pt(150, 222), time: 0.5)
        #expect(listener.heard == ["0.5 ok touchDown", "0.56 ok touchUpInside", "0.56 ok primaryActionTriggered"])
    }

    /// A screen with a brightness slider's handler, for the typed target-action.
    private final class Screen {
        var brightness: [Double] = []
        func brightnessChanged(_ slider: Slider) { brightness.append(slider.value) }
    }

    @Test("UIControl.addAction(_:for:), addTarget(_:action:for:): the handler and the target's method get the control as its own type (no downcast)")
    func actionsGetTheControlsOwnType() {
        let slider = Slider(id: "brightness")
        var seen: [Double] = []
        slider.addAction(for: .valueChanged) { (sender: Slider) in seen.append(sender.value) }
        slider.addAction(Control.Action(identifier: "named") { sender in seen.append(sender.maximumValue) }, for: .valueChanged)
        let screen = Screen()
        slider.addTarget(screen, action: Screen.brightnessChanged, for: .valueChanged)
        let toggle = Switch(id: "wifi")
        var states: [Bool] = []
        toggle.addAction(for: .valueChanged) { states.append($0.isOn) }
        slider.value = 0.25
        slider.sendActions(for: .valueChanged)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        #expect(seen == [0.25, 1] && screen.brightness == [0.25] && states == [true])
    }
}
