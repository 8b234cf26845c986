import GestureEngine

/// A scene file decoded and validated: the screen, how the device maps onto
/// it, and the view tree with its gesture recognizers; or several windows,
/// one per display, each with its own screen and views.
///
/// Scenes are plain values; ``makeHierarchy(startTime:)`` builds fresh engine objects from
/// one each time it is called. See docs/scene-format.md for the file format.
public struct Scene: Hashable, Sendable {
    /// The file the scene came from, as named by the caller (used in errors).
    public var file: String
    /// The windows, one per display, in file order: one, `window`, for a scene of `screen` and
    /// `root`; never empty.
    public var windows: [WindowDescription]
    /// The first window's screen and device mapping (the only window's, in a scene of `screen` and `root`).
    public var screen: ScreenDescription {
        get { windows[0].screen }
        set { windows[0].screen = newValue }
    }
    /// The first window's root view, added to the window (the window itself is the screen and has the id `window`).
    public var root: ViewDescription {
        get { windows[0].root }
        set { windows[0].root = newValue }
    }
    /// Devices with a mapping of their own (`devices`), in file order; see ``mapping(forDeviceNamed:path:)``.
    public var devices: [DeviceMappingDescription] = []

    /// A scene of one window, `window`, from its parts; call ``validate()`` before building it.
    public init(file: String, screen: ScreenDescription, root: ViewDescription) {
        self.file = file
        windows = [WindowDescription(id: Scene.windowID, screen: screen, root: root)]
    }

    /// A scene of several windows (at least one), from their parts; call ``validate()`` before building it.
    public init(file: String, windows: [WindowDescription]) {
        precondition(!windows.isEmpty, "a scene has at least one window")
        self.file = file
        self.windows = windows
    }

    /// Every view, window by window, depth first in painting order, starting with each window's root.
    public var allViews: [ViewDescription] {
        var result: [ViewDescription] = []
        func visit(_ view: ViewDescription) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        for window in windows { visit(window.root) }
        return result
    }

    /// Every gesture recognizer, in the order of ``allViews`` and then as listed.
    public var allGestures: [GestureDescription] { allViews.flatMap(\.gestures) }
}

/// The screen in points and how an input device maps onto it.
public struct ScreenDescription: Hashable, Sendable {
    /// The quarter turns the scene accepts for `rotation`.
    public static let rotations = [0, 90, 180, 270]

    /// The screen's size in points, in its fixed orientation (the one the input device maps onto).
    public var size: Size
    /// The interface's orientation: the window is ``size`` turned to it, and so are touches. Default portrait (no turn).
    public var orientation = InterfaceOrientation.portrait
    /// The device's rotation relative to the screen, clockwise: 0, 90, 180 or 270 degrees.
    public var rotation: Int
    /// libinput's calibration matrix `a b c d e f` in normalised device space; nil for the identity.
    public var calibration: [Double]?
    /// The part of the screen the device covers, in points; nil for the whole screen.
    public var target: Rect?
    /// Where a mouse pointer starts, in points; nil for the screen's centre.
    public var pointerStart: Point?
    /// Points a mouse pointer moves per relative unit.
    public var pointerScale: Double
    /// The display's refresh rate in frames per second: how often moving scroll views step.
    public var refreshRate = ScrollPhysics.defaultFramesPerSecond

    /// The window's size: ``size`` in the interface's orientation.
    public var interfaceSize: Size { orientation.interfaceSize(fixed: size) }

    /// A screen from its parts.
    public init(size: Size, rotation: Int = 0, calibration: [Double]? = nil, target: Rect? = nil,
                pointerStart: Point? = nil, pointerScale: Double = 1) {
        self.size = size
        self.rotation = rotation
        self.calibration = calibration
        self.target = target
        self.pointerStart = pointerStart
        self.pointerScale = pointerScale
    }
}

/// What a view does with the touches delivered to it.
public enum TouchHandling: String, Hashable, Sendable, CaseIterable {
    /// UIKit's default: pass the touches up the responder chain.
    case forward
    /// Handle them (stop the responder chain) and do nothing else; they show in the trace.
    case log
    /// Handle them and move the view's centre with the touch, as the seed's `touchesMoved` drag does.
    case follow
}

/// One filled shape of a view's drawing, for hit-testing through transparency.
public struct FillDescription: Hashable, Sendable {
    /// The outline kinds.
    public enum Shape: String, Hashable, Sendable, CaseIterable {
        /// A rectangle.
        case rect
        /// A rectangle with rounded corners (`cornerRadius`).
        case roundedRect
        /// The ellipse inscribed in the rectangle.
        case ellipse
    }

    /// The outline.
    public var shape: Shape
    /// The rectangle in the view's bounds coordinates.
    public var rect: Rect
    /// The corner radius for ``Shape/roundedRect``.
    public var cornerRadius: Double
    /// The fill's opacity 0...1.
    public var alpha: Double

    /// A fill from its parts.
    public init(shape: Shape, rect: Rect, cornerRadius: Double = 0, alpha: Double = 1) {
        self.shape = shape
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.alpha = alpha
    }
}

/// A scroll view's settings.
public struct ScrollDescription: Hashable, Sendable {
    /// The size of the scrollable content.
    public var contentSize: Size
    /// The initial scroll position.
    public var contentOffset: Point
    /// The smallest zoom scale.
    public var minimumZoomScale: Double
    /// The largest zoom scale.
    public var maximumZoomScale: Double
    /// The subview that zooms (`viewForZooming`), if any.
    public var zoomView: SceneReference?
    /// Whether touches in the content wait briefly to see if they scroll.
    public var delaysContentTouches: Bool
    /// Whether a scroll that starts cancels touches already delivered to the content.
    public var canCancelContentTouches: Bool
    /// Extra scrollable room around the content.
    public var contentInset = EdgeInsets.zero
    /// Whether the content goes past its edges with resistance and springs back.
    public var bounces = true
    /// Whether short content still bounces vertically.
    public var alwaysBounceVertical = false
    /// Whether narrow content still bounces horizontally.
    public var alwaysBounceHorizontal = false
    /// Whether a pinch may zoom past the limits and spring back.
    public var bouncesZoom = true
    /// Whether the content settles on multiples of the view's size.
    public var isPagingEnabled = false
    /// How fast a released drag slows down.
    public var decelerationRate = DecelerationRate.normal
    /// Pull to refresh at the top, if any.
    public var refresh: RefreshDescription?
    /// The relations of the scroll view's own pan (`pan:`), whose id is `ID.pan`.
    public var panRelations = RecognizerRelations()
    /// The relations of the scroll view's own pinch (`pinch:`), whose id is `ID.pinch`.
    public var pinchRelations = RecognizerRelations()

    /// Settings from their parts (the motion settings start at UIKit's defaults).
    public init(contentSize: Size, contentOffset: Point = .zero, minimumZoomScale: Double = 1, maximumZoomScale: Double = 1,
                zoomView: SceneReference? = nil, delaysContentTouches: Bool = true, canCancelContentTouches: Bool = true) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.minimumZoomScale = minimumZoomScale
        self.maximumZoomScale = maximumZoomScale
        self.zoomView = zoomView
        self.delaysContentTouches = delaysContentTouches
        self.canCancelContentTouches = canCancelContentTouches
    }
}
