/// A rectangular area that takes part in hit-testing and the responder chain,
/// with UIKit's geometry: `center`, `bounds` and `transform` define `frame`; the
/// transform applies about the centre.
///
/// A view draws nothing unless given a ``drawing`` (used only by the
/// transparency pass-through of hit-testing). Hit-testing can be customised
/// without subclassing through the stored properties in the "Hit-test
/// customisations" group; see `docs/engine.md` for how they compose.
open class View: Responder {
    // What hit-testing reads of each view it visits, declared first so that it
    // lies together in memory (a touch on a screen of many siblings visits
    // hundreds of views). Internal storage behind the public properties, so
    // whole-module optimisation sees every access.
    final var _center: Point
    final var _bounds: Rect
    /// Whether the view's class keeps `View`'s hit-testing methods, so that a
    /// hit-test may run them inline (`View.keepsDefaultHitTesting(_:)`, read once at init).
    final let hasDefaultHitTesting: Bool
    /// The engine class, at or above this one, that declares it keeps `View`'s own
    /// hit-testing methods: each engine class that overrides neither names itself
    /// here. A class outside the engine cannot override this internal property, so
    /// it inherits its superclass's answer, which is not its own class: the flag is
    /// the class's own declaration, not a list of classes.
    class var defaultHitTestingClass: View.Type? { View.self }
    /// Whether any customisation is on (one check on the hot path when none is).
    final private(set) var isHitTestCustomized = false
    final var _isHidden = false
    final var _isUserInteractionEnabled = true
    /// Whether ``transform`` is the identity (converting points then skips the matrix).
    final private(set) var hasIdentityTransform = true
    final var _alpha: Double = 1
    final var _subviews: [View] = []

    /// The view's identifier, used in traces and scene files.
    public let id: String
    /// A free number for the app's own use.
    public var tag: Int {
        get { _tag }
        set { _tag = newValue }
    }
    final var _tag: Int = 0
    /// The view's own coordinate system: its origin moves when content scrolls.
    public var bounds: Rect {
        get { _bounds }
        set {
            _bounds = newValue
            geometryDidChange()
        }
    }
    /// The centre of the view in its superview's coordinates.
    public var center: Point {
        get { _center }
        set {
            _center = newValue
            geometryDidChange()
        }
    }
    /// A transform applied about the centre.
    public var transform: AffineTransform {
        get { _transform }
        set {
            _transform = newValue
            inverseTransform = newValue.inverted()
            hasIdentityTransform = newValue.isIdentity
            geometryDidChange()
        }
    }
    /// Hidden views and their subtrees take no touches; bound touches are cancelled on hiding.
    public var isHidden: Bool {
        get { _isHidden }
        set {
            let wasHidden = _isHidden
            _isHidden = newValue
            if newValue && !wasHidden { window?.viewBecameUnreachable(self) }
        }
    }
    /// Opacity 0...1; views at or below 0.01 take no touches.
    public var alpha: Double {
        get { _alpha }
        set { _alpha = newValue }
    }
    /// When false the view and its subtree take no touches.
    public var isUserInteractionEnabled: Bool {
        get { _isUserInteractionEnabled }
        set { _isUserInteractionEnabled = newValue }
    }
    /// Whether subviews are drawn clipped to the bounds (hit-testing clips by bounds regardless).
    public var clipsToBounds: Bool {
        get { _clipsToBounds }
        set { _clipsToBounds = newValue }
    }
    final var _clipsToBounds: Bool = false
    /// Whether the view gets every touch of a multi-touch sequence. Default
    /// false: only the first touch of a sequence on it reaches its touches
    /// methods; its recognizers still get all of them (Apple, `UIView.isMultipleTouchEnabled`).
    public var isMultipleTouchEnabled: Bool {
        get { _isMultipleTouchEnabled }
        set { _isMultipleTouchEnabled = newValue }
    }
    final var _isMultipleTouchEnabled = false
    /// Whether the view handles touches exclusively. When true, while it has a
    /// touch no other view of the window gets a new one, and it gets no touch
    /// while another view has one (Apple, `UIView.isExclusiveTouch`); the
    /// blocked touch reaches no view and no recognizer (docs/gestures.md). Default false.
    public var isExclusiveTouch: Bool {
        get { _isExclusiveTouch }
        set { _isExclusiveTouch = newValue }
    }
    final var _isExclusiveTouch = false
    /// Subviews in painting order: the last one is frontmost.
    public internal(set) var subviews: [View] {
        get { _subviews }
        set {
            // Swapped in, so the old array is released after the access to the storage ends.
            var subviews = newValue
            swap(&subviews, &_subviews)
            subviewHitIndexIsStale = true
        }
    }
    /// Which subviews may hold a point, for untraced hit-tests among many
    /// siblings (``SubviewHitIndex``); rebuilt when ``subviewHitIndexIsStale``.
    final var subviewHitIndex: SubviewHitIndex?
    /// The subviews, or a subview's geometry or customisations, changed since
    /// ``subviewHitIndex`` was built.
    final var subviewHitIndexIsStale = true
    /// The parent view.
    public internal(set) var superview: View? {
        get { _superview }
        set { _superview = newValue }
    }
    /// The controller whose root view this is, if any.
    public internal(set) var viewController: ViewController? {
        get { _viewController }
        set { _viewController = newValue }
    }
    /// Gesture recognizers attached to this view, in the order they were added.
    public internal(set) var gestureRecognizers: [GestureRecognizer] {
        get { _gestureRecognizers }
        set { _gestureRecognizers = newValue }
    }
    final var _gestureRecognizers: [GestureRecognizer] = []

    // Storage read on the hot paths. Internal, so that whole-module optimisation
    // sees every access and can drop the dynamic exclusivity checks.
    final var _transform: AffineTransform = .identity
    /// `transform.inverted()`, kept up to date so that converting points never inverts.
    final private(set) var inverseTransform: AffineTransform = .identity
    /// The parent, unretained (weak loads are slow on the hot paths, and an
    /// `unowned(unsafe)` load still retains): a parent clears its children's
    /// link when it removes them and when it is deinitialised.
    final var _superviewLink: Unmanaged<View>?
    /// The controller whose root view this is, unretained like the parent
    /// link: the controller clears it when deinitialised.
    final var _viewControllerLink: Unmanaged<ViewController>?
    /// The parent, read through its unretained link.
    final var _superview: View? {
        get { _superviewLink?.takeUnretainedValue() }
        set { _superviewLink = newValue.map(Unmanaged.passUnretained) }
    }
    /// `body(superview)` with the superview unretained (nil at the root): a parent
    /// cannot go away while a subview's call runs, since only removing the subview
    /// or the parent's deinit clears the link. For walks up the tree (conversions).
    @inline(__always)
    final func withUnretainedSuperview<Result>(_ body: (View) -> Result) -> Result? {
        _superviewLink?._withUnsafeGuaranteedRef(body)
    }
    /// The counter that tells this tree's remembered conversions apart from stale
    /// ones, nil until a conversion through the view is remembered (GeometryGeneration.swift).
    final var _geometryGeneration: GeometryGeneration?
    /// Recent conversions through this view (ConversionMemo.swift).
    final var _conversionMemo = ConversionMemo()
    /// The controller, read through its unretained link.
    final var _viewController: ViewController? {
        get { _viewControllerLink?.takeUnretainedValue() }
        set { _viewControllerLink = newValue.map(Unmanaged.passUnretained) }
    }

    // MARK: Hit-test customisations (composable; precedence in docs/engine.md)

    /// Insets applied to `bounds` to get the area `point(inside:with:)` accepts;
    /// negative insets enlarge it (UIKit's `CGRectInset(bounds, -10, -10)` is `EdgeInsets(all: -10)`).
    public final var touchAreaInsets: EdgeInsets {
        get { _touchAreaInsets }
        set {
            _touchAreaInsets = newValue
            updateCustomized()
        }
    }
    final var _touchAreaInsets: EdgeInsets = .zero
    /// When true the view never answers a hit-test itself, only its subviews do:
    /// a transparent overlay whose buttons still work.
    public final var passesTouchesThrough: Bool {
        get { _passesTouchesThrough }
        set {
            _passesTouchesThrough = newValue
            updateCustomized()
        }
    }
    final var _passesTouchesThrough: Bool = false
    /// When set, any hit inside this view (itself or a subview) returns this view
    /// instead, as is (like the paging carousel that hands every touch to its scroll view).
    public final var hitTestRedirect: View? {
        get { _hitTestRedirect }
        set {
            _hitTestRedirect = newValue
            updateCustomized()
        }
    }
    final weak var _hitTestRedirect: View?
    /// When true `point(inside:with:)` always answers false: the view and its subtree take no touches.
    public final var ignoresTouches: Bool {
        get { _ignoresTouches }
        set {
            _ignoresTouches = newValue
            updateCustomized()
        }
    }
    final var _ignoresTouches: Bool = false
    /// When true the view also answers `point(inside:with:)` with true for points inside
    /// any touchable subview, even outside its own bounds (a tab bar's raised centre button).
    public final var extendsHitAreaToSubviews: Bool {
        get { _extendsHitAreaToSubviews }
        set {
            _extendsHitAreaToSubviews = newValue
            updateCustomized()
        }
    }
    final var _extendsHitAreaToSubviews: Bool = false
    /// What the view draws, used by ``passesTouchesThroughTransparency``.
    public final var drawing: Drawing {
        get { _drawing }
        set { _drawing = newValue }
    }
    final var _drawing: Drawing = Drawing()
    /// When true, points where the composited alpha of this view and its subviews'
    /// drawings is at or below ``transparencyThreshold`` are not inside: touches
    /// there pass through to the views below.
    public final var passesTouchesThroughTransparency: Bool {
        get { _passesTouchesThroughTransparency }
        set {
            _passesTouchesThroughTransparency = newValue
            updateCustomized()
        }
    }
    final var _passesTouchesThroughTransparency: Bool = false
    /// The alpha at or below which ``passesTouchesThroughTransparency`` lets a touch through.
    public final var transparencyThreshold: Double {
        get { _transparencyThreshold }
        set { _transparencyThreshold = newValue }
    }
    final var _transparencyThreshold: Double = 0.5


    /// A view with an id and a frame.
    public init(id: String, frame: Rect = .zero) {
        self.id = id
        let f = frame.standardized
        self._bounds = Rect(x: 0, y: 0, width: f.size.width, height: f.size.height)
        self._center = Point(x: f.midX, y: f.midY)
        hasDefaultHitTesting = View.keepsDefaultHitTesting(Self.self)
        super.init()
    }

    deinit {
        // The subviews become roots: their remembered conversions go stale.
        invalidateConversions()
        for subview in _subviews where subview._superview === self { subview._superview = nil }
        // Every recognizer in the list is attached to this view (adding one detaches it from its former view).
        for recognizer in gestureRecognizers { recognizer.view = nil }
    }

    /// Makes the parent's subview index and the tree's remembered conversions stale and tells the window's observer
    /// that `bounds`, `center` or `transform` was set (one walk up to the window;
    /// nothing more when there is no observer).
    private func geometryDidChange() {
        _superview?.subviewHitIndexIsStale = true
        invalidateConversions()
        guard let observer = window?.observer else { return }
        observer.engine(viewDidChangeGeometry: self)
    }

    private func updateCustomized() {
        _superview?.subviewHitIndexIsStale = true
        isHitTestCustomized = touchAreaInsets != .zero || passesTouchesThrough || hitTestRedirect != nil
            || ignoresTouches || extendsHitAreaToSubviews || passesTouchesThroughTransparency
    }

    /// The view's rectangle in its superview's coordinates (the bounding box when transformed).
    ///
    /// Setting it changes `center` and `bounds.size` and keeps `bounds.origin` and
    /// `transform`; as in UIKit, set `bounds` and `center` instead when the
    /// transform is not the identity.
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
    /// returns the first non-nil answer, else `self`; then applies
    /// ``passesTouchesThrough`` and ``hitTestRedirect``. Override to customise.
    ///
    /// When `event?.observer` is set and its ``EngineObserver/observesHitTests`` was
    /// true when it was set or before the current touch's hit-test, reports one
    /// ``HitTestStep`` as the call completes (so a view's step comes after its subviews' steps).
    /// Traced or not, the same code decides the answer.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        performHitTest(point, with: event, observer: event?.hitTestObserver)
    }

    /// Whether `point` (in this view's coordinates) is inside the view: in its
    /// bounds by default, changed by the customisations (touch area, subviews,
    /// transparency, ignoring touches).
    ///
    /// When `event?.observer` is set and hit-tests are traced (see ``hitTest(_:with:)``),
    /// reports one ``HitTestStep`` as the call completes.
    open func point(inside point: Point, with event: Event?) -> Bool {
        performPointInside(point, with: event, observer: event?.hitTestObserver)
    }

    /// Whether `gestureRecognizer` may leave the possible state; false makes it
    /// fail. Asked of the recognizer's view and of every view its touches were
    /// hit-tested to, before the recognizer's delegate. Default true (UIKit's
    /// `UIView.gestureRecognizerShouldBegin(_:)`, which UISlider uses to refuse
    /// swipes along its track; ``Control`` refuses an ancestor's single tap).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

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
