import GestureEngine

/// The control classes a scene's `control: {kind: …}` makes.
public enum ControlKind: String, Hashable, Sendable, CaseIterable {
    /// A plain control (`Control`, UIKit's `UIControl` as a button uses it).
    case button
    /// A slider (`Slider`, UIKit's `UISlider`).
    case slider
    /// An on/off switch (`Switch`, UIKit's `UISwitch`).
    case `switch`
    /// A minus/plus stepper (`Stepper`, UIKit's `UIStepper`).
    case stepper

    /// The keys of ``ValueControlSettings`` the kind takes.
    var valueKeys: [String] {
        switch self {
        case .button: []
        case .slider: ["value", "minimum", "maximum", "continuous"]
        case .switch: ["on"]
        case .stepper: ["value", "minimum", "maximum", "step", "continuous", "wraps", "autorepeat"]
        }
    }

    /// A fresh control of the kind with the class's defaults.
    func makeControl(id: String, frame: Rect) -> Control {
        switch self {
        case .button: Control(id: id, frame: frame)
        case .slider: Slider(id: id, frame: frame)
        case .switch: Switch(id: id, frame: frame)
        case .stepper: Stepper(id: id, frame: frame)
        }
    }
}

/// A value control's settings in a scene; each nil keeps the class's default.
public struct ValueControlSettings: Hashable, Sendable {
    /// The starting `value` (slider, stepper).
    public var value: Double?
    /// `minimumValue` (slider, stepper).
    public var minimum: Double?
    /// `maximumValue` (slider, stepper).
    public var maximum: Double?
    /// `stepValue` (stepper).
    public var step: Double?
    /// `isContinuous` (slider, stepper).
    public var isContinuous: Bool?
    /// `wraps` (stepper).
    public var wraps: Bool?
    /// `autorepeat` (stepper).
    public var autorepeat: Bool?
    /// `isOn` (switch).
    public var isOn: Bool?

    /// Settings that keep every default.
    public init() {}

    /// Every key some kind takes, each once.
    static let allKeys = ["value", "minimum", "maximum", "step", "continuous", "wraps", "autorepeat", "on"]

    /// Decodes the value keys of a `control` mapping; a key the kind does not take is an error.
    static func decode(_ map: SceneMapping, kind: ControlKind) throws(SceneError) -> ValueControlSettings {
        for entry in map where allKeys.contains(entry.key) && !kind.valueKeys.contains(entry.key) {
            throw entry.keyNode.error("\"\(entry.key)\" does not apply to a \(kind.rawValue) control")
        }
        var settings = ValueControlSettings()
        if let node = map["minimum"] { settings.minimum = try node.double() }
        if let node = map["maximum"] { settings.maximum = try node.double() }
        let low = settings.minimum ?? 0, high = settings.maximum ?? (kind == .stepper ? 100 : 1)
        if let node = map["maximum"], high < low { throw node.error("must be at least minimum (\(low)), got \(high)") }
        if let node = map["value"] { settings.value = try node.double(in: low...high) }
        if let node = map["step"] {
            let step = try node.double()
            guard step > 0 else { throw node.error("must be more than 0, got \(step)") }
            settings.step = step
        }
        if let node = map["continuous"] { settings.isContinuous = try node.bool() }
        if let node = map["wraps"] { settings.wraps = try node.bool() }
        if let node = map["autorepeat"] { settings.autorepeat = try node.bool() }
        if let node = map["on"] { settings.isOn = try node.bool() }
        return settings
    }

    /// Sets what is given on `control` (limits before the value).
    func apply(to control: Control) {
        if let slider = control as? Slider {
            if let maximum { slider.maximumValue = maximum }
            if let minimum { slider.minimumValue = minimum }
            if let value { slider.value = value }
            if let isContinuous { slider.isContinuous = isContinuous }
        } else if let stepper = control as? Stepper {
            if let maximum { stepper.maximumValue = maximum }
            if let minimum { stepper.minimumValue = minimum }
            if let value { stepper.value = value }
            if let step { stepper.stepValue = step }
            if let isContinuous { stepper.isContinuous = isContinuous }
            if let wraps { stepper.wraps = wraps }
            if let autorepeat { stepper.autorepeat = autorepeat }
        } else if let toggle = control as? Switch, let isOn {
            toggle.isOn = isOn
        }
    }
}
