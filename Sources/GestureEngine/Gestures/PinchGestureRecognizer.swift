/// A continuous recognizer for two fingers moving apart or together
/// (UIKit's `UIPinchGestureRecognizer`).
///
/// ``scale`` is the finger span divided by the span when the second finger
/// came down (so it is 1 there, and slightly off 1 at began, as in UIKit);
/// it begins once the span changed by ``minimumSpanChange``.
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { PinchGestureRecognizer.self }
    /// `pinch` in traces.
    open override class var traceKind: String { "pinch" }
    /// Span change before it begins. Default ``GestureDefaults/pinchMinimumSpanChange``.
    public var minimumSpanChange: Double {
        get { _minimumSpanChange }
        set { _minimumSpanChange = newValue }
    }
    final var _minimumSpanChange: Double = GestureDefaults.pinchMinimumSpanChange

    private var referenceSpan = 0.0
    private var initialSpan = 0.0
    private var _scale = 1.0

    /// The span relative to the span at touch-down. Setting it re-bases later changes on the new value and clears the velocity.
    public var scale: Double {
        get { _scale }
        set {
            _scale = newValue
            if let pair = currentPair(), newValue != 0 { referenceSpan = Self.span(pair) / newValue }
            tracker.clear()
        }
    }

    /// How fast ``scale`` changes, in scale factor per second (least squares over the last 0.1 s).
    public var velocity: Double { tracker.velocity().x }

    override func rebase(_ pair: FingerPair, isFirst: Bool) {
        let span = Self.span(pair)
        if isFirst { initialSpan = span }
        referenceSpan = _scale != 0 ? span / _scale : span
    }

    override func update(_ pair: FingerPair, _ event: Event) {
        guard referenceSpan > 0 else { return }
        let scale = Self.span(pair) / referenceSpan
        _scale = scale
        tracker.add(time: event.timestamp, x: scale)
    }

    override func hasMovedEnough(_ pair: FingerPair) -> Bool {
        abs(Self.span(pair) - initialSpan) >= minimumSpanChange
    }

    open override func reset() {
        super.reset()
        referenceSpan = 0
        initialSpan = 0
        _scale = 1
    }

    /// The scale.
    open override var reportedValues: GestureValues { GestureValues(scale: scale) }

    override var traceValues: String {
        super.traceValues + " scale=\(scale.traceFormatted) velocity=\(velocity.traceFormatted)"
    }
}
