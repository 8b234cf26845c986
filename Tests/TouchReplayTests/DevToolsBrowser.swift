import Foundation

/// Headless Chromium driven while a page runs, for pages that change as a session
/// streams to them (the live view): the DevTools protocol over
/// `--remote-debugging-pipe` (JSON messages ended by NUL on the browser's
/// descriptors 3 and 4), on the real clock (no virtual time: the page measures
/// delays on its own clock). Same browser and flags as ``HeadlessBrowser``.
final class DevToolsBrowser {
    private let process = Process()
    private let commands = Pipe()
    private let replies = Pipe()
    private let profile: String
    private var buffer = Data()
    private var nextID = 1

    /// What the browser answered with an error, or did not answer.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the browser with a fresh profile; it ends with ``close()`` or after `limit` seconds.
    init(limit: Double = 120) throws {
        guard let path = HeadlessBrowser.path else { throw Failure(description: HeadlessBrowser.missing) }
        profile = NSTemporaryDirectory() + "touchreplay-chromium-" + UUID().uuidString
        let flags = HeadlessBrowser.flags(profile: profile).filter { !$0.hasPrefix("--virtual-time-budget") }
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The browser reads commands on descriptor 3 and writes replies on 4: our pipes, through the shell.
        process.arguments = ["-c", #"exec "$0" "$@" 3<&0 4>&1 0</dev/null 1>/dev/null"#, path] + flags
            + ["--remote-debugging-pipe", "about:blank"]
        process.standardInput = commands
        process.standardOutput = replies
        process.standardError = FileHandle.nullDevice
        try process.run()
        let process = process
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) { if process.isRunning { process.terminate() } }
    }

    deinit { close() }

    /// Ends the browser and removes its profile.
    func close() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Sends `method` (to the page of `session`, or to the browser) and waits for its result.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        commands.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: message) + Data([0]))
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let text = buffer[buffer.startIndex..<end]
                buffer = Data(buffer[(end + 1)...])
                guard let reply = try JSONSerialization.jsonObject(with: text) as? [String: Any], reply["id"] as? Int == id else { continue }
                if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            let more = replies.fileHandleForReading.availableData
            guard !more.isEmpty else { throw Failure(description: "\(method): the browser ended without answering") }
            buffer += more
        }
    }

    /// A tab of `width` × `height` CSS pixels opened at `url`: its DevTools session. `before` (a script)
    /// runs in the page before the page's own scripts.
    func open(_ url: String, width: Int, height: Int, before: String? = nil) throws -> String {
        let target = try call("Target.createTarget", ["url": before == nil ? url : "about:blank"])
        guard let id = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw Failure(description: "no session: \(attached)") }
        try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
                 session: session)
        if let before {
            try call("Page.enable", session: session)
            try call("Page.addScriptToEvaluateOnNewDocument", ["source": before], session: session)
            try call("Page.navigate", ["url": url], session: session)
        }
        return session
    }

    /// The value of `expression` evaluated in the page of `session` (JSON values only).
    func evaluate(_ expression: String, in session: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true], session: session)
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// A PNG of what the page of `session` shows now.
    func screenshot(of session: String) throws -> Data {
        let shot = try call("Page.captureScreenshot", ["format": "png"], session: session)
        guard let text = shot["data"] as? String, let data = Data(base64Encoded: text) else { throw Failure(description: "no screenshot") }
        return data
    }
}
