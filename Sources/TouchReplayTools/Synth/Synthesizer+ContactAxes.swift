import GestureEngine
import InputEvents
import TouchReplay

extension Synthesizer {
    /// The mapping positions go through: ``mapping``, or the whole device onto ``screen``.
    var effectiveMapping: ScreenMapping {
        mapping ?? ScreenMapping(screenSize: ScreenSize(width: screen.width, height: screen.height))
    }
}

/// The units of a touchscreen's pressure and size axes, for the attributes a sampled
/// stroke carries: the inverse of how replays read them (TouchReplay's `ContactAttributeScale`).
struct ContactAttributeUnits {
    /// `ABS_MT_PRESSURE` (or `ABS_PRESSURE`), nil when the device has none.
    let pressureAxis: AbsoluteAxisInfo?
    /// `ABS_MT_TOUCH_MAJOR`, nil when the device has none.
    let touchMajorAxis: AbsoluteAxisInfo?
    /// Points of radius per unit of `ABS_MT_TOUCH_MAJOR` (0 when it cannot be worked out).
    let radiusPerMajorUnit: Double

    init(device: DeviceDescription, mapping: ScreenMapping) {
        let capabilities = device.capabilities
        pressureAxis = capabilities.pressureAxis
        touchMajorAxis = capabilities.touchMajorAxis
        // Read off the replay's own scale: the radius one unit of touch major gives.
        let probe = Contact(id: 0, phase: .moved, x: 0, y: 0, touchMajor: 1_000)
        radiusPerMajorUnit = ContactAttributeScale(device: device, mapping: mapping).attributes(of: probe).majorRadius / 1_000
    }

    /// `ABS_MT_TOUCH_MAJOR` units for a radius in points, clamped to the axis.
    func majorUnits(_ radius: Double) -> Int32? {
        guard let axis = touchMajorAxis, radiusPerMajorUnit > 0 else { return nil }
        return Synthesizer.clamped(radius / radiusPerMajorUnit, axis)
    }
}

/// The pressure and size a slot last sent, so that only changes are written (as the input core filters them).
struct ContactAxes {
    private var pressure: Int32?
    private var touchMajor: Int32?

    /// Appends to `events` the multi-touch pressure and touch major of `stroke` at `time`
    /// that changed, for strokes that carry them on a device that has the axes.
    mutating func write(_ stroke: SynthStroke, at time: Double, scale: ContactAttributeUnits, into events: inout [(UInt16, Int32)]) {
        if stroke.penSamples != nil, let axis = scale.pressureAxis {
            let value = Synthesizer.pressureUnits(stroke.penSample(at: time).pressure, axis)
            if value != pressure { events.append((AbsoluteAxis.multiTouchPressure, value)) }
            pressure = value
        }
        if let radius = stroke.radius(at: time), let value = scale.majorUnits(radius) {
            if value != touchMajor { events.append((AbsoluteAxis.multiTouchTouchMajor, value)) }
            touchMajor = value
        }
    }
}
