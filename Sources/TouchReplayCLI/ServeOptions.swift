import ArgumentParser
import LiveView
import TouchReplayLive

/// `attach --serve`: the live view's options, and the live view they make.
struct ServeOptions: ParsableArguments {
    @Option(name: .customLong("serve"), help: ArgumentHelp(
        "Serve the live viewer at ADDRESS (HOST:PORT, [IPV6]:PORT or PORT on 127.0.0.1; port 0 picks a free one).",
        valueName: "address"))
    var address: String?

    @Flag(name: .customLong("serve-public"), help: "Allow --serve on an address that is not a loopback one (the page shows every touch).")
    var allowsPublicAddress = false

    @Option(name: .customLong("serve-history"), parsing: .unconditional,
            help: "How many seconds back the live page can scrub (more than 0, at most 3600; default 300).")
    var historySeconds: Double?

    @Option(name: .customLong("serve-idle-timeout"), parsing: .unconditional,
            help: "Close a client that sends no whole request for SECONDS (default 10).")
    var idleTimeout: Double?

    /// The address, read; nil without --serve.
    func parsedAddress() throws -> LiveViewAddress? {
        try address.map { text in try CommandFailure.reporting(code: CommandFailure.badOption) { try LiveViewAddress(parsing: text) } }
    }

    func validate() throws {
        if address == nil, allowsPublicAddress || historySeconds != nil || idleTimeout != nil {
            throw CommandFailure.invalid("--serve-public, --serve-history and --serve-idle-timeout need --serve ADDRESS")
        }
        if let historySeconds, !(historySeconds > 0 && historySeconds <= 3600) {
            throw CommandFailure.invalid("--serve-history must be more than 0 and at most 3600 seconds")
        }
        if let idleTimeout, !(idleTimeout > 0 && idleTimeout <= 3600) {
            throw CommandFailure.invalid("--serve-idle-timeout must be more than 0 and at most 3600 seconds")
        }
        guard let address = try parsedAddress() else { return }
        if !address.isLoopback && !allowsPublicAddress { throw CommandFailure.invalid("\(LiveViewError.notLoopback(address))") }
    }

    /// The live view of `input`, serving; nil without --serve. Says where on standard error.
    func start(on input: LiveInput, flightRecorder: String?) throws -> LiveView? {
        guard let address = try parsedAddress() else { return nil }
        var options = LiveView.Options()
        options.allowsPublicAddress = allowsPublicAddress
        if let historySeconds { options.historySeconds = historySeconds }
        if let idleTimeout { options.idleTimeout = idleTimeout }
        options.flightRecorderPath = flightRecorder
        let live = try CommandFailure.reporting {
            try LiveView(input: input, address: address, title: "touchreplay attach", options: options) { CommandFailure.note($0) }
        }
        CommandFailure.note("live view: \(live.url)")
        return live
    }
}
