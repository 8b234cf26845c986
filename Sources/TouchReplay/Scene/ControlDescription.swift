import GestureEngine

/// A scene view's control settings: which events its trace shows and its state.
public struct ControlDescription: Hashable, Sendable {
    /// The events written as `control` trace lines. Default none.
    public var tracedEvents: Control.Events = []
    /// `isEnabled`. Default true.
    public var isEnabled = true
    /// `isSelected` at the start. Default false.
    public var isSelected = false
    /// `changesSelectionAsPrimaryAction`. Default false.
    public var changesSelection = false
    /// Which control class: a plain control (`button`), a slider, a switch or a stepper.
    public var kind = ControlKind.button
    /// A value control's settings (slider, switch, stepper); nil keeps the class's defaults.
    public var values = ValueControlSettings()

    /// Settings with every default.
    public init() {}

    /// Keys allowed in a `control` mapping.
    static let keys = ["events", "enabled", "selected", "changesSelection", "kind"] + ValueControlSettings.allKeys

    /// Decodes `control: true | false | {events, enabled, selected, changesSelection}`; nil for `false`.
    static func decode(_ node: SceneNode) throws(SceneError) -> ControlDescription? {
        if node.kind == .mapping {
            let map = try node.mapping(allowing: keys)
            var control = ControlDescription()
            if let value = map["events"] { control.tracedEvents = try events(value) }
            if let value = map["enabled"] { control.isEnabled = try value.bool() }
            if let value = map["selected"] { control.isSelected = try value.bool() }
            if let value = map["changesSelection"] { control.changesSelection = try value.bool() }
            if let value = map["kind"] { control.kind = try value.choice(ControlKind.self) }
            control.values = try ValueControlSettings.decode(map, kind: control.kind)
            return control
        }
        return try node.bool() ? ControlDescription() : nil
    }

    /// `all` or a list of event names.
    static func events(_ node: SceneNode) throws(SceneError) -> Control.Events {
        if node.kind == .scalar {
            guard try node.string() == "all" else { throw node.error("expected \"all\" or a list of event names") }
            return .allEvents
        }
        var events: Control.Events = []
        for element in try node.sequence() {
            let name = try element.string()
            guard let event = Control.Events(name: name) else {
                let names = Control.Events.named.map(\.name)
                let hint = SceneNode.closest(to: name, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw element.error("unknown control event \"\(name)\"\(hint); one of \(names.joined(separator: ", "))")
            }
            events.insert(event)
        }
        return events
    }

    /// A fresh control of the description's kind with its settings.
    func makeControl(id: String, frame: Rect) -> Control {
        let control = kind.makeControl(id: id, frame: frame)
        values.apply(to: control)
        apply(to: control)
        return control
    }

    /// Applies the state to a fresh control.
    func apply(to control: Control) {
        control.isEnabled = isEnabled
        control.isSelected = isSelected
        control.changesSelectionAsPrimaryAction = changesSelection
    }
}
