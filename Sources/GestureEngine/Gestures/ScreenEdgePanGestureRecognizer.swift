/// A pan that starts near an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`).
///
/// The first touch must come down less than ``edgeWidth`` from one of
/// ``edges`` of the window (the screen in the interface's orientation, so the
/// edges follow the window's coordinate space, as Apple's `edges` documentation
/// says); touches after the first are ignored. It then begins like a pan, once
/// the finger moved ``PanGestureRecognizer/minimumMovement``, if that movement
/// points away from an edge it started near (within 45° of straight inward);
/// a touch starting elsewhere fails with ``GestureFailureReason/notAtEdge``, a
/// movement along or towards the edge with ``GestureFailureReason/wrongDirection``.
/// ``edges`` is empty by default, as in UIKit: such a recognizer never begins.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { ScreenEdgePanGestureRecognizer.self }
    /// `screenEdgePan` in traces.
    open override class var traceKind: String { "screenEdgePan" }

    /// The edges a gesture may start from. Default none (UIKit).
    public var edges: RectEdge {
        get { _edges }
        set { _edges = newValue }
    }
    final var _edges: RectEdge = []
    /// How near an edge the touch must come down, in points. Default ``GestureDefaults/screenEdgeWidth``.
    public var edgeWidth: Double {
        get { _edgeWidth }
        set { _edgeWidth = newValue }
    }
    final var _edgeWidth: Double = GestureDefaults.screenEdgeWidth
    /// The watched edges the first touch came down near.
    private var startEdges: RectEdge = []

    /// A screen edge pan watching `edges` (none by default, as UIKit's).
    public init(id: String, edges: RectEdge = []) {
        super.init(id: id)
        _edges = edges
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        // Only the sequence's first touch counts (Apple: "ignores any touches beyond the first touch").
        let trackedBefore = numberOfTouches - touches.count
        var accepted: [Touch] = []
        for touch in touches {
            if trackedBefore > 0 || !accepted.isEmpty { ignore(touch, for: event) } else { accepted.append(touch) }
        }
        guard let first = accepted.first else { return }
        super.touchesBegan(accepted, with: event)
        guard state == .possible, let screen = first.window?.bounds else { return }
        startEdges = RectEdge.edges(of: screen, near: first.locationInWindow, width: edgeWidth).intersection(edges)
        if startEdges.isEmpty { fail(.notAtEdge) }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        if state == .possible, let touch = touches.first {
            let move = Point(x: touch.locationInWindow.x - touch.initialLocationInWindow.x,
                             y: touch.locationInWindow.y - touch.initialLocationInWindow.y)
            if move.length >= minimumMovement && !pointsInward(move) {
                fail(.wrongDirection)
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }

    /// Whether `move` is within 45° of straight inward from one of the edges the touch started near.
    private func pointsInward(_ move: Point) -> Bool {
        RectEdge.named.contains { entry in
            guard startEdges.contains(entry.edge) else { return false }
            let inward = entry.edge.inward
            let along = move.x * inward.x + move.y * inward.y
            let across = abs(move.x * inward.y - move.y * inward.x)
            return along > 0 && along >= across
        }
    }
}
