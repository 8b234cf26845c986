import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools

/// The SVG picture of a replay.
@Suite struct RenderTests {
    static let seedCase = CheckFixtures.packageRoot + "/Recordings/synth/seed-004-overlay"

    @Test func theSeedScenePictureShowsEveryViewIdAndEveryTouchPath() throws {
        let svg = try TraceRendering.svg(recordingPath: Self.seedCase + "/recording.evemu", scenePath: Self.seedCase + "/scene.yml")
        let document = try XMLDocument(xmlString: svg)
        let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        for id in ["root", "scroller", "image", "overlay", "blackDot", "orangeDot"] {
            #expect(texts.contains(id), "view \(id) is labelled")
        }
        let scene = try Scene.load(contentsOf: Self.seedCase + "/scene.yml")
        let (session, fingers) = try TraceRendering.replay(recordingPath: Self.seedCase + "/recording.evemu", scene: scene)
        let drawing = TraceDrawing(scene: scene, final: session.sceneHierarchy, records: session.records, fingers: fingers)
        #expect(drawing.touches.map(\.touch) == [0, 1, 2, 3, 4, 5])
        #expect(drawing.touches.map(\.view) == ["blackDot", "image", "image", "orangeDot", "image", "image"], "bound views, delivered or not")
        #expect(drawing.touches.map(\.wasCancelled) == [false, false, false, false, true, false],
                "the second pinch's first touch was cancelled in image; its second was never told to image (isMultipleTouchEnabled false)")
        #expect(drawing.touches.allSatisfy { $0.points.count > 10 }, "every finger's whole path, not only what views were told")
        let polylines = try document.nodes(forXPath: "//*[local-name()='polyline']")
        #expect(polylines.count == 6, "one path per touch")
        for touch in drawing.touches {
            #expect(texts.contains("touch \(touch.touch)"))
            #expect(texts.contains { $0.hasPrefix("touch \(touch.touch) → \(touch.view ?? "no view"),") }, "legend row of touch \(touch.touch)")
        }
        #expect(texts.contains("blackDot (after)") && texts.contains("orangeDot (after)"), "moved views are drawn where they ended")
        #expect(try document.nodes(forXPath: "//*[local-name()='ellipse']").count == 4, "round views are drawn round, before and after")
    }

    @Test func gestureMarksAreLabelledWhereTheyHappened() throws {
        let folder = CheckFixtures.packageRoot + "/Recordings/synth/long-press"
        let svg = try TraceRendering.svg(recordingPath: folder + "/recording.evemu", scenePath: folder + "/scene.yml")
        let texts = try XMLDocument(xmlString: svg).nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts.contains("hold began 0.500s"))
        #expect(texts.contains("hold ended 0.808s"))
        #expect(texts.contains("1.504 s  hold (longPress on card) failed"))
    }

    @Test func theSamePictureComesOutEveryTime() throws {
        let folder = CheckFixtures.packageRoot + "/Recordings/synth/pinch"
        let first = try TraceRendering.svg(recordingPath: folder + "/recording.evemu", scenePath: folder + "/scene.yml")
        let second = try TraceRendering.svg(recordingPath: folder + "/recording.evemu", scenePath: folder + "/scene.yml")
        #expect(first == second)
    }
}
