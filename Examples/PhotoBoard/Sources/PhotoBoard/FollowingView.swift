import GestureEngine

/// A round view that follows the finger dragging it, as the seed's views do:
/// it handles its touches itself (`touchesMoved(_:with:)` moves its centre)
/// and lets touches on its transparent corners through to the views beneath.
final class FollowingView: View {
    /// A round view with an id and a frame.
    override init(id: String, frame: Rect) {
        super.init(id: id, frame: frame)
        drawing = Drawing([Drawing.Fill(.ellipse(Rect(origin: .zero, size: frame.size)))])
        passesTouchesThroughTransparency = true
        transparencyThreshold = 0.5
    }

    /// Handled here: a drag on the view is the view's, not its superview's.
    override func touchesBegan(_ touches: [Touch], with event: Event) {}

    /// Moves the centre by the movement of the first touch, in the superview's coordinates.
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first else { return }
        let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
        center = Point(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
    }

    /// Handled here.
    override func touchesEnded(_ touches: [Touch], with event: Event) {}

    /// Handled here.
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}
