import GestureEngine
import TouchReplay

/// Gathers the viewer's data as a replay runs, a frame and a trace line at a
/// time, holding only what the page will show: past ``ViewerData/sampleBudget``
/// samples the series are thinned (`ThinnedSeries`), past ``ViewerData/touchBudget``
/// touches later ones are counted but not drawn (nor anything kept about them),
/// and past ``ViewerData/stateChangeBudget`` recognizer state changes no later
/// recognizer event is kept, so memory and the page stay bounded however long
/// the recording is.
///
/// The interval starts at 0 (every sample kept); each time the kept samples that
/// may be dropped pass the budget it becomes 1 ms, then doubles, and what was
/// kept is thinned again with it.
struct ViewerDataBuilder {
    private var geometry: ViewerGeometry
    private var views: [ViewerData.ViewSeries]
    private var gestureIndices: [String: Int] = [:]
    private var gestureLines: [TraceLine] = []
    private var gestureEvents: [ThinnedSeries<[TraceValue]>] = []
    /// The view each drawn touch was bound to, by touch id (nil: bound to no view).
    private var boundViews: [Int: String?] = [:]
    /// The window of each drawn touch, by touch id, in a scene of several windows (its position in the scene's).
    private var touchWindows: [Int: Int] = [:]
    private var steps: [Int: TraceValue] = [:]
    /// Hit-test steps kept, against ``ViewerData/hitTestStepBudget``.
    private var keptSteps = 0
    /// Hit-tests seen and kept (with their steps).
    private var hitTests = (total: 0, kept: 0)
    private var taken: Set<Int> = []
    /// The drawn touches: id, kind (pointer, pencil), positions with the force where the device gives one, and how each ended.
    private var touches: [(id: Int, type: TouchType, series: ThinnedSeries<(location: Point, force: Double?)>, end: String)] = []
    /// Hover paths and wheel steps.
    private var pointer = ViewerPointerSeries()
    /// The drawn touches down, by id: their index in `touches`.
    private var openTouches: [Int: Int] = [:]
    /// The ids of the touches down that are not drawn (past ``ViewerData/touchBudget``), in the order they began.
    private var openUndrawn: [Int] = []
    /// The ids of the drawn touches (at most ``ViewerData/touchBudget``).
    private var drawn: Set<Int> = []
    /// Touches seen, drawn or not.
    private var touchCount = 0
    /// Recognizer state changes (events other than `changed`) seen and kept.
    private var stateChanges = (total: 0, kept: 0)
    private var frameTimes = ThinnedSeries<Void>()
    private var duration = 0.0
    /// The thinning interval in seconds (0: every sample kept).
    private(set) var interval = 0.0
    /// The kept samples that may be dropped, against the budget.
    private var thinnable = 0
    /// Finger positions, view rectangles and recognizer events seen.
    private var total = 0
    private let budget: Int
    private let touchBudget: Int
    private let stateChangeBudget: Int

    /// A builder over the views of `scene` keeping at most about `budget` samples that may be dropped,
    /// `touchBudget` touches and `stateChangeBudget` recognizer state changes.
    init(scene: Scene, budget: Int = ViewerData.sampleBudget, touchBudget: Int = ViewerData.touchBudget,
         stateChangeBudget: Int = ViewerData.stateChangeBudget) {
        self.budget = budget
        self.touchBudget = touchBudget
        self.stateChangeBudget = stateChangeBudget
        geometry = ViewerGeometry(scene: scene)
        views = ViewerData.initialViews(scene: scene, geometry: geometry)
    }

    /// Adds a decoded frame (in trace time): where each finger is.
    mutating func add(_ frame: TouchFrame) {
        thinnable += frameTimes.append((), at: frame.time.seconds, pinned: false, interval: interval)
        for sample in frame.samples {
            total += 1
            let undrawn = openUndrawn.firstIndex(of: sample.id)
            if sample.phase == .began || (openTouches[sample.id] == nil && undrawn == nil) {
                if let undrawn { openUndrawn.remove(at: undrawn) }
                touchCount += 1
                guard touches.count < touchBudget else {
                    // Past the budget a touch is counted, its samples too, and nothing else is kept about it.
                    if !sample.phase.isTerminal { openUndrawn.append(sample.id) }
                    openTouches[sample.id] = nil
                    continue
                }
                openTouches[sample.id] = touches.count
                drawn.insert(sample.id)
                touches.append((sample.id, sample.attributes.type, ThinnedSeries(), "cancelled"))
            }
            guard let index = openTouches[sample.id] else {
                if sample.phase.isTerminal, let undrawn { openUndrawn.remove(at: undrawn) }
                continue
            }
            let pinned = sample.phase == .began || sample.phase.isTerminal || touches[index].series.times.isEmpty
            let force = sample.attributes.maximumPossibleForce > 0 ? sample.attributes.force : nil
            thinnable += touches[index].series.append((sample.location, force), at: frame.time.seconds, pinned: pinned, interval: interval)
            if sample.phase.isTerminal {
                touches[index].end = sample.phase == .ended ? "ended" : "cancelled"
                openTouches[sample.id] = nil
            }
        }
        let pointerSamples = pointer.add(frame, interval: interval)
        thinnable += pointerSamples.kept
        total += pointerSamples.seen
        keepWithinBudget()
    }

    /// Adds one trace record as it is made: as its line would (`add(_:)` of a `TraceLine`), without
    /// making the line of a touch record (one per finger and frame; only its touch, view and phase are read).
    mutating func add(_ record: TraceRecord) {
        guard case .touch(let touch) = record else { return add(record.line) }
        guard drawn.contains(touch.touch) else { return }
        if boundViews[touch.touch] == nil { boundViews[touch.touch] = .some(touch.view) }
        if let window = touch.window, touchWindows[touch.touch] == nil { touchWindows[touch.touch] = geometry.windows.index(of: window) }
        if touch.phase == .cancelled { taken.insert(touch.touch) }
    }

    /// Adds one trace line (`touch`, `gesture`, `view`, `hitTest` and `summary` lines are read).
    mutating func add(_ line: TraceLine) {
        let time = line["t"]?.number ?? 0
        switch line.type {
        case "view":
            thinnable += frameTimes.append((), at: time, pinned: false, interval: interval)
            for index in geometry.apply(line) {
                thinnable += views[index].append(time: time, rect: geometry.rects[index], scroll: geometry.scrollState(at: index), interval: interval)
                total += 1
            }
        case "gesture":
            thinnable += frameTimes.append((), at: time, pinned: false, interval: interval)
            guard let id = line["gesture"]?.string else { break }
            let index = gestureIndices[id] ?? {
                gestureIndices[id] = gestureLines.count
                gestureLines.append(TraceLine(dictionaryLiteral: ("id", .string(id)), ("kind", line["kind"] ?? .null), ("view", line["view"] ?? .null)))
                gestureEvents.append(ThinnedSeries())
                return gestureLines.count - 1
            }()
            let pinned = line["state"]?.string != "changed"
            total += 1
            if pinned { stateChanges.total += 1 }
            // Past the budget no later recognizer event is kept: a `changed` without the state change that ends it would mislead.
            guard stateChanges.kept < stateChangeBudget else { break }
            if pinned { stateChanges.kept += 1 }
            let origin = geometry.windows.origins[geometry.windows.index(of: line["window"]?.string)]
            thinnable += gestureEvents[index].append(ViewerData.gestureEvent(line, time: time, origin: origin), at: time, pinned: pinned,
                                                     interval: interval)
        case "touch":
            guard let touch = line["touch"]?.number.map({ Int($0) }), drawn.contains(touch) else { return }
            if boundViews[touch] == nil { boundViews[touch] = .some(line["view"]?.string) }
            if let window = line["window"]?.string, touchWindows[touch] == nil { touchWindows[touch] = geometry.windows.index(of: window) }
            if line["phase"]?.string == "cancelled" { taken.insert(touch) }
        case "hitTest":
            guard let touch = line["touch"]?.number.map({ Int($0) }) else { return }
            // An undrawn touch's hit-test is neither kept nor counted (the page counts the touches not drawn).
            guard drawn.contains(touch) else { return }
            hitTests.total += 1
            boundViews[touch] = .some(line["result"]?.string)
            let list = line["steps"]?.array ?? []
            // Kept in the order the touches began while they fit the budget (a hit-test of a large scene has a step per view).
            guard keptSteps + list.count <= ViewerData.hitTestStepBudget else { return }
            keptSteps += list.count
            hitTests.kept += 1
            steps[touch] = .array(list.map(ViewerData.step))
        case "summary":
            duration = line["duration"]?.number ?? 0
        default:
            return
        }
        keepWithinBudget()
    }

    /// Past the budget, a longer interval, and what was kept thinned with it.
    private mutating func keepWithinBudget() {
        // 2^40 ms is past any recording's length: the loop ends even when the series outnumber the budget.
        while thinnable > budget, interval < 1e9 {
            interval = interval == 0 ? 0.001 : interval * 2
            frameTimes = frameTimes.rethinned(interval: interval)
            for index in touches.indices { touches[index].series = touches[index].series.rethinned(interval: interval) }
            for index in views.indices { views[index].series = views[index].series.rethinned(interval: interval) }
            for index in gestureEvents.indices { gestureEvents[index] = gestureEvents[index].rethinned(interval: interval) }
            pointer = pointer.rethinned(interval: interval)
            thinnable = frameTimes.thinnable + pointer.thinnable + touches.reduce(0) { $0 + $1.series.thinnable }
                + views.reduce(0) { $0 + $1.series.thinnable } + gestureEvents.reduce(0) { $0 + $1.thinnable }
        }
    }

    /// The finished data, titled `title`.
    consuming func finish(title: String) -> ViewerData {
        frameTimes.flush()
        var shown = 0
        var gestureList = gestureLines
        for index in gestureList.indices {
            gestureEvents[index].flush()
            shown += gestureEvents[index].samples.count
            gestureList[index].append("e", .array(gestureEvents[index].samples.map(TraceValue.array)))
        }
        var touchValues: [TraceValue] = []
        for var touch in touches {
            touch.series.flush()
            shown += touch.series.samples.count
            var line: TraceLine = ["id": .number(Double(touch.id)), "view": boundViews[touch.id].flatMap { $0 }.map(TraceValue.string) ?? .null]
            line.append("known", .bool(boundViews[touch.id] != nil))
            line.append("taken", .bool(taken.contains(touch.id)))
            if let steps = steps[touch.id] { line.append("steps", steps) }
            line.append("end", .string(touch.end))
            if touch.type != .direct { line.append("type", .string(touch.type == .pencil ? "pencil" : "pointer")) }
            line.append("t", .array(touch.series.times.map { .number(ViewerData.time($0)) }))
            let window = touchWindows[touch.id] ?? 0
            let points = touch.series.samples.map { geometry.windows.stagePoint(finger: $0.location, window: window) }
            line.append("p", .array(points.flatMap { [.number(ViewerData.point($0.x)), .number(ViewerData.point($0.y))] }))
            if touch.series.samples.contains(where: { $0.force != nil }) {
                line.append("f", .array(touch.series.samples.map { .number((($0.force ?? 0) * 1000).rounded() / 1000) }))
            }
            touchValues.append(.object(line))
        }
        var viewValues: [TraceValue] = []
        for var view in views {
            view.series.flush()
            shown += view.series.samples.count
            viewValues.append(.object(view.finished))
        }
        let pointerData = pointer.finish()
        shown += pointerData.shown
        let times = frameTimes.times.sorted()
        var frames: [TraceValue] = []
        var last = -Double.infinity
        for time in times where time - last > 1e-7 {
            frames.append(.number(ViewerData.time(time)))
            last = time
        }
        if duration == 0 { duration = (times.last ?? 0) + EngineSession.settleDuration }
        var json: TraceLine = [
            "title": .string(title),
            "screen": [.number(geometry.windows.stage.width), .number(geometry.windows.stage.height)],
            "duration": .number(ViewerData.time(duration)),
            "hitTests": .bool(hitTests.total > 0),
            "states": .array(ViewerData.states.map(TraceValue.string)),
            "views": .array(viewValues),
            "touches": .array(touchValues),
            "gestures": .array(gestureList.map(TraceValue.object)),
            "frames": .array(frames),
            "hovers": pointerData.hovers,
            "wheels": pointerData.wheels,
        ]
        if let windows = geometry.windows.json { json.append("windows", windows) }
        let thinned = interval > 0 || hitTests.kept < hitTests.total || touches.count < touchCount || stateChanges.kept < stateChanges.total
        let thinning = thinned
            ? ViewerData.Thinning(shown: shown, total: total, interval: interval, hitTestsShown: hitTests.kept, hitTests: hitTests.total,
                                  touchesShown: touches.count, touches: touchCount,
                                  stateChangesShown: stateChanges.kept, stateChanges: stateChanges.total) : nil
        return ViewerData(json: json, thinning: thinning)
    }
}
