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
///   Linux device's full range is. The fraction is measured from the
///   contact's `Contact.pressureFloor` when the decoder sets one (a pen's
///   contact threshold or pressure offset, as libinput's `normalize_pressure`
///   measures from its lower threshold), else from the axis's minimum.
/// - Radius: half of `ABS_MT_TOUCH_MAJOR` (a diameter, kernel
///   Documentation/input/multi-touch-protocol.rst) in points; through
///   millimetres when both the size and the x position axis have a
///   resolution, else in position-axis units, times the mapping's points per
///   unit. The tolerance is half a unit of the size axis in points.
/// - Angles: tilt in radians as libinput reads it (``TiltScale``): value /
///   resolution on an axis centred on 0 with a resolution, else the axis's
///   range mapped onto ±64°. Tilts become altitude and azimuth by the W3C
///   Pointer Events conversion (Level 3, "Converting between tiltX/tiltY and
///   altitudeAngle/azimuthAngle").
public struct ContactAttributeScale: Hashable, Sendable {
    /// The force of a pressure axis at its maximum: 20/3.
    public static let maximumPossibleForce = 20.0 / 3.0

    private var hasPressure = false
    private var pressureMinimum = 0.0
    private var pressureMaximum = 0.0
    private var pointsPerMajorUnit = 0.0
    private var tiltX: TiltScale?
    private var tiltY: TiltScale?
    /// Whether the device gives no force, radius nor angles: each touch's attributes are then
    /// its tool's and buttons' alone (``toolAttributes(of:)``), as on most touchscreens.
    public private(set) var hasToolAttributesOnly = true

    /// The scale of `device` mapped with `mapping`.
    public init(device: DeviceDescription, mapping: ScreenMapping) {
        let capabilities = device.capabilities
        if let pressure = capabilities.pressureAxis, pressure.maximum > pressure.minimum {
            hasPressure = true
            pressureMinimum = Double(pressure.minimum)
            pressureMaximum = Double(pressure.maximum)
        }
        if let major = capabilities.touchMajorAxis, major.maximum > major.minimum, let x = capabilities.xAxis, let y = capabilities.yAxis {
            let transform = mapping.absoluteTransform(x: x, y: y)
            let origin = transform.point(x: 0, y: 0)
            let step = transform.point(x: 1, y: 0)
            let pointsPerUnit = ((step.x - origin.x) * (step.x - origin.x) + (step.y - origin.y) * (step.y - origin.y)).squareRoot()
            let unitsPerMajorUnit = major.resolution > 0 && x.resolution > 0 ? Double(x.resolution) / Double(major.resolution) : 1
            pointsPerMajorUnit = pointsPerUnit * unitsPerMajorUnit
        }
        tiltX = device.absoluteAxes[AbsoluteAxis.tiltX].flatMap(TiltScale.init)
        tiltY = device.absoluteAxes[AbsoluteAxis.tiltY].flatMap(TiltScale.init)
        hasToolAttributesOnly = !hasPressure && pointsPerMajorUnit == 0 && (tiltX == nil || tiltY == nil)
    }

    /// Why `device`'s axes give some attributes no value, one line each:
    /// a pressure or touch-size axis whose minimum is not below its maximum,
    /// a pen's tilt axis whose minimum equals its maximum.
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
        if let tilt = device.penTiltProblem { problems.append(tilt) }
        return problems
    }

    /// The attributes of `contact`.
    @inline(__always) public func attributes(of contact: Contact) -> TouchAttributes {
        var attributes = Self.toolAttributes(of: contact)
        if let pressure = contact.pressure, hasPressure {
            let floor = contact.pressureFloor.map(Double.init) ?? pressureMinimum
            let span = pressureMaximum - floor
            let fraction = span > 0 ? Swift.min(Swift.max((Double(pressure) - floor) / span, 0), 1) : 0
            attributes.force = fraction * Self.maximumPossibleForce
            attributes.maximumPossibleForce = Self.maximumPossibleForce
        }
        if let major = contact.touchMajor, pointsPerMajorUnit > 0 {
            attributes.majorRadius = Double(Swift.max(major, 0)) * pointsPerMajorUnit / 2
            attributes.majorRadiusTolerance = pointsPerMajorUnit / 2
        }
        if let tilt = contact.tilt, let tiltX, let tiltY {
            let angles = Self.angles(tiltX: tiltX.radians(tilt.x), tiltY: tiltY.radians(tilt.y))
            attributes.altitudeAngle = angles.altitude
            attributes.azimuthAngle = angles.azimuth
        }
        return attributes
    }

    /// The attributes `contact`'s tool and buttons give, the rest as a finger's
    /// (`TouchAttributes.finger`): all of them on a device that ``hasToolAttributesOnly``.
    @inline(__always) public static func toolAttributes(of contact: Contact) -> TouchAttributes {
        var attributes = TouchAttributes()
        switch contact.tool {
        case .finger: break
        case .pointer: attributes.type = .indirectPointer
        case .pen, .eraser: attributes.type = .pencil
        }
        attributes.isEraser = contact.tool == .eraser
        attributes.buttons = ButtonMask(rawValue: Int(contact.buttons))
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
