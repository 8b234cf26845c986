import Foundation
import TestSupport
import Testing
import TouchReplay

/// `touchreplay attach --serve` (issue 40): headless Chromium opens the live page of a
/// session on an emulated touchscreen (umockdev playing a real drag) and sees the
/// finger and the pan's lane as they happen, the drag's reports drawn within 100 ms of
/// their time (the median of all of them; measured in the page: each report's kernel
/// timestamp, on the wall clock, to the animation frame after the one that drew it). The
/// drag is written in real time, each report stamped as it is written (LiveServeRun).
/// Without --scene the standard scene has a pan on the whole screen (ReplayAttachTests).
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
            var paths: [Path]
        }
        struct Path: Decodable {
            var id: Int
            var view: String?
            var p: [Double]
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
        // A delay per report of the drag (120 frames), each update's reports counted from their own times.
        // The page draws at the browser's animation frames: about 60 updates for the 1 s drag on an idle
        // machine, 16 when four builds shared the two cores (2026-11-29). At least 5 is one update per
        // 200 ms of the drag, drawn as it goes; the delays below bound how late each report was drawn.
        try #require(stats.delays.count == 120 && stats.drawing.count >= 5 && stats.drawing.count <= 120,
                     "a delay per report of the drag: \(stats.delays.count), one per update: \(stats.drawing.count)")
        let delays = stats.delays.sorted(), drawing = stats.drawing.sorted()
        func figures(_ values: [Double]) -> String {
            "median \(values[values.count / 2].rounded()) ms, p95 \(values[values.count * 95 / 100].rounded()) ms, worst \(values.last!.rounded()) ms"
        }
        // The figures of docs/performance.md ("Live view").
        print("live view: \(delays.count) reports drawn; report to drawing: \(figures(delays)); delivery to drawing: \(figures(drawing))")
        #expect(delays.first! >= 0 && drawing.first! >= 0, "no report is drawn before its time: \(delays.prefix(3))")
        // The issue's bound on the median of the drag's 120 reports, alone or beside the whole suite: a load
        // that takes the cores for a moment delays the reports of that moment, not half of the drag's second,
        // while a page that drew late by design (at remounts, on a timer, at the end) would move the median.
        // The worst report is held to 1 s: drawn as the drag goes, never left for later. The tail between is
        // the machine's scheduling (docs/performance.md, "Live view: report to drawing").
        #expect(delays[delays.count / 2] <= 100, "the median report drawn within 100 ms of its time: \(figures(delays))")
        #expect(delays.last! <= 1000, "every report drawn within 1 s of its time: \(figures(delays))")
    }

    /// Item 3: with --flight-recorder the page links the last minutes as a download (a `libinput
    /// record` file, also kept beside FILE as a SIGUSR1 dump is); replayed, it gives the touches the
    /// page showed, sample for sample.
    @Test func withAFlightRecorderThePagesDownloadReplaysToTheTouchesItShowed() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let flight = folder + "/flight.yml"
        let session = try LiveServeRun.start(in: folder, arguments: [
            "--serve", "127.0.0.1:0", "--duration", "12", "--format", "jsonl", "--flight-recorder", flight,
        ])
        let url = try session.waitForURL()
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let page = try browser.open(url, width: 1200, height: 900)
        // The drag is over once the page has had the finger for a while with no new report.
        var shown: Seen.Path?, quiet = 0, count = -1
        let deadline = Date().addingTimeInterval(20)
        while quiet < 5, Date() < deadline, session.process.isRunning {
            usleep(100_000)
            let paths = try Self.look(browser, page).stats?.paths ?? []
            let now = paths.first?.p.count ?? 0
            quiet = now > 0 && now == count ? quiet + 1 : 0
            count = now
            shown = paths.first
        }
        let path = try #require(shown, "the page showed no touch: \(session.errors)")
        let link = try #require(try browser.evaluate(
            "(a => a && !a.hidden ? a.getAttribute('href') : null)(document.querySelector('a[data-action=download]'))", in: page) as? String)
        #expect(link == "/flight-recording.yml")
        // The download, as the link fetches it.
        let port = try #require(LiveServeRun.port(of: url))
        let client = try #require(RawHTTPClient(port: port))
        client.send("GET \(link) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let bytes = client.readAll(seconds: 10).bytes
        client.close()
        let split = try #require(bytes.firstRange(of: Array("\r\n\r\n".utf8)), "an HTTP response: \(bytes.count) bytes")
        let head = String(decoding: bytes[..<split.lowerBound], as: UTF8.self)
        #expect(head.hasPrefix("HTTP/1.1 200 OK") && head.contains("Content-Disposition: attachment; filename=\"flight.yml\""), "\(head)")
        let recording = folder + "/downloaded.yml"
        try Data(bytes[split.upperBound...]).write(to: URL(fileURLWithPath: recording))
        let result = session.finish()
        #expect(result.status == 0, "\(result)")
        #expect(result.errors.contains("live view: flight recorder: wrote \(flight) for a download"), "kept beside FILE: \(result.errors)")
        #expect(result.errors.contains(": sent the flight recorder's last minutes (\(flight))"), "\(result.errors)")

        // attach's standard scene for the Atmel panel is one 1280 × 768 view, "screen" (ReplayAttachTests).
        let scene = try ReplayFiles.write("screen: {size: [1280, 768]}\nroot: {id: screen, multipleTouch: true}\n", to: "screen.yml", in: folder)
        let replay = try ReplayFiles.run(["replay", recording, "--scene", scene, "--format", "jsonl"])
        #expect(replay.status == 0, "\(replay.standardError)")
        let touches = try TraceLine.parseLines(replay.standardOutput, file: "replay").filter { $0.type == "touch" && $0["phase"] != "cancelled" }
        let replayed = touches.flatMap { line -> [Double] in
            [line["x"], line["y"]].compactMap { $0?.number }
        }
        #expect(touches.allSatisfy { $0["view"]?.string == path.view }, "bound to the view the page showed: \(path.view ?? "none")")
        #expect(replayed.count >= 200 && replayed == path.p, "the replay's positions are the page's: \(replayed.count / 2) and \(path.p.count / 2) samples")
    }
}
