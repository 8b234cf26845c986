/// An object that manages a root view; it sits in the responder chain between
/// its view and the view's superview.
open class ViewController: Responder {
    /// The root view this controller manages.
    public let view: View

    /// A controller managing `view`.
    public init(view: View) {
        self.view = view
        super.init()
        view.viewController = self
    }

    deinit {
        if view._viewController === self { view._viewController = nil }
    }

    /// The root view's superview, as in UIKit.
    open override var next: Responder? { view.superview }
}
