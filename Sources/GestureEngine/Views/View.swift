/// A rectangular area that draws nothing by itself and takes part in
/// hit-testing and the responder chain, with UIKit's geometry: `center`,
/// `bounds` and `transform` define `frame`; the transform applies about the
/// centre.
open class View: Responder {
    /// The view's identifier, used in traces and scene files.
    public let id: String
    /// A free number for the app's own use.
    public var tag: Int = 0
    /// The view's own coordinate system: its origin moves when content scrolls.
    public var bounds: Rect
    /// The centre of the view in its superview's coordinates.
    public var center: Point
    /// A transform applied about the centre.
    public var transform: AffineTransform = .identity
    /// Hidden views and their subtrees take no touches; bound touches are cancelled on hiding.
    public var isHidden = false {
        didSet { if isHidden && !oldValue { window?.viewBecameUnreachable(self) } }
    }
    /// Opacity 0...1; views at or below 0.01 take no touches.
    public var alpha: Double = 1
    /// When false the view and its subtree take no touches.
    public var isUserInteractionEnabled = true
    /// Whether subviews are drawn clipped to the bounds (hit-testing clips by bounds regardless).
    public var clipsToBounds = false
    /// Subviews in painting order: the last one is frontmost.
    public internal(set) var subviews: [View] = []
    /// The parent view.
    public internal(set) weak var superview: View?
    /// The controller whose root view this is, if any.
    public internal(set) weak var viewController: ViewController?
    /// Gesture recognizers attached to this view, in the order they were added.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// A view with an id and a frame.
    public init(id: String, frame: Rect = .zero) {
        self.id = id
        let f = frame.standardized
        self.bounds = Rect(x: 0, y: 0, width: f.size.width, height: f.size.height)
        self.center = Point(x: f.midX, y: f.midY)
        super.init()
    }

    /// The view's rectangle in its superview's coordinates (the bounding box when transformed).
    public var frame: Rect {
        get {
            let local = Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            let r = local.applying(transform)
            return Rect(x: r.origin.x + center.x, y: r.origin.y + center.y, width: r.size.width, height: r.size.height)
        }
        set {
            let f = newValue.standardized
            bounds.size = f.size
            center = Point(x: f.midX, y: f.midY)
        }
    }

    /// The window at the root of this view's tree, if any.
    public var window: Window? {
        var view: View? = self
        while let v = view {
            if let w = v as? Window { return w }
            view = v.superview
        }
        return nil
    }

    /// The next responder: the controller for a root view, else the superview.
    open override var next: Responder? { viewController ?? superview }

    open override var responderName: String { id }

    /// The deepest view that contains `point` (in this view's coordinates) and takes touches.
    ///
    /// Returns nil for hidden views, views with interaction off and alpha at or
    /// below 0.01, and when ``point(inside:with:)`` is false; otherwise asks the
    /// subviews from last (frontmost) to first with the point converted, and
    /// returns the first non-nil answer, else `self`. Override to customise.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        let result = defaultHitTest(point, with: event)
        event?.observer?.engine(didHitTest: HitTestStep(view: self, call: .hitTest, result: .view(result)))
        return result
    }

    /// Whether `point` (in this view's coordinates) is inside the view: in its bounds by default.
    open func point(inside point: Point, with event: Event?) -> Bool {
        let inside = bounds.contains(point)
        event?.observer?.engine(didHitTest: HitTestStep(view: self, call: .pointInside, result: .inside(inside)))
        return inside
    }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }
}
