import InputEvents
import TouchReplay

extension SynthDevice {
    /// A direct pen display modelled on the Wacom Cintiq 13HD's pen: USB,
    /// `ABS_X`/`ABS_Y` 0–32767, `ABS_PRESSURE` 0–2047, `ABS_TILT_X`/`ABS_TILT_Y`
    /// −64…63 at 57 units per radian, `BTN_TOOL_PEN`, `BTN_TOOL_RUBBER`,
    /// `BTN_TOUCH` and a barrel button (`BTN_STYLUS`).
    public static let pen: SynthDevice = {
        let position = AbsoluteAxisInfo(minimum: 0, maximum: 32767)
        let tilt = AbsoluteAxisInfo(minimum: -64, maximum: 63, resolution: 57)
        let description = DeviceDescription(
            name: "TouchReplay Virtual Pen Display",
            identifier: DeviceIdentifier(busType: 0x03, vendor: 0, product: 0, version: 0),
            properties: [InputProperty.direct],
            codes: [
                .synchronization: [SynchronizationCode.report, SynchronizationCode.config, SynchronizationCode.multiTouchReport, SynchronizationCode.dropped],
                .key: [KeyCode.buttonToolPen, KeyCode.buttonToolRubber, KeyCode.buttonTouch, KeyCode.buttonStylus],
                .absolute: [AbsoluteAxis.x, AbsoluteAxis.y, AbsoluteAxis.pressure, AbsoluteAxis.tiltX, AbsoluteAxis.tiltY],
            ],
            absoluteAxes: [
                AbsoluteAxis.x: position, AbsoluteAxis.y: position,
                AbsoluteAxis.pressure: AbsoluteAxisInfo(minimum: 0, maximum: 2047),
                AbsoluteAxis.tiltX: tilt, AbsoluteAxis.tiltY: tilt,
            ]
        )
        return SynthDevice(description: description)!
    }()

    /// The tilt range in degrees the device's `ABS_TILT_X` (`y` false) or
    /// `ABS_TILT_Y` carries, as replays read it (`TiltScale`); nil without the axis or with an empty one.
    func tiltRange(y: Bool) -> ClosedRange<Double>? {
        guard let axis = description.absoluteAxes[y ? AbsoluteAxis.tiltY : AbsoluteAxis.tiltX] else { return nil }
        guard let scale = TiltScale(axis) else { return nil }
        return scale.radians(axis.minimum) * 180 / Double.pi...scale.radians(axis.maximum) * 180 / Double.pi
    }
}
