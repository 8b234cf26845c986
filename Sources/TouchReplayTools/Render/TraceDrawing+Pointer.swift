import GestureEngine
import TouchReplay

extension TraceDrawing {
    /// A hovering pointer's path (a mouse with no button down, a pen in range): its
    /// `hover` lines from the first motion to the exit that ends it.
    public struct HoverPath: Hashable, Sendable {
        /// Its positions in order, in screen points.
        public var points: [Point]
        /// When it first moved.
        public var startTime: Double
        /// When it was last seen.
        public var endTime: Double
        /// `pointer` or `pencil`, as the trace names the hovering tool.
        public var touchType: String
    }

    /// One wheel turn: a `wheel` line.
    public struct WheelStep: Hashable, Sendable {
        /// Where the pointer was, in screen points.
        public var location: Point
        /// The turn in clicks (`y` positive towards the user).
        public var clicks: Point
        /// The view it scrolled, nil when none took it.
        public var view: String?
        /// When.
        public var time: Double
    }

    /// The hover paths of `records`, in trace order.
    static func hoverPaths(_ records: [TraceRecord]) -> [HoverPath] {
        var paths: [HoverPath] = []
        var open = false
        for case .hover(let r) in records {
            if !open {
                paths.append(HoverPath(points: [], startTime: r.time, endTime: r.time, touchType: r.touchType))
                open = true
            }
            let index = paths.count - 1
            if paths[index].points.last != r.location { paths[index].points.append(r.location) }
            paths[index].endTime = r.time
            if r.phase == "exited" { open = false }
        }
        return paths
    }

    /// The wheel turns of `records`, in trace order.
    static func wheelSteps(_ records: [TraceRecord]) -> [WheelStep] {
        records.compactMap { record in
            guard case .wheel(let r) = record else { return nil }
            return WheelStep(location: r.location, clicks: r.clicks, view: r.view, time: r.time)
        }
    }

    /// The hover paths (dashed) and wheel turns (an arrow the way the content moved, its length
    /// the clicks) drawn with `place` mapping screen points to the picture, and their legend rows.
    func pointerSVG(_ place: (Point) -> (x: Double, y: Double), legend: inout Legend) -> String {
        guard !hovers.isEmpty || !wheels.isEmpty else { return "" }
        let n = SVGText.number
        var body = ""
        legend.heading("Pointer")
        for (index, hover) in hovers.enumerated() {
            let points = hover.points.map(place)
            if points.count > 1 {
                body += "<polyline class=\"trv-hover\" points=\"\(points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\" fill=\"none\" stroke=\"#7a7a7a\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>\n"
            }
            if let first = points.first {
                body += "<circle class=\"trv-hover\" cx=\"\(n(first.x))\" cy=\"\(n(first.y))\" r=\"3\" fill=\"#7a7a7a\"/>\n"
            }
            if index < Self.legendRowLimit {
                legend.row(swatch: "<line x1=\"0\" y1=\"-4\" x2=\"18\" y2=\"-4\" stroke=\"#7a7a7a\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>",
                           "\(hover.touchType) hovering, \(SVGText.seconds(hover.startTime))–\(SVGText.seconds(hover.endTime)) s")
            }
        }
        if hovers.count > Self.legendRowLimit { legend.row(swatch: "", "… and \(hovers.count - Self.legendRowLimit) more hover paths") }
        for (index, wheel) in wheels.enumerated() {
            let (x, y) = place(wheel.location)
            // The content moves against the turn's clicks: towards the user (y > 0) it goes up.
            let length = 4 + 3 * min(abs(wheel.clicks.y) + abs(wheel.clicks.x), 10)
            let size = max(abs(wheel.clicks.x), abs(wheel.clicks.y), 1e-9)
            let dx = -wheel.clicks.x / size * length, dy = -wheel.clicks.y / size * length
            body += "<path class=\"trv-wheel\" d=\"M\(n(x)) \(n(y))L\(n(x + dx)) \(n(y + dy))\" stroke=\"#00695c\" stroke-width=\"2\"/>\n"
            body += "<circle class=\"trv-wheel\" cx=\"\(n(x + dx))\" cy=\"\(n(y + dy))\" r=\"2.5\" fill=\"#00695c\"/>\n"
            if index < Self.legendRowLimit {
                legend.row(swatch: "<path d=\"M9 0L9 -10\" stroke=\"#00695c\" stroke-width=\"2\"/><circle cx=\"9\" cy=\"-10\" r=\"2.5\" fill=\"#00695c\"/>",
                           "\(SVGText.seconds(wheel.time)) s  wheel \(n(wheel.clicks.x)), \(n(wheel.clicks.y)) → \(wheel.view ?? "no view")")
            }
        }
        if wheels.count > Self.legendRowLimit { legend.row(swatch: "", "… and \(wheels.count - Self.legendRowLimit) more wheel turns") }
        return body
    }
}
