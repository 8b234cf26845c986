import GestureEngine

/// A view's traced geometry, rounded as traces round it, so that changes below
/// the traced precision make no `view` lines.
struct ViewGeometry: Equatable {
    var frame: [Double]
    var contentOffset: [Double]?
    var zoomScale: Double?

    init(_ view: View) {
        let f = view.frame
        frame = [f.origin.x, f.origin.y, f.size.width, f.size.height].map { TraceRounding.round($0, TraceRounding.points) }
        if let scrollView = view as? ScrollView {
            contentOffset = [scrollView.contentOffset.x, scrollView.contentOffset.y].map { TraceRounding.round($0, TraceRounding.points) }
            zoomScale = TraceRounding.round(scrollView.zoomScale, TraceRounding.scale)
        }
    }

    func record(view: String, time: Double) -> ViewRecord {
        ViewRecord(time: time, view: view, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
                   contentOffset: contentOffset.map { Point(x: $0[0], y: $0[1]) }, zoomScale: zoomScale)
    }
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

    /// The record of a recognizer's state change: where its touches are, how many, and its kind's values.
    func gestureRecord(_ recognizer: GestureRecognizer, state: String, time: Double) -> GestureRecord {
        var record = GestureRecord(time: time, gesture: recognizer.id, kind: kindName(recognizer), view: recognizer.view?.id,
                                   state: state, location: recognizer.location(in: nil), touches: recognizer.numberOfTouches)
        switch recognizer {
        case let pan as PanGestureRecognizer:
            record.translation = pan.translation(in: nil)
            record.velocity = pan.velocity(in: nil)
        case let pinch as PinchGestureRecognizer:
            record.scale = pinch.scale
        case let rotation as RotationGestureRecognizer:
            record.rotation = rotation.rotation
        default:
            break
        }
        return record
    }

    /// Whether the recognizer reports `recognized` rather than `ended`: scene kinds say; otherwise taps and swipes are discrete.
    func isDiscrete(_ recognizer: GestureRecognizer) -> Bool {
        if let kind = gestureKind(recognizer) { return kind.isDiscrete }
        return recognizer is TapGestureRecognizer || recognizer is SwipeGestureRecognizer
    }
}
