extension Responder {
    /// Forwards touches from `self` up the responder chain with tracing off,
    /// exactly as calling each responder's touches method in turn would.
    ///
    /// Responders whose class is exactly one of the engine's plain classes
    /// (``View``, ``ScrollView``, ``Window``, ``Application``) keep the
    /// default touches methods and `next`, which only pass the call on (or,
    /// for the application, drop it), so they are passed over without calling
    /// them (`withEndOfPlainChain(from:_:)`, in the delivery core, follows their
    /// links without keeping them retained). The first responder of any other
    /// class gets the call as usual and carries the chain on from there.
    final func passOn(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) {
        // `next` may be overridden unless `self` is plain; its answer is kept alive while the chain goes on from it.
        let asked = PlainResponder(self) == .other ? next : nil
        withEndOfPlainChain(from: asked) { end in
            switch end {
            case .application(let application):
                application._droppedTouchCount += touches.count
            case .responder(let responder):
                switch phase {
                case .began: responder.touchesBegan(touches, with: event)
                case .moved, .stationary: responder.touchesMoved(touches, with: event)
                case .ended: responder.touchesEnded(touches, with: event)
                case .cancelled: responder.touchesCancelled(touches, with: event)
                }
            }
        }
        withExtendedLifetime(asked) {}
    }
}

/// The engine's classes whose touches methods and `next` are their defaults,
/// recognised by their exact class (a subclass may override either).
enum PlainResponder {
    case view, window, application, other

    @inline(__always)
    init(_ responder: Responder) {
        let type = ObjectIdentifier(Swift.type(of: responder))
        if type == ObjectIdentifier(View.self) || type == ObjectIdentifier(ScrollView.self) {
            self = .view
        } else if type == ObjectIdentifier(Window.self) {
            self = .window
        } else if type == ObjectIdentifier(Application.self) {
            self = .application
        } else {
            self = .other
        }
    }
}
