import GestureEngine
import TouchReplay

/// What the HTML viewer shows, as one compact JSON object: the scene's views
/// with their screen rectangles over time, every finger with its path and the
/// view it was bound to, and every recognizer's state changes.
///
/// Built from a trace's lines (an actual replay's or an expected file's) and
/// the recording's decoded frames, so an expected and an actual trace of the
/// same recording are drawn the same way. Series are flat arrays of numbers
/// (`t` times in seconds, `g` rectangles as x, y, width, height, `p` points as
/// x, y) so that a one-minute, ten-finger recording stays a few megabytes that
/// a browser parses at once. The layout is read by the viewer's script only;
/// it is not a stable format.
public struct ViewerData: Sendable {
    /// The JSON object.
    public let json: TraceLine

    /// The gesture states in the order their numbers (`s`) stand for.
    static let states = TraceSummary.gestureStates

    /// The viewer's data for `lines` (a whole trace, summary last) over `scene`, with the fingers of `fingers`.
    ///
    /// - Parameters:
    ///   - title: shown at the top of the viewer.
    ///   - scene: the scene the trace was made on; its views are drawn and moved by the `view` lines.
    ///   - lines: the trace, in order (`touch`, `gesture`, `view`, `hitTest` and `summary` lines are read).
    ///   - fingers: the recording's frames on the trace's clock (``TraceRendering/replay(recordingPath:descriptionPath:scene:)``).
    public init(title: String, scene: Scene, lines: [TraceLine], fingers: [TouchFrame]) {
        var geometry = ViewerGeometry(scene: scene)
        var views = ViewerData.initialViews(scene: scene, geometry: geometry)
        var gestures: [String: Int] = [:]
        var gestureList: [TraceLine] = []
        var gestureEvents: [[TraceValue]] = []
        var boundViews: [Int: String?] = [:]
        var steps: [Int: TraceValue] = [:]
        var taken: Set<Int> = []
        var times: [Double] = fingers.map(\.time)
        var duration = 0.0
        for line in lines {
            let time = line["t"]?.number ?? 0
            switch line.type {
            case "view":
                times.append(time)
                for index in geometry.apply(line) {
                    views[index].append(time: time, rect: geometry.rects[index], scroll: geometry.scrollState(at: index))
                }
            case "gesture":
                times.append(time)
                guard let id = line["gesture"]?.string else { continue }
                let index = gestures[id] ?? {
                    gestures[id] = gestureList.count
                    gestureList.append(TraceLine(dictionaryLiteral: ("id", .string(id)), ("kind", line["kind"] ?? .null), ("view", line["view"] ?? .null)))
                    gestureEvents.append([])
                    return gestureList.count - 1
                }()
                gestureEvents[index].append(.array(ViewerData.gestureEvent(line, time: time)))
            case "touch":
                guard let touch = line["touch"]?.number.map({ Int($0) }) else { continue }
                if boundViews[touch] == nil { boundViews[touch] = .some(line["view"]?.string) }
                if line["phase"]?.string == "cancelled" { taken.insert(touch) }
            case "hitTest":
                guard let touch = line["touch"]?.number.map({ Int($0) }) else { continue }
                boundViews[touch] = .some(line["result"]?.string)
                steps[touch] = .array((line["steps"]?.array ?? []).map(ViewerData.step))
            case "summary":
                duration = line["duration"]?.number ?? 0
            default:
                continue
            }
        }
        for index in gestureList.indices { gestureList[index].append("e", .array(gestureEvents[index])) }
        let touches = ViewerData.touches(fingers, bound: boundViews, steps: steps, taken: taken)
        times.sort()
        var frames: [TraceValue] = []
        var last = -Double.infinity
        for time in times where time - last > 1e-7 {
            frames.append(.number(ViewerData.time(time)))
            last = time
        }
        if duration == 0 { duration = (times.last ?? 0) + EngineSession.settleDuration }
        json = [
            "title": .string(title),
            "screen": [.number(scene.screen.interfaceSize.width), .number(scene.screen.interfaceSize.height)],
            "duration": .number(ViewerData.time(duration)),
            "hitTests": .bool(!steps.isEmpty),
            "states": .array(ViewerData.states.map(TraceValue.string)),
            "views": .array(views.map { .object($0.finished) }),
            "touches": .array(touches),
            "gestures": .array(gestureList.map(TraceValue.object)),
            "frames": .array(frames),
        ]
    }

    /// The JSON text, safe to put inside an HTML `<script>` element (`</` is written `<\/`).
    public var scriptText: String {
        json.jsonText.replacingOccurrences(of: "</", with: "<\\/")
    }

    /// A view's fixed facts and its series.
    struct ViewSeries {
        var line: TraceLine
        var times: [TraceValue] = []
        var rects: [TraceValue] = []
        var scroll: [TraceValue]?

        mutating func append(time: Double, rect: Rect, scroll state: (offset: Point, zoom: Double)?) {
            times.append(.number(ViewerData.time(time)))
            for value in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] { rects.append(.number(ViewerData.point(value))) }
            if let state {
                scroll = (scroll ?? []) + [.number(ViewerData.point(state.offset.x)), .number(ViewerData.point(state.offset.y)),
                                            .number((state.zoom * 10_000).rounded() / 10_000)]
            }
        }

        var finished: TraceLine {
            var result = line
            result.append("t", .array(times))
            result.append("g", .array(rects))
            if let scroll { result.append("o", .array(scroll)) }
            return result
        }
    }

    static func initialViews(scene: Scene, geometry: ViewerGeometry) -> [ViewSeries] {
        let descriptions = scene.allViews
        let engineViews = geometry.sceneHierarchy.views
        return engineViews.enumerated().map { index, view in
            let parent = view.superview.flatMap { parent in engineViews.firstIndex { $0 === parent } } ?? -1
            var depth = 0
            var ancestor = view.superview
            while let a = ancestor, a !== geometry.sceneHierarchy.window {
                depth += 1
                ancestor = a.superview
            }
            let description = index < descriptions.count ? descriptions[index] : nil
            var series = ViewSeries(line: [
                "id": .string(view.id), "parent": .number(Double(parent)), "depth": .number(Double(depth)),
                "round": .bool(description.map(TraceDrawing.isRound) ?? false), "clips": .bool(view.clipsToBounds),
                "hidden": .bool(view.isHidden), "alpha": .number(view.alpha), "scroll": .bool(view is ScrollView),
            ])
            series.append(time: 0, rect: geometry.rects[index], scroll: geometry.scrollState(at: index))
            return series
        }
    }
}
