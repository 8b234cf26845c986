import GestureEngine

/// What a scene's recognizer does to its view when it fires. A kind lists
/// the actions it supports (``GestureKind/actions``); `none` goes with any kind.
public enum GestureAction: String, Hashable, Sendable, CaseIterable {
    /// Nothing; the recognizer only shows in the trace.
    case none
    /// Move the view's centre by the gesture's movement: a pan's translation
    /// (pan, screenEdgePan), or how far the recognizer's location moved since it
    /// began (longPress, and a kind of your own).
    case move
    /// Scale the view's transform by the scale the recognizer reports (`reportedValues.scale`: pinch).
    case scale
    /// Rotate the view's transform by the rotation the recognizer reports (`reportedValues.rotation`: rotation).
    case rotate
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
///
/// The keys every recognizer takes are properties; the keys of its ``kind`` are in
/// ``parameters`` (the built-in kinds' are read back as typed properties too: ``taps``, …).
public struct GestureDescription: Hashable, Sendable {
    /// The recognizer's id, unique in the scene.
    public var id: String
    /// The kind.
    public var kind: GestureKind
    /// The values the scene gave the kind's own keys.
    public var parameters = GestureParameters()
    /// Recognizers that must fail before this one may recognize.
    public var requireToFail: [SceneReference] = []
    /// Recognizers that may recognize at the same time as this one.
    public var simultaneousWith: [SceneReference] = []
    /// `cancelsTouchesInView` (UIKit's default true).
    public var cancelsTouchesInView = true
    /// `delaysTouchesBegan` (default false).
    public var delaysTouchesBegan = false
    /// `delaysTouchesEnded` (default true).
    public var delaysTouchesEnded = true
    /// What the recognizer does to its view.
    public var action = GestureAction.none
    /// `allowedTouchTypes` (default every type).
    public var allowedTouchTypes: [TouchType] = TouchType.allCases
    /// Whether the trace gets an `action` line each time the recognizer sends its actions (`traceActions`, default false).
    public var tracesActions = false
    /// Where the recognizer was written.
    public var location: SceneLocation

    /// ``requireToFail`` and ``simultaneousWith`` together.
    var relations: RecognizerRelations {
        var relations = RecognizerRelations()
        relations.requireToFail = requireToFail
        relations.simultaneousWith = simultaneousWith
        return relations
    }

    /// A recognizer of `kind` with UIKit's defaults.
    public init(id: String, kind: GestureKind, location: SceneLocation) {
        self.id = id
        self.kind = kind
        self.location = location
    }
}
