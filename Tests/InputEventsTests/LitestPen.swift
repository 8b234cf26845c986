import InputEvents

/// libinput's test device `LITEST_WACOM_INTUOS` (test/litest-device-wacom-intuos5-pen.c)
/// and its litest helpers, so that libinput's tablet tests read almost line for line:
/// positions and axes are given in percent of their range (`litest_scale`), and each
/// helper sends the events litest sends, one frame each.
struct LitestPen {
    /// The Intuos5 pen's description: x 0..44704 and y 0..27940 at 200 units/mm,
    /// pressure 0..2047, distance 0..63, tilt 0..127 without a resolution.
    static func intuos5(tilt: AbsoluteAxisInfo = AbsoluteAxisInfo(minimum: 0, maximum: 127)) -> DeviceDescription {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 44704, fuzz: 4, resolution: 200),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 27940, fuzz: 4, resolution: 200),
            AbsoluteAxis.pressure: AbsoluteAxisInfo(minimum: 0, maximum: 2047),
            AbsoluteAxis.distance: AbsoluteAxisInfo(minimum: 0, maximum: 63),
            AbsoluteAxis.tiltX: tilt,
            AbsoluteAxis.tiltY: tilt,
        ]
        return DeviceDescription(
            name: "Wacom Intuos5 touch M Pen",
            codes: [.synchronization: [0], .key: [KeyCode.buttonToolPen, KeyCode.buttonToolRubber, KeyCode.buttonTouch,
                                                  KeyCode.buttonStylus, KeyCode.buttonStylus2],
                    .absolute: CodeSet(axes.keys)],
            absoluteAxes: axes)
    }

    let device: DeviceDescription
    var script = EventScript()
    /// The axes litest fills in (`struct axis_replacement`), in percent.
    var distance = 0.0
    var pressure = 0.0
    var tiltX = 0.0
    var tiltY = 0.0

    init(device: DeviceDescription = Self.intuos5()) { self.device = device }

    /// `litest_scale`: `percent` of the axis's range above its minimum, truncated.
    func scaled(_ code: UInt16, _ percent: Double) -> Int32 {
        let axis = device.absoluteAxes[code]!
        return Int32(Double(axis.maximum - axis.minimum) * percent / 100 + Double(axis.minimum))
    }

    /// The axis events of `tablet_motion_events`: position, distance, pressure, tilt.
    mutating func axes(_ x: Double, _ y: Double) {
        script.abs(AbsoluteAxis.x, scaled(AbsoluteAxis.x, x))
        script.abs(AbsoluteAxis.y, scaled(AbsoluteAxis.y, y))
        script.abs(AbsoluteAxis.distance, scaled(AbsoluteAxis.distance, distance))
        script.abs(AbsoluteAxis.pressure, scaled(AbsoluteAxis.pressure, pressure))
        if device.absoluteAxes[AbsoluteAxis.tiltX]!.maximum > device.absoluteAxes[AbsoluteAxis.tiltX]!.minimum {
            script.abs(AbsoluteAxis.tiltX, scaled(AbsoluteAxis.tiltX, tiltX))
            script.abs(AbsoluteAxis.tiltY, scaled(AbsoluteAxis.tiltY, tiltY))
        }
    }

    /// `litest_tablet_proximity_in`: the axes, then `BTN_TOOL_PEN` (or `BTN_TOOL_RUBBER`) 1.
    mutating func proximityIn(_ x: Double, _ y: Double, eraser: Bool = false) {
        axes(x, y)
        script.key(eraser ? KeyCode.buttonToolRubber : KeyCode.buttonToolPen, 1)
        script.report()
    }

    /// `litest_tablet_proximity_out`: every axis 0, then `BTN_TOOL_PEN` 0.
    mutating func proximityOut(eraser: Bool = false) {
        for code in [AbsoluteAxis.x, AbsoluteAxis.y, AbsoluteAxis.distance, AbsoluteAxis.tiltX, AbsoluteAxis.tiltY] {
            script.abs(code, 0)
        }
        script.key(eraser ? KeyCode.buttonToolRubber : KeyCode.buttonToolPen, 0)
        script.report()
    }

    /// In and out of proximity high above the tablet (distance 70 %) reading `pressure`:
    /// the proximity of libinput's pressure offset tests.
    mutating func passAbove(pressure: Double) {
        distance = 70
        self.pressure = pressure
        proximityIn(5, 100)
        proximityOut()
    }

    /// `litest_tablet_motion`.
    mutating func motion(_ x: Double, _ y: Double) {
        axes(x, y)
        script.report()
    }

    /// `litest_tablet_tip_down`: `BTN_TOUCH` 1, then the motion.
    mutating func tipDown(_ x: Double, _ y: Double) {
        script.key(KeyCode.buttonTouch, 1)
        motion(x, y)
    }

    /// `litest_tablet_tip_up`: `BTN_TOUCH` 0, then the motion.
    mutating func tipUp(_ x: Double, _ y: Double) {
        script.key(KeyCode.buttonTouch, 0)
        motion(x, y)
    }

    /// `litest_button_click`.
    mutating func button(_ code: UInt16, _ down: Bool) {
        script.key(code, down ? 1 : 0)
        script.report()
    }

    /// The events so far, forgotten once taken (as `litest_drain_events` empties the queue).
    mutating func take() -> [InputEvent] {
        defer { script.events.removeAll() }
        return script.events
    }
}

/// A screen of the Intuos5's own size in device units, so that screen points read as device units.
let intuosMapping = ScreenMapping(screenSize: ScreenSize(width: 44705, height: 27941))
