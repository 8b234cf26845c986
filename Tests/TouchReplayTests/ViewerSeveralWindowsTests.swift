import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools

/// The viewer draws each window of a scene of several (issue 39, item 1): side by side, left
/// to right, 40 points apart; each view, finger and gesture mark where its window is.
@Suite struct ViewerSeveralWindowsTests {
    /// The two-device fixture against the two-window scene (800 × 480 portrait, 1000 × 600 landscape).
    static func render(in folder: String) throws -> (scene: String, page: String) {
        let scene = try ReplayFiles.write(SceneWindowsTests.twoWindows, to: "two.yml", in: folder)
        return (scene, folder + "/two.html")
    }

    @Test func theViewerDataPutsEachWindowBesideTheOtherAndEachTouchInItsWindow() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (scene, _) = try Self.render(in: folder)
        let data = try TraceRendering.viewerData(recordingPath: SeveralWindowsReplayTests.recording, scenePath: scene).json
        #expect(data["screen"] == [.number(1840), .number(600)], "800 + 40 + 1000 wide, the taller window's height")
        let windows = data["windows"]?.array?.compactMap(\.object) ?? []
        #expect(windows.map { $0["id"] } == ["left", "right"] && windows.map { $0["x"] } == [.number(0), .number(840)])
        let views = Dictionary(uniqueKeysWithValues: (data["views"]?.array ?? []).compactMap(\.object).map {
            ($0["id"]?.string ?? "", $0["g"]?.array?.prefix(4).compactMap(\.number) ?? [])
        })
        #expect(views["leftPad"] == [0, 0, 800, 480] && views["rightPad"] == [840, 0, 1000, 600], "\(views)")
        #expect(views.values.allSatisfy { !$0.isEmpty })
        // The EP0430M09's finger (touch 1) inside the right window, the Atmel's (0 and 2) inside the left one.
        for touch in (data["touches"]?.array ?? []).compactMap(\.object) {
            let xs = (touch["p"]?.array ?? []).enumerated().filter { $0.offset % 2 == 0 }.compactMap(\.element.number)
            let inRight = touch["id"] == .number(1)
            #expect(!xs.isEmpty && xs.allSatisfy { inRight ? (840...1840).contains($0) : (0...800).contains($0) }, "touch \(touch["id"] ?? .null): \(xs.prefix(4))")
        }
        // The right window's pan, marked in the right window.
        let drag = (data["gestures"]?.array ?? []).compactMap(\.object).first { $0["id"] == "drag" }
        let marks = (drag?["e"]?.array ?? []).compactMap { $0.array?[2].number }
        #expect(!marks.isEmpty && marks.allSatisfy { $0 >= 840 }, "\(marks.prefix(4))")
    }

    @Test(.enabled(if: HeadlessBrowser.path != nil, Comment(rawValue: HeadlessBrowser.missing)))
    func thePageOutlinesAndNamesEachWindow() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (scene, page) = try Self.render(in: folder)
        let render = try ReplayFiles.run(["render", SeveralWindowsReplayTests.recording, "--scene", scene, "-o", page])
        #expect(render.status == 0, "\(render.standardError)")
        let loaded = try HeadlessBrowser.load(page, fragment: "t=1.1")
        #expect(loaded.console.isEmpty, "console: \(loaded.console)")
        let dom = DOMElements(dom: loaded.dom)
        let right = dom.attributes("rect", where: "data-window", is: "right").first
        #expect(right?["x"] == "840" && right?["width"] == "1000" && right?["height"] == "600", "\(right ?? [:])")
        #expect(dom.attributes("rect", where: "data-window", is: "left").first?["width"] == "800")
        let finger = dom.attributes("circle", where: "data-touch", is: "1").first
        #expect((finger?["cx"]).flatMap(Double.init).map { $0 > 840 } == true, "touch 1's dot in the right window: \(finger ?? [:])")
    }
}

/// The still SVG picture of a replay of several windows: the windows side by side, as the viewer draws them.
@Suite struct SVGSeveralWindowsTests {
    @Test func theSVGDrawsEachWindowBesideTheOtherWithItsTouchesInIt() throws {
        let scene = try Scene.parse(SceneWindowsTests.twoWindows, file: "two.yml")
        let (session, fingers) = try TraceRendering.replay(recordingPath: SeveralWindowsReplayTests.recording, scene: scene)
        let drawing = TraceDrawing(scene: scene, final: session.sceneHierarchy, records: session.records, fingers: fingers)
        #expect(drawing.screen == Size(width: 1840, height: 600))
        #expect(drawing.views.first { $0.id == "rightPad" }?.rect == Rect(x: 840, y: 0, width: 1000, height: 600))
        #expect(drawing.views.first { $0.id == "rightPad" }?.depth == 1 && drawing.views.first { $0.id == "rightRoot" }?.depth == 0)
        for touch in drawing.touches {
            let inRight = touch.touch == 1
            #expect(!touch.points.isEmpty && touch.points.allSatisfy { inRight ? $0.x >= 840 : $0.x <= 800 }, "touch \(touch.touch): \(touch.points.prefix(3))")
        }
        #expect(drawing.gestures.filter { $0.gesture == "drag" }.allSatisfy { $0.location.x >= 840 })
    }
}
