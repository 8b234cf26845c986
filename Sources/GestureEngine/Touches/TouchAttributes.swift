/// What a touch carries besides its position: its type, the pointer's
/// buttons, force, size and a pen's angles, in UIKit's units.
///
/// A finger on a screen that reports neither pressure nor size has
/// ``finger``: type direct, primary button, force and radius 0, a pen
/// perpendicular to the screen. The input side fills in what the device reports.
public struct TouchAttributes: Hashable, Sendable {
    /// What made the touch.
    public var type: TouchType
    /// The buttons down; ``ButtonMask/primary`` for fingers and pens.
    public var buttons: ButtonMask
    /// The force, where 1.0 is an average touch (`UITouch.force`); 0 when the device reports none.
    public var force: Double
    /// The highest force the device can report (`UITouch.maximumPossibleForce`); 0 when it reports none.
    public var maximumPossibleForce: Double
    /// The radius of the touch in points (`UITouch.majorRadius`); 0 when the device reports none.
    public var majorRadius: Double
    /// How far ``majorRadius`` may be off, in points (`UITouch.majorRadiusTolerance`).
    public var majorRadiusTolerance: Double
    /// A pen's angle to the screen in radians: 0 parallel, π/2 perpendicular (`UITouch.altitudeAngle`).
    public var altitudeAngle: Double
    /// A pen's direction in the screen's plane, in radians from the window's
    /// positive x axis to where the pen's cap points, clockwise (`UITouch.azimuthAngle(in:)` with nil).
    public var azimuthAngle: Double
    /// Whether a pen touches with its eraser end (UIKit has no such property; see docs/gestures.md).
    public var isEraser: Bool
    /// The input side's noise filter that cancelled the touch, as a code the
    /// input side defines (TouchReplay: InputEvents' `ContactFilterKind` raw
    /// value); 0 for none. Set only on the sample that cancels the touch; the
    /// engine carries it to the touch for observers (UIKit has no such property;
    /// docs/gestures.md).
    public var noiseFilter: UInt8

    /// Attributes from their parts.
    public init(type: TouchType = .direct, buttons: ButtonMask = .primary, force: Double = 0, maximumPossibleForce: Double = 0,
                majorRadius: Double = 0, majorRadiusTolerance: Double = 0, altitudeAngle: Double = Double.pi / 2,
                azimuthAngle: Double = 0, isEraser: Bool = false, noiseFilter: UInt8 = 0) {
        self.type = type
        self.buttons = buttons
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.isEraser = isEraser
        self.noiseFilter = noiseFilter
    }

    /// A finger on a screen that reports neither pressure nor size.
    public static let finger = TouchAttributes()
}
