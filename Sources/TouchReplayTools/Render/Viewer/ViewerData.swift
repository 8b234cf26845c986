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
    /// How the series were thinned to keep the page within ``sampleBudget``; nil when every sample is shown.
    public let thinning: Thinning?
    /// The command that writes the full trace, named in the page when it is thinned (`touchreplay replay …`).
    public var fullTraceCommand: String?

    /// How many samples that may be dropped (finger positions, view rectangles, recognizers' `changed`
    /// events and frame times past each touch's start and end and each other state change) the data keeps
    /// at most: past it they are thinned to about one per interval (``Thinning``). Our decision: 100,000,
    /// a page of a few megabytes that a browser opens at once.
    public static let sampleBudget = 100_000

    /// The thinning of a long replay's data: what the page says it shows.
    public struct Thinning: Sendable, Hashable {
        /// Finger positions, view rectangles and recognizer events kept.
        public var shown: Int
        /// Finger positions, view rectangles and recognizer events the replay made.
        public var total: Int
        /// The least time in seconds between two samples kept of one series (a sample before a gap
        /// and every pinned one excepted); 0 when only hit-tests were dropped.
        public var interval: Double
        /// Touches whose hit-test steps are kept (the first ones, within ``ViewerData/hitTestStepBudget``).
        public var hitTestsShown: Int
        /// Drawn touches with a hit-test in the trace.
        public var hitTests: Int
        /// Touches drawn (the first ones, within ``ViewerData/touchBudget``).
        public var touchesShown: Int
        /// Touches the replay had.
        public var touches: Int
        /// Recognizer state changes kept (the first ones, within ``ViewerData/stateChangeBudget``).
        public var stateChangesShown: Int
        /// Recognizer state changes (events other than `changed`) the replay made.
        public var stateChanges: Int
    }

    /// How many touches the data draw at most: each touch's start, end and bound view are never
    /// thinned, so past it later touches are counted but not drawn, and nothing is kept about them.
    /// Our decision: 10,000, about 1.5 MB of the page for the touches' fixed facts.
    public static let touchBudget = 10_000

    /// How many recognizer state changes (events other than `changed`, never thinned) the data keep
    /// at most: past it no later event of any recognizer is kept. Our decision: 20,000, about 1 MB
    /// of the page.
    public static let stateChangeBudget = 20_000

    /// How many hit-test steps the data keep at most: each touch's hit-test is kept, in the order
    /// the touches began, while the steps kept stay within it (a hit-test through a scene of a
    /// thousand views has a thousand steps). Our decision: 50,000.
    public static let hitTestStepBudget = 50_000

    /// The gesture states in the order their numbers (`s`) stand for.
    public static let states = TraceSummary.gestureStates

    /// The viewer's data for `lines` (a whole trace, summary last) over `scene`, with the fingers of `fingers`.
    ///
    /// Past ``sampleBudget`` samples the series are thinned (``thinning`` says how much).
    ///
    /// - Parameters:
    ///   - title: shown at the top of the viewer.
    ///   - scene: the scene the trace was made on; its views are drawn and moved by the `view` lines.
    ///   - lines: the trace, in order (`touch`, `gesture`, `view`, `hitTest` and `summary` lines are read).
    ///   - fingers: the recording's frames on the trace's clock (``TraceRendering/replay(recordingPath:descriptionPath:scene:)``).
    public init(title: String, scene: Scene, lines: [TraceLine], fingers: [TouchFrame]) {
        var builder = ViewerDataBuilder(scene: scene)
        for frame in fingers { builder.add(frame) }
        for line in lines { builder.add(line) }
        self = builder.finish(title: title)
    }

    /// Data already gathered (`ViewerDataBuilder`).
    init(json: TraceLine, thinning: Thinning?) {
        self.json = json
        self.thinning = thinning
    }

    /// The JSON text, safe to put inside an HTML `<script>` element (`</` is written `<\/`).
    public var scriptText: String {
        json.jsonText.replacingOccurrences(of: "</", with: "<\\/")
    }

    /// A view's fixed facts and its series.
    struct ViewSeries {
        var line: TraceLine
        var series = ThinnedSeries<(rect: Rect, scroll: (offset: Point, zoom: Double)?)>()

        /// Adds the view's place at `time`; returns how many unpinned samples were kept more.
        mutating func append(time: Double, rect: Rect, scroll state: (offset: Point, zoom: Double)?, pinned: Bool = false, interval: Double) -> Int {
            series.append((rect, state), at: time, pinned: pinned, interval: interval)
        }

        var finished: TraceLine {
            var result = line
            var rects: [TraceValue] = []
            var scroll: [TraceValue] = []
            var scrolls = false
            for sample in series.samples {
                for value in [sample.rect.origin.x, sample.rect.origin.y, sample.rect.size.width, sample.rect.size.height] {
                    rects.append(.number(ViewerData.point(value)))
                }
                if let state = sample.scroll {
                    scroll.append(contentsOf: [.number(ViewerData.point(state.offset.x)), .number(ViewerData.point(state.offset.y)),
                                               .number((state.zoom * 10_000).rounded() / 10_000)])
                    scrolls = true
                }
            }
            result.append("t", .array(series.times.map { .number(ViewerData.time($0)) }))
            result.append("g", .array(rects))
            if scrolls { result.append("o", .array(scroll)) }
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
            while let a = ancestor, !(a is Window) {
                depth += 1
                ancestor = a.superview
            }
            let description = index < descriptions.count ? descriptions[index] : nil
            var series = ViewSeries(line: [
                "id": .string(view.id), "parent": .number(Double(parent)), "depth": .number(Double(depth)),
                "round": .bool(description.map(TraceDrawing.isRound) ?? false), "clips": .bool(view.clipsToBounds),
                "hidden": .bool(view.isHidden), "alpha": .number(view.alpha), "scroll": .bool(view is ScrollView),
            ])
            _ = series.append(time: 0, rect: geometry.rects[index], scroll: geometry.scrollState(at: index), pinned: true, interval: 0)
            return series
        }
    }
}
