import Foundation
import Testing

/// The live page "follows the present and can pause, scrub back through the last minutes and
/// resume" (issue 40, item 1): headless Chromium on the page of an `attach --serve` session on
/// the Atmel touchscreen emulated by umockdev, the test bed writing a drag, lifting it, and
/// writing a second drag elsewhere when the test says so (HotplugProbe's `wait:` step).
/// Without --scene the standard scene has a pan on the whole screen ("screen").
@Suite(.serialized) struct LiveViewScrubTests {
    /// `attach --serve` with `arguments`: a drag at x = 400 that lifts, then, once `go` exists, a drag at x = 600 that stays down.
    static func twoDrags(in folder: String, go: String, arguments: [String] = []) throws -> LiveServeRun {
        let device = LiveServeRun.device(in: folder)
        return try LiveServeRun.start(
            in: folder, steps: ["line:a page connected", "sleep:0.3", "drag:" + device, "lift:" + device, "wait:" + go, "drag:" + device + "@600"],
            arguments: ["--serve", "127.0.0.1:0", "--duration", "16", "--format", "jsonl"] + arguments)
    }

    /// Where `touch` is at `time` on the page's own data, as the viewer draws it then.
    static func place(of touch: LiveViewPage.Look.Touch, at time: Double) throws -> (x: Double, y: Double) {
        let index = try #require(LiveViewPage.sample(of: touch, at: time), "touch \(touch.id) had not begun at \(time)")
        return (touch.p[2 * index], touch.p[2 * index + 1])
    }

    @Test func aPausedPageScrubsBackIntoTheFirstDragStaysThereWhileASecondComesAndFollowsThePresentOnResume() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let go = folder + "/second-drag"
        let run = try Self.twoDrags(in: folder, go: go)
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let page = LiveViewPage(browser: browser, session: try browser.open(try run.waitForURL(), width: 1400, height: 1000))

        // The first drag, drawn as it happens, then lifted.
        let lifted = try page.wait("showed the first drag lifted") { $0.touches.count == 1 && !$0.touches[0].down && $0.touches[0].t.count >= 120 }
        #expect(lifted.following && lifted.state == "following", "\(lifted.status)")
        let first = lifted.touches[0]

        // Paused: the viewer holds the history up to the pause; the pan has ended by then.
        try page.toggle()
        let paused = try page.wait("paused") { $0.state == "paused" && !$0.following }
        #expect(paused.status.hasPrefix("paused at ") && paused.status.contains("the last 300 s are kept"), "\(paused.status)")
        #expect(paused.scrubMax >= first.t.last! && paused.scrubMin <= first.t[0], "the history from before the drag to the pause: \(paused)")
        #expect(paused.gestures["pan"] == "ended", "the pan at the pause: \(paused.gestures)")

        // Scrubbed back to the middle of the drag: the finger where it was then, and the pan changing.
        try page.scrub(to: first.t[60])
        let back = try page.wait("scrubbed back") { abs($0.time - first.t[60]) < 0.002 }
        let place = try Self.place(of: first, at: back.time)
        #expect(back.dots.count == 1 && back.dots.first?.id == first.id, "one finger at that time: \(back.dots)")
        #expect(back.dots.first.map { abs($0.x - place.x) < 0.01 && abs($0.y - place.y) < 0.01 } == true,
                "the finger at its place at \(back.time) s, (\(place.x), \(place.y)): \(back.dots)")
        #expect(back.rows.contains { $0.contains("#\(first.id) → screen at (") }, "listed with its view: \(back.rows)")
        #expect(["began", "changed"].contains(back.gestures["pan"] ?? ""), "the pan mid-drag: \(back.gestures)")
        #expect(back.state == "paused" && first.t.last! - back.time > 0.3, "well before the lift: \(back.time)")

        // A second drag while paused: the page's session takes it, the paused viewer does not move to it.
        try #require(FileManager.default.createFile(atPath: go, contents: nil))
        let second = try page.wait("received the second drag") { $0.touches.count == 2 && $0.touches[1].t.count >= 120 }
        let still = try page.look()
        #expect(still.time == back.time && still.scrubMax == paused.scrubMax, "the viewer stays at \(back.time): \(still.time), up to \(still.scrubMax)")
        #expect(!still.drawnTouches.contains(second.touches[1].id) && still.dots.map(\.id) == [first.id], "\(still.drawnTouches), \(still.dots)")
        #expect(still.state == "paused", "\(still.status)")

        // Resumed: the present again, the second finger down at the end of its drag.
        try page.toggle()
        let end = try Self.place(of: second.touches[1], at: second.touches[1].t.last!)
        let following = try page.wait("followed the present again") { look in
            look.following && look.dots.contains { $0.id == second.touches[1].id && abs($0.x - end.x) < 0.01 && abs($0.y - end.y) < 0.01 }
        }
        #expect(following.state == "following" && following.time >= second.touches[1].t.last!, "\(following.status) at \(following.time)")
        #expect(!following.dots.contains { $0.id == first.id }, "the first finger lifted: \(following.dots)")
        let result = run.finish()
        #expect(result.status == 0, "\(result)")
    }

    /// Bad input: a page paused for longer than the history keeps (`--serve-history 1`) still shows what
    /// it held at the pause and says that it is no longer kept; paused again, it shows only what is kept.
    @Test func aPagePausedLongerThanTheHistoryKeepsShowsWhatItHeldAndSaysItIsNoLongerKept() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let go = folder + "/second-drag"
        let run = try Self.twoDrags(in: folder, go: go, arguments: ["--serve-history", "1"])
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let page = LiveViewPage(browser: browser, session: try browser.open(try run.waitForURL(), width: 1400, height: 1000))

        let lifted = try page.wait("showed the first drag lifted") { $0.touches.count == 1 && !$0.touches[0].down }
        let first = lifted.touches[0]
        try page.toggle()
        let paused = try page.wait("paused") { $0.state == "paused" }
        #expect(paused.status.contains("the last 1 s are kept") && !paused.status.contains("no longer kept"), "\(paused.status)")
        #expect(paused.scrubMin > 0 && paused.scrubMax - paused.scrubMin <= 1.001, "what the page keeps: \(paused.scrubMin)–\(paused.scrubMax)")

        // More than the history later, the pause says so, and still shows the drag's end it held.
        let late = try page.wait("said the pause outlasted the history", seconds: 10) { $0.status.contains("no longer kept") }
        #expect(late.status.contains("resume to follow") && late.state == "paused", "\(late.status)")
        let target = max(first.t.last! - 0.05, paused.scrubMin + 0.002)
        try page.scrub(to: target)
        let held = try page.wait("scrubbed to the drag's end") { abs($0.time - target) < 0.002 }
        let place = try Self.place(of: first, at: held.time)
        #expect(held.dots.count == 1 && held.dots.first.map { abs($0.x - place.x) < 0.01 && abs($0.y - place.y) < 0.01 } == true,
                "the held drag at \(held.time) s: \(held.dots)")

        // Resumed, the second drag comes; paused again, the first drag has left what is kept.
        try page.toggle()
        try #require(FileManager.default.createFile(atPath: go, contents: nil))
        _ = try page.wait("received the second drag") { $0.touches.contains { $0.id != first.id && $0.t.count >= 120 } }
        try page.toggle()
        let again = try page.wait("paused again") { $0.state == "paused" }
        #expect(again.scrubMin > first.t.last! && again.scrubMax - again.scrubMin <= 1.001, "only the last second: \(again.scrubMin)–\(again.scrubMax)")
        #expect(!again.drawnTouches.contains(first.id), "the first drag is no longer kept: \(again.drawnTouches)")
        try page.scrub(to: 0)
        #expect(abs(try page.look().time - again.scrubMin) < 0.001, "the scrubber stops where what is kept begins")
        let result = run.finish()
        #expect(result.status == 0, "\(result)")
    }
}
