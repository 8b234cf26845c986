import InputEvents
import TouchReplay

/// A device that ``Synthesizer`` writes recordings for: its description and
/// how it reports positions.
///
/// Four are built in (``multiTouchScreen``, ``singleTouchScreen``,
/// ``mouse``, ``pen``); any evemu description can be used through
/// ``init(description:)``.
public struct SynthDevice: Hashable, Sendable {
    /// How a device reports contacts, read from its description.
    public enum Kind: String, Hashable, Sendable {
        /// Multi-touch protocol B: slots and tracking ids (`ABS_MT_SLOT`).
        case multiTouchSlots
        /// Multi-touch protocol A: anonymous contacts ended by `SYN_MT_REPORT`.
        case multiTouchAnonymous
        /// One contact through `ABS_X`/`ABS_Y` and `BTN_TOUCH`.
        case singleTouch
        /// A relative pointer (`REL_X`/`REL_Y`) with a left button.
        case relativePointer
        /// A pen (`BTN_TOOL_PEN`) on `ABS_X`/`ABS_Y`, with `ABS_PRESSURE` and tilt where it has them.
        case pen
    }

    /// The evdev description written at the top of the recording.
    public var description: DeviceDescription
    /// How the device reports contacts.
    public let kind: Kind
    /// The file the description was read from; nil for a built-in device.
    public var sourcePath: String?
    /// The node the device was recorded from (a `libinput record` file's `node:`), which a
    /// scene's `devices` entries may match and a recording of several devices names; nil when unknown.
    public var node: String?
    /// The udev properties the recording kept for the device (`LIBINPUT_CALIBRATION_MATRIX`, …).
    public var udevProperties: [String: String] = [:]

    /// A device from an evdev description; nil when it is neither a touch device, a pen nor a mouse.
    public init?(description: DeviceDescription) {
        self.description = description
        if description.supports(.absolute, code: AbsoluteAxis.multiTouchPositionX),
            description.supports(.absolute, code: AbsoluteAxis.multiTouchPositionY)
        {
            kind = description.supports(.absolute, code: AbsoluteAxis.multiTouchSlot) ? .multiTouchSlots : .multiTouchAnonymous
        } else if description.supports(.absolute, code: AbsoluteAxis.x), description.supports(.absolute, code: AbsoluteAxis.y) {
            kind = description.supports(.key, code: KeyCode.buttonToolPen) ? .pen : .singleTouch
        } else if description.supports(.relative, code: RelativeAxis.x), description.supports(.relative, code: RelativeAxis.y),
            description.supports(.key, code: KeyCode.buttonLeft)
        {
            kind = .relativePointer
        } else {
            return nil
        }
    }

    /// How many fingers the device can report at once (1 for single touch, mice and pens).
    public var maximumContacts: Int {
        switch kind {
        case .multiTouchSlots:
            let slots = description.absoluteAxes[AbsoluteAxis.multiTouchSlot]
            return slots.map { Int($0.maximum) - Int($0.minimum) + 1 } ?? 1
        case .multiTouchAnonymous: return 10
        case .singleTouch, .relativePointer, .pen: return 1
        }
    }

    /// Whether the device writes contacts of `tool`: a touchscreen a finger, a pen its tip and
    /// eraser, a mouse its pointer (what decides the device of a step that names none in a
    /// script of several devices, docs/synth.md).
    public func writes(_ tool: SynthTouch.Tool) -> Bool {
        switch (tool, kind) {
        case (.finger, .multiTouchSlots), (.finger, .multiTouchAnonymous), (.finger, .singleTouch), (.pen, .pen), (.eraser, .pen),
             (.mouse, .relativePointer): true
        default: false
        }
    }

    /// The axes that carry positions (X, Y), or nil for relative devices.
    var positionAxes: (x: AbsoluteAxisInfo, y: AbsoluteAxisInfo)? {
        let codes: (UInt16, UInt16)
        switch kind {
        case .multiTouchSlots, .multiTouchAnonymous: codes = (AbsoluteAxis.multiTouchPositionX, AbsoluteAxis.multiTouchPositionY)
        case .singleTouch, .pen: codes = (AbsoluteAxis.x, AbsoluteAxis.y)
        case .relativePointer: return nil
        }
        guard let x = description.absoluteAxes[codes.0], let y = description.absoluteAxes[codes.1] else { return nil }
        return (x, y)
    }

    /// The built-in device names accepted by scripts and the CLI, in a stable order.
    public static let builtInNames = ["multitouch", "singletouch", "mouse", "pen"]

    /// The built-in device called `name` (one of ``builtInNames``).
    public static func builtIn(named name: String) -> SynthDevice? {
        switch name {
        case "multitouch": multiTouchScreen
        case "singletouch": singleTouchScreen
        case "mouse": mouse
        case "pen": pen
        default: nil
        }
    }
}

extension SynthDevice {
    /// A direct touchscreen using protocol B with 10 slots, modelled on the
    /// Atmel maXTouch (I²C bus, no resolution) with a 4096×4096 unit grid.
    public static let multiTouchScreen: SynthDevice = {
        let position = AbsoluteAxisInfo(minimum: 0, maximum: 4095)
        let description = DeviceDescription(
            name: "TouchReplay Virtual maXTouch Screen",
            identifier: DeviceIdentifier(busType: 0x18, vendor: 0, product: 0, version: 0),
            properties: [InputProperty.direct],
            codes: [
                .synchronization: [SynchronizationCode.report, SynchronizationCode.config, SynchronizationCode.multiTouchReport, SynchronizationCode.dropped],
                .key: [KeyCode.buttonTouch],
                .absolute: [
                    AbsoluteAxis.x, AbsoluteAxis.y, AbsoluteAxis.multiTouchSlot, AbsoluteAxis.multiTouchPositionX,
                    AbsoluteAxis.multiTouchPositionY, AbsoluteAxis.multiTouchToolType, AbsoluteAxis.multiTouchTrackingID,
                ],
            ],
            absoluteAxes: [
                AbsoluteAxis.x: position, AbsoluteAxis.y: position,
                AbsoluteAxis.multiTouchSlot: AbsoluteAxisInfo(minimum: 0, maximum: 9),
                AbsoluteAxis.multiTouchPositionX: position, AbsoluteAxis.multiTouchPositionY: position,
                AbsoluteAxis.multiTouchToolType: AbsoluteAxisInfo(minimum: 0, maximum: 2),
                AbsoluteAxis.multiTouchTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
            ]
        )
        return SynthDevice(description: description)!
    }()

    /// A direct single-touch screen (`ABS_X`/`ABS_Y`, `BTN_TOUCH`), USB, 2048×2048 units.
    public static let singleTouchScreen: SynthDevice = {
        let position = AbsoluteAxisInfo(minimum: 0, maximum: 2047)
        let description = DeviceDescription(
            name: "TouchReplay Virtual Single-Touch Screen",
            identifier: DeviceIdentifier(busType: 0x03, vendor: 0, product: 0, version: 0),
            properties: [InputProperty.direct],
            codes: [
                .synchronization: [SynchronizationCode.report, SynchronizationCode.config, SynchronizationCode.multiTouchReport, SynchronizationCode.dropped],
                .key: [KeyCode.buttonTouch],
                .absolute: [AbsoluteAxis.x, AbsoluteAxis.y],
            ],
            absoluteAxes: [AbsoluteAxis.x: position, AbsoluteAxis.y: position]
        )
        return SynthDevice(description: description)!
    }()

    /// A USB mouse with relative motion, a wheel and three buttons.
    public static let mouse: SynthDevice = {
        let description = DeviceDescription(
            name: "TouchReplay Virtual Mouse",
            identifier: DeviceIdentifier(busType: 0x03, vendor: 0, product: 0, version: 0),
            codes: [
                .synchronization: [SynchronizationCode.report, SynchronizationCode.config, SynchronizationCode.multiTouchReport, SynchronizationCode.dropped],
                .key: [KeyCode.buttonLeft, KeyCode.buttonRight, KeyCode.buttonMiddle],
                .relative: [RelativeAxis.x, RelativeAxis.y, RelativeAxis.wheel],
            ]
        )
        return SynthDevice(description: description)!
    }()
}
