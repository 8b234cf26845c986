extension Window {
    /// Moves a hovering pointer (a mouse with no button down, a pen in range
    /// without touching): hit-tests its location, as UIKit hit-tests a
    /// pointer as it moves, and drives the ``HoverGestureRecognizer``s of the
    /// hit view and its ancestors.
    ///
    /// A recognizer whose view the pointer left ends (innermost first); one
    /// still under it changes when the pointer moved; one it entered begins
    /// (innermost first). An ``HoverSample/Phase/exited`` sample ends every
    /// hover. Only enabled recognizers whose ``GestureRecognizer/allowedTouchTypes``
    /// hold the sample's type are hovered. No touch is made and nothing is
    /// delivered to views: hover is not a touch in UIKit (`UIEvent.EventType.hover`).
    /// The observer hears the sample (``EngineObserver/engine(didHover:over:)``)
    /// before the recognizers' state changes; the hit-test is not traced.
    public func hover(_ sample: HoverSample) {
        let hit: View? = sample.phase == .moved
            ? event.withoutHitTestTracing { hitTest(sample.location, with: event) }
            : nil
        observer?.engine(didHover: sample, over: hit)
        var under: [HoverGestureRecognizer] = []
        var current = hit
        while let view = current {
            for recognizer in view.gestureRecognizers {
                guard let hover = recognizer as? HoverGestureRecognizer, hover.isEnabled,
                      hover.allowedTouchTypes.contains(sample.type) else { continue }
                under.append(hover)
            }
            current = view.superview
        }
        let before = hoveredRecognizers
        hoveredRecognizers = under
        for recognizer in before where !under.contains(where: { $0 === recognizer }) {
            recognizer.hoverExited(at: sample.location)
        }
        for recognizer in under {
            if before.contains(where: { $0 === recognizer }) {
                recognizer.hoverMoved(to: sample.location)
            } else {
                recognizer.hoverEntered(at: sample.location)
            }
        }
    }
}
