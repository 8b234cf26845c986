import GestureEngine

extension GestureTester {
    /// Traces `events` of the control `id` as `control` lines, as a scene's `control: {events: …}`
    /// does (for a tester on a window built in Swift; ``saveCase(in:notes:environment:)`` writes them into
    /// the case's scene).
    public func traceControlEvents(_ events: Control.Events, of id: String) {
        session.recorder.tracedControlEvents[id, default: []].formUnion(events)
    }
}
