/// A view that scrolls and zooms its content (UIKit's `UIScrollView`, without
/// bounce or deceleration).
///
/// ``contentOffset`` is the bounds origin: scrolling moves the bounds, so
/// subviews (the content) appear to move the other way. A one-finger (or
/// more) drag scrolls within `0 … contentSize − bounds.size`; a pinch zooms
/// the delegate's ``ScrollViewDelegate/viewForZooming(in:)`` about the pinch
/// centre. Content touches are held back ``GestureDefaults/scrollViewContentTouchDelay``
/// (``delaysContentTouches``) and cancelled when a drag starts
/// (``canCancelContentTouches``, ``touchesShouldCancel(in:)``).
open class ScrollView: View {
    /// True for `ScrollView` itself, which keeps `View`'s hit-testing; false for subclasses unless they say otherwise.
    open override class var usesDefaultHitTesting: Bool { self == ScrollView.self }

    /// The size of the scrollable content.
    public var contentSize = Size.zero
    /// The point of the content shown at the top-left corner (the bounds origin).
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }
    /// Supplies the view to zoom and hears about scrolling and zooming.
    public weak var delegate: (any ScrollViewDelegate)?
    /// Content sees touchesBegan only once it is clear no drag starts
    /// (after ``GestureDefaults/scrollViewContentTouchDelay``, or at touch end). Default true (UIKit).
    public var delaysContentTouches = true
    /// A drag may start over content that is tracking a touch, cancelling it. Default true (UIKit).
    public var canCancelContentTouches = true
    /// Whether dragging scrolls (enables ``panGestureRecognizer``). Default true.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Smallest zoom scale. Default 1 (UIKit); zooming needs it below ``maximumZoomScale``.
    public var minimumZoomScale = 1.0
    /// Largest zoom scale. Default 1 (UIKit).
    public var maximumZoomScale = 1.0
    /// The current zoom scale of the zoomed view.
    public internal(set) var zoomScale = 1.0

    /// The recognizer that scrolls (fails to begin in a direction the content cannot scroll).
    public let panGestureRecognizer: PanGestureRecognizer
    /// The recognizer that zooms; runs together with ``panGestureRecognizer``.
    public let pinchGestureRecognizer: PinchGestureRecognizer
    let delayRecognizer: ScrollViewDelayRecognizer

    private var dragStartOffset = Point.zero
    private var dragBaseline = Point.zero
    private var zoomStart = 1.0
    private var zoomAnchor = Point.zero

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

    /// Whether a drag is scrolling the content.
    public var isDragging: Bool { panGestureRecognizer.state.isActive }
    /// Whether a pinch is zooming the content.
    public var isZooming: Bool { pinchGestureRecognizer.state.isActive }

    /// Asked before content `view` gets `touches`; false keeps them from it. Default true.
    open func touchesShouldBegin(_ touches: [Touch], with event: Event, in view: View) -> Bool { true }

    /// Asked before a drag cancels the touches content `view` is tracking; false
    /// keeps the touches there and the drag from starting. Default: true, except for a ``Control``.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// The largest content offset: content size minus bounds size, not below zero.
    public var maximumContentOffset: Point {
        Point(x: Swift.max(0, contentSize.width - bounds.width), y: Swift.max(0, contentSize.height - bounds.height))
    }

    /// Whether the content is wider than the view.
    public var canScrollHorizontally: Bool { contentSize.width > bounds.width }
    /// Whether the content is taller than the view.
    public var canScrollVertically: Bool { contentSize.height > bounds.height }

    /// `offset` limited to `0 … maximumContentOffset`.
    public func clampedOffset(_ offset: Point) -> Point {
        let limit = maximumContentOffset
        return Point(x: Swift.min(Swift.max(0, offset.x), limit.x), y: Swift.min(Swift.max(0, offset.y), limit.y))
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: self)
        if pan.state == .began || isZooming {
            dragStartOffset = contentOffset
            dragBaseline = translation
            return
        }
        guard pan.state == .changed else { return }
        contentOffset = clampedOffset(Point(x: dragStartOffset.x - (translation.x - dragBaseline.x),
                                            y: dragStartOffset.y - (translation.y - dragBaseline.y)))
    }

    private func handlePinch(_ pinch: PinchGestureRecognizer) {
        let visible = visibleLocation(of: pinch)
        switch pinch.state {
        case .began:
            zoomStart = zoomScale
            zoomAnchor = Point(x: (contentOffset.x + visible.x) / zoomScale, y: (contentOffset.y + visible.y) / zoomScale)
        case .changed:
            let scale = Swift.min(Swift.max(zoomStart * pinch.scale, minimumZoomScale), maximumZoomScale)
            applyZoomScale(scale)
            contentOffset = clampedOffset(Point(x: zoomAnchor.x * scale - visible.x, y: zoomAnchor.y * scale - visible.y))
        default:
            break
        }
    }

    /// The pinch centre relative to the view's visible top-left corner.
    private func visibleLocation(of recognizer: GestureRecognizer) -> Point {
        let p = recognizer.location(in: self)
        return Point(x: p.x - contentOffset.x, y: p.y - contentOffset.y)
    }
}

/// Receives a scroll view's questions and news; every method has a default.
public protocol ScrollViewDelegate: AnyObject {
    /// The view to scale when zooming (nil: no zooming). Default nil.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
}
