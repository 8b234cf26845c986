import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// `touchreplay render -o x.html` of a long recording through the built binary (issue 27, item 5):
/// memory stays bounded, the page keeps within its budget and says it was thinned, and it opens
/// in a browser with the fingers still on their paths.
@Suite struct RenderThinningCommandTests {
    /// A minute of two fingers turning 20 times round (400 points apart, about (400, 300)) at 1 kHz:
    /// 888,000 events, 180,000 samples for the viewer, rendered under a 128 MB address-space limit
    /// (the unthinned render needed about 170 MB here, and grew with the recording).
    static let rendered: Result<RenderedPage, any Error> = Result {
        try RenderedPage.render(script: """
            rate: 1000
            screen: [800, 600]
            gestures:
              - rotate: {center: [400, 300], distance: 400, from: 0, to: 7200, duration: 60}

            """, name: "long", gestures: ["{id: pan, kind: pan}", "{id: turn, kind: rotation}"], megabytes: 128)
    }

    @Test func aLongRecordingRendersInBoundedMemoryToAPageWithinItsBudgetThatSaysItIsThinned() throws {
        let rendered = try Self.rendered.get()
        #expect(!rendered.run.timedOut)
        #expect(rendered.run.status == 0, "\(rendered.run.standardError.prefix(300))")
        #expect(rendered.run.standardError.isEmpty)
        let bytes = rendered.page.utf8.count
        // docs/render.md: a thinned page stays under about 10 MB (the budget's samples), the touches' and state changes' few bytes each aside.
        #expect(bytes > 0 && bytes < 10_000_000, "the page has \(bytes) bytes")
        let notice = try #require(rendered.page.firstRange(of: #/<p class="trv-thinned" id="thinned">thinned: ([0-9]+) of ([0-9]+) samples shown/#))
        let shown = Int(rendered.page[notice].firstMatch(of: #/: ([0-9]+) of/#)!.1)!
        let total = Int(rendered.page[notice].firstMatch(of: #/of ([0-9]+) samples/#)!.1)!
        // Two fingers and the rotation's events for 60,000 reports, thinned under the budget.
        #expect(total > 150_000)
        #expect(shown < ViewerData.sampleBudget && shown > 10_000, "\(shown) of \(total)")
        #expect(rendered.page.contains("full trace: touchreplay replay \(rendered.folder)/long.evemu --scene \(rendered.folder)/scene.yml"))
    }

    @Test(.enabled(if: HeadlessBrowser.path != nil, Comment(rawValue: HeadlessBrowser.missing)))
    func theThinnedPageOpensInABrowserWithTheNoticeAndTheFingersOnTheirPath() throws {
        let rendered = try Self.rendered.get()
        try #require(rendered.run.status == 0)
        let loaded = try HeadlessBrowser.load(rendered.folder + "/long.html", fragment: "t=30.0005")
        #expect(loaded.console.isEmpty, "console: \(loaded.console)")
        let dom = DOMElements(dom: loaded.dom)
        #expect(dom.attributes("div", where: "id", is: "viewer").first?["data-time"] == "30.0005", "the viewer opened at #t=30.0005")
        #expect(dom.text("p", where: "id", is: "thinned")?.hasPrefix("thinned: ") == true)
        // Both fingers are down at 30 s, on the circle of radius 200 about the centre, however thinned.
        for touch in ["0", "1"] {
            let circle = try #require(dom.attributes("circle", where: "data-touch", is: touch).first)
            let x = try #require(circle["cx"].flatMap(Double.init)), y = try #require(circle["cy"].flatMap(Double.init))
            let radius = ((x - 400) * (x - 400) + (y - 300) * (y - 300)).squareRoot()
            #expect(abs(radius - 200) < 2, "touch \(touch) at (\(x), \(y)): \(radius) from the centre")
            #expect(dom.attributes("g", where: "data-touch", is: touch).first?["visibility"] == "visible")
        }
    }
}
