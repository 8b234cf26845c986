import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools

/// `render` draws a scroll view's glide: the content point under the lift, one dot per display frame.
@Suite struct RenderGlideTests {
    static let flickCase = CheckFixtures.packageRoot + "/Recordings/synth/scroll-flick-list"

    @Test func theFlickIsDrawnAsOneGlideFromTheLiftToTheRestingPoint() throws {
        let scene = try Scene.load(contentsOf: Self.flickCase + "/scene.yml")
        let session = try RecordingReplay(recordingPath: Self.flickCase + "/recording.evemu", scene: scene).run()
        let drawing = TraceDrawing(scene: scene, final: session.sceneHierarchy, records: session.records)
        let glide = try #require(drawing.glides.first)
        #expect(drawing.glides.count == 1 && glide.view == "list")
        let list = try #require(session.sceneHierarchy?.view("list") as? ScrollView)
        let first = try #require(glide.points.first), last = try #require(glide.points.last)
        // The lift is at the top of the flick; the content under it moved up by the glide's distance.
        #expect(abs(first.y - 100) < 1)
        let releases = session.records.compactMap { record -> Double? in
            if case let .view(v) = record, v.scrollPhase == "decelerating" { v.contentOffset?.y } else { nil }
        }
        let released = try #require(releases.first)
        #expect(abs((first.y - last.y) - (list.contentOffset.y - released)) < 0.01)
        #expect(glide.points.count > 200, "one point per 60 Hz frame over about 4 s")
        // Successive steps shrink: the glide slows down.
        let steps = zip(glide.points.dropFirst(), glide.points.dropFirst(2)).map { $0.y - $1.y }
        #expect(steps.first! > steps.last!)

        let svg = drawing.svg(title: "flick")
        let document = try XMLDocument(xmlString: svg)
        let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts.contains { $0.hasPrefix("list moves on 14") })
        #expect(try document.nodes(forXPath: "//*[local-name()='clipPath']").count == 1)
    }

    @Test func aReplayWithoutGlidesDrawsNone() throws {
        let folder = CheckFixtures.packageRoot + "/Recordings/synth/tap"
        let svg = try TraceRendering.svg(recordingPath: folder + "/recording.evemu", scenePath: folder + "/scene.yml")
        #expect(!svg.contains("Glides") && !svg.contains("clipPath"))
    }
}
