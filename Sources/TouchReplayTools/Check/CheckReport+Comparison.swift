import TouchReplay

extension CheckReport {
    /// One comparison of an expected and an actual trace as a page of its own,
    /// laid out as a failing case of the report: the first difference, the
    /// whole diff folded, and the two traces in the viewer side by side, opened
    /// at the first difference (what a failing test attaches).
    ///
    /// - Parameters:
    ///   - name: names the comparison (the expected file, the test).
    ///   - expected: the viewer's data for the expected trace.
    ///   - actual: the viewer's data for the actual trace.
    ///   - diff: the comparison's differences.
    public static func comparisonPage(name: String, expected: ViewerData, actual: ViewerData, diff: TraceDiff) -> String {
        let title = "\(name): the trace does not match the expected one"
        var body = "<main class=\"trr\">\n<h1>\(MarkupText.escape(title))</h1>\n"
        body += section(name: name, diff: diff, index: 0) { (expected, actual) }
        body += "</main>\n<script>\n\(linkScript)\n</script>"
        return HTMLViewer.document(title: title, extraStyle: style, body: body)
    }

    /// A failing comparison: the first difference, the whole diff folded, and
    /// the two viewers of `viewers` (or why they cannot be drawn).
    static func section(name: String, diff: TraceDiff, index: Int, viewers: () throws -> (expected: ViewerData, actual: ViewerData)) -> String {
        let first = diff.differences.first
        let time = first.flatMap(differenceTime)
        var section = "<section class=\"trr-failure\" id=\"case-\(index)\" data-case=\"\(MarkupText.escape(name))\">\n"
        section += "<h2>\(MarkupText.escape(name))</h2>\n"
        if let first {
            let at = time.map { " at t = \(TraceValue.format($0)) s" } ?? ""
            section += "<p>First difference\(at):</p>\n<pre class=\"trr-first\">\(MarkupText.escape(firstDifferenceText(first)))</pre>\n"
        }
        section += "<details><summary>Whole diff</summary><pre>\(MarkupText.escape(diff.description))</pre></details>\n"
        do {
            let (expected, actual) = try viewers()
            section += "<div class=\"trr-pair\" data-time=\"\(time.map(TraceValue.format) ?? "0")\">\n"
            section += "<div><h3>expected</h3><div class=\"trr-viewer\" data-side=\"expected\"></div>"
            section += "<script type=\"application/json\">\(expected.scriptText)</script></div>\n"
            section += "<div><h3>actual</h3><div class=\"trr-viewer\" data-side=\"actual\"></div>"
            section += "<script type=\"application/json\">\(actual.scriptText)</script></div>\n</div>\n"
        } catch {
            section += "<p class=\"trr-error\">cannot draw this case: \(MarkupText.escape(String(describing: error)))</p>\n"
        }
        return section + "</section>\n"
    }
}
