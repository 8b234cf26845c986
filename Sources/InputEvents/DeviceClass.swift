/// What kind of input device a `DeviceDescription` describes, as far as
/// TouchReplay is concerned: the touchscreens and mice it decodes, and the
/// kinds it recognises but does not attach to.
///
/// `DeviceDescription.classification` decides the class; its rules are listed
/// there and in docs/input-events.md.
public enum DeviceClass: String, Hashable, Sendable, CaseIterable {
    /// A touchscreen speaking multi-touch protocol B (`ABS_MT_SLOT` and `ABS_MT_TRACKING_ID`).
    case multiTouchScreen
    /// A touchscreen speaking multi-touch protocol A (MT position axes without `ABS_MT_SLOT`; `SYN_MT_REPORT` blocks).
    case multiTouchScreenProtocolA
    /// A touchscreen with one contact (`ABS_X`/`ABS_Y` and `BTN_TOUCH`, no MT axes, no `BTN_LEFT`).
    case singleTouchScreen
    /// A mouse (`REL_X`/`REL_Y` and a mouse button).
    case relativeMouse
    /// A pointer with absolute axes and a left button, with or without `BTN_TOUCH` (VM tablets, some digitisers).
    case absolutePointer
    /// A touchpad (`INPUT_PROP_POINTER`, or `BTN_TOOL_FINGER` without `INPUT_PROP_DIRECT`); not attachable.
    case touchpad
    /// A pen tablet or pen display (`BTN_TOOL_PEN` or `BTN_STYLUS`), mapped onto the screen like a touchscreen.
    case penTablet
    /// A keyboard or a device with keys only; not attachable.
    case keyboard
    /// Anything else (joysticks, accelerometers, switches, semi-MT pads, …); not attachable.
    case other

    /// Whether TouchReplay can decode this class into contact frames.
    public var isAttachable: Bool {
        switch self {
        case .multiTouchScreen, .multiTouchScreenProtocolA, .singleTouchScreen, .relativeMouse, .absolutePointer, .penTablet: true
        case .touchpad, .keyboard, .other: false
        }
    }

    /// Whether this is one of the touchscreen classes.
    public var isTouchscreen: Bool {
        self == .multiTouchScreen || self == .multiTouchScreenProtocolA || self == .singleTouchScreen
    }

    /// A few words for listings, such as "multi-touch screen (protocol B)".
    public var displayName: String {
        switch self {
        case .multiTouchScreen: "multi-touch screen (protocol B)"
        case .multiTouchScreenProtocolA: "multi-touch screen (protocol A)"
        case .singleTouchScreen: "single-touch screen"
        case .relativeMouse: "mouse"
        case .absolutePointer: "absolute pointer"
        case .touchpad: "touchpad"
        case .penTablet: "pen tablet"
        case .keyboard: "keyboard"
        case .other: "other device"
        }
    }
}

/// The class of a device and why it got it.
public struct DeviceClassification: Hashable, Sendable, CustomStringConvertible {
    /// The device's name, for messages.
    public var deviceName: String
    /// The class.
    public var deviceClass: DeviceClass
    /// The evidence for the class, such as "INPUT_PROP_DIRECT, ABS_MT_SLOT 0-9 and ABS_MT_TRACKING_ID".
    public var reason: String

    /// A classification from its parts.
    public init(deviceName: String, deviceClass: DeviceClass, reason: String) {
        self.deviceName = deviceName
        self.deviceClass = deviceClass
        self.reason = reason
    }

    /// Whether TouchReplay can attach to the device.
    public var attachable: Bool { deviceClass.isAttachable }

    /// One line: `"Name": class (reason)`, plus why it cannot be attached when it cannot.
    public var description: String {
        let line = "\"\(deviceName)\": \(deviceClass.displayName) (\(reason))"
        return attachable ? line : line + "; not attachable: TouchReplay reads touchscreens, mice and pens"
    }
}
