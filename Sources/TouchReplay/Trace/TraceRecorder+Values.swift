import GestureEngine

/// A view's traced geometry, rounded as traces round it, so that changes below
/// the traced precision make no `view` lines. Made per view per frame: no allocation.
struct ViewGeometry: Equatable {
    var frame: Rect
    var contentOffset: Point?
    var zoomScale: Double?
    /// A scroll view's phase (``ScrollView/scrollPhase``).
    var scrollPhase: ScrollPhase?

    init(_ view: View) {
        let f = view.frame
        frame = Rect(x: ViewGeometry.points(f.origin.x), y: ViewGeometry.points(f.origin.y),
                     width: ViewGeometry.points(f.size.width), height: ViewGeometry.points(f.size.height))
        if let scrollView = view as? ScrollView {
            let offset = scrollView.contentOffset
            contentOffset = Point(x: ViewGeometry.points(offset.x), y: ViewGeometry.points(offset.y))
            zoomScale = TraceRounding.round(scrollView.zoomScale, TraceRounding.scale)
            scrollPhase = scrollView.scrollPhase
        }
    }

    private static func points(_ value: Double) -> Double { TraceRounding.round(value, TraceRounding.points) }

}

extension TraceRecorder {
    /// The kind of a scene recognizer; else the built-in kind it derives from
    /// (a scroll view's `list.pan` is a `pan`); else a name from its class (`FooGestureRecognizer` → `foo`, `ScrollViewDelayRecognizer` → `scrollViewDelay`).
    func kindName(_ recognizer: GestureRecognizer) -> String {
        if let kind = gestureKind(recognizer) { return kind.traceName }
        switch recognizer {
        case is TapGestureRecognizer: return "tap"
        case is LongPressGestureRecognizer: return "longPress"
        case is PanGestureRecognizer: return "pan"
        case is PinchGestureRecognizer: return "pinch"
        case is RotationGestureRecognizer: return "rotation"
        case is SwipeGestureRecognizer: return "swipe"
        default: break
        }
        var name = String(describing: type(of: recognizer))
        for suffix in ["GestureRecognizer", "Recognizer"] where name.hasSuffix(suffix) && name != suffix {
            name.removeLast(suffix.count)
            break
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// The event of a recognizer's state change: where its touches are, how many, and its kind's values.
    func gestureEvent(_ recognizer: GestureRecognizer, name: Int32, kind: Int32, view: Int32, state: Int32, time: Double) -> TraceEvent {
        var event = TraceEvent(time: time, gesture: name, kind: kind, view: view, state: state,
                               location: recognizer.location(in: nil), touches: recognizer.numberOfTouches)
        switch recognizer {
        case let pan as PanGestureRecognizer:
            event.setTranslation(pan.translation(in: nil))
            event.setVelocity(pan.velocity(in: nil))
        case let pinch as PinchGestureRecognizer:
            event.setScale(pinch.scale)
        case let rotation as RotationGestureRecognizer:
            event.setRotation(rotation.rotation)
        default:
            break
        }
        return event
    }

    /// Whether the recognizer reports `recognized` rather than `ended`: scene kinds say; otherwise taps and swipes are discrete.
    func isDiscrete(_ recognizer: GestureRecognizer) -> Bool {
        if let kind = gestureKind(recognizer) { return kind.isDiscrete }
        return recognizer is TapGestureRecognizer || recognizer is SwipeGestureRecognizer
    }
}
