import TouchReplay

extension HTMLViewer {
    /// The live view's script: `TouchLive.start`, which builds the viewer's data from a live
    /// session's stream and mounts the viewer (`live.js`).
    static let liveScript = String(decoding: PackageResources.live_js, as: UTF8.self)

    /// The page of a live session (`touchreplay attach --serve`): the viewer's style and script, and
    /// the live script that opens the WebSocket at `stream` (a path on the page's own server), follows
    /// the present, pauses, scrubs back through the history and resumes. Nothing else is fetched.
    public static func livePage(title: String, stream: String) -> String {
        document(title: title, body: """
            <div id="live"></div>
            <script>
            \(liveScript)
            TouchLive.start(document.getElementById('live'), \(TraceValue.string(stream).jsonText));
            </script>
            """)
    }
}
