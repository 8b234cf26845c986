import GestureEngine

/// A view that handles its own touches instead of passing them up the
/// responder chain: it logs them (they appear in the trace as deliveries) or
/// drags itself with them. Its hit-testing is `View`'s (`DefaultHitTestingView`),
/// so a hit-test visits it inline.
public final class TouchHandlingView: DefaultHitTestingView {
    /// What the view does with its touches (`log` or `follow`).
    public let handling: TouchHandling

    /// A view with an id, a frame and a handling.
    public init(id: String, frame: Rect, handling: TouchHandling) {
        self.handling = handling
        super.init(id: id, frame: frame)
    }

    /// Handled (not forwarded) unless the handling is `forward`.
    public override func touchesBegan(_ touches: [Touch], with event: Event) {
        if handling == .forward { super.touchesBegan(touches, with: event) }
    }

    /// For `follow`, moves the centre by the movement of the lowest-id touch, in the superview's coordinates.
    public override func touchesMoved(_ touches: [Touch], with event: Event) {
        switch handling {
        case .forward: super.touchesMoved(touches, with: event)
        case .log: break
        case .follow:
            guard let touch = touches.first else { return }
            let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
            center = Point(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
        }
    }

    /// Handled (not forwarded) unless the handling is `forward`.
    public override func touchesEnded(_ touches: [Touch], with event: Event) {
        if handling == .forward { super.touchesEnded(touches, with: event) }
    }

    /// Handled (not forwarded) unless the handling is `forward`.
    public override func touchesCancelled(_ touches: [Touch], with event: Event) {
        if handling == .forward { super.touchesCancelled(touches, with: event) }
    }
}
