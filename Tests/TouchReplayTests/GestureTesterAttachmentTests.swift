import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// A failing expected-trace comparison attaches the diff and the viewer page
/// of actual against expected, and the page opens in headless Chromium.
@Suite struct GestureTesterAttachmentTests {
    /// A tester on the seed-004 scene that drags the orange dot by `offset`.
    static func dragged(by offset: Point) throws -> GestureTester {
        let tester = try GestureTester(sceneFile: GestureTesterSavingTests.seedScene)
        try tester.drag(on: "orangeDot", by: offset)
        return tester
    }

    @Test func aMismatchAttachesTheDiffAndAViewerPageThatOpensWithoutConsoleErrors() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = ExpectedTrace(path: folder + "/drag.jsonl")
        #expect(throws: ExpectedTraceError.self) { try Self.dragged(by: Point(x: 100, y: 0)).verify(expected, environment: ["TOUCHREPLAY_RECORD": "1"]) }
        var made: [TraceMismatchAttachments] = []
        let error = #expect(throws: ExpectedTraceError.self) {
            try Self.dragged(by: Point(x: 100, y: 60)).verify(expected, environment: [:]) { made.append($0) }
        }
        guard case .mismatch = error else {
            Issue.record("expected a mismatch, got \(String(describing: error))")
            return
        }
        #expect(made.count == 1)
        let attachments = try #require(made.first)
        #expect(attachments.attachments.map(\.preferredName) == ["drag.diff.txt", "drag.html"])
        #expect(attachments.diff == (error?.description ?? "") + "\n")
        let page = try #require(attachments.page)
        #expect(page.contains("data-side=\"expected\"") && page.contains("data-side=\"actual\""))
        guard HeadlessBrowser.path != nil else {
            print(HeadlessBrowser.missing)
            return
        }
        let file = try ReplayFiles.write(page, to: "drag.html", in: folder)
        let loaded = try HeadlessBrowser.load(file)
        #expect(loaded.console.isEmpty, "\(loaded.console)")
        #expect(DOMElements(dom: loaded.dom).attributes("div", where: "data-side", is: "actual").count == 1)
        #expect(loaded.dom.contains("trv-"), "the viewer's script drew into the page")
    }

    @Test func aWindowBuiltInSwiftIsSketchedForThePage() throws {
        func tester() throws -> GestureTester {
            let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            let card = View(id: "card", frame: Rect(x: 20, y: 40, width: 200, height: 100))
            try window.addSubview(card)
            card.addGestureRecognizer(PanGestureRecognizer(id: "drag"))
            return GestureTester(window: window)
        }
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = ExpectedTrace(path: folder + "/card.jsonl")
        let first = try tester()
        try first.drag(on: "card", by: Point(x: 40, y: 0))
        _ = try? first.verify(expected, environment: ["TOUCHREPLAY_RECORD": "1"])
        let second = try tester()
        try second.drag(on: "card", by: Point(x: 0, y: 40))
        var page: String?
        #expect(throws: ExpectedTraceError.self) { try second.verify(expected, environment: [:]) { page = $0.page } }
        #expect(page?.contains("\"card\"") == true)
    }
}
