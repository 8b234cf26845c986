import Foundation
import InputEvents
import TouchReplay

extension Synthesizer {
    /// A pen's last values written, so that only changes are sent (as the input core filters them).
    struct PenAxes {
        var x: Int32?, y: Int32?, pressure: Int32?, tiltX: Int32?, tiltY: Int32?
    }

    /// A pen device: the stroke's end (`BTN_TOOL_PEN`, or `BTN_TOOL_RUBBER` for the
    /// eraser) comes into range in its first report with its position, tilt and
    /// pressure, and `BTN_TOUCH` 1 unless the stroke hovers (no button); changed
    /// axes follow; in the report after its last keyframe `BTN_TOUCH` 0 and
    /// `ABS_PRESSURE` at its minimum lift the tip, and the tool leaves range.
    func writePen<Failure: Error>(_ placed: [Placed], into w: inout FrameWriter, _ emit: (InputEvent) throws(Failure) -> Void) throws(Failure) {
        let d = device.description
        let pressureAxis = d.absoluteAxes[AbsoluteAxis.pressure]
        let tiltAxes = (x: d.absoluteAxes[AbsoluteAxis.tiltX], y: d.absoluteAxes[AbsoluteAxis.tiltY])
        var last = PenAxes()
        func send(_ code: UInt16, _ value: Int32, _ previous: inout Int32?) {
            if previous != value { w.add(.absolute, code, value) }
            previous = value
        }
        func write(_ index: Int, at tick: Int) {
            let time = timestamp(tick).seconds
            let stroke = placed[index].stroke
            let p = deviceUnits(stroke.point(at: time))
            send(AbsoluteAxis.x, p.x, &last.x)
            send(AbsoluteAxis.y, p.y, &last.y)
            let sample = stroke.penSample(at: time)
            if let axis = tiltAxes.x { send(AbsoluteAxis.tiltX, Self.tiltUnits(sample.tiltX, axis), &last.tiltX) }
            if let axis = tiltAxes.y { send(AbsoluteAxis.tiltY, Self.tiltUnits(sample.tiltY, axis), &last.tiltY) }
            if let pressureAxis, stroke.button != 0 { send(AbsoluteAxis.pressure, Self.pressureUnits(sample.pressure, pressureAxis), &last.pressure) }
        }
        func tool(_ index: Int) -> UInt16 { placed[index].stroke.eraser ? KeyCode.buttonToolRubber : KeyCode.buttonToolPen }
        try forEachReport(placed) { (report: Report) throws(Failure) in
            let tick = report.tick
            for index in report.lifting {
                if placed[index].stroke.button != 0 {
                    if let pressureAxis { send(AbsoluteAxis.pressure, pressureAxis.minimum, &last.pressure) }
                    w.add(.key, KeyCode.buttonTouch, 0)
                }
                w.add(.key, tool(index), 0)
            }
            for index in report.moving { write(index, at: tick) }
            for index in report.starting {
                write(index, at: tick)
                w.add(.key, tool(index), 1)
                if placed[index].stroke.button != 0 { w.add(.key, KeyCode.buttonTouch, 1) }
            }
            try w.flush(at: timestamp(tick), emit)
        }
    }

    /// Pressure 0…1 in the axis's units: `min + round(p · (max − min))`.
    static func pressureUnits(_ pressure: Double, _ axis: AbsoluteAxisInfo) -> Int32 {
        let raw = Double(axis.minimum) + (pressure * (Double(axis.maximum) - Double(axis.minimum))).rounded()
        return Int32(min(max(raw, Double(axis.minimum)), Double(axis.maximum)))
    }

    /// A tilt in degrees in the axis's units (the inverse of how replays read it), clamped to the axis.
    static func tiltUnits(_ degrees: Double, _ axis: AbsoluteAxisInfo) -> Int32 {
        guard let scale = TiltScale(axis) else { return axis.minimum }
        let raw = scale.units(radians: degrees * Double.pi / 180).rounded()
        return Int32(min(max(raw, Double(axis.minimum)), Double(axis.maximum)))
    }
}
