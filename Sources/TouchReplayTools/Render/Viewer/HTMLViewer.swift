import TouchReplay

/// The HTML replay viewer: one self-contained page (style, script and data
/// inline, nothing fetched) that shows a replay at any time.
///
/// The page works from `file://` with no network. Its script and style are
/// compiled into the library from `Render/Viewer/Resources`.
public enum HTMLViewer {
    /// The viewer's style sheet.
    static let style = String(decoding: PackageResources.viewer_css, as: UTF8.self)
    /// The viewer's script: `TouchViewer.timeline` and `TouchViewer.mount`.
    static let script = String(decoding: PackageResources.timeline_js, as: UTF8.self) + "\n"
        + String(decoding: PackageResources.viewer_js, as: UTF8.self)

    /// A page showing `data`, opening at the time in the URL (`page.html#t=1.25`), else at 0.
    ///
    /// When the data were thinned (``ViewerData/thinning``), a line above the viewer says so:
    /// `thinned: N of M samples shown (…); full trace: touchreplay replay …`.
    public static func page(_ data: ViewerData) -> String {
        let line = notice(data)
        return document(title: data.json["title"]?.string ?? "replay", extraStyle: line.isEmpty ? "" : thinnedStyle, body: """
            \(line)<div id="viewer"></div>
            <script type="application/json" id="trace-data">\(data.scriptText)</script>
            <script>
            TouchViewer.mount(document.getElementById('viewer'), JSON.parse(document.getElementById('trace-data').textContent), { hash: true });
            </script>
            """)
    }

    /// The line above a thinned replay's viewer, empty when nothing was thinned.
    static func notice(_ data: ViewerData) -> String {
        guard let thinning = data.thinning else { return "" }
        let interval = thinning.interval < 1 ? "\(Int((thinning.interval * 1000).rounded())) ms" : "\(thinning.interval) s"
        var text = "thinned: \(thinning.shown) of \(thinning.total) samples shown"
        if thinning.interval > 0 {
            let touches = thinning.touchesShown < thinning.touches ? "every drawn touch's" : "every touch's"
            let states = thinning.stateChangesShown < thinning.stateChanges ? "every state change kept within its budget" : "every state change kept"
            text += " (at most about one per \(interval) for each finger, view and recognizer; \(touches) start and end and \(states))"
        }
        if thinning.touchesShown < thinning.touches { text += "; touches: the first \(thinning.touchesShown) of \(thinning.touches) drawn" }
        if thinning.stateChangesShown < thinning.stateChanges {
            text += "; recognizer state changes: the first \(thinning.stateChangesShown) of \(thinning.stateChanges) kept, no recognizer event after them"
        }
        if thinning.hitTestsShown < thinning.hitTests { text += "; hit-test steps of the first \(thinning.hitTestsShown) of \(thinning.hitTests) touches" }
        if let command = data.fullTraceCommand { text += "; full trace: \(command)" }
        return "<p class=\"trv-thinned\" id=\"thinned\">\(MarkupText.escape(text))</p>\n"
    }

    /// The style of the thinned line.
    static let thinnedStyle = ".trv-thinned { font: 13px system-ui, sans-serif; margin: 8px; padding: 6px 8px; border-left: 4px solid #d08000; "
        + "background: rgba(208, 128, 0, 0.12); overflow-wrap: anywhere; }\n"

    /// A whole HTML document with the viewer's style and script in its head and `body` in its body.
    static func document(title: String, extraStyle: String = "", body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="icon" href="data:,">
        <title>\(MarkupText.escape(title))</title>
        <style>
        \(style)\(extraStyle)
        </style>
        <script>
        \(script)
        </script>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }
}
