import GestureEngine

/// The gesture recognizer kinds a scene can attach.
public enum GestureKind: String, Hashable, Sendable, CaseIterable {
    /// One or more taps (`TapGestureRecognizer`).
    case tap
    /// A tap recognizer that needs two taps (a shorthand for `tap` with `taps: 2`).
    case doubleTap
    /// A press held in place (`LongPressGestureRecognizer`).
    case longPress
    /// A drag (`PanGestureRecognizer`).
    case pan
    /// Two fingers moving apart or together (`PinchGestureRecognizer`).
    case pinch
    /// Two fingers turning (`RotationGestureRecognizer`).
    case rotation
    /// A quick stroke in one direction (`SwipeGestureRecognizer`).
    case swipe
    /// A drag starting at an edge of the screen (`ScreenEdgePanGestureRecognizer`).
    case screenEdgePan
    /// A pointer moving over the view with no button down, or a pen hovering (`HoverGestureRecognizer`).
    case hover

    /// Whether the kind is discrete (recognized once) rather than continuous.
    public var isDiscrete: Bool { self == .tap || self == .doubleTap || self == .swipe }

    /// The kind's name in traces (`doubleTap` traces as `tap`).
    public var traceName: String { self == .doubleTap ? "tap" : rawValue }
}

/// What a scene's recognizer does to its view when it fires.
public enum GestureAction: String, Hashable, Sendable, CaseIterable {
    /// Nothing; the recognizer only shows in the trace.
    case none
    /// Move the view's centre by the gesture's movement (pan, screenEdgePan, longPress).
    case move
    /// Scale the view's transform by the pinch's scale (pinch).
    case scale
    /// Rotate the view's transform by the gesture's rotation (rotation).
    case rotate

    /// The kinds the action works with.
    public var kinds: [GestureKind] {
        switch self {
        case .none: GestureKind.allCases
        case .move: [.pan, .longPress, .screenEdgePan]
        case .scale: [.pinch]
        case .rotate: [.rotation]
        }
    }
}

/// A swipe direction.
public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
    /// Towards +x.
    case right
    /// Towards -x.
    case left
    /// Towards -y.
    case up
    /// Towards +y.
    case down
}

/// One gesture recognizer of a scene, with its parameters and relations.
public struct GestureDescription: Hashable, Sendable {
    /// The recognizer's id, unique in the scene.
    public var id: String
    /// The kind.
    public var kind: GestureKind
    /// Taps required (tap: 1, doubleTap: 2, longPress: 0).
    public var taps: Int
    /// Fingers required (tap, doubleTap, longPress, swipe); 1 by default.
    public var touches: Int
    /// Fewest fingers for a pan.
    public var minimumTouches: Int
    /// Most fingers for a pan; nil for any number.
    public var maximumTouches: Int?
    /// Seconds a long press must be held.
    public var minimumPressDuration: Double?
    /// Points a long press may move before it fails.
    public var allowableMovement: Double?
    /// Directions a swipe accepts.
    public var directions: [SwipeDirection]
    /// The edges a screen edge pan starts from (none by default, as UIKit's).
    public var edges: RectEdge
    /// Recognizers that must fail before this one may recognize.
    public var requireToFail: [SceneReference]
    /// Recognizers that may recognize at the same time as this one.
    public var simultaneousWith: [SceneReference]
    /// `cancelsTouchesInView` (UIKit's default true).
    public var cancelsTouchesInView: Bool
    /// `delaysTouchesBegan` (default false).
    public var delaysTouchesBegan: Bool
    /// `delaysTouchesEnded` (default true).
    public var delaysTouchesEnded: Bool
    /// What the recognizer does to its view.
    public var action: GestureAction
    /// `allowedTouchTypes` (default every type).
    public var allowedTouchTypes: [TouchType] = TouchType.allCases
    /// A tap's or long press's `buttonMaskRequired` (default primary).
    public var buttonMaskRequired: ButtonMask = .primary
    /// Whether the trace gets an `action` line each time the recognizer sends its actions (`traceActions`, default false).
    public var tracesActions = false
    /// A pan's `allowedScrollTypesMask` (default none): `discrete` lets a mouse wheel pan it.
    public var allowedScrollTypesMask: ScrollTypeMask = []
    /// Where the recognizer was written.
    public var location: SceneLocation

    /// A recognizer of `kind` with UIKit's defaults.
    public init(id: String, kind: GestureKind, location: SceneLocation) {
        self.id = id
        self.kind = kind
        self.taps = kind == .doubleTap ? 2 : (kind == .longPress ? 0 : 1)
        self.touches = 1
        self.minimumTouches = 1
        self.maximumTouches = nil
        self.minimumPressDuration = nil
        self.allowableMovement = nil
        self.directions = [.right]
        self.edges = []
        self.requireToFail = []
        self.simultaneousWith = []
        self.cancelsTouchesInView = true
        self.delaysTouchesBegan = false
        self.delaysTouchesEnded = true
        self.action = .none
        self.location = location
    }
}
