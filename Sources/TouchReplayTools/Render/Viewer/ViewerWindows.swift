import GestureEngine
import TouchReplay

/// Where the viewer draws each window of a scene: side by side, left to right in the scene's
/// order, ``gap`` points apart, their tops aligned; one window is drawn where it is.
///
/// A scene of several windows (`windows:`) gives each line of its trace in its window's
/// coordinates: the viewer moves each by its window's origin on the stage. The fingers come
/// as decoded frames, in the fixed space of their device's window: each touch is turned by
/// its window's orientation and moved, once its window is known (its trace lines name it).
struct ViewerWindows {
    /// The points between two windows on the stage.
    static let gap = 40.0

    /// The windows' ids, in the scene's order.
    let ids: [String]
    /// Each window's origin on the stage.
    let origins: [Point]
    /// Each window's size (its interface's).
    let sizes: [Size]
    /// Each window's orientation and fixed screen size, which turn a finger's position into the window's.
    private let screens: [ScreenDescription]

    /// The layout of `scene`'s windows.
    init(scene: Scene) {
        ids = scene.windows.map(\.id)
        screens = scene.windows.map(\.screen)
        sizes = screens.map(\.interfaceSize)
        var x = 0.0
        var origins: [Point] = []
        for size in sizes {
            origins.append(Point(x: x, y: 0))
            x += size.width + Self.gap
        }
        self.origins = origins
    }

    /// Whether the scene has several windows (else nothing moves).
    var areSeveral: Bool { ids.count > 1 }

    /// The stage: every window side by side.
    var stage: Size {
        Size(width: zip(origins, sizes).map { $0.x + $1.width }.max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// The position in the scene's windows of the window `id`, the first for none (a trace of one window).
    func index(of id: String?) -> Int { id.flatMap { ids.firstIndex(of: $0) } ?? 0 }

    /// The position of `view`'s window among `windows` (the first when it is in none).
    static func index(of view: View, in windows: [Window]) -> Int {
        var current: View? = view
        while let candidate = current, !(candidate is Window) { current = candidate.superview }
        return current.flatMap { window in windows.firstIndex { $0 === window } } ?? 0
    }

    /// `point` of window `index`'s coordinates on the stage.
    func stagePoint(_ point: Point, window index: Int) -> Point {
        Point(x: point.x + origins[index].x, y: point.y + origins[index].y)
    }

    /// `rect` of window `index`'s coordinates on the stage.
    func stageRect(_ rect: Rect, window index: Int) -> Rect {
        Rect(origin: stagePoint(rect.origin, window: index), size: rect.size)
    }

    /// A finger's decoded position (the fixed space of window `index`'s screen) on the stage; as it is with one window.
    func stagePoint(finger point: Point, window index: Int) -> Point {
        guard areSeveral else { return point }
        return stagePoint(screens[index].orientation.interfacePoint(point, fixed: screens[index].size), window: index)
    }

    /// `record` with its position moved onto the stage by its window's origin (`touch`, `gesture`,
    /// `hover` and `wheel` records; the others as they are).
    func onStage(_ record: TraceRecord) -> TraceRecord {
        let window = index(of: record.window)
        switch record {
        case var .touch(r):
            r.location = stagePoint(r.location, window: window)
            return .touch(r)
        case var .gesture(r):
            r.location = stagePoint(r.location, window: window)
            return .gesture(r)
        case var .hover(r):
            r.location = stagePoint(r.location, window: window)
            return .hover(r)
        case var .wheel(r):
            r.location = stagePoint(r.location, window: window)
            return .wheel(r)
        default:
            return record
        }
    }

    /// `fingers` (decoded frames, each touch in the fixed space of its window's screen) on the
    /// stage, each touch's window read from the `touch` and `hitTest` records that name it.
    func onStage(_ fingers: [TouchFrame], records: [TraceRecord]) -> [TouchFrame] {
        var windowOfTouch: [Int: Int] = [:]
        for record in records {
            switch record {
            case let .touch(r) where windowOfTouch[r.touch] == nil: windowOfTouch[r.touch] = index(of: r.window)
            case let .hitTest(r) where windowOfTouch[r.touch] == nil: windowOfTouch[r.touch] = index(of: r.window)
            default: continue
            }
        }
        return fingers.map { frame in
            var moved = frame
            for index in moved.samples.indices {
                moved.samples[index].location = stagePoint(finger: moved.samples[index].location, window: windowOfTouch[moved.samples[index].id] ?? 0)
            }
            return moved
        }
    }

    /// The `windows` entry of the viewer's data (each window's id and rectangle on the stage), nil with one window.
    var json: TraceValue? {
        guard areSeveral else { return nil }
        return .array(ids.indices.map { index in
            .object(["id": .string(ids[index]), "x": .number(origins[index].x), "y": .number(origins[index].y),
                     "w": .number(sizes[index].width), "h": .number(sizes[index].height)])
        })
    }
}
