import GestureEngine

/// The built-in kinds' parameters, read from ``GestureDescription/parameters`` with
/// UIKit's defaults where the scene left them out.
extension GestureDescription {
    /// Taps required (tap: 1, doubleTap: 2, longPress: 0).
    public var taps: Int { parameters.wholeNumber("taps") ?? (kind == .doubleTap ? 2 : (kind == .longPress ? 0 : 1)) }
    /// Fingers required (tap, doubleTap, longPress, swipe); 1 by default.
    public var touches: Int { parameters.wholeNumber("touches") ?? 1 }
    /// Fewest fingers for a pan.
    public var minimumTouches: Int { parameters.wholeNumber("minimumTouches") ?? 1 }
    /// Most fingers for a pan; nil for any number.
    public var maximumTouches: Int? { parameters.wholeNumber("maximumTouches") }
    /// Seconds a long press must be held.
    public var minimumPressDuration: Double? { parameters.number("minimumPressDuration") }
    /// Points a long press may move before it fails.
    public var allowableMovement: Double? { parameters.number("allowableMovement") }
    /// Directions a swipe accepts (right by default).
    public var directions: [SwipeDirection] { parameters.names("direction")?.compactMap(SwipeDirection.init(rawValue:)) ?? [.right] }
    /// The edges a screen edge pan starts from (none by default, as UIKit's).
    public var edges: RectEdge {
        (parameters.names("edges") ?? []).reduce(into: []) { edges, name in
            if let edge = EdgeName(rawValue: name)?.edge { edges.formUnion(edge) }
        }
    }
    /// A tap's or long press's `buttonMaskRequired` (default primary).
    public var buttonMaskRequired: ButtonMask { parameters.name("buttonMaskRequired").flatMap(ButtonMask.init(name:)) ?? .primary }
    /// A pan's `allowedScrollTypesMask` (default none): `discrete` lets a mouse wheel pan it.
    public var allowedScrollTypesMask: ScrollTypeMask {
        (parameters.names("allowedScrollTypesMask") ?? []).reduce(into: []) { mask, name in
            switch ScrollTypeName(rawValue: name) {
            case .discrete: mask.insert(.discrete)
            case .continuous: mask.insert(.continuous)
            case .all: mask.formUnion(.all)
            case nil: break
            }
        }
    }
}

/// The names a scene gives edges.
enum EdgeName: String, CaseIterable {
    case top, left, bottom, right, all

    /// The edge (or edges) named.
    var edge: RectEdge {
        switch self {
        case .top: .top
        case .left: .left
        case .bottom: .bottom
        case .right: .right
        case .all: .all
        }
    }
}

/// The words a scene's `allowedScrollTypesMask` takes (GestureEngine's `ScrollTypeMask`).
enum ScrollTypeName: String, CaseIterable {
    case discrete
    case continuous
    case all
}
