/// What a scroll view's content is doing, as traces report it.
public enum ScrollPhase: String, Sendable, CaseIterable {
    /// Nothing moves it.
    case rest
    /// A finger drags it.
    case dragging
    /// A pinch zooms it.
    case zooming
    /// It glides after a drag, or settles on a page.
    case decelerating
    /// It springs back to an edge it went past, or its zoom to a limit.
    case bouncing
    /// An animated ``ScrollView/setContentOffset(_:animated:)``,
    /// ``ScrollView/scrollRectToVisible(_:animated:)``, ``ScrollView/zoom(to:animated:)``
    /// or ``ScrollView/setZoomScale(_:animated:)`` moves it.
    case animating
}

extension ScrollView {
    /// The content's phase: zooming or dragging while fingers move it, then
    /// bouncing, decelerating or animating until it rests.
    public var scrollPhase: ScrollPhase {
        if isZooming { return .zooming }
        if isDragging { return .dragging }
        if zoomMotion != nil || motion.x.isBouncing || motion.y.isBouncing { return .bouncing }
        if zoomAnimation != nil { return .animating }
        guard motion.x.isMoving || motion.y.isMoving else { return .rest }
        return motionOrigin == .animation ? .animating : .decelerating
    }

    /// Whether the content or its zoom is moving by itself (a display link is running).
    public var isMoving: Bool { displayLink.isRunning }
}
