import TouchReplay

/// Small helpers for writing SVG text by hand.
enum SVGText {
    /// A coordinate with at most two decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Seconds with three decimals.
    static func seconds(_ value: Double) -> String {
        let ms = Int((value * 1000).rounded())
        let fraction = String(abs(ms) % 1000)
        return "\(ms < 0 ? "-" : "")\(abs(ms) / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// Touch colours (Tableau 10), used in turn.
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f"]
}
