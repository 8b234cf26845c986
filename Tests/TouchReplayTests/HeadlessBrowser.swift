import Foundation

/// Headless Chromium for the viewer's tests: loads a page from disk, lets its
/// scripts run, and returns the DOM it ended with and what it printed to the console.
enum HeadlessBrowser {
    /// The browser's executable on PATH, if one is installed.
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in directories where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    /// Why the browser tests are skipped when ``path`` is nil.
    static let missing = "no headless Chromium on PATH (chromium, chromium-browser or google-chrome): apt-get install chromium"

    /// A loaded page.
    struct Page {
        /// The DOM as HTML after the scripts ran.
        var dom: String
        /// Every console message, uncaught errors included (Chromium logs them as `CONSOLE` lines).
        var console: [String]
    }

    /// The common flags: headless, no sandbox (the tests may run as root), a fresh profile, console to stderr.
    static func flags(profile: String) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--mute-audio",
         "--user-data-dir=\(profile)", "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000"]
    }

    /// Loads `file` (with `fragment`, e.g. `t=1.25`) in a window `width` × `height` and returns its DOM.
    static func load(_ file: String, fragment: String? = nil, width: Int = 1400, height: Int = 1000) throws -> Page {
        let run = try chromium(["--window-size=\(width),\(height)", "--dump-dom", url(file, fragment)])
        let console = run.standardError.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return Page(dom: run.standardOutput, console: console)
    }

    /// Saves a PNG of `file` (with `fragment`) as a window `width` × `height` shows it.
    static func screenshot(_ file: String, fragment: String? = nil, to png: String, width: Int, height: Int) throws {
        _ = try chromium(["--window-size=\(width),\(height)", "--hide-scrollbars", "--screenshot=\(png)", url(file, fragment)])
    }

    static func url(_ file: String, _ fragment: String?) -> String {
        URL(fileURLWithPath: file).absoluteString + (fragment.map { "#" + $0 } ?? "")
    }

    /// Runs the browser with a throwaway profile; gives up after 60 s.
    static func chromium(_ arguments: [String]) throws -> ReplayFiles.Run {
        guard let path else { throw CocoaError(.fileNoSuchFile) }
        let profile = NSTemporaryDirectory() + "touchreplay-chromium-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let errorLog = profile + ".log"
        _ = FileManager.default.createFile(atPath: errorLog, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorLog) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = flags(profile: profile) + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorLog))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        let errors = (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
        return ReplayFiles.Run(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self), standardError: errors)
    }
}

/// Elements of a dumped DOM, found by tag and attribute (the DOM is HTML, not XML, so no XML parser).
struct DOMElements {
    let dom: String

    /// The attributes of each `<tag …>` whose attributes include `name="value"`, in document order.
    func attributes(_ tag: String, where name: String, is value: String) -> [[String: String]] {
        let pattern = "<\(tag)\\b[^>]*>"
        let regex = try! NSRegularExpression(pattern: pattern)
        let attribute = try! NSRegularExpression(pattern: "([A-Za-z_:][-A-Za-z0-9_:.]*)=\"([^\"]*)\"")
        var found: [[String: String]] = []
        let text = dom as NSString
        for match in regex.matches(in: dom, range: NSRange(location: 0, length: text.length)) {
            let element = text.substring(with: match.range)
            var values: [String: String] = [:]
            for pair in attribute.matches(in: element, range: NSRange(location: 0, length: (element as NSString).length)) {
                let e = element as NSString
                values[e.substring(with: pair.range(at: 1))] = e.substring(with: pair.range(at: 2))
            }
            if values[name] == value { found.append(values) }
        }
        return found
    }

    /// The text right after the first `<tag …>` with `name="value"` (up to the next `<`), HTML entities kept.
    func text(_ tag: String, where name: String, is value: String) -> String? {
        guard let range = dom.range(of: "<\(tag)\\b[^>]*\(name)=\"\(NSRegularExpression.escapedPattern(for: value))\"[^>]*>([^<]*)",
                                    options: .regularExpression) else { return nil }
        let element = String(dom[range])
        return element.firstIndex(of: ">").map { String(element[element.index(after: $0)...]) }
    }
}
