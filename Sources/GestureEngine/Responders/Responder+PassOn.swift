extension Responder {
    /// Forwards touches from `self` up the responder chain with tracing off,
    /// exactly as calling each responder's touches method in turn would.
    ///
    /// Responders whose class is exactly one of the engine's plain classes
    /// (``View``, ``ScrollView``, ``Window``, ``Application``) keep the
    /// default touches methods and `next`, which only pass the call on (or,
    /// for the application, drop it), so they are handled here in a loop that
    /// follows their links without calling them or keeping them retained. That
    /// is safe because a superview or controller link is cleared when its
    /// target goes away, and no other code runs between reading a link and
    /// following it. The first responder of any other class gets the call as
    /// usual (retained for the call) and carries the chain on from there.
    final func passOn(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) {
        // `next` may be overridden unless `self` is plain; its answer is kept alive while the chain goes on from it.
        let asked = PlainResponder(self) == .other ? next : nil
        var link = asked.map(Unmanaged.passUnretained) ?? PlainResponder.link(after: self)
        while let current = link {
            let done = current._withUnsafeGuaranteedRef { responder in
                switch PlainResponder(responder) {
                case .view, .window:
                    link = PlainResponder.link(after: responder)
                    return false
                case .application:
                    unsafeDowncast(responder, to: Application.self)._droppedTouchCount += touches.count
                case .other:
                    switch phase {
                    case .began: responder.touchesBegan(touches, with: event)
                    case .moved, .stationary: responder.touchesMoved(touches, with: event)
                    case .ended: responder.touchesEnded(touches, with: event)
                    case .cancelled: responder.touchesCancelled(touches, with: event)
                    }
                }
                return true
            }
            if done { break }
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

    /// The default `next` of a plain responder (nil for others), read from its link without keeping it retained.
    @inline(__always)
    static func link(after responder: Responder) -> Unmanaged<Responder>? {
        switch PlainResponder(responder) {
        case .view:
            let view = unsafeDowncast(responder, to: View.self)
            if let controller = view._viewControllerLink { return Unmanaged.fromOpaque(controller.toOpaque()) }
            if let superview = view._superviewLink { return Unmanaged.fromOpaque(superview.toOpaque()) }
            return nil
        case .window:
            return Unmanaged.passUnretained(unsafeDowncast(responder, to: Window.self).application)
        case .application, .other:
            return nil
        }
    }
}
