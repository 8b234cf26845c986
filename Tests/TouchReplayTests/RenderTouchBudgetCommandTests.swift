import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// `touchreplay render -o x.html` of a recording of many short touches through the built binary
/// (issue 27, item 5): what is never thinned (each touch's start, end and bound view, recognizers'
/// state changes) has its own budget, so memory stays flat however many touches the recording has,
/// and the page says how many touches and state changes it shows.
@Suite struct RenderTouchBudgetCommandTests {
    /// 50,000 taps of one report each, 2 ms apart at 1 kHz (500,000 evemu events), on a view with a tap
    /// and a pan recognizer (a `recognized` and a `failed` for each tap), rendered under a 160 MB
    /// address-space limit: without the touch and state-change budgets the render kept every tap and
    /// ran out of memory there (109 MB resident for the release binary, 311 MB at 100,000 taps).
    static let taps = 50_000

    static let rendered: Result<RenderedPage, any Error> = Result {
        var script = "rate: 1000\nscreen: [800, 600]\npause: 0.002\ngestures:\n"
        for index in 0..<taps {
            script += "  - tap: {at: [\(50 + index * 37 % 700), \(50 + index * 53 % 500)], duration: 0}\n"
        }
        return try RenderedPage.render(script: script, name: "taps", gestures: ["{id: tap, kind: tap}", "{id: pan, kind: pan}"], megabytes: 160)
    }

    @Test func manyShortTouchesRenderInBoundedMemoryToAPageThatSaysWhichTouchesAndStateChangesItShows() throws {
        let rendered = try Self.rendered.get()
        #expect(!rendered.run.timedOut)
        #expect(rendered.run.status == 0, "\(rendered.run.standardError.prefix(300))")
        #expect(rendered.run.standardError.isEmpty)
        let bytes = rendered.page.utf8.count
        // docs/render.md: within its budgets a page stays under about 15 MB; without them these taps made 12 MB.
        #expect(bytes > 0 && bytes < 8_000_000, "the page has \(bytes) bytes")
        #expect(rendered.page.contains("touches: the first \(ViewerData.touchBudget) of \(Self.taps) drawn"))
        // A `recognized` (tap) and a `failed` (pan) for each tap.
        #expect(rendered.page.contains("recognizer state changes: the first \(ViewerData.stateChangeBudget) of \(2 * Self.taps) kept, no recognizer event after them"))
        #expect(rendered.page.contains("every drawn touch&#39;s start and end"))
        // The data draw exactly the budget's touches: their entries are the only ones with a number for an id.
        let drawn = rendered.page.matches(of: #/\{"id":[0-9]/#).count
        #expect(drawn == ViewerData.touchBudget)
    }

    @Test(.enabled(if: HeadlessBrowser.path != nil, Comment(rawValue: HeadlessBrowser.missing)))
    func thePageOfManyShortTouchesOpensInABrowserWithItsNotice() throws {
        let rendered = try Self.rendered.get()
        try #require(rendered.run.status == 0)
        let loaded = try HeadlessBrowser.load(rendered.folder + "/taps.html", fragment: "t=1.5")
        #expect(loaded.console.isEmpty, "console: \(loaded.console)")
        let dom = DOMElements(dom: loaded.dom)
        #expect(dom.attributes("div", where: "id", is: "viewer").first?["data-time"] == "1.5", "the viewer opened at #t=1.5")
        let notice = try #require(dom.text("p", where: "id", is: "thinned"))
        #expect(notice.contains("touches: the first \(ViewerData.touchBudget) of \(Self.taps) drawn"), "\(notice)")
    }
}
