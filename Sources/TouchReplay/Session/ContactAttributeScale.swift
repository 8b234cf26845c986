import GestureEngine
import InputEvents
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// How one device's raw contact values become a touch's attributes in UIKit's
/// units: pressure → `force`, touch major → `majorRadius` in points, tilt →
/// `altitudeAngle` and `azimuthAngle`. Worked out once per device from its axes.
///
/// - Force: the pressure's fraction of its axis range times
///   ``maximumPossibleForce``, 20/3: the `maximumPossibleForce` measured on
///   3D Touch iPhones ("Exploring Apple's 3D Touch", r. kevin nelson, 2015),
///   where 1.0 is "the force of an average touch" (Apple's `UITouch.force`).
///   Our decision: one scale for every device, as nothing says how hard a
///   Linux device's full range is.
/// - Radius: half of `ABS_MT_TOUCH_MAJOR` (a diameter, kernel
///   Documentation/input/multi-touch-protocol.rst) in points; through
///   millimetres when both the size and the x position axis have a
///   resolution, else in position-axis units, times the mapping's points per
///   unit. The tolerance is half a unit of the size axis in points.
/// - Angles: tilt in radians is value / resolution (the kernel's unit for
///   `ABS_TILT_*` is units per radian); without a resolution the axis's ends
///   stand for ±64° (the Wacom range; our decision). Tilts become altitude and
///   azimuth by the W3C Pointer Events conversion (Level 3, "Converting between
///   tiltX/tiltY and altitudeAngle/azimuthAngle").
public struct ContactAttributeScale: Hashable, Sendable {
    /// The force of a pressure axis at its maximum: 20/3.
    public static let maximumPossibleForce = 20.0 / 3.0
    /// The tilt an axis's extreme stands for when it reports no resolution: 64°.
    public static let defaultMaximumTilt = 64.0 * Double.pi / 180

    private var pressureMinimum = 0.0
    private var pressureSpan = 0.0
    private var pointsPerMajorUnit = 0.0
    private var tiltScaleX = 0.0
    private var tiltScaleY = 0.0

    /// The scale of `device` mapped with `mapping`.
    public init(device: DeviceDescription, mapping: ScreenMapping) {
        let capabilities = device.capabilities
        if let pressure = capabilities.pressureAxis, pressure.maximum > pressure.minimum {
            pressureMinimum = Double(pressure.minimum)
            pressureSpan = Double(Int64(pressure.maximum) - Int64(pressure.minimum))
        }
        if let major = capabilities.touchMajorAxis, major.maximum > major.minimum, let x = capabilities.xAxis, let y = capabilities.yAxis {
            let transform = mapping.absoluteTransform(x: x, y: y)
            let origin = transform.point(x: 0, y: 0)
            let step = transform.point(x: 1, y: 0)
            let pointsPerUnit = ((step.x - origin.x) * (step.x - origin.x) + (step.y - origin.y) * (step.y - origin.y)).squareRoot()
            let unitsPerMajorUnit = major.resolution > 0 && x.resolution > 0 ? Double(x.resolution) / Double(major.resolution) : 1
            pointsPerMajorUnit = pointsPerUnit * unitsPerMajorUnit
        }
        tiltScaleX = Self.tiltScale(device.absoluteAxes[AbsoluteAxis.tiltX])
        tiltScaleY = Self.tiltScale(device.absoluteAxes[AbsoluteAxis.tiltY])
    }

    /// Why `device`'s axes give some attributes no value, one line each:
    /// a pressure or touch-size axis whose minimum is not below its maximum.
    public static func problems(of device: DeviceDescription) -> [String] {
        let capabilities = device.capabilities
        var problems: [String] = []
        let pressureName = capabilities.slotCount != nil || device.supports(.absolute, code: AbsoluteAxis.multiTouchPositionX)
            ? "ABS_MT_PRESSURE" : "ABS_PRESSURE"
        if let pressure = capabilities.pressureAxis, pressure.minimum >= pressure.maximum {
            problems.append("\(pressureName) range \(pressure.minimum)..\(pressure.maximum) is empty: touches carry no force")
        }
        if let major = capabilities.touchMajorAxis, major.minimum >= major.maximum {
            problems.append("ABS_MT_TOUCH_MAJOR range \(major.minimum)..\(major.maximum) is empty: touches carry no radius")
        }
        return problems
    }

    private static func tiltScale(_ axis: AbsoluteAxisInfo?) -> Double {
        axis.map(radiansPerTiltUnit) ?? 0
    }

    /// The radians one unit of a tilt axis stands for: 1 / its resolution, or
    /// ``defaultMaximumTilt`` over its farther end when it reports no resolution (0 for an empty axis).
    public static func radiansPerTiltUnit(_ axis: AbsoluteAxisInfo) -> Double {
        if axis.resolution > 0 { return 1 / Double(axis.resolution) }
        let extreme = max(abs(Double(axis.minimum)), abs(Double(axis.maximum)))
        return extreme > 0 ? defaultMaximumTilt / extreme : 0
    }

    /// The attributes of `contact`.
    @inline(__always) public func attributes(of contact: Contact) -> TouchAttributes {
        var attributes = TouchAttributes.finger
        switch contact.tool {
        case .finger: break
        case .pointer: attributes.type = .indirectPointer
        case .pen, .eraser: attributes.type = .pencil
        }
        attributes.isEraser = contact.tool == .eraser
        attributes.buttons = ButtonMask(rawValue: Int(contact.buttons))
        if let pressure = contact.pressure, pressureSpan > 0 {
            let fraction = Swift.min(Swift.max((Double(pressure) - pressureMinimum) / pressureSpan, 0), 1)
            attributes.force = fraction * Self.maximumPossibleForce
            attributes.maximumPossibleForce = Self.maximumPossibleForce
        }
        if let major = contact.touchMajor, pointsPerMajorUnit > 0 {
            attributes.majorRadius = Double(Swift.max(major, 0)) * pointsPerMajorUnit / 2
            attributes.majorRadiusTolerance = pointsPerMajorUnit / 2
        }
        if let tilt = contact.tilt {
            let angles = Self.angles(tiltX: Double(tilt.x) * tiltScaleX, tiltY: Double(tilt.y) * tiltScaleY)
            attributes.altitudeAngle = angles.altitude
            attributes.azimuthAngle = angles.azimuth
        }
        return attributes
    }

    /// Altitude and azimuth (radians) of a pen tilted by `tiltX` and `tiltY`
    /// radians, as the W3C Pointer Events conversion gives them: azimuth in
    /// 0..<2π from the positive x axis, clockwise on a screen whose y grows
    /// downwards; altitude π/2 when upright.
    public static func angles(tiltX: Double, tiltY: Double) -> (altitude: Double, azimuth: Double) {
        let tanX = tan(tiltX)
        let tanY = tan(tiltY)
        guard tanX != 0 || tanY != 0 else { return (Double.pi / 2, 0) }
        var azimuth = atan2(tanY, tanX)
        if azimuth < 0 { azimuth += 2 * Double.pi }
        let altitude = atan(1 / (tanX * tanX + tanY * tanY).squareRoot())
        return (altitude, azimuth)
    }
}
