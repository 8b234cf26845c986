import Foundation
import Testing

/// `touchreplay attach --serve` (issue 40): headless Chromium opens the live page of a
/// session on an emulated touchscreen (umockdev playing a real drag) and sees the
/// finger and the pan's lane as they happen, the reports drawn within 100 ms of their
/// time (median and 90th percentile; measured in the page: the report's kernel timestamp, on the wall clock, to the
/// animation frame after the one that drew it). The drag is written in real time, each
/// report stamped as it is written (LiveServeRun). Without --scene the standard scene has
/// a pan on the whole screen (ReplayAttachTests).
@Suite(.serialized) struct LiveViewBrowserTests {
    /// What the page shows now: visible finger dots, the pan lane's active bars, the page's own figures.
    static let probe = """
        JSON.stringify({
          fingers: Array.from(document.querySelectorAll('g[data-touch]')).filter(g => g.getAttribute('visibility') === 'visible').length,
          bound: Array.from(document.querySelectorAll('.trv-touches li')).map(li => li.textContent),
          pan: document.querySelectorAll('g[data-lane="pan"] [data-state="active"]').length,
          lanes: Array.from(document.querySelectorAll('g[data-lane]')).map(g => g.getAttribute('data-lane')),
          status: (document.querySelector('[data-live-status]') || {}).textContent,
          stats: window.TouchLive && TouchLive.stats ? TouchLive.stats() : null
        })
        """

    /// The probe's answer.
    struct Seen: Decodable {
        struct Stats: Decodable {
            var delays: [Double]
            var drawing: [Double]
            var following: Bool
            var live: Bool
            var ended: Bool
            var touches: Int
        }
        var fingers: Int
        var bound: [String]
        var pan: Int
        var lanes: [String]
        var status: String?
        var stats: Stats?
    }

    static func look(_ browser: DevToolsBrowser, _ page: String) throws -> Seen {
        let text = try #require(try browser.evaluate(probe, in: page) as? String)
        return try JSONDecoder().decode(Seen.self, from: Data(text.utf8))
    }

    @Test func aPageOfAttachServeSeesTheFingerAndThePanLaneOfADragWithin100MillisecondsOfTheReports() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The drag is written once the page connected.
        let session = try LiveServeRun.start(in: folder, arguments: ["--serve", "127.0.0.1:0", "--duration", "12", "--format", "jsonl"])
        let url = try session.waitForURL()
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let page = try browser.open(url, width: 1400, height: 1000)
        var seen = try Self.look(browser, page)
        var during: Seen?
        let deadline = Date().addingTimeInterval(25)
        while Date() < deadline, session.process.isRunning {
            seen = try Self.look(browser, page)
            if seen.fingers > 0, seen.pan > 0 {
                during = seen
                break
            }
            usleep(100_000)
        }
        let drawn = try #require(during, "the page never showed a finger and the pan's lane together: \(seen), \(session.errors)")
        #expect(drawn.bound.contains { $0.contains("→ screen") }, "the finger is listed with its bound view: \(drawn.bound)")
        #expect(drawn.lanes.contains("pan"), "\(drawn.lanes)")
        #expect(drawn.stats?.following == true && drawn.stats?.live == true, "\(String(describing: drawn.stats))")
        // The drag is over once no report came for 0.4 s (the finger stays down until the session ends).
        var reports = drawn.stats?.delays.count ?? 0, quiet = 0
        while quiet < 4, session.process.isRunning {
            usleep(100_000)
            let now = try Self.look(browser, page).stats?.delays.count ?? 0
            quiet = now == reports ? quiet + 1 : 0
            reports = now
        }
        let held = try Self.look(browser, page)
        #expect(held.fingers == 1, "the finger still down is drawn at its place: \(held)")
        // The screenshot of the README (with TOUCHREPLAY_README_SCREENSHOT=1, into docs/live-view.png).
        let png = try browser.screenshot(of: page)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        let shot = ProcessInfo.processInfo.environment["TOUCHREPLAY_README_SCREENSHOT"] == "1"
            ? ReplayFiles.packageRoot + "/docs/live-view.png" : folder + "/live-view.png"
        try png.write(to: URL(fileURLWithPath: shot))

        let result = session.finish()
        #expect(result.status == 0, "\(result)")
        let last = try Self.look(browser, page)
        let stats = try #require(last.stats)
        #expect(stats.ended, "the page heard the session end: \(last)")
        try #require(stats.delays.count >= 20 && stats.drawing.count == stats.delays.count,
                     "a delay per update that delivered a report: \(stats.delays.count)")
        let delays = stats.delays.sorted(), drawing = stats.drawing.sorted()
        func figures(_ values: [Double]) -> String {
            "median \(values[values.count / 2].rounded()) ms, p95 \(values[values.count * 95 / 100].rounded()) ms, worst \(values.last!.rounded()) ms"
        }
        // The figures of docs/performance.md ("Live view").
        print("live view: \(delays.count) reports drawn; report to drawing: \(figures(delays)); delivery to drawing: \(figures(drawing))")
        #expect(delays.first! >= 0 && drawing.first! >= 0, "no report is drawn before its time: \(delays.prefix(3))")
        // Within 100 ms: the median and nine reports in ten. The worst is the machine's scheduling (a loaded
        // 2-core machine: the reader or the browser waits for a core), not a bound: docs/performance.md.
        #expect(delays[delays.count / 2] <= 100 && delays[delays.count * 9 / 10] <= 100, "reports drawn within 100 ms of their time: \(figures(delays))")
    }
}
