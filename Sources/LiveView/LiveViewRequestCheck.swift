import NIOHTTP1

/// Who may ask: the checks on a request's `Host` and `Origin` headers that keep
/// other web sites out of a live view served on this machine.
///
/// A browser lets any page open a WebSocket to `ws://127.0.0.1:8080/live`, and a
/// page reached through DNS rebinding may even load the page itself; so, our
/// decision: on a loopback address a request's `Host` must name this machine
/// (`localhost`, 127.0.0.0/8 or `[::1]`, with the port served), and the stream's
/// upgrade, when it carries an `Origin` (a browser's always does), must come from
/// the page's own origin (`http://` and its `Host`). A request that fails either
/// is answered 403, in one line. On an address served with `--serve-public` the
/// `Host` is not checked (the machine's names are not known), the `Origin` is.
struct LiveViewRequestCheck: Sendable {
    /// Whether the server listens on a loopback address (its `Host` is checked).
    let loopback: Bool

    /// Why `head` is refused (a line's end), nil when it may be answered; `port` is the port it came in on,
    /// `stream` whether it asks for the stream.
    func refusal(of head: HTTPRequestHead, port: Int?, stream: Bool) -> String? {
        let host = head.headers["Host"].first ?? ""
        if loopback, !Self.namesThisMachine(host, port: port) {
            return "Host \"\(LiveViewHTTPHandler.printable(host))\" does not name this machine (a page of another site reached through DNS rebinding?)"
        }
        if stream, let origin = head.headers["Origin"].first, origin != "http://" + host {
            return "a page of another origin (\(LiveViewHTTPHandler.printable(origin))) asked for the stream"
        }
        return nil
    }

    /// Whether `host` (a `Host` header: `HOST` or `HOST:PORT`) is this machine's loopback, on `port`.
    static func namesThisMachine(_ host: String, port: Int?) -> Bool {
        var name = Substring(host), given: Int?
        if let colon = host.lastIndex(of: ":"), !host.hasSuffix("]") {
            name = host[..<colon]
            guard let number = Int(host[host.index(after: colon)...]) else { return false }
            given = number
        }
        if let port, (given ?? 80) != port { return false }
        if name == "localhost" || name == "[::1]" { return true }
        return LiveViewAddress(host: String(name), port: 0).isLoopback && IPAddressText.isIPv4(String(name))
    }
}
