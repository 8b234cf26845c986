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
    /// The event of a recognizer's state change: where its touches are, how many,
    /// and the values it reports (`GestureRecognizer.reportedValues`).
    func gestureEvent(_ recognizer: GestureRecognizer, name: Int32, kind: Int32, view: Int32, state: Int32, time: Double) -> TraceEvent {
        var event = TraceEvent(time: time, gesture: name, kind: kind, view: view, state: state,
                               location: recognizer.location(in: nil), touches: recognizer.numberOfTouches)
        let values = recognizer.reportedValues
        if let translation = values.translation { event.setTranslation(translation) }
        if let velocity = values.velocity { event.setVelocity(velocity) }
        if let scale = values.scale { event.setScale(scale) }
        if let rotation = values.rotation { event.setRotation(rotation) }
        return event
    }
}
