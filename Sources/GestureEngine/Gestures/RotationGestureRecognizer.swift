/// A continuous recognizer for two fingers turning (UIKit's `UIRotationGestureRecognizer`).
///
/// ``rotation`` is the turn, in radians (positive clockwise on the y-down
/// screen), of the line between the fingers since the second finger came
/// down; unbounded (keeps counting past ±π). Begins once the fingers
/// travelled ``minimumArc`` points on their circle.
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { RotationGestureRecognizer.self }
    /// `rotation` in traces.
    open override class var traceKind: String { "rotation" }
    /// Arc the fingers must travel before it begins. Default ``GestureDefaults/rotationMinimumArc``.
    public var minimumArc: Double {
        get { _minimumArc }
        set { _minimumArc = newValue }
    }
    final var _minimumArc: Double = GestureDefaults.rotationMinimumArc

    private var lastAngle = 0.0
    private var _rotation = 0.0

    /// The turn since touch-down in radians. Setting it makes later turns add to the new value and clears the velocity.
    public var rotation: Double {
        get { _rotation }
        set {
            _rotation = newValue
            tracker.clear()
        }
    }

    /// How fast ``rotation`` changes, in radians per second (least squares over the last 0.1 s).
    public var velocity: Double { tracker.velocity().x }

    override func rebase(_ pair: FingerPair, isFirst: Bool) {
        lastAngle = Self.angle(pair)
    }

    override func update(_ pair: FingerPair, _ event: Event) {
        let angle = Self.angle(pair)
        var delta = angle - lastAngle
        while delta > Double.pi { delta -= 2 * Double.pi }
        while delta <= -Double.pi { delta += 2 * Double.pi }
        lastAngle = angle
        let rotation = _rotation + delta
        _rotation = rotation
        tracker.add(time: event.timestamp, x: rotation)
    }

    override func hasMovedEnough(_ pair: FingerPair) -> Bool {
        abs(_rotation) * Self.span(pair) / 2 >= minimumArc
    }

    open override func reset() {
        super.reset()
        lastAngle = 0
        _rotation = 0
    }

    /// The rotation.
    open override var reportedValues: GestureValues { GestureValues(rotation: rotation) }

    override var traceValues: String {
        super.traceValues + " rotation=\(rotation.traceFormatted) velocity=\(velocity.traceFormatted)"
    }
}
