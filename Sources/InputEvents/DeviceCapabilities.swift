/// What a device can report, in the terms a `devices` listing prints: slot
/// count, position ranges, resolution and physical size, pressure and
/// touch size axes.
public struct DeviceCapabilities: Hashable, Sendable, CustomStringConvertible {
    /// Protocol B slots (`ABS_MT_SLOT` maximum - minimum + 1); nil when the device has no slots.
    public var slotCount: Int?
    /// The X axis positions are read from (`ABS_MT_POSITION_X` on MT devices, else `ABS_X`).
    public var xAxis: AbsoluteAxisInfo?
    /// The Y axis positions are read from (`ABS_MT_POSITION_Y` on MT devices, else `ABS_Y`).
    public var yAxis: AbsoluteAxisInfo?
    /// The pressure axis (`ABS_MT_PRESSURE` on MT devices, else `ABS_PRESSURE`).
    public var pressureAxis: AbsoluteAxisInfo?
    /// The touch size axis (`ABS_MT_TOUCH_MAJOR`).
    public var touchMajorAxis: AbsoluteAxisInfo?

    /// The capabilities of `device`.
    public init(_ device: DeviceDescription) {
        let multiTouch = device.supports(.absolute, code: AbsoluteAxis.multiTouchPositionX)
            && device.supports(.absolute, code: AbsoluteAxis.multiTouchPositionY)
            && !device.supports(.absolute, code: AbsoluteAxis.multiTouchSlot - 1)
        if multiTouch, device.supports(.absolute, code: AbsoluteAxis.multiTouchSlot),
           let slot = device.absoluteAxes[AbsoluteAxis.multiTouchSlot] {
            slotCount = max(Int(slot.maximum) - Int(slot.minimum) + 1, 0)
        }
        xAxis = device.absoluteAxes[multiTouch ? AbsoluteAxis.multiTouchPositionX : AbsoluteAxis.x]
        yAxis = device.absoluteAxes[multiTouch ? AbsoluteAxis.multiTouchPositionY : AbsoluteAxis.y]
        pressureAxis = device.absoluteAxes[multiTouch ? AbsoluteAxis.multiTouchPressure : AbsoluteAxis.pressure]
        touchMajorAxis = multiTouch ? device.absoluteAxes[AbsoluteAxis.multiTouchTouchMajor] : nil
    }

    /// Width and height in millimetres, `(max - min) / resolution` as libinput
    /// computes them; nil when an axis is missing or reports no resolution.
    public var physicalSize: (width: Double, height: Double)? {
        guard let x = xAxis, let y = yAxis, x.resolution > 0, y.resolution > 0 else { return nil }
        return (Double(Int64(x.maximum) - Int64(x.minimum)) / Double(x.resolution),
                Double(Int64(y.maximum) - Int64(y.minimum)) / Double(y.resolution))
    }

    /// One line such as `10 slots, x 0..799, y 0..479, no resolution`.
    public var description: String {
        var parts: [String] = []
        if let slotCount { parts.append(slotCount == 1 ? "1 slot" : "\(slotCount) slots") }
        if let x = xAxis { parts.append("x \(x.minimum)..\(x.maximum)") }
        if let y = yAxis { parts.append("y \(y.minimum)..\(y.maximum)") }
        if xAxis != nil || yAxis != nil {
            if let size = physicalSize, let x = xAxis, let y = yAxis {
                parts.append("\(x.resolution)x\(y.resolution) units/mm, \(millimetres(size.width))x\(millimetres(size.height)) mm")
            } else {
                parts.append("no resolution")
            }
        }
        if let pressure = pressureAxis { parts.append("pressure \(pressure.minimum)..\(pressure.maximum)") }
        if let major = touchMajorAxis { parts.append("touch major \(major.minimum)..\(major.maximum)") }
        return parts.isEmpty ? "no absolute axes" : parts.joined(separator: ", ")
    }

    private func millimetres(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(tenths / 10)"
    }
}

extension DeviceDescription {
    /// What the device can report (slots, axis ranges, resolution), for listings and the decoder.
    public var capabilities: DeviceCapabilities { DeviceCapabilities(self) }
}
