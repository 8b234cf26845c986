/// The paths a ``LiveView`` serves, and nothing else: the page, its stream
/// (a WebSocket) and, with a flight recorder, the download of the last minutes.
///
/// The page holds its style and script inline, so it has no other resource to
/// fetch; any other path is answered 404, any method but GET 405.
enum LiveViewRoutes {
    /// The page.
    static let page = "/"
    /// The WebSocket of the session's stream.
    static let stream = "/live"
    /// The flight recorder's last minutes as a `libinput record` file.
    static let download = "/flight-recording.yml"
}
