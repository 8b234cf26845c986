import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools

/// The HTML viewer's page and data, without a browser.
@Suite struct ViewerDataTests {
    static func caseFolder(_ name: String) -> String { CheckFixtures.packageRoot + "/Recordings/synth/" + name }

    /// The JSON object embedded in a viewer page.
    static func embeddedData(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: #"<script type="application/json" id="trace-data">"#))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let text = String(page[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "<\\/", with: "</")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(arguments: ["seed-004-overlay", "scroll-view-pan-zoom", "nested-scroll-views", "pinch", "rotation"])
    func afterTheLastViewLineEveryViewIsWhereTheReplayLeftIt(name: String) throws {
        let folder = Self.caseFolder(name)
        let scene = try Scene.load(contentsOf: folder + "/scene.yml")
        let session = try RecordingReplay(recordingPath: folder + "/recording.evemu", scene: scene).run()
        let data = ViewerData(title: name, scene: scene, lines: session.records.map(\.line), fingers: [])
        let views = try #require(data.json["views"]?.array)
        let engineViews = try #require(session.sceneHierarchy?.views)
        #expect(views.count == engineViews.count)
        for (value, view) in zip(views, engineViews) {
            let series = try #require(value.object)
            #expect(series["id"]?.string == view.id)
            let rects = series["g"]?.array?.compactMap(\.number) ?? []
            let last = Array(rects.suffix(4))
            let actual = view.convert(view.bounds, to: nil)
            let expected = [actual.origin.x, actual.origin.y, actual.size.width, actual.size.height]
            // A rotated view is only known by its bounding box, which is what the trace and the viewer hold.
            #expect(zip(last, expected).allSatisfy { abs($0 - $1) < 0.02 }, "\(name): \(view.id) ends at \(last), the engine says \(expected)")
        }
    }

    @Test func thePageIsOneFileThatFetchesNothingAndEmbedsEveryFingerAndRecognizer() throws {
        let folder = Self.caseFolder("seed-004-overlay")
        let page = try TraceRendering.html(recordingPath: folder + "/recording.evemu", scenePath: folder + "/scene.yml")
        for reference in ["<script src", "<link rel=\"stylesheet\"", "<img", "@import", "url(http", "fetch(", "XMLHttpRequest"] {
            #expect(!page.contains(reference), "the page must not load \(reference)")
        }
        let data = try Self.embeddedData(page)
        let touches = try #require(data["touches"] as? [[String: Any]])
        #expect(touches.map { $0["id"] as? Int } == [0, 1, 2, 3, 4, 5])
        #expect(touches.map { $0["view"] as? String } == ["blackDot", "image", "image", "orangeDot", "image", "image"])
        #expect(touches.allSatisfy { ($0["steps"] as? [Any])?.isEmpty == false }, "render replays with hit-test lines")
        #expect(touches.allSatisfy { (($0["p"] as? [Double])?.count ?? 0) == 2 * (($0["t"] as? [Double])?.count ?? -1) })
        let gestures = try #require(data["gestures"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(Set(gestures) == ["scroller.pan", "scroller.pinch", "scroller.delay"])
        #expect(data["hitTests"] as? Bool == true)
    }

    @Test func aReasonOnAGestureLineReachesTheViewer() throws {
        let folder = Self.caseFolder("tap")
        let scene = try Scene.load(contentsOf: folder + "/scene.yml")
        var lines = try TraceLine.parseLines(try String(contentsOfFile: folder + "/expected.jsonl", encoding: .utf8), file: "expected")
        let failed = try #require(lines.firstIndex { $0.type == "gesture" })
        lines[failed].fields.removeAll { $0.key == "reason" || $0.key == "by" }
        lines[failed].append("reason", "requiredToFail")
        lines[failed].append("by", "double")
        let data = ViewerData(title: "tap", scene: scene, lines: lines, fingers: [])
        let events = data.json["gestures"]?.array?.first?.object?["e"]?.array?.first?.array
        #expect(events?.last?.string == "requiredToFail by double")
    }

    @Test func renderWritesTheViewerForHTMLNamesAndSVGForAnyOther() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let seed = Self.caseFolder("seed-004-overlay")
        for name in ["out.HTML", "out.htm", "out.svg", "picture"] {
            let run = try ReplayFiles.run(["render", seed + "/recording.evemu", "--scene", seed + "/scene.yml", "-o", folder + "/" + name])
            #expect(run.status == 0, "\(run.standardError)")
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            let html = name.lowercased().hasSuffix(".html") || name.lowercased().hasSuffix(".htm")
            #expect(text.hasPrefix("<!DOCTYPE html>") == html && text.contains("<svg") == !html, "\(name)")
        }
    }
}
