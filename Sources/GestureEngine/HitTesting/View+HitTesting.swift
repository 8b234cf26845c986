extension View {
    /// Whether the view can take touches at all: visible, interactive and alpha above 0.01.
    public var isHitTestable: Bool { !isHidden && isUserInteractionEnabled && alpha > 0.01 }
}

extension View {
    /// UIKit's default hit-test, without tracing of the result.
    public func defaultHitTest(_ point: Point, with event: Event?) -> View? {
        guard isHitTestable, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}
