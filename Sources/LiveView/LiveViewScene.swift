import GestureEngine
import TouchReplay
import TouchReplayTools

/// A live window's views as the page first draws them, read once when a
/// ``LiveViewFeed`` is made: each view's fixed facts, in the window's tree
/// order (depth first, painting order), and where it is on the screen.
///
/// Views added to the window later are not drawn (a scene's window never
/// gains views; an app that adds some makes a new feed).
struct LiveViewScene: Sendable {
    /// One view's facts, as the viewer's data writes them.
    struct ViewFacts: Sendable {
        var id: String
        /// The position of the superview in the list, -1 for a view of the window.
        var parent: Int
        var depth: Int
        /// Whether it draws one ellipse filling its bounds (it is drawn round).
        var round: Bool
        var clips: Bool
        var hidden: Bool
        var alpha: Double
        var scroll: Bool
    }

    /// The page's title.
    var title: String
    /// The window's size in points.
    var screen: Size
    var views: [ViewFacts]
    /// Where each view is on the screen now.
    var places: [LiveViewDelta.ViewPlace]
    /// Whether the session traces hit-tests (the page then offers each touch's steps).
    var hitTests: Bool

    /// The views of `window`, titled `title`.
    init(window: Window, title: String, hitTests: Bool) {
        self.title = title
        self.hitTests = hitTests
        screen = window.bounds.size
        let all = Self.subtree(of: window)
        var positions: [ObjectIdentifier: Int] = [:]
        for (index, view) in all.enumerated() { positions[ObjectIdentifier(view)] = index }
        views = all.map { view in
            var depth = 0
            var ancestor = view.superview
            while let above = ancestor, above !== window {
                depth += 1
                ancestor = above.superview
            }
            return ViewFacts(
                id: view.id, parent: view.superview.flatMap { positions[ObjectIdentifier($0)] } ?? -1, depth: depth,
                round: Self.isRound(view), clips: view.clipsToBounds, hidden: view.isHidden, alpha: view.alpha, scroll: view is ScrollView)
        }
        places = all.enumerated().map { index, view in Self.place(of: view, index: index, at: window.now.seconds) }
    }

    /// Every view under `view`, depth first.
    static func subtree(of view: View) -> [View] {
        view.subviews.flatMap { [$0] + subtree(of: $0) }
    }

    /// Where `view` (at `index`) is on the screen at `time`: its bounds in window coordinates (a turned
    /// view's bounding box), with a scroll view's offset and zoom.
    static func place(of view: View, index: Int, at time: Double) -> LiveViewDelta.ViewPlace {
        let scrollView = view as? ScrollView
        return LiveViewDelta.ViewPlace(index: index, time: time, rect: view.convert(view.bounds, to: nil),
                                       offset: scrollView?.contentOffset, zoom: scrollView?.zoomScale)
    }

    /// Whether `view` draws a single ellipse filling its bounds, as the viewer draws such a scene view.
    static func isRound(_ view: View) -> Bool {
        guard view.drawing.fills.count == 1, case .ellipse(let rect) = view.drawing.fills[0].shape else { return false }
        return abs(rect.origin.x - view.bounds.origin.x) < 0.5 && abs(rect.origin.y - view.bounds.origin.y) < 0.5
            && abs(rect.size.width - view.bounds.size.width) < 0.5 && abs(rect.size.height - view.bounds.size.height) < 0.5
    }

    /// The viewer's view objects, each placed as `places` say at `time`.
    func viewValues(places: [LiveViewDelta.ViewPlace], at time: Double) -> [TraceValue] {
        zip(views, places).map { facts, place in
            var line: TraceLine = [
                "id": .string(facts.id), "parent": .number(Double(facts.parent)), "depth": .number(Double(facts.depth)),
                "round": .bool(facts.round), "clips": .bool(facts.clips), "hidden": .bool(facts.hidden), "alpha": .number(facts.alpha),
                "scroll": .bool(facts.scroll),
            ]
            let values = LiveViewDelta.json(place).array ?? []
            line.append("t", [.number(ViewerData.time(time))])
            line.append("g", .array(Array(values[2..<6])))
            if values.count > 6 { line.append("o", .array(Array(values[6...]))) }
            return .object(line)
        }
    }
}
