import Foundation
import GestureEngine
import Testing
import TouchReplay

/// The HTML viewer's pointer and pen drawing, loaded in headless Chromium: the
/// cursor, hover paths, wheel steps and a pen's trail as wide as its force must
/// be what the trace says at the time shown (docs/render.md, Pointers and pens).
@Suite(.enabled(if: HeadlessBrowser.path != nil, Comment(rawValue: HeadlessBrowser.missing)))
struct ViewerPointerBrowserTests {
    static let penCase = CheckFixtures.packageRoot + "/Recordings/synth/pen-stroke-pressure"
    static let mouseCase = CheckFixtures.packageRoot + "/Recordings/synth/mouse-click-drag"

    /// Renders `recording` over `scene` into `folder` and replays it for its trace.
    static func render(_ recording: String, scene: String, in folder: String) throws -> (page: String, lines: [TraceLine]) {
        let page = folder + "/viewer.html"
        let render = try ReplayFiles.run(["render", recording, "--scene", scene, "-o", page])
        #expect(render.status == 0, "\(render.standardError)")
        let session = try RecordingReplay(recordingPath: recording, scene: try Scene.load(contentsOf: scene)).run()
        return (page, session.records.map(\.line))
    }

    static func load(_ page: String, at time: Double) throws -> DOMElements {
        let loaded = try HeadlessBrowser.load(page, fragment: "t=\(time)")
        #expect(loaded.console.isEmpty, "console: \(loaded.console)")
        return DOMElements(dom: loaded.dom)
    }

    static func cursor(_ dom: DOMElements) -> [String: String]? { dom.attributes("g", where: "class", is: "trv-cursor").first }

    @Test func aPensTrailIsAsWideAsItsForceAndTheCursorIsAPenWhereTheTraceSays() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (page, lines) = try Self.render(Self.penCase + "/recording.evemu", scene: Self.penCase + "/scene.yml", in: folder)
        let time = 1.0
        let dom = try Self.load(page, at: time)
        let touch = try #require(ViewerBrowserTests.last(lines, type: "touch", key: "touch", id: 0, atOrBefore: time))
        // The trail's segments: the last second of the stroke, the force growing all along it as the script presses harder.
        let segments = DOMElements(dom: dom.dom).attributes("line", where: "stroke", is: "#3b82f6").filter { $0["data-force"] != nil }
        let widths = segments.compactMap { ViewerBrowserTests.number($0, "stroke-width") }
        let forces = segments.compactMap { ViewerBrowserTests.number($0, "data-force") }
        #expect(segments.count >= 20 && widths.count == segments.count && forces.count == segments.count)
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "wider as the force grows: \(widths)")
        #expect(abs((forces.last ?? 0) - (touch["force"]?.number ?? .nan)) < 0.001, "the newest segment has the force the trace has at \(time)")
        #expect((widths.last ?? 0) > 2 * (widths.first ?? .infinity), "force 0.72 to 4.04 of 6.67: a trail that visibly thickens")
        #expect(abs((ViewerBrowserTests.number(segments.last, "x2") ?? .nan) - (touch["x"]?.number ?? 0)) < 0.01)
        // The cursor is a pen, where the pencil touch is.
        let cursor = Self.cursor(dom)
        #expect(cursor?["visibility"] == "visible" && cursor?["data-cursor"] == "pencil")
        #expect(abs((ViewerBrowserTests.number(cursor, "data-x") ?? .nan) - (touch["x"]?.number ?? 0)) < 0.01)
        #expect(abs((ViewerBrowserTests.number(cursor, "data-y") ?? .nan) - (touch["y"]?.number ?? 0)) < 0.01)
        #expect(dom.dom.contains("#0 (pencil, force 4.04) → canvas"), "the touch list names the kind and force (measured from the pen's contact threshold)")
    }

    @Test func aPenHoverIsADashedPathUpToTheTimeWithThePenCursorAtItsEnd() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (page, lines) = try Self.render(Self.penCase + "/recording.evemu", scene: Self.penCase + "/scene.yml", in: folder)
        let time = 0.1
        let dom = try Self.load(page, at: time)
        let hover = try #require(lines.last { $0.type == "hover" && ($0["t"]?.number ?? .infinity) <= time + 1e-9 })
        let path = try #require(dom.attributes("polyline", where: "data-hover", is: "0").first)
        #expect(path["visibility"] == "visible" && path["data-hover-type"] == "pencil")
        let points = (path["points"] ?? "").split(separator: " ")
        #expect(points.first == "100,400", "the hover's first line is at (100, 400)")
        let end = (points.last ?? "").split(separator: ",").compactMap { Double($0) }
        #expect(end.count == 2 && abs(end[0] - (hover["x"]?.number ?? .nan)) < 0.01 && abs(end[1] - (hover["y"]?.number ?? .nan)) < 0.01,
                "the path ends where the trace's last hover line at \(time) is: \(end)")
        #expect(points.count == lines.count { $0.type == "hover" && ($0["t"]?.number ?? .infinity) <= time + 1e-9 })
        let cursor = Self.cursor(dom)
        #expect(cursor?["visibility"] == "visible" && cursor?["data-cursor"] == "pencil")
        #expect(ViewerBrowserTests.number(cursor, "data-x") == hover["x"]?.number)
        // Between the hover's exit (0.21 s) and the stroke (0.7 s) the pen is out of range: no cursor, no hover path.
        let away = try Self.load(page, at: 0.5)
        #expect(Self.cursor(away)?["visibility"] == "hidden")
        #expect(away.attributes("polyline", where: "data-hover", is: "0").first?["visibility"] == "hidden")
    }

    @Test func aMouseDragShowsThePointerCursorOnItsTouch() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (page, lines) = try Self.render(Self.mouseCase + "/recording.evemu", scene: Self.mouseCase + "/scene.yml", in: folder)
        let drag = try #require(lines.first { $0.type == "touch" && $0["touch"] == 1 && $0["phase"]?.string == "moved" })
        let time = try #require(drag["t"]?.number)
        let dom = try Self.load(page, at: time)
        let cursor = Self.cursor(dom)
        #expect(cursor?["visibility"] == "visible" && cursor?["data-cursor"] == "pointer")
        #expect(abs((ViewerBrowserTests.number(cursor, "data-x") ?? .nan) - (drag["x"]?.number ?? 0)) < 0.01)
        #expect(abs((ViewerBrowserTests.number(cursor, "data-y") ?? .nan) - (drag["y"]?.number ?? 0)) < 0.01)
        #expect(dom.attributes("g", where: "data-pen-trail", is: "1").isEmpty, "a mouse has no force: a plain trail")
    }

    @Test func wheelStepsAreMarkedWhereTheyTurnedForAWhile() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try ReplayFiles.write("""
            device: mouse
            screen: [800, 480]
            gestures:
              - wheel: {at: [200, 100], clicks: 3, start: 0.2}
              - wheel: {at: [600, 300], clicks: -2, start: 2}
            """, to: "wheel.yml", in: folder)
        let scene = try ReplayFiles.write(SynthPointerTests.scene, to: "scene.yml", in: folder)
        let recording = folder + "/wheel.evemu"
        let synth = try ReplayFiles.run(["synth", script, "-o", recording])
        #expect(synth.status == 0, "\(synth.standardError)")
        let (page, lines) = try Self.render(recording, scene: scene, in: folder)
        let wheels = lines.filter { $0.type == "wheel" }
        #expect(wheels.count == 2)
        let first = try #require(wheels.first?["t"]?.number)
        let dom = try Self.load(page, at: first + 0.1)
        let mark = try #require(dom.attributes("g", where: "data-wheel", is: "0").first)
        #expect(mark["visibility"] == "visible")
        #expect(dom.text("text", where: "class", is: "trv-wheel-label") == "↓3", "three clicks towards the user")
        #expect(dom.dom.contains("cx=\"200\" cy=\"100\""), "the mark is where the pointer was")
        #expect(dom.attributes("g", where: "data-wheel", is: "1").first?["visibility"] == "hidden", "the second turn comes later")
        #expect(Self.cursor(dom)?["data-cursor"] == "pointer")
        let later = try Self.load(page, at: first + 1)
        #expect(later.attributes("g", where: "data-wheel", is: "0").first?["visibility"] == "hidden", "marked for 0.6 s only")
        let second = try #require(wheels.last?["t"]?.number)
        let atSecond = try Self.load(page, at: second)
        #expect(atSecond.attributes("g", where: "data-wheel", is: "1").first?["visibility"] == "visible")
        #expect(atSecond.dom.contains(">↑2<"), "two clicks away from the user")
    }
}
