/// A view that scrolls and zooms its content (UIKit's `UIScrollView`), with
/// deceleration, rubber band, bounce and paging on the virtual clock.
///
/// ``contentOffset`` is the bounds origin: scrolling moves the bounds, so
/// subviews (the content) appear to move the other way. A one-finger (or
/// more) drag scrolls within ``minimumContentOffset`` … ``maximumContentOffset``
/// (past them with resistance when ``bounces``); a pinch zooms the delegate's
/// ``ScrollViewDelegate/viewForZooming(in:)`` about the pinch centre. After
/// the finger lifts the content glides, bounces back or settles on a page,
/// stepped on the window's display frames (``Window/maximumFramesPerSecond``);
/// a touch during the glide stops it. Content touches are held back
/// ``GestureDefaults/scrollViewContentTouchDelay`` (``delaysContentTouches``)
/// and cancelled when a drag starts (``canCancelContentTouches``,
/// ``touchesShouldCancel(in:)``). docs/gestures.md, "Scroll physics", gives
/// every constant and its source.
open class ScrollView: View {
    /// Keeps `View`'s hit-testing methods (see `View.defaultHitTestingClass`).
    override class var defaultHitTestingClass: View.Type? { ScrollView.self }
    /// The size of the scrollable content.
    public var contentSize: Size {
        get { _contentSize }
        set { _contentSize = newValue }
    }
    final var _contentSize: Size = Size.zero
    /// Extra room around the content, scrollable like the content. Default zero (UIKit).
    public var contentInset: EdgeInsets {
        get { _contentInset }
        set { _contentInset = newValue }
    }
    final var _contentInset: EdgeInsets = EdgeInsets.zero
    /// The point of the content shown at the top-left corner (the bounds origin).
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
            _refreshControl?.scrollViewDidScroll(self)
        }
    }
    /// Pull to refresh above the content (UIKit's `refreshControl`): setting it
    /// makes it the backmost subview, laid out across the top; nil removes it.
    /// A refresh control that holds this scroll view in its subtree is a programming error (it traps).
    public var refreshControl: RefreshControl? {
        get { _refreshControl }
        set {
            _refreshControl?.removeFromSuperview()
            _refreshControl = newValue
            guard let control = newValue else { return }
            do { try insertSubview(control, at: 0) } catch { preconditionFailure("refreshControl: \(error)") }
            control.scrollView = self
            control.layout(in: self)
        }
    }
    final var _refreshControl: RefreshControl?
    /// Supplies the view to zoom and hears about scrolling and zooming.
    public var delegate: (any ScrollViewDelegate)? {
        get { _delegate }
        set { _delegate = newValue }
    }
    final weak var _delegate: (any ScrollViewDelegate)?
    /// Content sees touchesBegan only once it is clear no drag starts
    /// (after ``GestureDefaults/scrollViewContentTouchDelay``, or at touch end). Default true (UIKit).
    public var delaysContentTouches: Bool {
        get { _delaysContentTouches }
        set { _delaysContentTouches = newValue }
    }
    final var _delaysContentTouches: Bool = true
    /// A drag may start over content that is tracking a touch, cancelling it. Default true (UIKit).
    public var canCancelContentTouches: Bool {
        get { _canCancelContentTouches }
        set { _canCancelContentTouches = newValue }
    }
    final var _canCancelContentTouches: Bool = true
    /// Whether dragging scrolls (enables ``panGestureRecognizer``). Default true.
    public var isScrollEnabled: Bool {
        get { _isScrollEnabled }
        set {
            _isScrollEnabled = newValue
            panGestureRecognizer.isEnabled = newValue
        }
    }
    final var _isScrollEnabled = true
    /// Whether the content may be dragged and carried past its edges, springing back. Default true (UIKit).
    public var bounces: Bool {
        get { _bounces }
        set { _bounces = newValue }
    }
    final var _bounces: Bool = true
    /// Bounce vertically even when the content is not taller than the view (with ``bounces``). Default false (UIKit).
    public var alwaysBounceVertical: Bool {
        get { _alwaysBounceVertical }
        set { _alwaysBounceVertical = newValue }
    }
    final var _alwaysBounceVertical: Bool = false
    /// Bounce horizontally even when the content is not wider than the view (with ``bounces``). Default false (UIKit).
    public var alwaysBounceHorizontal: Bool {
        get { _alwaysBounceHorizontal }
        set { _alwaysBounceHorizontal = newValue }
    }
    final var _alwaysBounceHorizontal: Bool = false
    /// Whether a pinch may zoom past the limits, springing back. Default true (UIKit).
    public var bouncesZoom: Bool {
        get { _bouncesZoom }
        set { _bouncesZoom = newValue }
    }
    final var _bouncesZoom: Bool = true
    /// Whether the content settles on multiples of the bounds' size. Default false (UIKit).
    public var isPagingEnabled: Bool {
        get { _isPagingEnabled }
        set { _isPagingEnabled = newValue }
    }
    final var _isPagingEnabled: Bool = false
    /// How fast the content slows down after the finger lifts. Default ``DecelerationRate/normal`` (UIKit).
    public var decelerationRate: DecelerationRate {
        get { _decelerationRate }
        set { _decelerationRate = newValue }
    }
    final var _decelerationRate: DecelerationRate = DecelerationRate.normal
    /// Smallest zoom scale. Default 1 (UIKit); zooming needs it below ``maximumZoomScale``.
    public var minimumZoomScale: Double {
        get { _minimumZoomScale }
        set { _minimumZoomScale = newValue }
    }
    final var _minimumZoomScale: Double = 1.0
    /// Largest zoom scale. Default 1 (UIKit).
    public var maximumZoomScale: Double {
        get { _maximumZoomScale }
        set { _maximumZoomScale = newValue }
    }
    final var _maximumZoomScale: Double = 1.0
    /// The current zoom scale of the zoomed view. Default 1 (UIKit). Setting it
    /// is ``setZoomScale(_:animated:)`` without animation: limited to
    /// ``minimumZoomScale`` … ``maximumZoomScale``, the delegate told
    /// (``ScrollViewDelegate/scrollViewDidZoom(_:)``).
    public var zoomScale: Double {
        get { _zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    final var _zoomScale: Double = 1.0

    /// The recognizer that scrolls (fails to begin in a direction the content cannot scroll).
    public let panGestureRecognizer: PanGestureRecognizer
    /// The recognizer that zooms; runs together with ``panGestureRecognizer``.
    public let pinchGestureRecognizer: PinchGestureRecognizer
    let delayRecognizer: ScrollViewDelayRecognizer

    /// Whether a drag is scrolling the content (from the pan's began until the finger lifts).
    public internal(set) var isDragging: Bool {
        get { _isDragging }
        set { _isDragging = newValue }
    }
    final var _isDragging: Bool = false
    /// The offset the finger's position stands for at the start of a drag, before the rubber band.
    var dragStartOffset = Point.zero
    /// The pan's translation when the drag (re)started.
    var dragBaseline = Point.zero
    var zoomStart = 1.0
    var zoomAnchor = Point.zero
    /// The motion of each axis after the finger lifted.
    var motion = (x: AxisMotion.idle, y: AxisMotion.idle)
    /// What started the offset's motion (which delegate call ends it).
    var motionOrigin = MotionOrigin.deceleration
    /// The zoom scale's spring back to a limit, if bouncing.
    var zoomMotion: ZoomMotion?
    /// The animation of `zoom(to:animated:)` or `setZoomScale(_:animated:)`, if one runs.
    var zoomAnimation: ZoomAnimation?
    /// Steps the motion on the window's display frames.
    lazy var displayLink = DisplayLink { [unowned self] in self.stepMotion(duration: $0) }

    /// A scroll view with an id and a frame; its recognizers get ids `<id>.delay`, `<id>.pan`, `<id>.pinch`.
    public override init(id: String, frame: Rect = .zero) {
        let pan = ScrollViewPanRecognizer(id: id + ".pan")
        let pinch = ScrollViewPinchRecognizer(id: id + ".pinch")
        let delay = ScrollViewDelayRecognizer(id: id + ".delay")
        panGestureRecognizer = pan
        pinchGestureRecognizer = pinch
        delayRecognizer = delay
        super.init(id: id, frame: frame)
        pan.scrollView = self
        pinch.scrollView = self
        delay.scrollView = self
        pan.recognizesSimultaneously(with: pinch)
        addGestureRecognizer(delay)
        addGestureRecognizer(pan)
        addGestureRecognizer(pinch)
        pan.addTarget { [unowned self] in self.handlePan($0) }
        pinch.addTarget { [unowned self] in self.handlePinch($0) }
    }

    /// Whether a finger is on the content (from touch-down, before any drag starts).
    public var isTracking: Bool { panGestureRecognizer.downTouchCount > 0 }
    /// Whether the content moves on by itself after a drag (a glide, a bounce, a page settling).
    public var isDecelerating: Bool { (motion.x.isMoving || motion.y.isMoving) && motionOrigin == .deceleration }
    /// Whether a pinch is zooming the content.
    public var isZooming: Bool { pinchGestureRecognizer.state.isActive }
    /// Whether the zoom scale is springing back to a limit.
    public var isZoomBouncing: Bool { zoomMotion != nil }
    /// Whether the offset or the zoom moves by itself: a glide, a bounce, or an animation.
    var hasMotion: Bool { motion.x.isMoving || motion.y.isMoving || zoomMotion != nil || zoomAnimation != nil }

    /// Asked before content `view` gets `touches`; false keeps them from it. Default true.
    open func touchesShouldBegin(_ touches: [Touch], with event: Event, in view: View) -> Bool { true }

    /// Asked before a drag cancels the touches content `view` is tracking; false
    /// keeps the touches there and the drag from starting. Default: true, except for a ``Control``.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// The smallest content offset: minus the top and left insets.
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest content offset: content size plus the bottom and right insets
    /// minus the bounds' size, not below ``minimumContentOffset``.
    public var maximumContentOffset: Point { maximumContentOffset(contentSize: contentSize) }

    /// The largest content offset for content of `size`.
    func maximumContentOffset(contentSize size: Size) -> Point {
        let low = minimumContentOffset
        return Point(x: Swift.max(low.x, size.width + contentInset.right - bounds.width),
                     y: Swift.max(low.y, size.height + contentInset.bottom - bounds.height))
    }

    /// Whether the content (with its insets) is wider than the view.
    public var canScrollHorizontally: Bool { maximumContentOffset.x > minimumContentOffset.x }
    /// Whether the content (with its insets) is taller than the view.
    public var canScrollVertically: Bool { maximumContentOffset.y > minimumContentOffset.y }

    /// Whether a drag may move the content horizontally: it is wider, or it bounces horizontally anyway.
    public var dragsHorizontally: Bool { canScrollHorizontally || (bounces && alwaysBounceHorizontal) }
    /// Whether a drag may move the content vertically: it is taller, or it bounces vertically anyway.
    public var dragsVertically: Bool { canScrollVertically || (bounces && alwaysBounceVertical) }

    /// `offset` limited to ``minimumContentOffset`` … ``maximumContentOffset``.
    public func clampedOffset(_ offset: Point) -> Point { clampedOffset(offset, contentSize: contentSize) }

    /// `offset` limited to the offsets content of `size` allows.
    func clampedOffset(_ offset: Point, contentSize size: Size) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset(contentSize: size)
        return Point(x: Swift.min(Swift.max(low.x, offset.x), high.x), y: Swift.min(Swift.max(low.y, offset.y), high.y))
    }

    /// The limits of the horizontal offset.
    var horizontalLimits: AxisLimits {
        AxisLimits(range: minimumContentOffset.x...maximumContentOffset.x, bounces: bounces && dragsHorizontally, dimension: bounds.width)
    }

    /// The limits of the vertical offset.
    var verticalLimits: AxisLimits {
        AxisLimits(range: minimumContentOffset.y...maximumContentOffset.y, bounces: bounces && dragsVertically, dimension: bounds.height)
    }
}

/// What set a scroll view's content in motion.
enum MotionOrigin {
    /// The end of a drag: ends with `scrollViewDidEndDecelerating`.
    case deceleration
    /// `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`: ends with `scrollViewDidEndScrollingAnimation`.
    case animation
}
