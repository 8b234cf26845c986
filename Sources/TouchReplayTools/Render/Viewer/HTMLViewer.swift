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
    public static func page(_ data: ViewerData) -> String {
        document(title: data.json["title"]?.string ?? "replay", body: """
            <div id="viewer"></div>
            <script type="application/json" id="trace-data">\(data.scriptText)</script>
            <script>
            TouchViewer.mount(document.getElementById('viewer'), JSON.parse(document.getElementById('trace-data').textContent), { hash: true });
            </script>
            """)
    }

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
