/// The end of the responder chain: touches that reach it unhandled are dropped
/// and counted.
open class Application: Responder {
    /// How many touches reached the application unhandled, counted once per touch per phase call.
    public var droppedTouchCount: Int { _droppedTouchCount }
    /// Internal storage, so the per-call increment needs no dynamic exclusivity check.
    final var _droppedTouchCount = 0

    /// An application.
    public override init() {}

    open override func touchesBegan(_ touches: [Touch], with event: Event) { drop(touches, .began, event) }
    open override func touchesMoved(_ touches: [Touch], with event: Event) { drop(touches, .moved, event) }
    open override func touchesEnded(_ touches: [Touch], with event: Event) { drop(touches, .ended, event) }
    open override func touchesCancelled(_ touches: [Touch], with event: Event) { drop(touches, .cancelled, event) }

    private func drop(_ touches: [Touch], _ phase: TouchPhase, _ event: Event) {
        event._observer?.engine(didForward: phase, touches: touches, to: self, event: event)
        _droppedTouchCount += touches.count
    }
}
