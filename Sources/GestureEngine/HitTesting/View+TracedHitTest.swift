extension View {
    /// Hit-tests `point` (in this view's coordinates: window coordinates for a
    /// window) outside any touch frame, recording every step.
    ///
    /// Returns what ``hitTest(_:with:)`` returned and the steps in completion
    /// order (see ``HitTestStep``). The window's touches and bindings are not touched.
    public func tracedHitTest(_ point: Point) -> (view: View?, steps: [HitTestStep]) {
        let recorder = HitTestRecorder()
        let event = Event()
        event.observer = recorder
        let view = hitTest(point, with: event)
        return (view, recorder.steps)
    }
}
