import GestureEngine
import TouchReplay

/// Where every view of a scene is on the screen as a trace's `view` lines move
/// them: the lines are applied, in order, to fresh engine objects built from
/// the scene, and each view's screen rectangle is read back.
///
/// Working from the lines (not from a live replay) lets the same code show an
/// expected trace and an actual one. A line's frame is set on the view (on a
/// scaled view, its scale and centre), a scroll view's zoom scale and content
/// offset are set through the scroll view (which scales its zoomed view as the
/// engine did). A view turned by a rotation is known only by its bounding box,
/// which is what the trace holds, so it is drawn as that box.
struct ViewerGeometry {
    /// The engine objects the lines are applied to.
    let sceneHierarchy: SceneHierarchy
    /// The position in `SceneHierarchy/views` of each view id.
    private let indices: [String: Int]
    /// Each view's screen rectangle as last read, on the viewer's stage (``ViewerWindows``).
    private(set) var rects: [Rect]
    /// Where the scene's windows are on the stage.
    let windows: ViewerWindows
    /// The position of each view's window in the scene's windows.
    private let viewWindows: [Int]

    /// The scene's views where the scene puts them.
    init(scene: Scene) {
        sceneHierarchy = scene.makeHierarchy()
        windows = ViewerWindows(scene: scene)
        var indices: [String: Int] = [:]
        for (index, view) in sceneHierarchy.views.enumerated() where indices[view.id] == nil { indices[view.id] = index }
        self.indices = indices
        let hierarchy = sceneHierarchy
        viewWindows = hierarchy.views.map { ViewerWindows.index(of: $0, in: hierarchy.windows) }
        rects = hierarchy.views.indices.map { [windows, viewWindows] index in
            let view = hierarchy.views[index]
            return windows.stageRect(view.convert(view.bounds, to: nil), window: viewWindows[index])
        }
    }

    /// The position of the view with `id` in `SceneHierarchy/views`.
    func index(of id: String) -> Int? { indices[id] }

    /// Applies one `view` line and returns the positions of the views whose screen rectangle changed
    /// (the view and any of its subviews; a scroll view also when it scrolled or zoomed), in tree order. Lines about unknown views change nothing.
    mutating func apply(_ line: TraceLine) -> [Int] {
        guard let id = line["view"]?.string, let index = indices[id] else { return [] }
        let view = sceneHierarchy.views[index]
        var scrolled = false
        if let scrollView = view as? ScrollView {
            if let zoom = line["zoomScale"]?.number, abs(zoom - scrollView.zoomScale) > 1e-9 {
                scrollView.zoomScale = zoom
                scrolled = true
            }
            if let offset = Self.point(line["contentOffset"]), !Self.same(offset, scrollView.contentOffset) {
                scrollView.contentOffset = offset
                scrolled = true
            }
        }
        if let frame = Self.rect(line["frame"]), !Self.same(frame, view.frame) {
            let transform = view.transform
            if transform.isIdentity {
                view.frame = frame
            } else {
                // A scaled view (a scroll view's zoomed content): the frame's size is its bounds scaled,
                // more precisely than the zoom scale's 4 decimals say.
                if transform.b == 0, transform.c == 0, transform.tx == 0, transform.ty == 0, view.bounds.width > 0, view.bounds.height > 0 {
                    view.transform = AffineTransform(scaleX: frame.size.width / view.bounds.width, y: frame.size.height / view.bounds.height)
                }
                view.center = Point(x: frame.midX, y: frame.midY)
            }
        }
        var changed: [Int] = []
        for position in index..<sceneHierarchy.views.count {
            let candidate = sceneHierarchy.views[position]
            guard position == index || Self.isDescendant(candidate, of: view) else { break }
            let rect = windows.stageRect(candidate.convert(candidate.bounds, to: nil), window: viewWindows[position])
            if !Self.same(rect, rects[position]) || (position == index && scrolled) {
                rects[position] = rect
                changed.append(position)
            }
        }
        return changed
    }

    /// A scroll view's content offset and zoom scale, nil for other views.
    func scrollState(at index: Int) -> (offset: Point, zoom: Double)? {
        guard let scrollView = sceneHierarchy.views[index] as? ScrollView else { return nil }
        return (scrollView.contentOffset, scrollView.zoomScale)
    }

    /// Views are listed depth first, so a view's subtree is the run of views after it that descend from it.
    private static func isDescendant(_ view: View, of ancestor: View) -> Bool {
        var current = view.superview
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superview
        }
        return false
    }

    static func point(_ value: TraceValue?) -> Point? {
        guard let numbers = value?.array?.compactMap(\.number), numbers.count == 2 else { return nil }
        return Point(x: numbers[0], y: numbers[1])
    }

    static func rect(_ value: TraceValue?) -> Rect? {
        guard let numbers = value?.array?.compactMap(\.number), numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Equal at the trace's precision (3 decimals).
    static func same(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 0.0005 && abs(a.y - b.y) < 0.0005 }

    /// Equal at the trace's precision (3 decimals).
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        same(a.origin, b.origin) && abs(a.size.width - b.size.width) < 0.0005 && abs(a.size.height - b.size.height) < 0.0005
    }
}
