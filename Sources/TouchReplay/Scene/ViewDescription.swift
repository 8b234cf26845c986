import GestureEngine

/// One view of a scene: geometry, visibility, hit-test customisations, touch
/// handling, scrolling, gesture recognizers and subviews.
public struct ViewDescription: Hashable, Sendable {
    /// The view's id, unique in the scene.
    public var id: String
    /// The frame in the superview's coordinates.
    public var frame: Rect
    /// `isHidden`.
    public var isHidden = false
    /// `alpha`, 0...1.
    public var alpha = 1.0
    /// `isUserInteractionEnabled`.
    public var isUserInteractionEnabled = true
    /// `clipsToBounds`.
    public var clipsToBounds = false
    /// Whether a view controller manages this view (it joins the responder chain).
    public var hasController = false
    /// What the view does with delivered touches.
    public var touches = TouchHandling.forward
    /// Insets of the touch area (negative grows it).
    public var touchAreaInsets = EdgeInsets.zero
    /// Whether only the subviews take touches, never the view itself.
    public var passesTouchesThrough = false
    /// A view that takes every hit inside this one.
    public var redirect: SceneReference?
    /// Whether `point(inside:)` is always false.
    public var ignoresTouches = false
    /// `isMultipleTouchEnabled` (scene key `multipleTouch`).
    public var isMultipleTouchEnabled = false
    /// `isExclusiveTouch` (scene key `exclusiveTouch`).
    public var isExclusiveTouch = false
    /// Whether touchable subviews outside the bounds count as inside.
    public var extendsHitAreaToSubviews = false
    /// What the view draws, back to front.
    public var drawing: [FillDescription] = []
    /// An alpha bitmap stretched over the bounds that multiplies the drawing's alpha.
    public var drawingMask: AlphaMask?
    /// When set, points whose rendered alpha is at or below it let touches through.
    public var transparencyThreshold: Double?
    /// The control settings when the view is a control (a scroll view does not cancel its touches); nil otherwise.
    public var control: ControlDescription?
    /// Whether the view is a control.
    public var isControl: Bool { control != nil }
    /// Scroll view settings; nil for a plain view.
    public var scroll: ScrollDescription?
    /// Gesture recognizers attached to the view, in order.
    public var gestures: [GestureDescription] = []
    /// Subviews in painting order (last is frontmost).
    public var subviews: [ViewDescription] = []
    /// Where the view was written.
    public var location: SceneLocation

    /// A view with an id, a frame and defaults for everything else.
    public init(id: String, frame: Rect, location: SceneLocation) {
        self.id = id
        self.frame = frame
        self.location = location
    }
}
