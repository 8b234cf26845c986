/// How device positions become screen points: the screen's size, the
/// device's rotation and calibration, the part of the screen an absolute
/// device covers, and where a relative mouse's pointer starts.
///
/// Absolute positions follow libinput exactly. A device value `x` is first
/// normalised as `u = (x - min) / (max - min + 1)` (libinput's
/// `absinfo_range`), then the calibration matrix and after it the rotation's
/// matrix are applied to `(u, v)`, and the result is scaled to the target
/// rectangle: `screenX = target.x + u' · target.width`. Without calibration
/// and rotation this is libinput's `(x - min) · width / (max - min + 1)`
/// (`libinput_event_touch_get_x_transformed`), so the largest device value
/// lands just short of the right edge.
public struct ScreenMapping: Hashable, Sendable {
    /// A rotation of an absolute device relative to the screen, in quarter turns.
    public enum Rotation: Int, Hashable, Sendable, CaseIterable {
        /// The device's top-left corner is the screen's top-left corner.
        case none = 0
        /// Turned 90° clockwise: libinput's documented matrix `0 -1 1 1 0 0`.
        case clockwise90 = 90
        /// Turned 180°: libinput's documented matrix `-1 0 1 0 -1 1`.
        case clockwise180 = 180
        /// Turned 270° clockwise: libinput's documented matrix `0 1 0 -1 0 1`.
        case clockwise270 = 270

        /// The rotation as a calibration matrix in normalised device space.
        public var matrix: CalibrationMatrix {
            switch self {
            case .none: .identity
            case .clockwise90: CalibrationMatrix(a: 0, b: -1, c: 1, d: 1, e: 0, f: 0)
            case .clockwise180: CalibrationMatrix(a: -1, b: 0, c: 1, d: 0, e: -1, f: 1)
            case .clockwise270: CalibrationMatrix(a: 0, b: 1, c: 0, d: -1, e: 0, f: 1)
            }
        }
    }

    /// The whole screen, in points.
    public var screenSize: ScreenSize
    /// The rotation, applied after the calibration matrix.
    public var rotation: Rotation
    /// The calibration matrix in normalised device space (libinput's convention).
    public var calibration: CalibrationMatrix
    /// The part of the screen an absolute device covers; nil for the whole screen.
    public var targetRectangle: ScreenRectangle?
    /// Where a relative mouse's pointer starts; nil for the screen's centre.
    public var pointerStart: ScreenPoint?
    /// Screen points moved per unit of `REL_X`/`REL_Y` (no acceleration).
    public var pointerScale: Double
    /// The device's palm thresholds (touchscreens only), nil for none. Not part
    /// of the position mapping: carried with it because it is set per device in
    /// the same place, so that every decoder made for the device applies it.
    public var palmThresholds: PalmThresholds?
    /// Which of libinput's pen rules a pen device's decoder applies (both by
    /// default). Carried with the mapping for the same reason as ``palmThresholds``.
    public var penPolicy = PenPolicy()
    /// The device's noise filters, nil for none (the default). Not part of the
    /// position mapping either: carried with it for the same reason as
    /// ``palmThresholds``, applied by TouchReplay's `FrameSource` through a
    /// ``ContactFilterStage``.
    public var contactFilters: ContactFilterSettings?

    /// A mapping onto a screen of `screenSize` points.
    public init(
        screenSize: ScreenSize,
        rotation: Rotation = .none,
        calibration: CalibrationMatrix = .identity,
        targetRectangle: ScreenRectangle? = nil,
        pointerStart: ScreenPoint? = nil,
        pointerScale: Double = 1,
        palmThresholds: PalmThresholds? = nil
    ) {
        self.screenSize = screenSize
        self.rotation = rotation
        self.calibration = calibration
        self.targetRectangle = targetRectangle
        self.pointerStart = pointerStart
        self.pointerScale = pointerScale
        self.palmThresholds = palmThresholds
    }

    /// The rectangle absolute positions map into: the target rectangle or the whole screen.
    public var target: ScreenRectangle {
        targetRectangle ?? ScreenRectangle(origin: ScreenPoint(x: 0, y: 0), size: screenSize)
    }

    /// The calibration followed by the rotation, as one matrix in normalised device space.
    public var normalizedTransform: CalibrationMatrix { rotation.matrix * calibration }

    /// The transform for a device whose position axes have these ranges.
    public func absoluteTransform(x: AbsoluteAxisInfo, y: AbsoluteAxisInfo) -> AbsolutePositionTransform {
        AbsolutePositionTransform(mapping: self, x: x, y: y)
    }

    /// The pointer's first position: `pointerStart` (clamped to the screen) or the screen's centre.
    public var initialPointerPosition: ScreenPoint {
        clampedToScreen(pointerStart ?? ScreenRectangle(origin: ScreenPoint(x: 0, y: 0), size: screenSize).center)
    }

    /// `point` moved inside the screen: x in `0 ... width - 1`, y in `0 ... height - 1`
    /// (the last whole point, as compositors clamp the pointer to the last pixel).
    public func clampedToScreen(_ point: ScreenPoint) -> ScreenPoint {
        ScreenPoint(
            x: min(max(point.x, 0), max(screenSize.width - 1, 0)),
            y: min(max(point.y, 0), max(screenSize.height - 1, 0))
        )
    }
}

/// A `ScreenMapping` prepared for one device's X and Y axis ranges: maps raw
/// device values to screen points with four multiplications.
public struct AbsolutePositionTransform: Hashable, Sendable {
    /// The X axis this transform reads.
    public let xAxis: AbsoluteAxisInfo
    /// The Y axis this transform reads.
    public let yAxis: AbsoluteAxisInfo
    // screen = (xx·x + xy·y + x0, yx·x + yy·y + y0), folded from normalisation, matrix and target.
    private let xx, xy, x0, yx, yy, y0: Double

    /// The transform of `mapping` for the given axes.
    public init(mapping: ScreenMapping, x: AbsoluteAxisInfo, y: AbsoluteAxisInfo) {
        xAxis = x
        yAxis = y
        let spanX = Double(max(Int64(x.maximum) - Int64(x.minimum) + 1, 1))
        let spanY = Double(max(Int64(y.maximum) - Int64(y.minimum) + 1, 1))
        let m = mapping.normalizedTransform
        let target = mapping.target
        let (w, h) = (target.size.width, target.size.height)
        // u = (x - minX) / spanX; screenX = target.x + w · (a·u + b·v + c), likewise for y.
        xx = w * m.a / spanX
        xy = w * m.b / spanY
        x0 = target.origin.x + w * (m.c - m.a * Double(x.minimum) / spanX - m.b * Double(y.minimum) / spanY)
        yx = h * m.d / spanX
        yy = h * m.e / spanY
        y0 = target.origin.y + h * (m.f - m.d * Double(x.minimum) / spanX - m.e * Double(y.minimum) / spanY)
    }

    /// The screen point of the raw device position `(x, y)`.
    public func point(x: Int32, y: Int32) -> ScreenPoint {
        let (x, y) = (Double(x), Double(y))
        return ScreenPoint(x: xx * x + xy * y + x0, y: yx * x + yy * y + y0)
    }

    /// Millimetres from the device's top-left corner, `(value - min) / resolution`
    /// as libinput computes them, or nil when an axis reports no resolution.
    public func millimetres(x: Int32, y: Int32) -> (x: Double, y: Double)? {
        guard xAxis.resolution > 0, yAxis.resolution > 0 else { return nil }
        return (Double(Int64(x) - Int64(xAxis.minimum)) / Double(xAxis.resolution),
                Double(Int64(y) - Int64(yAxis.minimum)) / Double(yAxis.resolution))
    }
}
