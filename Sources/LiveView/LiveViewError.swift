/// Why a ``LiveView`` does not serve: one line that names the address.
public enum LiveViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text given as an address cannot be read (``LiveViewAddress/init(parsing:)``).
    case address(String, reason: String)
    /// The address is not a loopback one and serving on it was not asked for explicitly.
    case notLoopback(LiveViewAddress)
    /// Another program listens on the port already (`EADDRINUSE`).
    case portInUse(LiveViewAddress)
    /// The system refused to listen there for another reason (no such address on this machine, a port
    /// below 1024 without the privilege): the system's words.
    case cannotListen(LiveViewAddress, reason: String)

    /// The input feeds several windows (a scene's `windows:`); the live view draws one.
    case severalWindows(Int)
    /// The session ended before a page's download of the flight recorder's last minutes was written.
    case sessionEnded

    /// The line that says it.
    public var description: String {
        switch self {
        case .address(let text, let reason): "\(text): not an address to serve on: \(reason)"
        case .notLoopback(let address):
            "\(address): not a loopback address; the page shows every touch, so serving it beyond this machine "
                + "needs --serve-public (the app's own flag in an app)"
        case .portInUse(let address): "\(address): the port is in use by another program"
        case .cannotListen(let address, let reason): "\(address): cannot listen: \(reason)"
        case .severalWindows(let count):
            "the live view draws one window, and this input feeds \(count) (a scene's windows:); serve a scene of one window"
        case .sessionEnded: "the session ended before the flight recorder's last minutes were written"
        }
    }
}
