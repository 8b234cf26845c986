import Foundation
import GestureEngine
import Testing
import TouchReplay

/// The HTML viewer and the check report, loaded in headless Chromium: what the
/// page shows at a time must be what the trace says at that time.
@Suite(.enabled(if: HeadlessBrowser.path != nil, Comment(rawValue: HeadlessBrowser.missing)))
struct ViewerBrowserTests {
    static let seedCase = CheckFixtures.packageRoot + "/Recordings/synth/seed-004-overlay"

    /// The last line of `type` about `key` = `id` at or before `time`.
    static func last(_ lines: [TraceLine], type: String, key: String, id: TraceValue, atOrBefore time: Double) -> TraceLine? {
        lines.last { $0.type == type && $0[key] == id && ($0["t"]?.number ?? .infinity) <= time + 1e-9 }
    }

    static func number(_ attributes: [String: String]?, _ name: String) -> Double? { attributes?[name].flatMap(Double.init) }

    static func frame(_ line: TraceLine?) -> [Double] { line?["frame"]?.array?.compactMap(\.number) ?? [] }

    /// Renders the seed case's viewer with the built binary and returns its path and the replay's trace.
    static func renderSeed(in folder: String) throws -> (page: String, lines: [TraceLine]) {
        let page = folder + "/seed.html"
        let render = try ReplayFiles.run(["render", seedCase + "/recording.evemu", "--scene", seedCase + "/scene.yml", "-o", page])
        #expect(render.status == 0, "\(render.standardError)")
        let scene = try Scene.load(contentsOf: seedCase + "/scene.yml")
        let session = try RecordingReplay(recordingPath: seedCase + "/recording.evemu", scene: scene).run()
        return (page, session.records.map(\.line))
    }

    @Test func atTheTimeInTheURLTheDraggedViewAndItsFingerAreWhereTheTraceSays() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (page, lines) = try Self.renderSeed(in: folder)
        let time = 0.25
        let loaded = try HeadlessBrowser.load(page, fragment: "t=\(time)")
        #expect(loaded.console.isEmpty, "console: \(loaded.console)")
        let dom = DOMElements(dom: loaded.dom)
        #expect(dom.attributes("div", where: "id", is: "viewer").first?["data-time"] == "\(time)", "the viewer opened at #t=\(time)")
        // The dragged view: the overlay sits at the screen's origin, so its frame is its screen rectangle.
        let overlay = Self.frame(lines.last { $0.type == "summary" }?["views"]?.object?["overlay"]?.object)
        let dot = Self.frame(Self.last(lines, type: "view", key: "view", id: "blackDot", atOrBefore: time))
        #expect(dot.count == 4 && overlay == [0, 0, 800, 480], "the trace moved blackDot by then")
        let rect = dom.attributes("rect", where: "data-view", is: "blackDot").first
        for (index, name) in ["x", "y", "width", "height"].enumerated() where dot.count == 4 {
            #expect(abs((Self.number(rect, name) ?? .nan) - dot[index]) < 0.01, "blackDot \(name): page \(rect?[name] ?? "none"), trace \(dot[index])")
        }
        // Its finger: touch 0's last delivery, and the label naming the view it is bound to.
        let touch = try #require(Self.last(lines, type: "touch", key: "touch", id: 0, atOrBefore: time))
        let circle = dom.attributes("circle", where: "data-touch", is: "0").first
        #expect(abs((Self.number(circle, "cx") ?? .nan) - (touch["x"]?.number ?? 0)) < 0.01)
        #expect(abs((Self.number(circle, "cy") ?? .nan) - (touch["y"]?.number ?? 0)) < 0.01)
        #expect(dom.text("text", where: "data-touch-label", is: "0") == "#0 → blackDot")
        #expect(dom.attributes("g", where: "data-touch", is: "0").first?["visibility"] == "visible")
        #expect(dom.attributes("g", where: "data-touch", is: "1").first?["visibility"] == "hidden", "touch 1 is not down yet")
        for id in ["root", "scroller", "image", "overlay", "blackDot", "orangeDot"] {
            #expect(dom.text("text", where: "data-view-label", is: id)?.hasPrefix(id) == true, "view \(id) is labelled")
        }
    }

    @Test func duringThePinchTheZoomedImageIsWhereTheScrollViewsOffsetAndScalePutIt() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (page, lines) = try Self.renderSeed(in: folder)
        let time = 1.2
        let loaded = try HeadlessBrowser.load(page, fragment: "t=\(time)")
        #expect(loaded.console.isEmpty, "console: \(loaded.console)")
        let scroller = try #require(Self.last(lines, type: "view", key: "view", id: "scroller", atOrBefore: time))
        let offset = scroller["contentOffset"]?.array?.compactMap(\.number) ?? []
        let origin = Self.frame(scroller)
        let image = Self.frame(Self.last(lines, type: "view", key: "view", id: "image", atOrBefore: time))
        try #require(offset.count == 2 && origin.count == 4 && image.count == 4)
        // UIKit: a subview's place on screen is its frame less the scroll view's bounds origin (contentOffset).
        let expected = [origin[0] + image[0] - offset[0], origin[1] + image[1] - offset[1], image[2], image[3]]
        let rect = DOMElements(dom: loaded.dom).attributes("rect", where: "data-view", is: "image").first
        for (index, name) in ["x", "y", "width", "height"].enumerated() {
            #expect(abs((Self.number(rect, name) ?? .nan) - expected[index]) < 0.01, "image \(name): page \(rect?[name] ?? "none"), trace \(expected[index])")
        }
        let zoom = scroller["zoomScale"]?.number ?? 0
        let label = DOMElements(dom: loaded.dom).text("text", where: "data-view-label", is: "scroller") ?? ""
        let shown = Double(label.components(separatedBy: "zoom ").last ?? "")
        #expect(shown.map { abs($0 - zoom) < 0.005 } == true, "the scroll view's label shows its zoom \(zoom): \(label)")
    }

    /// Presses the viewer's own buttons from a script added to the rendered page, and writes what it saw into the DOM.
    static let driver = """
        <script>
        (function () {
          const viewer = document.getElementById('viewer');
          const data = JSON.parse(document.getElementById('trace-data').textContent);
          const button = function (name) { return viewer.querySelector('[data-action=' + name + ']'); };
          const seen = { frames: data.frames.slice(0, 3) };
          button('next').click(); seen.next1 = viewer.getAttribute('data-time');
          button('next').click(); seen.next2 = viewer.getAttribute('data-time');
          button('prev').click(); seen.prev = viewer.getAttribute('data-time'); seen.hash = location.hash;
          const speed = viewer.querySelector('select'); speed.value = '0.25'; speed.dispatchEvent(new Event('change'));
          const start = Number(viewer.getAttribute('data-time'));
          button('play').click();
          setTimeout(function () {
            button('play').click();
            seen.played = Number(viewer.getAttribute('data-time')) - start;
            document.body.setAttribute('data-seen', JSON.stringify(seen));
          }, 800);
        })();
        </script>
        """

    @Test func frameStepsGoFromFrameToFrameAndSlowMotionPlaysAtAQuarterSpeed() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (page, _) = try Self.renderSeed(in: folder)
        let text = try String(contentsOfFile: page, encoding: .utf8)
        let driven = folder + "/driven.html"
        try text.replacingOccurrences(of: "</body>", with: Self.driver + "</body>").write(toFile: driven, atomically: true, encoding: .utf8)
        let loaded = try HeadlessBrowser.load(driven)
        #expect(loaded.console.isEmpty, "console: \(loaded.console)")
        let attribute = try #require(loaded.dom.range(of: #"data-seen="[^"]*""#, options: .regularExpression), "the driver finished")
        let json = loaded.dom[attribute].dropFirst("data-seen=\"".count).dropLast().replacingOccurrences(of: "&quot;", with: "\"")
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frames = try #require(seen["frames"] as? [Double])
        // The seed's first frame is at 0, where the viewer opens: the steps go to the second and third frames and back.
        #expect(frames.first == 0)
        #expect(Double(seen["next1"] as? String ?? "") == frames[1])
        #expect(Double(seen["next2"] as? String ?? "") == frames[2])
        #expect(Double(seen["prev"] as? String ?? "") == frames[1])
        #expect(seen["hash"] as? String == "#t=\(TraceValue.format(frames[1]))", "a step puts the time in the URL")
        let played = try #require(seen["played"] as? Double)
        #expect(played > 0.1 && played < 0.3, "0.8 s at a quarter speed plays about 0.2 s of the replay, not \(played)")
    }

    @Test func theReportOpensAFailingCaseAtItsFirstDifferenceWithExpectedBesideActual() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.addTapCase("cases/tap")
        let bad = fixtures.root + "/cases/zoom"
        try FileManager.default.createDirectory(atPath: bad, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.seedCase + "/scene.yml", toPath: bad + "/scene.yml")
        try fixtures.write("cases/zoom/case.yml", "recording: \(Self.seedCase)/recording.evemu\n")
        let expectedText = try String(contentsOfFile: Self.seedCase + "/expected.jsonl", encoding: .utf8)
        // The first zoomScale line, made wrong: the case fails there and nowhere earlier.
        let lines = expectedText.split(separator: "\n").map(String.init)
        let parsed = try TraceLine.parseLines(expectedText, file: "expected")
        let wrong = try #require(parsed.firstIndex { ($0["zoomScale"]?.number ?? 1) != 1 })
        let line = parsed[wrong]
        var edited = lines
        edited[wrong] = lines[wrong].replacingOccurrences(of: "\"zoomScale\":\(line["zoomScale"]!.jsonText)", with: "\"zoomScale\":2.5")
        try fixtures.write("cases/zoom/expected.jsonl", edited.joined(separator: "\n") + "\n")
        let out = fixtures.root + "/report"
        let check = try ReplayFiles.run(["check", fixtures.root + "/cases", "--report", out])
        #expect(check.status == 1, "\(check.standardError)")
        let loaded = try HeadlessBrowser.load(out + "/index.html", width: 1600, height: 1400)
        #expect(loaded.console.isEmpty, "console: \(loaded.console)")
        let dom = DOMElements(dom: loaded.dom)
        #expect(dom.attributes("tr", where: "data-result", is: "pass").count == 1)
        let failRow = try #require(dom.attributes("tr", where: "data-result", is: "fail").first)
        #expect(failRow["data-case"]?.hasSuffix("cases/zoom") == true)
        #expect(loaded.dom.range(of: #"<td class="trr-time">\d+ ms</td>"#, options: .regularExpression) != nil, "each case shows its time")
        #expect(loaded.dom.contains("zoomScale: expected 2.5, actual \(line["zoomScale"]!.jsonText)"), "the first difference is shown")
        let time = try #require(line["t"]?.number)
        let viewers = dom.attributes("div", where: "class", is: "trr-viewer trv")
        #expect(viewers.map { $0["data-side"] } == ["expected", "actual"])
        #expect(viewers.allSatisfy { Double($0["data-time"] ?? "") == time }, "both viewers open at \(time) s: \(viewers.map { $0["data-time"] })")
        let labels = DOMElements(dom: loaded.dom).attributes("text", where: "data-view-label", is: "scroller")
        #expect(labels.count == 2)
        let texts = loaded.dom.components(separatedBy: "data-view-label=\"scroller\"").dropFirst().map { $0.split(separator: "<")[0] }
        let zooms = texts.map { Double($0.components(separatedBy: "zoom ").last ?? "") }
        #expect(zooms.first == 2.5, "expected side: \(texts)")
        #expect(zooms.last.flatMap { $0 }.map { abs($0 - line["zoomScale"]!.number!) < 0.005 } == true, "actual side: \(texts)")
    }
}
