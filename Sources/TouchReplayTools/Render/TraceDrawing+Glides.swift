import GestureEngine
import TouchReplay

extension TraceDrawing {
    /// A scroll view's content moving on by itself after a finger lifted (a
    /// glide, a bounce, a page settling): where the content point under the
    /// lift went, one point per display frame, so the dots crowd as it slows.
    public struct Glide: Hashable, Sendable {
        /// The scroll view's id.
        public var view: String
        /// The content point under the lift, in screen points, at each step.
        public var points: [Point]
        /// When the finger lifted.
        public var startTime: Double
        /// When the content came to rest (or the last step traced).
        public var endTime: Double
    }

    /// The glides in `records`: from a scroll view's pan ending with its
    /// phase turning to `decelerating` or `bouncing`, to its next phase.
    static func glides(_ records: [TraceRecord]) -> [Glide] {
        var glides: [Glide] = []
        var lifts: [String: Point] = [:]
        var open: [String: (index: Int, origin: Point)] = [:]
        for record in records {
            switch record {
            case let .gesture(r) where r.state == "ended" && r.kind == "pan" && r.view.map({ r.gesture == $0 + ".pan" }) == true:
                lifts[r.view!] = r.location
            case let .view(r):
                guard let offset = r.contentOffset else { continue }
                if let phase = r.scrollPhase {
                    if let (index, origin) = open[r.view] {
                        if phase == "rest" { glides[index].points.append(Self.point(lifts[r.view] ?? .zero, origin, offset)) }
                        glides[index].endTime = r.time
                        open[r.view] = nil
                    }
                    if phase == "decelerating" || phase == "bouncing", let lift = lifts[r.view] {
                        open[r.view] = (glides.count, offset)
                        glides.append(Glide(view: r.view, points: [lift], startTime: r.time, endTime: r.time))
                    }
                } else if let (index, origin) = open[r.view] {
                    glides[index].points.append(Self.point(lifts[r.view] ?? .zero, origin, offset))
                    glides[index].endTime = r.time
                }
            default:
                continue
            }
        }
        return glides
    }

    /// Where the content point under `lift` is once the offset went from `origin` to `offset`.
    private static func point(_ lift: Point, _ origin: Point, _ offset: Point) -> Point {
        Point(x: lift.x - (offset.x - origin.x), y: lift.y - (offset.y - origin.y))
    }

    /// The glides as dotted paths clipped to the screen `canvas` (drawn under the touches), each listed in the legend.
    func glidesSVG(_ position: (Point) -> (x: Double, y: Double), canvas: Rect, legend: inout Legend) -> String {
        guard !glides.isEmpty else { return "" }
        let n = SVGText.number
        var svg = "<clipPath id=\"screen\"><rect x=\"\(n(canvas.origin.x))\" y=\"\(n(canvas.origin.y))\" width=\"\(n(canvas.size.width))\" height=\"\(n(canvas.size.height))\"/></clipPath>\n"
        svg += "<g clip-path=\"url(#screen)\">\n"
        legend.heading("Glides (content after the lift)")
        for (index, glide) in glides.enumerated() {
            let points = glide.points.map(position)
            svg += "<polyline points=\"\(points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\" fill=\"none\" stroke=\"#8a6d3b\" stroke-width=\"1\" stroke-dasharray=\"2 3\"/>\n"
            for point in points.dropFirst() { svg += "<circle cx=\"\(n(point.x))\" cy=\"\(n(point.y))\" r=\"1.6\" fill=\"#8a6d3b\"/>\n" }
            guard index < Self.legendRowLimit, let first = glide.points.first, let last = glide.points.last else { continue }
            let distance = ((last.x - first.x) * (last.x - first.x) + (last.y - first.y) * (last.y - first.y)).squareRoot()
            legend.row(swatch: "<line x1=\"0\" y1=\"-4\" x2=\"18\" y2=\"-4\" stroke=\"#8a6d3b\" stroke-width=\"2\" stroke-dasharray=\"2 3\"/>",
                       "\(glide.view) moves on \(n((distance * 10).rounded() / 10)) pt, \(SVGText.seconds(glide.startTime))–\(SVGText.seconds(glide.endTime)) s, \(glide.points.count - 1) frames")
        }
        if glides.count > Self.legendRowLimit { legend.row(swatch: "", "… and \(glides.count - Self.legendRowLimit) more glides") }
        return svg + "</g>\n"
    }
}
