extension Responder {
    /// Calls `body` with where the responder chain from `self` ends once the
    /// plain responders are passed: it starts at `asked` (the answer of an
    /// overridden `next`, kept alive by the caller) or else at `self`'s default
    /// `next`, and follows the default links of plain views and windows
    /// (`PlainResponder`) without calling or retaining them; `body` gets the
    /// application or the first responder of another class, unretained for
    /// the call. Nothing is called when the chain ends first.
    ///
    /// Sound because a superview or controller link is cleared when its target
    /// goes away, and no other code runs between reading a link and following
    /// it; what `body` gets is alive for the call, as the chain holds it.
    @inline(__always)
    final func withEndOfPlainChain(from asked: Responder?, _ body: (PlainChainEnd) -> Void) {
        var link = asked.map(Unmanaged.passUnretained) ?? PlainResponder.link(after: self)
        while let current = link {
            let done = current._withUnsafeGuaranteedRef { responder in
                switch PlainResponder(responder) {
                case .view, .window:
                    link = PlainResponder.link(after: responder)
                    return false
                case .application:
                    body(.application(unsafeDowncast(responder, to: Application.self)))
                case .other:
                    body(.responder(responder))
                }
                return true
            }
            if done { break }
        }
    }
}

/// Where a walk past plain responders ends (`Responder.withEndOfPlainChain(from:_:)`).
enum PlainChainEnd {
    /// The application, which drops what reaches it.
    case application(Application)
    /// A responder of a class that may override the touches methods or `next`.
    case responder(Responder)
}

extension PlainResponder {
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
