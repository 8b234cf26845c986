/// An object that can handle touches, and forwards what it does not handle to
/// its ``next`` responder.
///
/// The default implementation of every touches method forwards the call,
/// unchanged, to `next`. An override that does not call `super` stops the
/// forwarding.
open class Responder {
    /// A responder with no next responder.
    public init() {}

    /// The responder that gets what this one does not handle.
    open var next: Responder? { nil }

    /// Touches began; forwards to ``Responder/next`` by default.
    open func touchesBegan(_ touches: [Touch], with event: Event) {
        guard event.tracesForwarding, let observer = event._observer else { return passOn(.began, touches, event) }
        observer.engine(didForward: .began, touches: touches, to: self, event: event)
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved; forwards to ``Responder/next`` by default.
    open func touchesMoved(_ touches: [Touch], with event: Event) {
        guard event.tracesForwarding, let observer = event._observer else { return passOn(.moved, touches, event) }
        observer.engine(didForward: .moved, touches: touches, to: self, event: event)
        next?.touchesMoved(touches, with: event)
    }

    /// Touches ended; forwards to ``Responder/next`` by default.
    open func touchesEnded(_ touches: [Touch], with event: Event) {
        guard event.tracesForwarding, let observer = event._observer else { return passOn(.ended, touches, event) }
        observer.engine(didForward: .ended, touches: touches, to: self, event: event)
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled; forwards to ``Responder/next`` by default.
    open func touchesCancelled(_ touches: [Touch], with event: Event) {
        guard event.tracesForwarding, let observer = event._observer else { return passOn(.cancelled, touches, event) }
        observer.engine(didForward: .cancelled, touches: touches, to: self, event: event)
        next?.touchesCancelled(touches, with: event)
    }

    /// A name for traces: the view id, or the type name for other responders.
    open var responderName: String { String(describing: type(of: self)) }
}
