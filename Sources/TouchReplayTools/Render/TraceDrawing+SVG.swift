import GestureEngine
import TouchReplay

extension TraceDrawing {
    /// Largest size of the screen in the picture, in pixels; smaller screens are drawn 1:1.
    static let maximumCanvas = Size(width: 960, height: 720)
    /// Width of the legend column, in pixels.
    static let legendWidth = 420.0
    /// Legend rows listed per section before the rest is summarised.
    static let legendRowLimit = 30
    static let margin = 20.0
    static let rowHeight = 18.0

    /// The drawing as a standalone SVG document titled `title`.
    public func svg(title: String) -> String {
        let scale = min(1, Self.maximumCanvas.width / max(screen.width, 1), Self.maximumCanvas.height / max(screen.height, 1))
        let top = Self.margin + 28
        let canvas = Size(width: screen.width * scale, height: screen.height * scale)
        var legend = Legend(x: Self.margin + canvas.width + 28, y: top)
        var body = ""
        body += "<rect x=\"\(n(Self.margin))\" y=\"\(n(top))\" width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\" fill=\"#ffffff\" stroke=\"#222222\" stroke-width=\"1.5\"/>\n"
        func p(_ point: Point) -> (x: Double, y: Double) { (Self.margin + point.x * scale, top + point.y * scale) }

        var labelOrigins: [Point] = []
        var viewLabels = ""
        for box in views {
            let (x, y) = p(box.rect.origin)
            let w = box.rect.size.width * scale, h = box.rect.size.height * scale
            let outline = box.isRound
                ? "<ellipse cx=\"\(n(x + w / 2))\" cy=\"\(n(y + h / 2))\" rx=\"\(n(w / 2))\" ry=\"\(n(h / 2))\""
                : "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\""
            // Views sharing a top-left corner stack their labels instead of overprinting them.
            let stacked = Double(labelOrigins.filter { abs($0.x - x) < 2 && abs($0.y - y) < 2 }.count)
            labelOrigins.append(Point(x: x, y: y))
            if box.isFinal {
                body += outline + " fill=\"none\" stroke=\"#5b6b7f\" stroke-width=\"1.2\" stroke-dasharray=\"6 4\"/>\n"
                viewLabels += label(x + 4, y + h - 5 - stacked * 14, "\(box.id) (after)", size: 11, colour: "#5b6b7f")
            } else {
                let shade = ["#f3f5f8", "#e6ebf2", "#d8e0ea", "#cbd5e2"][min(box.depth, 3)]
                body += outline + " fill=\"\(shade)\" fill-opacity=\"0.7\" stroke=\"#5b6b7f\" stroke-width=\"1\"/>\n"
                viewLabels += label(x + 4, y + 14 + stacked * 14, box.id, size: 12, colour: "#2b3645", weight: "bold")
            }
        }
        body += viewLabels
        body += glidesSVG(p, canvas: Rect(x: Self.margin, y: top, width: canvas.width, height: canvas.height), legend: &legend)
        body += pointerSVG({ p($0) }, legend: &legend)

        legend.heading("Touches")
        for (index, touch) in touches.enumerated() {
            let colour = SVGText.palette[index % SVGText.palette.count]
            let points = touch.points.map(p)
            if points.count > 1 {
                body += "<polyline points=\"\(points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n"
            }
            if let first = points.first {
                body += "<circle cx=\"\(n(first.x))\" cy=\"\(n(first.y))\" r=\"5\" fill=\"\(colour)\"/>\n"
                body += label(first.x + 7, first.y - 7, "touch \(touch.touch)", size: 11, colour: colour)
            }
            if let last = points.last {
                body += touch.wasCancelled ? cross(last.x, last.y, 6, colour) : "<circle cx=\"\(n(last.x))\" cy=\"\(n(last.y))\" r=\"7\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"/>\n"
            }
            if index < Self.legendRowLimit {
                let end = touch.wasCancelled ? "cancelled" : "lifted"
                legend.row(swatch: "<line x1=\"0\" y1=\"-4\" x2=\"18\" y2=\"-4\" stroke=\"\(colour)\" stroke-width=\"3\"/>",
                           "touch \(touch.touch) → \(touch.view ?? "no view"), \(SVGText.seconds(touch.startTime))–\(SVGText.seconds(touch.endTime)) s, \(end)")
            }
        }
        if touches.count > Self.legendRowLimit { legend.row(swatch: "", "… and \(touches.count - Self.legendRowLimit) more touches") }
        if touches.isEmpty { legend.row(swatch: "", "none") }

        legend.heading("Gestures")
        // Touch labels sit up-right of each path's start; gesture labels keep clear of them too.
        var placed: [LabelBox] = touches.compactMap { touch in
            touch.points.first.map { start in
                let (x, y) = p(start)
                return LabelBox(x: x + 7, y: y - 17, width: Double("touch \(touch.touch)".count) * 6.3, height: 12)
            }
        }
        // Points along every touch path (every few pixels), which gesture labels keep clear of.
        var obstacles: [(x: Double, y: Double)] = []
        for touch in touches {
            let points = touch.points.map(p)
            obstacles += points
            for (a, b) in zip(points, points.dropFirst()) {
                let steps = Int((abs(b.x - a.x) + abs(b.y - a.y)) / 4)
                if steps > 1 { for k in 1..<steps { obstacles.append((a.x + (b.x - a.x) * Double(k) / Double(steps), a.y + (b.y - a.y) * Double(k) / Double(steps))) } }
            }
        }
        var listed = 0
        var markers = ""
        for mark in gestures {
            let (x, y) = p(mark.location)
            let text = "\(mark.gesture) \(mark.state)"
            if mark.state != "failed" {
                // Ends first, so a gesture that began and ended at one place shows both marks.
                if mark.state == "began" || mark.state == "recognized" {
                    markers += Self.marker(mark.state, x, y)
                } else {
                    body += Self.marker(mark.state, x, y)
                }
                let caption = "\(text) \(SVGText.seconds(mark.time))s"
                let spot = Self.labelSpot(for: caption, at: (x, y), avoiding: obstacles, placed: placed)
                placed.append(spot)
                body += label(spot.x, spot.y + 10, caption, size: 11, colour: "#111111")
            }
            if listed < Self.legendRowLimit {
                legend.row(swatch: mark.state == "failed" ? "<text x=\"4\" y=\"0\" font-size=\"12\" fill=\"#999999\">✗</text>" : Self.marker(mark.state, 9, -4),
                           "\(SVGText.seconds(mark.time)) s  \(mark.gesture) (\(mark.kind) on \(mark.view ?? "?")) \(mark.state)")
            }
            listed += 1
        }
        body += markers
        if listed > Self.legendRowLimit { legend.row(swatch: "", "… and \(listed - Self.legendRowLimit) more") }
        if gestures.isEmpty { legend.row(swatch: "", "none recognized or failed") }

        legend.heading("Key")
        legend.row(swatch: "<circle cx=\"9\" cy=\"-4\" r=\"5\" fill=\"#444444\"/>", "touch began")
        legend.row(swatch: "<circle cx=\"9\" cy=\"-4\" r=\"6\" fill=\"none\" stroke=\"#444444\" stroke-width=\"2\"/>", "touch lifted")
        legend.row(swatch: cross(9, -4, 5, "#444444"), "touch cancelled")
        for state in ["began", "recognized", "ended", "cancelled"] { legend.row(swatch: Self.marker(state, 9, -4), "gesture \(state)") }
        legend.row(swatch: "<rect x=\"2\" y=\"-10\" width=\"14\" height=\"10\" fill=\"none\" stroke=\"#5b6b7f\" stroke-dasharray=\"3 2\"/>", "view after the replay (moved)")

        let width = legend.x + Self.legendWidth + Self.margin
        let height = max(top + canvas.height, legend.y) + Self.margin
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#fbfbfb\"/>\n"
        svg += label(Self.margin, Self.margin + 10, title, size: 15, colour: "#111111", weight: "bold")
        svg += body + legend.svg + "</svg>\n"
        return svg
    }

    private func n(_ value: Double) -> String { SVGText.number(value) }

    private func label(_ x: Double, _ y: Double, _ text: String, size: Double, colour: String, weight: String = "normal") -> String {
        guard !text.isEmpty else { return "" }
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\" fill=\"\(colour)\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-opacity=\"0.8\" paint-order=\"stroke\">\(MarkupText.escape(text))</text>\n"
    }

    private func cross(_ x: Double, _ y: Double, _ r: Double, _ colour: String) -> String {
        "<path d=\"M\(n(x - r)) \(n(y - r))L\(n(x + r)) \(n(y + r))M\(n(x - r)) \(n(y + r))L\(n(x + r)) \(n(y - r))\" stroke=\"\(colour)\" stroke-width=\"2.5\"/>\n"
    }

    /// The gesture marker for `state` centred on (x, y).
    static func marker(_ state: String, _ x: Double, _ y: Double) -> String {
        let n = SVGText.number
        switch state {
        case "began":
            return "<path d=\"M\(n(x - 6)) \(n(y + 5))L\(n(x + 6)) \(n(y + 5))L\(n(x)) \(n(y - 6))Z\" fill=\"#2e7d32\" stroke=\"#ffffff\" stroke-width=\"1\"/>\n"
        case "recognized":
            return "<path d=\"M\(n(x)) \(n(y - 7))L\(n(x + 7)) \(n(y))L\(n(x)) \(n(y + 7))L\(n(x - 7)) \(n(y))Z\" fill=\"#6a1b9a\" stroke=\"#ffffff\" stroke-width=\"1\"/>\n"
        case "cancelled":
            return "<rect x=\"\(n(x - 5))\" y=\"\(n(y - 5))\" width=\"10\" height=\"10\" fill=\"#ffffff\" stroke=\"#b71c1c\" stroke-width=\"2\"/>\n"
                + "<path d=\"M\(n(x - 5)) \(n(y - 5))L\(n(x + 5)) \(n(y + 5))M\(n(x - 5)) \(n(y + 5))L\(n(x + 5)) \(n(y - 5))\" stroke=\"#b71c1c\" stroke-width=\"1.5\"/>\n"
        default:
            return "<rect x=\"\(n(x - 5))\" y=\"\(n(y - 5))\" width=\"10\" height=\"10\" fill=\"#111111\" stroke=\"#ffffff\" stroke-width=\"1\"/>\n"
        }
    }
}

/// Where a label's text box sits: top-left corner and size, in pixels.
struct LabelBox {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    func contains(_ point: (x: Double, y: Double), margin: Double) -> Bool {
        point.x >= x - margin && point.x <= x + width + margin && point.y >= y - margin && point.y <= y + height + margin
    }

    func overlaps(_ other: LabelBox) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}

extension TraceDrawing {
    /// The spot beside a marker at `at` (right, below, above, left, then further down) whose box
    /// covers the fewest touch-path points and no other label.
    static func labelSpot(for text: String, at point: (x: Double, y: Double), avoiding obstacles: [(x: Double, y: Double)], placed: [LabelBox]) -> LabelBox {
        let width = Double(text.count) * 6.3, height = 12.0
        var candidates = [
            LabelBox(x: point.x + 10, y: point.y - 6, width: width, height: height),
            LabelBox(x: point.x - width / 2, y: point.y + 10, width: width, height: height),
            LabelBox(x: point.x - width / 2, y: point.y - 22, width: width, height: height),
            LabelBox(x: point.x - 10 - width, y: point.y - 6, width: width, height: height),
        ]
        for step in 1...6 { candidates.append(LabelBox(x: point.x - width / 2, y: point.y + 10 + Double(step) * 13, width: width, height: height)) }
        var best = candidates[0]
        var bestScore = Int.max
        for candidate in candidates {
            let score = obstacles.filter { candidate.contains($0, margin: 2) }.count + (placed.contains { $0.overlaps(candidate) } ? 10_000 : 0)
            if score < bestScore {
                best = candidate
                bestScore = score
            }
        }
        return best
    }
}

/// The legend column, laid out row by row.
struct Legend {
    let x: Double
    var y: Double
    var svg = ""

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    mutating func heading(_ text: String) {
        y += 6
        svg += "<text x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y + 12))\" font-size=\"13\" font-weight=\"bold\" fill=\"#111111\">\(MarkupText.escape(text))</text>\n"
        y += TraceDrawing.rowHeight + 2
    }

    mutating func row(swatch: String, _ text: String) {
        let baseline = y + 12
        if !swatch.isEmpty { svg += "<g transform=\"translate(\(SVGText.number(x)) \(SVGText.number(baseline)))\">\(swatch)</g>\n" }
        svg += "<text x=\"\(SVGText.number(x + 26))\" y=\"\(SVGText.number(baseline))\" font-size=\"12\" fill=\"#222222\">\(MarkupText.escape(text))</text>\n"
        y += TraceDrawing.rowHeight
    }
}
