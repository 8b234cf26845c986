import GestureEngine
import TouchReplay

/// What a rendering shows, gathered from a scene and a replay's trace: view
/// boxes, one path per touch, the gestures' marks, and a pointer's hover paths
/// and wheel turns.
///
/// Everything is in screen points and in trace order; nothing depends on
/// dictionary order, so the same input gives the same drawing.
public struct TraceDrawing: Hashable, Sendable {
    /// A view's rectangle on the screen.
    public struct ViewBox: Hashable, Sendable {
        /// The view's id.
        public var id: String
        /// The rectangle in screen points (the bounding box when transformed).
        public var rect: Rect
        /// How deep the view is (the root is 0).
        public var depth: Int
        /// Whether this is where the view ended up after the replay (it moved).
        public var isFinal: Bool
        /// Whether the view draws an ellipse filling its bounds (a round view), drawn as one.
        public var isRound: Bool
    }

    /// One touch from began to ended or cancelled.
    public struct TouchPath: Hashable, Sendable {
        /// The touch's id in the trace.
        public var touch: Int
        /// The view the touch was bound to (nil when it hit none).
        public var view: String?
        /// Its positions in order.
        public var points: [Point]
        /// When it began and when it was last seen.
        public var startTime: Double
        /// When it was last seen.
        public var endTime: Double
        /// Whether its view's touch was cancelled (a gesture took it, or the contact was lost) rather than ended.
        public var wasCancelled: Bool
    }

    /// A gesture's state change worth showing: began, recognized, ended or cancelled.
    public struct GestureMark: Hashable, Sendable {
        /// The recognizer's id.
        public var gesture: String
        /// Its kind (tap, pan, …).
        public var kind: String
        /// The view it is attached to.
        public var view: String?
        /// began, recognized, ended, cancelled, or failed.
        public var state: String
        /// Where (the centroid of its touches).
        public var location: Point
        /// When.
        public var time: Double
    }

    /// The screen's size: with several windows (a scene's `windows:`), the windows side by side
    /// 40 points apart, each view, touch and mark where its window is.
    public var screen: Size
    /// The views, initial positions first (painting order), then final positions of views that moved.
    public var views: [ViewBox]
    /// The touches in the order they began.
    public var touches: [TouchPath]
    /// The gestures' marks in trace order (failures included, for the legend).
    public var gestures: [GestureMark]
    /// Scroll views' content moving on after a lift, in trace order.
    public var glides: [Glide]
    /// A hovering pointer's paths, in trace order.
    public var hovers: [HoverPath]
    /// The wheel's turns, in trace order.
    public var wheels: [WheelStep]

    /// The drawing of `records` over the views of `scene` as built fresh and as `final` left them after the replay.
    ///
    /// `fingers` are the decoded frames on the trace's clock when known: touch paths then show
    /// where the fingers went even when no view was told (delayed or cancelled touches), labelled
    /// with the view each touch was bound to (hit-test records). Without them the paths are those
    /// of the touch records.
    public init(scene: Scene, final: SceneHierarchy?, records: [TraceRecord],
                fingers: [TouchFrame] = []) {
        let windows = ViewerWindows(scene: scene)
        let records = windows.areSeveral ? records.map(windows.onStage) : records
        let fingers = windows.areSeveral ? windows.onStage(fingers, records: records) : fingers
        screen = windows.stage
        let round = Set(scene.allViews.filter(Self.isRound).map(\.id))
        views = Self.boxes(scene.makeHierarchy(), windows: windows, isFinal: false, round: round)
        if let final {
            let before = views
            for box in Self.boxes(final, windows: windows, isFinal: true, round: round) where !before.contains(where: { $0.id == box.id && Self.same($0.rect, box.rect) }) {
                views.append(box)
            }
        }
        gestures = records.compactMap { record in
            guard case .gesture(let r) = record, r.state != "changed" else { return nil }
            return GestureMark(gesture: r.gesture, kind: r.kind, view: r.view, state: r.state, location: r.location, time: r.time)
        }
        touches = fingers.isEmpty ? Self.deliveredPaths(records) : Self.fingerPaths(fingers, records)
        glides = Self.glides(records)
        hovers = Self.hoverPaths(records)
        wheels = Self.wheelSteps(records)
    }

    /// Touch paths from the touch records alone (what the views were told).
    static func deliveredPaths(_ records: [TraceRecord]) -> [TouchPath] {
        var paths: [TouchPath] = []
        var open: [Int: Int] = [:]
        for case .touch(let r) in records {
            if r.phase == .began || open[r.touch] == nil {
                open[r.touch] = paths.count
                paths.append(TouchPath(touch: r.touch, view: r.view, points: [], startTime: r.time, endTime: r.time, wasCancelled: true))
            }
            let index = open[r.touch]!
            if paths[index].points.last != r.location { paths[index].points.append(r.location) }
            paths[index].endTime = r.time
            if r.phase == .ended { paths[index].wasCancelled = false }
            if r.phase == .ended || r.phase == .cancelled { open[r.touch] = nil }
        }
        return paths
    }

    /// Touch paths from where the fingers really went (the decoded frames, trace times), with the
    /// view each touch was bound to and whether its delivery was cancelled, from the records.
    static func fingerPaths(_ fingers: [TouchFrame], _ records: [TraceRecord]) -> [TouchPath] {
        var bound: [Int: String] = [:]
        var cancelled: Set<Int> = []
        for record in records {
            switch record {
            case .hitTest(let r): if let view = r.result { bound[r.touch] = view }
            case .touch(let r):
                if let view = r.view { bound[r.touch] = view }
                if r.phase == .cancelled { cancelled.insert(r.touch) }
            default: break
            }
        }
        var paths: [TouchPath] = []
        var index: [Int: Int] = [:]
        for frame in fingers {
            for contact in frame.samples {
                if contact.phase == .began || index[contact.id] == nil {
                    index[contact.id] = paths.count
                    paths.append(TouchPath(touch: contact.id, view: bound[contact.id], points: [], startTime: frame.time.seconds, endTime: frame.time.seconds,
                                           wasCancelled: cancelled.contains(contact.id)))
                }
                let i = index[contact.id]!
                if paths[i].points.last != contact.location { paths[i].points.append(contact.location) }
                paths[i].endTime = frame.time.seconds
                if contact.phase == .cancelled { paths[i].wasCancelled = true }
                if contact.phase == .ended || contact.phase == .cancelled { index[contact.id] = nil }
            }
        }
        return paths
    }

    /// Whether the view draws a single ellipse filling its bounds (it is drawn round).
    static func isRound(_ view: ViewDescription) -> Bool {
        view.drawing.count == 1 && view.drawing[0].shape == .ellipse
            && same(view.drawing[0].rect, Rect(x: 0, y: 0, width: view.frame.size.width, height: view.frame.size.height))
    }

    static func boxes(_ sceneHierarchy: SceneHierarchy, windows: ViewerWindows, isFinal: Bool, round: Set<String>) -> [ViewBox] {
        sceneHierarchy.views.map { view in
            var depth = 0
            var ancestor = view.superview
            while let a = ancestor, !(a is Window) {
                depth += 1
                ancestor = a.superview
            }
            let rect = windows.stageRect(view.convert(view.bounds, to: nil), window: ViewerWindows.index(of: view, in: sceneHierarchy.windows))
            return ViewBox(id: view.id, rect: rect, depth: depth, isFinal: isFinal, isRound: round.contains(view.id))
        }
    }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.origin.x - b.origin.x) < 0.5 && abs(a.origin.y - b.origin.y) < 0.5 && abs(a.size.width - b.size.width) < 0.5
            && abs(a.size.height - b.size.height) < 0.5
    }
}
